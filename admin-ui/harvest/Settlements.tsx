import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link as MuiLink, Switch, TextField, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import {
  ArrayInput,
  Create,
  CreateButton,
  DateInput,
  Edit,
  List,
  Pagination,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useDelete,
  useGetList,
  useGetOne,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { DEDUCTION_KINDS } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { EmptyList } from "../lib/EmptyList";
import { shortDate, today } from "../lib/format";
import { errorMessage, issuesByField } from "../lib/http";
import { PageHeading } from "../lib/PageHeading";
import { useMayChange } from "../lib/usePermissionsInfo";
import { useSaveError } from "../lib/useSaveError";
import { useToast } from "../lib/useToast";
import { localizeErrors } from "../lib/validation-text";
import { Money } from "../reports/Money";
import { FiguresTable } from "../reports/ReportTable";
import { BuyerInput, EntityInput } from "./inputs";
import { DEDUCTION_KEYS, type Delivery, priceText, quantityText, type Settlement, UNIT_KEYS } from "./words";
import { LoadingText } from "../lib/LoadingText";

/** A settlement's status (api/domain/harvest/settlement.ts SETTLEMENT_STATUSES): unpaid, short (short-paid) or paid. */
const STATUS_KEYS: Record<Settlement["status"], string> = { unpaid: "harvest.statusUnpaid", short: "harvest.statusShortPaid", paid: "harvest.statusPaid" };
const STATUS_COLORS: Record<Settlement["status"], "warning" | "error" | "success"> = { unpaid: "warning", short: "error", paid: "success" };

function Status({ status }: { status: Settlement["status"] }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} variant="outlined" label={translate(STATUS_KEYS[status])} data-status={status} />;
}

const COLUMNS = [
  { key: "number" },
  { key: "date" },
  { key: "buyer" },
  { key: "crop" },
  { key: "quantity", figure: "number" },
  { key: "gross", figure: "money" },
  { key: "deductions", figure: "money" },
  { key: "net", figure: "money" },
  { key: "received", figure: "money" },
  { key: "status" },
] as const;

function Rows({ onOpen }: { onOpen(id: number): void }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Settlement>();
  if (isPending) return <LoadingText sx={{ p: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate("harvest.noSettlementsMatch")}</Typography>;
  return (
    <FiguresTable
      label={translate("harvest.settlements")}
      columns={COLUMNS.map((c) => ({ ...c, label: translate(`harvest.head.${c.key}`) }))}
      rows={data.map((s) => ({
        key: s.id,
        testId: "settlement-row",
        cells: {
          number: (
            <MuiLink component="button" type="button" onClick={() => onOpen(s.id)} sx={{ textAlign: "left" }}>
              {s.number}
            </MuiLink>
          ),
          date: shortDate(s.date),
          buyer: s.buyerName,
          crop: `${s.crop} ${s.cropYear}`,
          quantity: `${quantityText(s.quantity)} ${translate(UNIT_KEYS[s.unit] ?? s.unit)}`,
          gross: <Money value={s.gross} />,
          deductions: <Money value={s.deductionsTotal} />,
          net: <Money value={s.net} />,
          received: s.received === null ? undefined : <Money value={s.received} />,
          status: <Status status={s.status} />,
        },
      }))}
    />
  );
}

/** What a save hands the list (router state): the settlement to open. */
interface ShowState {
  show?: number;
}

/**
 * The settlements of the sidebar's entity and crop year, or (Unpaid) every one not paid in full, of any year: the
 * server's gross, deductions and net, what was received and each one's status. A settlement opens with its lines.
 */
export function SettlementList() {
  const translate = useTranslate();
  const may = useMayChange("settlements");
  const { entityId, cropYear } = useFarm();
  const { selected } = useEntities();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state ?? {}) as ShowState;
  const [open, setOpen] = useState<number | null>(saved.show ?? null);
  const [unpaid, setUnpaid] = useState(false);
  const close = () => {
    setOpen(null);
    if (saved.show) navigate(location.pathname + location.search, { replace: true, state: null });
  };
  return (
    <>
      <PageHeading
        title={translate("harvest.settlements")}
        subtitle={selected ? translate(unpaid ? "harvest.unpaidOf" : "harvest.settlementsOf", { name: selected.name, year: cropYear }) : undefined}
      />
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 1 }}>
        <FormControlLabel control={<Switch checked={unpaid} onChange={(e) => setUnpaid(e.target.checked)} />} label={translate("harvest.unpaidOnly")} />
        <Box sx={{ flex: 1 }} />
        {may.create && <CreateButton resource="settlements" variant="contained" label={translate("harvest.newSettlement")} />}
      </Box>
      {entityId === null ? (
        <Typography color="text.secondary">{translate("harvest.selectEntity")}</Typography>
      ) : (
        <List
          key={`${entityId}-${cropYear}-${unpaid}`}
          resource="settlements"
          title={translate("harvest.settlements")}
          filter={unpaid ? { entityId, unpaid: true } : { entityId, cropYear }}
          sort={{ field: "date", order: "DESC" }}
          actions={false}
          empty={
            <EmptyList
              message={translate(unpaid ? "harvest.noUnpaid" : "harvest.noSettlementsYet")}
              hint={unpaid ? undefined : translate(may.create ? "harvest.noSettlementsHint" : "harvest.noSettlementsReadonly")}
            />
          }
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          perPage={50}
        >
          <Box sx={{ p: { xs: 0, sm: 1 } }}>
            <Rows onOpen={setOpen} />
          </Box>
        </List>
      )}
      {open !== null && <SettlementDetails id={open} onClose={close} />}
    </>
  );
}

const LINE_COLUMNS = [
  { key: "delivery" },
  { key: "reference" },
  { key: "quantity", figure: "number" },
  { key: "price", figure: "number" },
  { key: "amount", figure: "money" },
] as const;

const DEDUCTION_COLUMNS = [{ key: "kind" }, { key: "rate", figure: "number" }, { key: "amount", figure: "money" }] as const;

/**
 * A settlement as the server worked it out: the deliveries it pays at their price, each deduction (a rate per unit
 * settled or an amount), the gross, the deductions and the net; what was received and when. Record a payment, edit
 * or delete, for those who may.
 */
function SettlementDetails({ id, onClose }: { id: number; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const may = useMayChange("settlements");
  const { data: s, isPending, error } = useGetOne<Settlement>("settlements", { id });
  const [paying, setPaying] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const unit = (u: string) => translate(UNIT_KEYS[u] ?? u);
  const remove = () => {
    if (!s || !window.confirm(translate("harvest.confirmDeleteSettlement", { number: s.number }))) return;
    deleteOne(
      "settlements",
      { id: s.id, previousData: s },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          refresh();
          onClose();
        },
        onError: (e) => toast.error(errorMessage(e, translate("harvest.couldNotDelete"))),
      },
    );
  };
  const totals: Array<[string, string | null, string]> = s
    ? [
        ["harvest.gross", s.gross, "settlement-gross"],
        ["harvest.deductionsTotal", s.deductionsTotal, "settlement-deductions"],
        ["harvest.net", s.net, "settlement-net"],
        ["harvest.received", s.received, "settlement-received"],
      ]
    : [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="settlement-title">
      <DialogTitle id="settlement-title">{s ? translate("harvest.settlementTitle", { number: s.number, buyer: s.buyerName }) : translate("harvest.settlement")}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <LoadingText />
        ) : error || !s ? (
          <Alert severity="error">{errorMessage(error, translate("harvest.couldNotLoad"))}</Alert>
        ) : (
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
            <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}>
              <Typography>{translate("harvest.settlementLine", { date: shortDate(s.date), crop: `${s.crop} ${s.cropYear}` })}</Typography>
              <Status status={s.status} />
            </Box>
            <FiguresTable
              label={translate("harvest.lines")}
              columns={LINE_COLUMNS.map((c) => ({ ...c, label: translate(`harvest.head.${c.key}`) }))}
              rows={s.lines.map((l) => ({
                key: l.line,
                testId: "settlement-line",
                cells: {
                  delivery: shortDate(l.deliveryDate),
                  reference: l.reference,
                  quantity: `${quantityText(l.quantity)} ${unit(l.unit)}`,
                  price: translate("harvest.pricePer", { price: priceText(l.price), unit: unit(l.unit) }),
                  amount: <Money value={l.amount} />,
                },
              }))}
            />
            {s.deductions.length > 0 && (
              <FiguresTable
                label={translate("harvest.deductions")}
                columns={DEDUCTION_COLUMNS.map((c) => ({ ...c, label: translate(`harvest.head.${c.key}`) }))}
                rows={s.deductions.map((d) => ({
                  key: d.line,
                  testId: "settlement-deduction",
                  cells: {
                    kind: [translate(DEDUCTION_KEYS[d.kind] ?? d.kind), d.description].filter(Boolean).join(": "),
                    rate: d.ratePerUnit ? translate("harvest.pricePer", { price: priceText(d.ratePerUnit), unit: unit(s.unit) }) : undefined,
                    amount: <Money value={d.amount} />,
                  },
                }))}
              />
            )}
            <Box sx={{ display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5, maxWidth: 420, width: "100%" }}>
              {totals.map(([key, value, testId]) => (
                <Box key={key} sx={{ display: "contents", "& > *": { fontWeight: key === "harvest.net" ? 700 : undefined } }} data-testid={testId}>
                  <Typography sx={{ fontWeight: "inherit" }}>{translate(key)}</Typography>
                  <Box data-value>{value === null ? <Typography color="text.secondary">{translate("harvest.notYet")}</Typography> : <Money value={value} />}</Box>
                </Box>
              ))}
              {s.receivedDate && (
                <>
                  <Typography>{translate("harvest.receivedDate")}</Typography>
                  <Typography>{shortDate(s.receivedDate)}</Typography>
                </>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {s && may.delete && (
          <Button color="error" onClick={remove} disabled={deleting} sx={{ mr: "auto" }}>
            {translate("harvest.delete")}
          </Button>
        )}
        {s && may.update && <Button component={Link} to={`/settlements/${s.id}`}>{translate("harvest.edit")}</Button>}
        {s && may.update && (
          <Button variant="outlined" onClick={() => setPaying(true)}>
            {translate("harvest.recordPayment")}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>{translate("harvest.close")}</Button>
      </DialogActions>
      {paying && s && <PaymentDialog settlement={s} onClose={() => setPaying(false)} />}
    </Dialog>
  );
}

/** What the buyer paid and when (PUT { received, receivedDate }); less than the net is short-paid. */
function PaymentDialog({ settlement, onClose }: { settlement: Settlement; onClose(): void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [received, setReceived] = useState(settlement.received ?? settlement.net);
  const [receivedDate, setReceivedDate] = useState(settlement.receivedDate ?? today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const save = async () => {
    setFailure("");
    try {
      await update("settlements", { id: settlement.id, data: { received: received.trim() || null, receivedDate: receivedDate || null }, previousData: settlement }, { mutationMode: "pessimistic", returnPromise: true });
      refresh();
      onClose();
    } catch (error) {
      const byField = issuesByField(error);
      if (Object.keys(byField).length) setErrors(localizeErrors(byField, translate));
      else setFailure(errorMessage(error, translate("harvest.couldNotSave")));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{translate("harvest.recordPayment")}</DialogTitle>
      <DialogContent dividers>
        {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Typography>{translate("harvest.netIs")} <Money value={settlement.net} /></Typography>
          <TextField label={translate("harvest.receivedAmount")} value={received} onChange={(e) => setReceived(e.target.value)} error={!!errors.received} helperText={errors.received || translate("harvest.receivedHelp")} />
          <TextField type="date" label={translate("harvest.receivedDate")} value={receivedDate} onChange={(e) => setReceivedDate(e.target.value)} error={!!errors.receivedDate} helperText={errors.receivedDate || undefined} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("harvest.cancel")}</Button>
        <Button variant="contained" disabled={isPending} onClick={() => void save()}>{translate("harvest.save")}</Button>
      </DialogActions>
    </Dialog>
  );
}

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());

/** What the API takes: the header, the deliveries it pays (price blank: the contract's) and its deductions. */
function payload(d: Record<string, unknown>) {
  const lines = ((d.lines as Array<Record<string, unknown>> | undefined) ?? []).map((l) => ({ deliveryId: l.deliveryId, price: text(l.price) || null }));
  const deductions = ((d.deductions as Array<Record<string, unknown>> | undefined) ?? []).map((x) => ({
    kind: x.kind,
    description: text(x.description),
    ratePerUnit: text(x.ratePerUnit) || null,
    amount: text(x.amount) || null,
  }));
  return {
    entityId: d.entityId,
    buyerId: d.buyerId,
    number: d.number,
    date: d.date,
    crop: d.crop,
    cropYear: Number(d.cropYear),
    lines,
    deductions,
    received: text(d.received) || null,
    receivedDate: text(d.receivedDate) || null,
    notes: d.notes ?? "",
  };
}

/** The settlement's deliveries as the form edits them; the figures stay the server's. */
const forForm = (s: Settlement): Settlement =>
  ({
    ...s,
    lines: s.lines.map((l) => ({ deliveryId: l.deliveryId, price: l.price })),
    deductions: s.deductions.map((d) => ({ kind: d.kind, description: d.description, ratePerUnit: d.ratePerUnit, amount: d.ratePerUnit ? "" : d.amount })),
  }) as unknown as Settlement;

/** The deliveries a line may pay: the buyer's of the crop and year not paid by another settlement. */
function DeliveryChoice() {
  const translate = useTranslate();
  const record = useRecordContext<Settlement>();
  const [entityId, buyerId, crop, cropYear] = useWatch({ name: ["entityId", "buyerId", "crop", "cropYear"] }) as [number | undefined, number | undefined, string | undefined, string | number | undefined];
  const { data } = useGetList<Delivery>(
    "deliveries",
    { pagination: { page: 1, perPage: 1000 }, sort: { field: "date", order: "ASC" }, filter: { entityId, buyerId } },
    { enabled: !!entityId && !!buyerId },
  );
  const choices = (data ?? [])
    .filter((d) => (d.settlementId === null || d.settlementId === record?.id) && String(d.cropYear) === String(cropYear) && d.crop.trim().toLowerCase() === (crop ?? "").trim().toLowerCase())
    .map((d) => {
      const contracts = (d.applications ?? []).map((a) => a.contractNumber).filter(Boolean).join(", ");
      return {
        id: d.id,
        name: [shortDate(d.date), `${quantityText(d.quantity)} ${translate(UNIT_KEYS[d.unit] ?? d.unit)}`, d.reference || d.ticketNumber, contracts && translate("harvest.contractShort", { number: contracts })]
          .filter(Boolean)
          .join(" · "),
      };
    });
  return (
    <SelectInput
      source="deliveryId"
      label={translate("harvest.delivery")}
      choices={choices}
      translateChoice={false}
      validate={required()}
      helperText={false}
      sx={{ minWidth: 280 }}
    />
  );
}

function SettlementForm() {
  const translate = useTranslate();
  const { entityId, cropYear } = useFarm();
  const defaults = useMemo(() => ({ entityId, cropYear, date: today(), lines: [{}], deductions: [] }), [entityId, cropYear]);
  const row = { display: "flex", gap: 2, flexWrap: "wrap", width: "100%" } as const;
  return (
    <SimpleForm defaultValues={defaults} sx={{ maxWidth: 1000 }}>
      <Box sx={row}>
        <EntityInput />
        <BuyerInput />
      </Box>
      <Box sx={row}>
        <TextInput source="number" label={translate("harvest.settlementNumber")} validate={required()} />
        <DateInput source="date" label={translate("harvest.date")} validate={required()} />
        <TextInput source="crop" label={translate("harvest.crop")} validate={required()} />
        <TextInput source="cropYear" label={translate("harvest.cropYear")} validate={required()} sx={{ maxWidth: 140 }} />
      </Box>
      <ArrayInput source="lines" label={translate("harvest.deliveriesPaid")} helperText={translate("harvest.deliveriesPaidHelp")}>
        <SimpleFormIterator inline disableReordering>
          <DeliveryChoice />
          <TextInput source="price" label={translate("harvest.pricePerUnit")} helperText={false} sx={{ minWidth: 190 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="deductions" label={translate("harvest.deductions")} helperText={translate("harvest.deductionsHelp")}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="kind"
            label={translate("harvest.deductionKind")}
            choices={DEDUCTION_KINDS.map((k) => ({ id: k, name: translate(DEDUCTION_KEYS[k]!) }))}
            translateChoice={false}
            validate={required()}
            helperText={false}
            sx={{ minWidth: 150 }}
          />
          <TextInput source="ratePerUnit" label={translate("harvest.ratePerUnit")} helperText={false} sx={{ maxWidth: 140 }} />
          <TextInput source="amount" label={translate("harvest.orAmount")} helperText={false} sx={{ maxWidth: 140 }} />
          <TextInput source="description" label={translate("harvest.description")} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate("harvest.figuresOnSave")}
      </Typography>
      <Box sx={row}>
        <TextInput source="received" label={translate("harvest.receivedAmount")} helperText={translate("harvest.receivedBlankHelp")} />
        <DateInput source="receivedDate" label={translate("harvest.receivedDate")} />
      </Box>
      <TextInput source="notes" label={translate("harvest.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

/** After a save, the list opens the saved settlement with the server's figures. */
function useShowSaved() {
  const navigate = useNavigate();
  return (saved: Settlement) => navigate("/settlements", { state: { show: saved.id } satisfies ShowState });
}

export function SettlementCreate() {
  const translate = useTranslate();
  const show = useShowSaved();
  const onError = useSaveError("harvest.couldNotSave");
  return (
    <>
      <PageHeading title={translate("harvest.newSettlement")} back={{ to: "/settlements", label: translate("harvest.settlements") }} />
      <Create title={translate("harvest.newSettlement")} transform={payload} mutationOptions={{ onSuccess: show, onError }}>
        <SettlementForm />
      </Create>
    </>
  );
}

export function SettlementEdit() {
  const translate = useTranslate();
  const show = useShowSaved();
  const onError = useSaveError("harvest.couldNotSave");
  return (
    <>
      <PageHeading title={translate("harvest.settlement")} back={{ to: "/settlements", label: translate("harvest.settlements") }} />
      <Edit title={translate("harvest.settlement")} mutationMode="pessimistic" transform={payload} queryOptions={{ select: forForm }} mutationOptions={{ onSuccess: show, onError }}>
        <SettlementForm />
      </Edit>
    </>
  );
}
