import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Alert, Box, Button, IconButton, TextField } from "@mui/material";
import { useState } from "react";
import { useRefresh, useUpdate, useTranslate } from "react-admin";
import type { Field } from "../lib/types";
import { useToast } from "../lib/useToast";
import { apnBody, apnEntriesOf, validateApnEntries, type ApnEntry, type ApnErrors } from "./apn-entries";

/** APN Management: the field's parcels (APN and acreage each) and an optional lease rate per acre. */
export function ApnTab({ field, onSaved }: { field: Field; onSaved(): void }) {
  const translate = useTranslate();
  const [entries, setEntries] = useState<ApnEntry[]>(() => apnEntriesOf(field));
  const [leaseRate, setLeaseRate] = useState(field.leaseRatePerAcre ?? "");
  const [errors, setErrors] = useState<ApnErrors | null>(null);
  const [update, { isPending }] = useUpdate<Field>();
  const toast = useToast();
  const refresh = useRefresh();

  const change = (i: number, key: keyof ApnEntry, value: string) => setEntries(entries.map((e, j) => (j === i ? { ...e, [key]: value } : e)));

  const save = () => {
    const found = validateApnEntries(entries);
    setErrors(found);
    if (found) return;
    update(
      "fields",
      { id: field.id, data: apnBody(entries, leaseRate), previousData: field },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          toast.success(translate("fields.fieldManagementInformationUpdatedSuccess"));
          refresh();
          onSaved();
        },
        onError: () => toast.error(translate("fields.failedToUpdateFieldManagement")),
      },
    );
  };

  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      {errors?.form && <Alert severity="error">{translate(errors.form)}</Alert>}
      {entries.map((entry, i) => (
        <Box key={i} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }} data-testid="apn-row">
          <TextField label="APN" placeholder="022-110-014" value={entry.apn} onChange={(e) => change(i, "apn", e.target.value)} error={!!errors?.rows[i]?.apn} helperText={errors?.rows[i]?.apn && translate(errors.rows[i]!.apn!)} sx={{ flex: 2 }} margin="none" />
          <TextField label={translate("fields.acreage")} type="number" placeholder="40.0" value={entry.acreage} onChange={(e) => change(i, "acreage", e.target.value)} error={!!errors?.rows[i]?.acreage} helperText={errors?.rows[i]?.acreage && translate(errors.rows[i]!.acreage!)} sx={{ flex: 1 }} margin="none" slotProps={{ htmlInput: { step: "0.1", min: 0 } }} />
          <IconButton aria-label={translate("fields.removeApn")} onClick={() => setEntries(entries.filter((_, j) => j !== i))} sx={{ mt: 0.5 }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setEntries([...entries, { apn: "", acreage: "" }])}>
          {translate("fields.addApn")}
        </Button>
      </Box>
      <TextField label={translate("fields.leaseRatePerAcreOptional")} type="number" value={leaseRate} onChange={(e) => setLeaseRate(e.target.value)} slotProps={{ htmlInput: { step: "0.01", min: 0 } }} />
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button variant="contained" disabled={isPending} onClick={save}>
          {translate("fields.saveApnInformation")}
        </Button>
      </Box>
    </Box>
  );
}
