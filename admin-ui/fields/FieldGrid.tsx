import AddIcon from "@mui/icons-material/Add";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from "@mui/material";
import { useState } from "react";
import { BoundaryImportDialog } from "../farm-map/BoundaryImportDialog";
import { errorMessage } from "../lib/http";
import type { Entity, Field } from "../lib/types";
import { useEntityFields } from "../lib/useFarmData";
import { useMayChange } from "../lib/usePermissionsInfo";
import { FieldCard, RECENT_TASKS_SHOWN } from "./FieldCard";
import { useFieldLeases } from "./useFieldLeases";
import { FieldCreateDialog } from "./FieldCreateDialog";
import { FieldEditDialog } from "./FieldEditDialog";
import { FieldManagementDialog } from "./FieldManagementDialog";
import { useTranslate } from "react-admin";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "repeat(3, 1fr)" } };

type Open = { kind: "add" | "boundaries" } | { kind: "edit" | "manage"; field: Field } | null;

/** The field cards of one entity and crop year, with the add, edit, manage and delete actions. */
export function FieldGrid({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
  // Each card lists its field's two newest tasks: only those travel (a field may have thousands in a year).
  const { data: fields, isPending, error } = useEntityFields(entity.id, year, true, RECENT_TASKS_SHOWN);
  const leases = useFieldLeases(entity.id, year);
  const may = useMayChange("fields");
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate("fields.fieldManagement")}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          {may.update && fields && fields.length > 0 && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen({ kind: "boundaries" })}>
              {translate("boundaryImport.button")}
            </Button>
          )}
          {may.create && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: "add" })}>
              {translate("fields.addNewField")}
            </Button>
          )}
        </Box>
      </Box>
      {error && <Alert severity="error">{translate("fields.failedToFetchFields", { error: errorMessage(error, "") })}</Alert>}
      {isPending && (
        <Box sx={grid}>
          {[0, 1, 2].map((i) => (
            <Card key={i} data-testid="field-card-loading">
              <CardContent>
                <Skeleton width="40%" height={32} />
                <Skeleton variant="rounded" height={60} sx={{ my: 2 }} />
                <Skeleton width="80%" />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {fields && fields.length === 0 && (
        <Card>
          <CardContent sx={{ textAlign: "center", py: 6 }}>
            <Typography color="text.secondary">{translate("fields.noFieldsFoundForCrop")} {year}</Typography>
          </CardContent>
        </Card>
      )}
      {fields && fields.length > 0 && (
        <Box sx={grid}>
          {fields.map((field) => (
            <FieldCard key={field.id} field={field} leases={leases.get(field.id)} may={may} onEdit={() => setOpen({ kind: "edit", field })} onManage={() => setOpen({ kind: "manage", field })} />
          ))}
        </Box>
      )}
      {open?.kind === "add" && <FieldCreateDialog entityId={entity.id} onClose={close} />}
      {open?.kind === "edit" && <FieldEditDialog field={open.field} onClose={close} />}
      {open?.kind === "manage" && <FieldManagementDialog field={open.field} onClose={close} />}
      <BoundaryImportDialog open={open?.kind === "boundaries"} entityId={entity.id} onClose={close} />
    </Box>
  );
}
