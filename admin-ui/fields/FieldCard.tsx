import AssessmentIcon from "@mui/icons-material/Assessment";
import EditIcon from "@mui/icons-material/Edit";
import TuneIcon from "@mui/icons-material/Tune";
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { acres, money, perAcre } from "../lib/format";
import type { Field } from "../lib/types";
import { DeleteFieldButton } from "./DeleteFieldButton";
import { FieldFigure } from "./FieldFigure";
import { FieldMapAcres } from "./FieldMapAcres";
import { FieldSiteLine } from "./FieldSiteLine";
import { RecentTaskLine } from "./RecentTaskLine";
import type { MayChange } from "../lib/usePermissionsInfo";

/** How many of a field's newest tasks its card lists. */
export const RECENT_TASKS_SHOWN = 2;

interface Props {
  field: Field;
  /** "Ada Smith (40%), Bo Jones (60%) - crop share": the field's leases in force in the crop year. */
  leases?: string[];
  /** The Field Management, Edit and Delete controls the account may use (useMayChange("fields")). */
  may: Pick<MayChange, "update" | "delete">;
  onManage(): void;
  onEdit(): void;
}

/**
 * The six figures: three columns of two rows; on a narrow card (a phone, or two cards side by side on a small
 * laptop) two columns, the acres and costs down the first and the income and net down the second, so that
 * seven-figure amounts keep room on one line (container query: the card's own width decides, not the screen's).
 */
const figureGrid = {
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: 1,
  my: 2,
  "@container (max-width: 440px)": { gridTemplateColumns: "1fr 1fr", gridTemplateRows: "repeat(3, auto)", gridAutoFlow: "column" },
} as const;

/** Income as a credit, as the task table prints it (lib/TaskAmount.tsx): in parentheses. */
const income = (v: string | null | undefined) => (Number(v ?? 0) > 0 ? `(${money(v)})` : money(v));

/**
 * A field: acreage, crop, the season's money from the server (its costs only, with its income and net beside them:
 * docs/decisions/income-and-cost.md) and its two latest tasks.
 */
export function FieldCard({ field, leases, may, onManage, onEdit }: Props) {
  const translate = useTranslate();
  const crop = field.cropTypeForYear ?? field.cropType;
  return (
    <Card sx={{ display: "flex", flexDirection: "column" }} data-testid="field-card">
      <CardContent sx={{ flex: 1, containerType: "inline-size" }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" sx={{ fontWeight: 700 }} noWrap>
              {field.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {field.location || translate("fields.noLocation")}
            </Typography>
          </Box>
          <Chip label={crop || "N/A"} size="small" color={crop ? "success" : "default"} variant="outlined" data-testid="field-crop" />
        </Box>
        <Box sx={figureGrid}>
          <FieldFigure label={translate("fields.acres")} value={acres(field.acreage)} figure="acres" />
          <FieldFigure label={translate("fields.seasonalCost")} value={money(field.money?.cost)} figure="money" />
          <FieldFigure label={translate("fields.costAcre")} value={perAcre(field.money?.costPerAcre)} figure="money" />
          <FieldFigure label={translate("fields.income")} value={income(field.money?.income)} figure="money" credit={Number(field.money?.income ?? 0) > 0} />
          <FieldFigure label={translate("fields.net")} value={money(field.money?.net)} figure="money" />
          <FieldFigure label={translate("fields.netAcre")} value={perAcre(field.money?.netPerAcre)} figure="money" />
        </Box>
        <FieldMapAcres field={field} mayUpdate={may.update} />
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mb: 1 }} data-testid="field-leases">
          {translate("fields.leases")} {leases?.length ? leases.join("; ") : translate("fields.noneOwned")}
        </Typography>
        {field.apns && (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mb: 1 }}>
            {translate("fields.apn")} {field.apns}
          </Typography>
        )}
        <FieldSiteLine field={field} />
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {translate("fields.recentTasks")}
        </Typography>
        {(field.tasks ?? []).slice(0, RECENT_TASKS_SHOWN).map((task) => (
          <RecentTaskLine key={task.id} task={task} />
        ))}
        {(field.tasks ?? []).length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate("fields.noTasksThisCropYear")}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", gap: 1, px: 2, pb: 2 }}>
        <Button size="small" variant="outlined" startIcon={<AssessmentIcon />} component={LinkBase} to={`/entities/${field.entityId}/fields/${field.id}/reports`}>
          {translate("fields.fieldReport")}
        </Button>
        {may.update && (
          <>
            <Button size="small" variant="outlined" startIcon={<TuneIcon />} onClick={onManage}>
              {translate("fields.fieldManagement")}
            </Button>
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
              {translate("fields.editField")}
            </Button>
          </>
        )}
        {may.delete && <DeleteFieldButton field={field} />}
      </CardActions>
    </Card>
  );
}
