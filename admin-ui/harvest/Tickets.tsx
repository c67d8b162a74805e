import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button, Link as MuiLink, ListSubheader, MenuItem, TextField, Typography } from "@mui/material";
import { type ReactNode, useMemo, useState } from "react";
import { List, Pagination, useDelete, useGetOne, useListContext, useRefresh, useTranslate, useUpdate } from "react-admin";
import { Link, useNavigate, useParams } from "react-router-dom";
import { HARVEST_UNITS } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { EmptyList } from "../lib/EmptyList";
import { shortDate, today } from "../lib/format";
import { errorMessage, issuesByField } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useToast } from "../lib/useToast";
import { localizeErrors } from "../lib/validation-text";
import { FiguresTable } from "../reports/ReportTable";
import { TicketImportDialog } from "./TicketImport";
import { useBuyers, useFields, useLocations } from "./lookups";
import { submitOrQueue } from "../offline/outbox";
import { SavedListsNote } from "../offline/SavedListsNote";
import { destinationIds, destinationOf, lastTicket, quantityText, rememberTicket, type Ticket, UNIT_KEYS } from "./words";
import { LoadingText } from "../lib/LoadingText";

const COLUMNS = ["date", "ticket", "field", "crop", "quantity", "destination"] as const;

function Rows({ edit }: { edit: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Ticket>();
  if (isPending) return <LoadingText sx={{ p: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate("harvest.noTicketsMatch")}</Typography>;
  return (
    <FiguresTable
      label={translate("harvest.tickets")}
      columns={COLUMNS.map((key) => ({ key, label: translate(`harvest.head.${key}`), figure: key === "quantity" ? "number" : undefined }))}
      rows={data.map((t) => ({
        key: t.id,
        testId: "ticket-row",
        cells: {
          date: shortDate(t.date),
          ticket: edit ? <MuiLink component={Link} to={`/harvest-tickets/${t.id}`}>{t.ticketNumber}</MuiLink> : t.ticketNumber,
          field: t.fieldName,
          crop: `${t.crop} ${t.cropYear}`,
          quantity: `${quantityText(t.quantity)} ${translate(UNIT_KEYS[t.unit] ?? t.unit)}`,
          destination: t.locationId ? t.locationName : translate("harvest.toBuyer", { name: t.buyerName ?? "" }),
        },
      }))}
    />
  );
}

/**
 * The scale tickets of the sidebar's entity and crop year, newest first: quantities only (a crew account reads the
 * same list: there is no money on a ticket). A big "New ticket" button for a phone; the CSV import for the office.
 */
export function TicketList() {
  const translate = useTranslate();
  const may = useMayChange("harvest-tickets");
  const { entityId, cropYear } = useFarm();
  const { selected } = useEntities();
  const [importing, setImporting] = useState(false);
  const actions = may.create && (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
      <Button component={Link} to="/harvest-tickets/create" variant="contained" size="large" startIcon={<AddIcon />} sx={{ minHeight: 48, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
        {translate("harvest.newTicket")}
      </Button>
      <Button variant="outlined" size="large" onClick={() => setImporting(true)} sx={{ minHeight: 48, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
        {translate("harvest.importCsv")}
      </Button>
    </Box>
  );
  return (
    <>
      <PageHeading title={translate("harvest.tickets")} subtitle={selected ? translate("harvest.ticketsOf", { name: selected.name, year: cropYear }) : undefined} />
      {actions}
      {entityId === null ? (
        <Typography color="text.secondary">{translate("harvest.selectEntity")}</Typography>
      ) : (
        <List
          key={`${entityId}-${cropYear}`}
          resource="harvest-tickets"
          title={translate("harvest.tickets")}
          filter={{ entityId, cropYear }}
          sort={{ field: "date", order: "DESC" }}
          actions={false}
          empty={<EmptyList message={translate("harvest.noTicketsYet")} hint={translate(may.create ? "harvest.noTicketsHint" : "harvest.noTicketsReadonly")} />}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          perPage={50}
        >
          <Box sx={{ p: { xs: 0, sm: 1 } }}>
            <Rows edit={may.update} />
          </Box>
        </List>
      )}
      {importing && entityId !== null && <TicketImportDialog entityId={entityId} onClose={() => setImporting(false)} />}
    </>
  );
}

interface Values {
  entityId: string;
  fieldId: string;
  crop: string;
  cropYear: string;
  date: string;
  ticketNumber: string;
  quantity: string;
  unit: string;
  moisture: string;
  grade: string;
  destination: string;
  notes: string;
}

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** A new ticket: today, the sidebar's entity and year, and the field, crop, unit and destination of the last ticket. */
function blank(entityId: number | null, cropYear: number): Values {
  const last = lastTicket();
  return {
    entityId: text(entityId),
    fieldId: text(last.fieldId),
    crop: last.crop ?? "",
    cropYear: String(cropYear),
    date: today(),
    ticketNumber: "",
    quantity: "",
    unit: last.unit ?? "bu",
    moisture: "",
    grade: "",
    destination: last.destination ?? "",
    notes: "",
  };
}

const fromTicket = (t: Ticket): Values => ({
  entityId: String(t.entityId),
  fieldId: String(t.fieldId),
  crop: t.crop,
  cropYear: String(t.cropYear),
  date: t.date,
  ticketNumber: t.ticketNumber,
  quantity: t.quantity,
  unit: t.unit,
  moisture: text(t.moisture),
  grade: text(t.grade),
  destination: destinationOf(t),
  notes: t.notes ?? "",
});

/** Inputs a thumb can hit: tall fields, large text, on a phone the whole width. */
const big = { "& .MuiInputBase-root": { minHeight: 56, fontSize: "1.1rem" } } as const;
/** An input sharing a line with another: the line wraps on a phone. */
const inRow = { ...big, flex: "1 1 220px" } as const;

/**
 * The ticket form, fast on a phone: one column of large inputs, the last ticket's field, crop, unit and destination
 * already chosen (this device remembers them), today's date; a saved ticket clears only what differs from load to
 * load (number, quantity, moisture, grade) for the next one. The server's 400 shows under the input it names; a
 * duplicate ticket number or a shortfall in storage is a message above the form.
 */
function TicketForm({ ticket }: { ticket?: Ticket }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { entityId: sidebarEntity, cropYear } = useFarm();
  const { entities } = useEntities();
  const [values, setValues] = useState<Values>(() => (ticket ? fromTicket(ticket) : blank(sidebarEntity, cropYear)));
  const entityId = values.entityId ? Number(values.entityId) : null;
  const fields = useFields(entityId);
  const locations = useLocations(entityId);
  const buyers = useBuyers();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const [saved, setSaved] = useState("");
  const [creating, setCreating] = useState(false);
  const [update, { isPending: updating }] = useUpdate();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const may = useMayChange("harvest-tickets");

  /** A ticket removed (its straight-to-buyer delivery with it); one that would leave its bin short is refused. */
  const remove = () => {
    if (!ticket || !window.confirm(translate("harvest.confirmDeleteTicket", { number: ticket.ticketNumber }))) return;
    setFailure("");
    deleteOne(
      "harvest-tickets",
      { id: ticket.id, previousData: ticket },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          toast.success(translate("harvest.ticketDeleted", { number: ticket.ticketNumber }));
          navigate("/harvest-tickets");
        },
        onError: (error) => setFailure(errorMessage(error, translate("harvest.couldNotDelete"))),
      },
    );
  };

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => {
      const next = { ...v, [key]: value };
      // A field chosen brings its crop of the year when the crop is not typed yet.
      if (key === "fieldId" && !v.crop) next.crop = fields.find((f) => String(f.id) === value)?.cropTypeForYear ?? "";
      return next;
    });
    setErrors((x) => ({ ...x, [key]: "", ...(key === "destination" ? { locationId: "", buyerId: "" } : {}) }));
  };

  const missing = () => {
    const out: Record<string, string> = {};
    const required = translate("ra.validation.required");
    for (const key of ["entityId", "fieldId", "crop", "cropYear", "date", "ticketNumber", "quantity", "unit", "destination"] as const) if (!values[key].trim()) out[key] = required;
    return out;
  };

  const save = async (another: boolean) => {
    setFailure("");
    setSaved("");
    const absent = missing();
    setErrors(absent);
    if (Object.keys(absent).length) return;
    const data = {
      entityId: Number(values.entityId),
      fieldId: Number(values.fieldId),
      crop: values.crop.trim(),
      cropYear: Number(values.cropYear),
      date: values.date,
      ticketNumber: values.ticketNumber.trim(),
      quantity: values.quantity.trim(),
      unit: values.unit,
      moisture: values.moisture.trim() || null,
      grade: values.grade.trim() || null,
      ...destinationIds(values.destination),
      notes: values.notes,
    };
    // Without a network a new ticket is kept on this device and sent when it is back (offline/outbox.ts).
    let queued = false;
    setCreating(!ticket);
    try {
      if (ticket) await update("harvest-tickets", { id: ticket.id, data, previousData: ticket }, { mutationMode: "pessimistic", returnPromise: true });
      else {
        const label = `${translate("harvest.ticket")} ${data.ticketNumber}, ${fields.find((f) => f.id === data.fieldId)?.name ?? ""}, ${data.date}`;
        queued = (await submitOrQueue({ method: "POST", path: "/api/harvest-tickets", body: data, label })).queued;
      }
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length) {
        const shown = { ...byField, ...(byField.locationId || byField.buyerId ? { destination: byField.locationId ?? byField.buyerId } : {}) };
        setErrors(localizeErrors(shown, translate));
        const elsewhere = Object.keys(byField).filter((k) => !(k in values) && k !== "locationId" && k !== "buyerId");
        if (elsewhere.length) setFailure(elsewhere.map((k) => `${k}: ${byField[k]}`).join("; "));
      } else setFailure(errorMessage(error, translate("harvest.couldNotSave")));
      return;
    } finally {
      setCreating(false);
    }
    if (queued) toast.success(translate("offline.kept_offline_detail"), translate("offline.kept_offline"));
    rememberTicket({ fieldId: data.fieldId, crop: data.crop, unit: data.unit, destination: values.destination });
    refresh();
    if (another) {
      setSaved(translate("harvest.ticketSaved", { number: data.ticketNumber }));
      setValues((v) => ({ ...v, ticketNumber: "", quantity: "", moisture: "", grade: "", notes: "" }));
    } else {
      if (!queued) toast.success(translate("harvest.ticketSaved", { number: data.ticketNumber }));
      navigate("/harvest-tickets");
    }
  };

  const field = (key: keyof Values) => ({ error: !!errors[key], helperText: errors[key] || undefined, value: values[key], onChange: set(key), fullWidth: true });
  const busy = creating || updating || deleting;
  const destinationChoices: ReactNode[] = [];
  if (locations.length) {
    destinationChoices.push(<ListSubheader key="l">{translate("harvest.toStorage")}</ListSubheader>);
    for (const l of locations) destinationChoices.push(<MenuItem key={`l${l.id}`} value={`location:${l.id}`}>{l.name}</MenuItem>);
  }
  if (buyers.length) {
    destinationChoices.push(<ListSubheader key="b">{translate("harvest.straightToBuyer")}</ListSubheader>);
    for (const b of buyers) destinationChoices.push(<MenuItem key={`b${b.id}`} value={`buyer:${b.id}`}>{translate("harvest.toBuyer", { name: b.name })}</MenuItem>);
  }
  // A remembered choice the list no longer holds (another entity's bin) is not offered.
  const destinationValue = useMemo(() => {
    const ids = destinationIds(values.destination);
    if (ids.locationId) return locations.some((l) => l.id === ids.locationId) ? values.destination : "";
    if (ids.buyerId) return buyers.some((b) => b.id === ids.buyerId) ? values.destination : "";
    return "";
  }, [values.destination, locations, buyers]);
  const fieldValue = fields.some((f) => String(f.id) === values.fieldId) ? values.fieldId : "";

  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void save(false); }} sx={{ maxWidth: 720, display: "flex", flexDirection: "column", gap: 2 }} data-testid="ticket-form">
      <SavedListsNote />
      {failure && <Alert severity="error">{failure}</Alert>}
      {saved && <Alert severity="success" data-testid="ticket-saved">{saved}</Alert>}
      {entities.length > 1 && (
        <TextField select label={translate("harvest.entity")} {...field("entityId")} sx={big}>
          {entities.map((e) => <MenuItem key={e.id} value={String(e.id)}>{e.name}</MenuItem>)}
        </TextField>
      )}
      <TextField select label={translate("harvest.field")} {...field("fieldId")} value={fieldValue} sx={big}>
        {fields.map((f) => <MenuItem key={f.id} value={String(f.id)}>{f.name}</MenuItem>)}
      </TextField>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextField label={translate("harvest.crop")} {...field("crop")} sx={{ ...inRow, flex: "1 1 150px" }} fullWidth={false} />
        <TextField label={translate("harvest.cropYear")} {...field("cropYear")} sx={{ ...inRow, flex: "0 1 120px" }} fullWidth={false} slotProps={{ htmlInput: { inputMode: "numeric" } }} />
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextField type="date" label={translate("harvest.date")} {...field("date")} sx={inRow} fullWidth={false} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={translate("harvest.ticketNumber")} {...field("ticketNumber")} sx={inRow} fullWidth={false} />
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextField label={translate("harvest.netQuantity")} {...field("quantity")} sx={{ ...inRow, flex: "1 1 150px" }} fullWidth={false} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField select label={translate("harvest.unitLabel")} {...field("unit")} sx={{ ...inRow, flex: "0 0 120px" }} fullWidth={false}>
          {HARVEST_UNITS.map((u) => <MenuItem key={u} value={u}>{translate(UNIT_KEYS[u]!)}</MenuItem>)}
        </TextField>
      </Box>
      <TextField select label={translate("harvest.destination")} {...field("destination")} value={destinationValue} sx={big} helperText={errors.destination || translate("harvest.destinationHelp")}>
        {destinationChoices}
      </TextField>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextField label={translate("harvest.moisture")} {...field("moisture")} sx={inRow} fullWidth={false} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField label={translate("harvest.grade")} {...field("grade")} sx={inRow} fullWidth={false} />
      </Box>
      <TextField label={translate("harvest.notes")} {...field("notes")} multiline sx={big} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", position: "sticky", bottom: 0, bgcolor: "background.paper", py: 1.5, borderTop: 1, borderColor: "divider", zIndex: 1 }}>
        <Button component={Link} to="/harvest-tickets" size="large" sx={{ minHeight: 48 }}>{translate("harvest.cancel")}</Button>
        {ticket && may.delete && (
          <Button color="error" size="large" disabled={busy} onClick={remove} sx={{ minHeight: 48 }}>
            {translate("harvest.delete")}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {!ticket && (
          <Button variant="outlined" size="large" disabled={busy || entityId === null} onClick={() => void save(true)} sx={{ minHeight: 48, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
            {translate("harvest.saveAndAddAnother")}
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy || entityId === null} sx={{ minHeight: 48, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}>
          {translate("harvest.save")}
        </Button>
      </Box>
    </Box>
  );
}

export function TicketCreate() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.newTicket")} back={{ to: "/harvest-tickets", label: translate("harvest.tickets") }} />
      <TicketForm />
    </>
  );
}

export function TicketEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data, isPending, error } = useGetOne<Ticket>("harvest-tickets", { id: Number(id) });
  return (
    <>
      <PageHeading title={translate("harvest.ticket")} back={{ to: "/harvest-tickets", label: translate("harvest.tickets") }} />
      {isPending ? (
        <LoadingText />
      ) : error || !data ? (
        <Alert severity="error">{errorMessage(error, translate("harvest.couldNotLoad"))}</Alert>
      ) : (
        <TicketForm ticket={data} />
      )}
    </>
  );
}
