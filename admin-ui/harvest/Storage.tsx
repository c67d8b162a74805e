import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCreate, useRefresh, useTranslate, useUpdate } from "react-admin";
import { HARVEST_UNITS } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { shortDate, today } from "../lib/format";
import { api, read } from "../lib/api";
import { API_URL, errorMessage, httpClient, issuesByField } from "../lib/http";
import { ConfirmDialog } from "../lib/ConfirmDialog";
import { PageHeading } from "../lib/PageHeading";
import { useConfirmedSave } from "../lib/useConfirmedSave";
import { useMayChange } from "../lib/usePermissionsInfo";
import { localizeErrors } from "../lib/validation-text";
import { FiguresTable } from "../reports/ReportTable";
import { nameOf, useLocations } from "./lookups";
import { quantityText, type StorageLocation, type StorageRow, UNIT_KEYS } from "./words";
import { LoadingText } from "../lib/LoadingText";

const COLUMNS = [
  { key: "location" },
  { key: "crop" },
  { key: "in", figure: "number" },
  { key: "out", figure: "number" },
  { key: "adjusted", figure: "number" },
  { key: "onHand", figure: "number" },
  { key: "actions" },
] as const;

/** GET /api/storage (the typed client): on hand per crop, crop year and location at a date. */
function useStorage(entityId: number | null, asOf: string) {
  return useQuery({
    queryKey: ["storage", entityId, asOf],
    enabled: entityId !== null,
    queryFn: ({ signal }) => read(api.api.storage.$get({ query: { entityId: String(entityId), ...(asOf ? { asOf } : {}) } }, { init: { signal } })),
  });
}

/**
 * The crop in storage of the sidebar's entity: harvested in, delivered out, adjusted and on hand per location, crop
 * and crop year, at a date (today unless chosen; a crop year's grain carries into the next calendar year by itself).
 * Shrink and count adjustments with their reason, after a confirmation; the entity's storage locations below.
 */
export function StoragePage() {
  const translate = useTranslate();
  const { entityId } = useFarm();
  const { selected } = useEntities();
  const may = useMayChange("storage-adjustments");
  const mayLocations = useMayChange("storage-locations");
  const [asOf, setAsOf] = useState("");
  const storage = useStorage(entityId, asOf);
  const locations = useLocations(entityId);
  const [adjusting, setAdjusting] = useState<Partial<StorageRow> | null>(null);
  const [editing, setEditing] = useState<Partial<StorageLocation> | null>(null);
  const unit = (u: string) => translate(UNIT_KEYS[u] ?? u);
  const rows = storage.data ?? [];

  return (
    <>
      <PageHeading title={translate("harvest.storageTitle")} subtitle={selected ? translate("harvest.storageOf", { name: selected.name }) : undefined} />
      {entityId === null ? (
        <Typography color="text.secondary">{translate("harvest.selectEntity")}</Typography>
      ) : (
        <>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
            <TextField
              type="date"
              label={translate("harvest.asOf")}
              value={asOf}
              onChange={(e) => setAsOf(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={translate("harvest.asOfHelp")}
            />
            {may.create && locations.length > 0 && (
              <Button variant="outlined" size="large" onClick={() => setAdjusting({})} sx={{ minHeight: 48 }}>
                {translate("harvest.adjustStorage")}
              </Button>
            )}
          </Box>
          {storage.error ? (
            <Alert severity="error">{errorMessage(storage.error, translate("harvest.couldNotLoad"))}</Alert>
          ) : storage.isPending ? (
            <LoadingText />
          ) : rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }} data-testid="storage-empty">
              {translate(asOf ? "harvest.nothingStoredAt" : "harvest.nothingStored", { date: shortDate(asOf) })}
            </Typography>
          ) : (
            <FiguresTable
              label={translate("harvest.storageTitle")}
              columns={COLUMNS.map((c) => ({ ...c, label: c.key === "actions" ? "" : translate(`harvest.head.${c.key}`) }))}
              rows={rows.map((r) => {
                // In the crop's usual unit (bushels of corn) where the server gives it, else in the base unit.
                const f = r.shown ?? r;
                return {
                key: `${r.locationId}-${r.crop}-${r.cropYear}`,
                testId: "storage-row",
                cells: {
                  location: r.locationName,
                  crop: `${r.crop} ${r.cropYear}`,
                  in: `${quantityText(f.in)} ${unit(f.unit)}`,
                  out: `${quantityText(f.out)} ${unit(f.unit)}`,
                  adjusted: `${quantityText(f.adjusted)} ${unit(f.unit)}`,
                  onHand: <Box component="span" sx={{ fontWeight: 700 }}>{`${quantityText(f.onHand)} ${unit(f.unit)}`}</Box>,
                  actions: may.create ? (
                    <Button size="small" onClick={() => setAdjusting({ ...r, unit: f.unit })}>
                      {translate("harvest.adjust")}
                    </Button>
                  ) : undefined,
                },
                };
              })}
            />
          )}

          <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mt: 4, mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: "1 1 auto" }}>
              {translate("harvest.locations")}
            </Typography>
            {mayLocations.create && (
              <Button variant="contained" onClick={() => setEditing({})}>
                {translate("harvest.addLocation")}
              </Button>
            )}
          </Box>
          {locations.length === 0 ? (
            <Typography color="text.secondary">{translate(mayLocations.create ? "harvest.noLocationsHint" : "harvest.noLocations")}</Typography>
          ) : (
            <FiguresTable
              label={translate("harvest.locations")}
              columns={[
                { key: "name", label: translate("harvest.name") },
                { key: "kind", label: translate("harvest.kind") },
                { key: "capacity", label: translate("harvest.capacity"), figure: "number" },
                { key: "actions", label: "" },
              ]}
              rows={locations.map((l) => ({
                key: l.id,
                testId: "location-row",
                cells: {
                  name: l.name,
                  kind: translate(`harvest.locationKind.${l.kind}`, { _: l.kind }),
                  capacity: l.capacity ? `${quantityText(l.capacity)} ${l.capacityUnit ? unit(l.capacityUnit) : ""}` : "",
                  actions: mayLocations.update ? <Button size="small" onClick={() => setEditing(l)}>{translate("harvest.edit")}</Button> : undefined,
                },
              }))}
            />
          )}
        </>
      )}
      {adjusting && entityId !== null && (
        <AdjustStorageDialog entityId={entityId} row={adjusting} locations={locations} onClose={() => setAdjusting(null)} onSaved={() => { setAdjusting(null); void storage.refetch(); }} />
      )}
      {editing && entityId !== null && <LocationDialog entityId={entityId} location={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

const LOCATION_KINDS = ["bin", "elevator", "shed", "pile", "bag", "other"] as const;

/** A storage location of the entity, added or renamed. */
function LocationDialog({ entityId, location, onClose }: { entityId: number; location: Partial<StorageLocation>; onClose(): void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [values, setValues] = useState({
    name: location.name ?? "",
    kind: location.kind ?? "bin",
    capacity: location.capacity ?? "",
    capacityUnit: location.capacityUnit ?? "bu",
    notes: location.notes ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: "" }));
  };
  const save = async () => {
    if (!values.name.trim()) return setErrors({ name: translate("ra.validation.required") });
    const data = { entityId, name: values.name.trim(), kind: values.kind, capacity: values.capacity.trim() || null, capacityUnit: values.capacity.trim() ? values.capacityUnit : null, notes: values.notes };
    try {
      if (location.id) await update("storage-locations", { id: location.id, data, previousData: location }, { mutationMode: "pessimistic", returnPromise: true });
      else await create("storage-locations", { data }, { returnPromise: true });
      refresh();
      onClose();
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length) setErrors(localizeErrors(byField, translate));
      else setFailure(errorMessage(error, translate("harvest.couldNotSave")));
    }
  };
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: !!errors[key], helperText: errors[key] || undefined });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="location-title">
      <DialogTitle id="location-title">{translate(location.id ? "harvest.editLocation" : "harvest.addLocation")}</DialogTitle>
      <DialogContent dividers>
        {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <TextField label={translate("harvest.name")} {...field("name")} autoFocus />
          <TextField select label={translate("harvest.kind")} {...field("kind")}>
            {LOCATION_KINDS.map((k) => <MenuItem key={k} value={k}>{translate(`harvest.locationKind.${k}`)}</MenuItem>)}
          </TextField>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <TextField label={translate("harvest.capacity")} {...field("capacity")} sx={{ flex: "1 1 160px" }} />
            <TextField select label={translate("harvest.unitLabel")} {...field("capacityUnit")} sx={{ flex: "0 1 140px" }}>
              {HARVEST_UNITS.map((u) => <MenuItem key={u} value={u}>{translate(UNIT_KEYS[u]!)}</MenuItem>)}
            </TextField>
          </Box>
          <TextField label={translate("harvest.notes")} {...field("notes")} multiline />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("harvest.cancel")}</Button>
        <Button variant="contained" onClick={() => void save()}>{translate("harvest.save")}</Button>
      </DialogActions>
    </Dialog>
  );
}

const ADJUSTMENT_KINDS = ["shrink", "count"] as const;

/**
 * Shrink or a count correction of a crop at a location: a signed quantity (+ found, - lost) and its reason (required),
 * written after a confirmation that says it in words. A loss that would take the location below zero is refused by
 * the server (409, naming the location and the shortfall).
 */
function AdjustStorageDialog({ entityId, row, locations, onClose, onSaved }: { entityId: number; row: Partial<StorageRow>; locations: StorageLocation[]; onClose(): void; onSaved(): void }) {
  const translate = useTranslate();
  const { values, errors, failure, setFailure, confirming, setConfirming, busy, set, review: reviewMissing, save: post } = useConfirmedSave(
    {
      locationId: row.locationId ? String(row.locationId) : "",
      crop: row.crop ?? "",
      cropYear: row.cropYear ? String(row.cropYear) : "",
      kind: "shrink",
      date: today(),
      quantity: "",
      unit: row.unit && (HARVEST_UNITS as readonly string[]).includes(row.unit) ? row.unit : "bu",
      reason: "",
    },
    "harvest.couldNotSave",
  );
  const review = () => {
    const missing: Record<string, string> = {};
    const required = translate("ra.validation.required");
    for (const key of ["locationId", "crop", "cropYear", "date", "quantity", "unit", "reason"] as const) if (!values[key].trim()) missing[key] = required;
    setFailure("");
    reviewMissing(missing);
  };
  const save = () =>
    post(async () => {
      const body = {
        entityId,
        locationId: Number(values.locationId),
        crop: values.crop.trim(),
        cropYear: Number(values.cropYear),
        kind: values.kind,
        date: values.date,
        quantity: values.quantity.trim(),
        unit: values.unit,
        reason: values.reason.trim(),
      };
      await httpClient(`${API_URL}/storage-adjustments`, { method: "POST", body: JSON.stringify(body) });
      onSaved();
    });
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key), error: !!errors[key], helperText: errors[key] || undefined });
  return (
    <ConfirmDialog
      title={translate("harvest.adjustStorage")}
      titleId="adjust-storage-title"
      area="harvest"
      failure={failure}
      failureTestId="adjust-failure"
      confirming={confirming}
      busy={busy}
      onReview={review}
      onBack={() => setConfirming(false)}
      onConfirm={() => void save()}
      onClose={onClose}
      confirmation={
        confirming &&
        translate("harvest.confirmAdjustment", {
          crop: `${values.crop.trim()} ${values.cropYear}`,
          location: nameOf(locations, Number(values.locationId)),
          quantity: values.quantity.trim(),
          unit: translate(UNIT_KEYS[values.unit] ?? values.unit),
          date: shortDate(values.date),
          reason: values.reason.trim(),
        })
      }
    >
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <TextField select label={translate("harvest.location")} {...field("locationId")}>
          {locations.map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.name}</MenuItem>)}
        </TextField>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField label={translate("harvest.crop")} {...field("crop")} sx={{ flex: "1 1 160px" }} />
          <TextField label={translate("harvest.cropYear")} {...field("cropYear")} sx={{ flex: "0 1 120px" }} />
        </Box>
        <TextField select label={translate("harvest.adjustmentKind")} {...field("kind")}>
          {ADJUSTMENT_KINDS.map((k) => <MenuItem key={k} value={k}>{translate(`harvest.adjustmentKinds.${k}`)}</MenuItem>)}
        </TextField>
        <TextField type="date" label={translate("harvest.date")} {...field("date")} slotProps={{ inputLabel: { shrink: true } }} />
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField label={translate("harvest.quantityFoundOrLost")} {...field("quantity")} helperText={errors.quantity || translate("harvest.signedQuantityHelp")} sx={{ flex: "1 1 160px" }} />
          <TextField select label={translate("harvest.unitLabel")} {...field("unit")} sx={{ flex: "0 1 140px" }}>
            {HARVEST_UNITS.map((u) => <MenuItem key={u} value={u}>{translate(UNIT_KEYS[u]!)}</MenuItem>)}
          </TextField>
        </Box>
        <TextField label={translate("harvest.reason")} {...field("reason")} multiline />
      </Box>
    </ConfirmDialog>
  );
}
