import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { List, useListContext, useRefresh, useTranslate } from "react-admin";
import { HARVEST_UNITS } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { EmptyList } from "../lib/EmptyList";
import { shortDate, today } from "../lib/format";
import { API_URL, errorMessage, httpClient, issuesByField } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { localizeErrors } from "../lib/validation-text";
import { FiguresTable } from "../reports/ReportTable";
import { type CropMark, priceText, UNIT_KEYS } from "./words";
import { LoadingText } from "../lib/LoadingText";

const COLUMNS = [{ key: "crop" }, { key: "price", figure: "number" }, { key: "date" }, { key: "actions" }] as const;

/** The address of a crop pool's mark (one per entity, crop and crop year). */
const markUrl = (entityId: number, cropYear: string | number, crop: string) => `${API_URL}/crop-marks/${entityId}/${cropYear}/${encodeURIComponent(crop.trim())}`;

function Rows({ may, onEdit }: { may: boolean; onEdit(mark: CropMark): void }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<CropMark>();
  if (isPending) return <LoadingText sx={{ p: 2 }} />;
  if (!data?.length) return null;
  return (
    <FiguresTable
      label={translate("harvest.cropMarks")}
      columns={COLUMNS.map((c) => ({ ...c, label: c.key === "actions" ? "" : translate(`harvest.head.${c.key}`) }))}
      rows={data.map((m) => ({
        key: m.id,
        testId: "crop-mark-row",
        cells: {
          crop: `${m.crop} ${m.cropYear}`,
          price: translate("harvest.pricePer", { price: priceText(m.price), unit: translate(UNIT_KEYS[m.unit] ?? m.unit) }),
          date: shortDate(m.date),
          actions: may ? <Button size="small" onClick={() => onEdit(m)}>{translate("harvest.edit")}</Button> : undefined,
        },
      }))}
    />
  );
}

/**
 * The office's mark price per crop and crop year of the sidebar's entity: what the unsold crop is valued at, shown
 * apart as estimated and never counted as realised income. One per crop pool: setting it again replaces it.
 */
export function CropMarkList() {
  const translate = useTranslate();
  const may = useMayChange("crop-marks");
  const { entityId } = useFarm();
  const { selected } = useEntities();
  const [editing, setEditing] = useState<Partial<CropMark> | null>(null);
  const setButton = may.update && (
    <Button variant="contained" onClick={() => setEditing({})}>
      {translate("harvest.newMark")}
    </Button>
  );
  return (
    <>
      <PageHeading title={translate("harvest.cropMarks")} subtitle={selected ? translate("harvest.cropMarksOf", { name: selected.name }) : undefined} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {translate("harvest.cropMarksHelp")}
      </Typography>
      {entityId === null ? (
        <Typography color="text.secondary">{translate("harvest.selectEntity")}</Typography>
      ) : (
        <>
          <Box sx={{ mb: 1 }}>{setButton}</Box>
          <List
            key={entityId}
            resource="crop-marks"
            title={translate("harvest.cropMarks")}
            filter={{ entityId }}
            sort={{ field: "cropYear", order: "DESC" }}
            actions={false}
            empty={<EmptyList message={translate("harvest.noMarksYet")} hint={translate(may.update ? "harvest.noMarksHint" : "harvest.noMarksReadonly")} />}
            pagination={false}
            perPage={1000}
          >
            <Box sx={{ p: { xs: 0, sm: 1 } }}>
              <Rows may={may.update} onEdit={setEditing} />
            </Box>
          </List>
        </>
      )}
      {editing && entityId !== null && <MarkDialog entityId={entityId} mark={editing} mayDelete={may.delete} onClose={() => setEditing(null)} />}
    </>
  );
}

/** A crop pool's mark price set (PUT: one per pool, replacing the one it had) or removed. */
function MarkDialog({ entityId, mark, mayDelete, onClose }: { entityId: number; mark: Partial<CropMark>; mayDelete: boolean; onClose(): void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { cropYear } = useFarm();
  const existing = mark.id !== undefined;
  const [values, setValues] = useState({
    crop: mark.crop ?? "",
    cropYear: String(mark.cropYear ?? cropYear),
    price: mark.price ?? "",
    unit: mark.unit ?? "bu",
    date: mark.date ?? today(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: "" }));
  };
  const send = async (method: "PUT" | "DELETE") => {
    const missing: Record<string, string> = {};
    for (const key of ["crop", "cropYear", "price", "unit", "date"] as const) if (!values[key].trim()) missing[key] = translate("ra.validation.required");
    if (method === "PUT" && Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    setFailure("");
    try {
      const body = method === "PUT" ? JSON.stringify({ price: values.price.trim(), unit: values.unit, date: values.date }) : undefined;
      await httpClient(markUrl(entityId, values.cropYear.trim(), values.crop), { method, body });
      refresh();
      onClose();
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length) setErrors(localizeErrors(byField, translate));
      else setFailure(errorMessage(error, translate("harvest.couldNotSave")));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: !!errors[key], helperText: errors[key] || undefined });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="mark-title">
      <DialogTitle id="mark-title">{translate(existing ? "harvest.cropMark" : "harvest.newMark")}</DialogTitle>
      <DialogContent dividers>
        {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <TextField label={translate("harvest.crop")} {...field("crop")} disabled={existing} sx={{ flex: "1 1 180px" }} />
            <TextField label={translate("harvest.cropYear")} {...field("cropYear")} disabled={existing} sx={{ flex: "0 1 120px" }} />
          </Box>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <TextField label={translate("harvest.markPrice")} {...field("price")} sx={{ flex: "1 1 180px" }} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
            <TextField select label={translate("harvest.unitLabel")} {...field("unit")} sx={{ flex: "0 1 140px" }}>
              {HARVEST_UNITS.map((u) => <MenuItem key={u} value={u}>{translate(UNIT_KEYS[u]!)}</MenuItem>)}
            </TextField>
          </Box>
          <TextField type="date" label={translate("harvest.markDate")} {...field("date")} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {existing && mayDelete && (
          <Button color="error" disabled={busy} onClick={() => void send("DELETE")} sx={{ mr: "auto" }}>
            {translate("harvest.delete")}
          </Button>
        )}
        <Button onClick={onClose}>{translate("harvest.cancel")}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void send("PUT")}>{translate("harvest.save")}</Button>
      </DialogActions>
    </Dialog>
  );
}
