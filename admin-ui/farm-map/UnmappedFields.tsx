import DrawIcon from "@mui/icons-material/Draw";
import { Box, Button, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { acres } from "../lib/format";

interface Props {
  entityName: string;
  fields: ReadonlyArray<{ id: number; name: string; acreage: string }>;
  /** Drawing is offered to the accounts that may change fields. */
  mayDraw: boolean;
  drawing: number | null;
  onDraw(fieldId: number): void;
}

/** The sidebar entity's fields with no boundary yet, each with a button to draw it on the map. */
export function UnmappedFields({ entityName, fields, mayDraw, drawing, onDraw }: Props) {
  const translate = useTranslate();
  return (
    <Box data-testid="unmapped-fields">
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {translate("map.withoutBoundary", { entity: entityName })}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate("map.everyFieldMapped")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {fields.map((f) => (
            <Box component="li" key={f.id} data-testid="unmapped-field" sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.25 }}>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                {f.name} <Box component="span" sx={{ color: "text.secondary" }}>· {translate("map.acres", { acres: acres(f.acreage) })}</Box>
              </Typography>
              {mayDraw && (
                <Button size="small" startIcon={<DrawIcon />} onClick={() => onDraw(f.id)} disabled={drawing !== null} aria-label={translate("map.drawFieldBoundary", { name: f.name })}>
                  {translate("map.draw")}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
