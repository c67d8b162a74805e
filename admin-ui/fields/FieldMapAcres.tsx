import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Box, Button, Typography } from "@mui/material";
import { useRefresh, useTranslate, useUpdate } from "react-admin";
import { api, read } from "../lib/api";
import { acres } from "../lib/format";
import { errorMessage } from "../lib/http";
import type { Field } from "../lib/types";
import { useToast } from "../lib/useToast";
import { recordedAcres } from "../../api/client/rules";
import { acreageCheckOf } from "./map-acres";

/**
 * A field's boundary acres beside its recorded acreage: "Map: 41.3 ac (3.3% more than recorded)"; past 2% apart it
 * is marked, and the office may take the map's acres (an ordinary change of the field's acreage) or keep the
 * recorded ones (the server keeps that choice, so the mark goes for everyone until either figure changes). Nothing
 * when the field has no boundary.
 */
export function FieldMapAcres({ field, mayUpdate }: { field: Field; mayUpdate: boolean }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const map = acreageCheckOf(field);
  if (!map) return null;
  const warn = map.warning !== null;
  const percent = map.warning?.differencePercent;
  // The difference is named only past 2% (the read carries it then); a recorded 0 has no percent.
  const direction = !map.warning ? "" : percent == null ? "noRecorded" : percent.startsWith("-") ? "less" : "more";
  const useMapAcres = () => {
    const acreage = recordedAcres(map.boundaryAcres);
    update(
      "fields",
      { id: field.id, data: { acreage }, previousData: field },
      {
        onSuccess: () => {
          toast.success(translate("fieldBoundary.mapAcresUsed", { acres: acres(acreage) }));
          refresh();
        },
        onError: (error) => toast.error(errorMessage(error, translate("fields.anErrorOccurred")), translate("fieldBoundary.useFailed")),
      },
    );
  };
  return (
    <Box sx={{ mb: 1 }} data-testid="field-map-acres" data-warn={warn || undefined}>
      <Typography variant="body2" data-testid="field-map-acres-text" sx={{ display: "flex", alignItems: "flex-start", gap: 0.5, color: warn ? "warning.dark" : "text.secondary" }}>
        {warn && <WarningAmberIcon fontSize="small" aria-hidden sx={{ flexShrink: 0 }} />}
        <span>
          {translate("fieldBoundary.mapAcres", { acres: acres(map.boundaryAcres) })}
          {direction && ` (${translate(`fieldBoundary.${direction}`, { percent: percent?.replace(/^[-+]/, "") })})`}
        </span>
      </Typography>
      {warn && mayUpdate && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 0.5 }}>
          <Button size="small" variant="outlined" color="warning" disabled={isPending} onClick={useMapAcres}>
            {translate("fieldBoundary.useMapAcres")}
          </Button>
          <Button
            size="small"
            disabled={isPending}
            onClick={() =>
              void read(api.api.fields[":id"].boundary["keep-recorded"].$post({ param: { id: String(field.id) } })).then(
                () => refresh(),
                (error: unknown) => toast.error(errorMessage(error, translate("fields.anErrorOccurred")), translate("fieldBoundary.keepFailed")),
              )
            }
          >
            {translate("fieldBoundary.keepRecorded")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
