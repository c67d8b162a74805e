import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditLocationAltIcon from "@mui/icons-material/EditLocationAlt";
import { Box, Button, Dialog, DialogActions, DialogContent, Skeleton } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { FieldCard, RECENT_TASKS_SHOWN } from "../fields/FieldCard";
import { FieldEditDialog } from "../fields/FieldEditDialog";
import { FieldManagementDialog } from "../fields/FieldManagementDialog";
import { useFieldLeases } from "../fields/useFieldLeases";
import { useEntityFields } from "../lib/useFarmData";
import { useMayChange } from "../lib/usePermissionsInfo";

interface Props {
  fieldId: number;
  entityId: number;
  year: number;
  onClose(): void;
  /** Moves the corners of the field's boundary on the map. */
  onEditBoundary(): void;
  /** Asks to delete the field's boundary (confirmed first). */
  onDeleteBoundary(): void;
}

/**
 * A field tapped on the map: its card as Field Management shows it (figures, leases, latest tasks, its report, edit
 * and manage), with the map's own actions on its boundary.
 */
export function FieldMapDialog({ fieldId, entityId, year, onClose, onEditBoundary, onDeleteBoundary }: Props) {
  const translate = useTranslate();
  const { data: fields } = useEntityFields(entityId, year, true, RECENT_TASKS_SHOWN);
  const leases = useFieldLeases(entityId, year);
  const may = useMayChange("fields");
  const [open, setOpen] = useState<"edit" | "manage" | null>(null);
  const field = fields?.find((f) => f.id === fieldId);
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={field?.name ?? translate("map.field")} data-testid="map-field-dialog">
        <DialogContent sx={{ p: { xs: 1, sm: 2 } }}>
          {field ? (
            <FieldCard field={field} leases={leases.get(field.id)} may={may} onEdit={() => setOpen("edit")} onManage={() => setOpen("manage")} />
          ) : (
            <Box sx={{ p: 2 }}>
              <Skeleton width="40%" height={32} />
              <Skeleton variant="rounded" height={80} sx={{ my: 2 }} />
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
          {may.update && (
            <>
              <Button startIcon={<EditLocationAltIcon />} onClick={onEditBoundary}>
                {translate("map.editBoundary")}
              </Button>
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDeleteBoundary}>
                {translate("map.deleteBoundary")}
              </Button>
            </>
          )}
          <Button onClick={onClose}>{translate("map.close")}</Button>
        </DialogActions>
      </Dialog>
      {field && open === "edit" && <FieldEditDialog field={field} onClose={() => setOpen(null)} />}
      {field && open === "manage" && <FieldManagementDialog field={field} onClose={() => setOpen(null)} />}
    </>
  );
}
