import { Box, Link as MuiLink, Typography } from "@mui/material";
import { useMemo } from "react";
import { Create, DateInput, Edit, SelectInput, SimpleForm, TextInput, required, useListContext, useRecordContext, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { Link } from "react-router-dom";
import { useFarm } from "../layout/FarmContext";
import { shortDate, today } from "../lib/format";
import { PageHeading } from "../lib/PageHeading";
import { FiguresTable } from "../reports/ReportTable";
import { CropYearList } from "./CropYearList";
import { BuyerInput, EntityInput, UnitInput } from "./inputs";
import { useContracts, useLocations } from "./lookups";
import { type Delivery, quantityText, UNIT_KEYS } from "./words";
import { LoadingText } from "../lib/LoadingText";

const COLUMNS = [
  { key: "date" },
  { key: "buyer" },
  { key: "crop" },
  { key: "quantity", figure: "number" },
  { key: "from" },
  { key: "contract" },
  { key: "settlement" },
] as const;

function Rows({ edit }: { edit: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Delivery>();
  if (isPending) return <LoadingText sx={{ p: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate("harvest.noDeliveriesMatch")}</Typography>;
  const q = (v: string, unit: string) => `${quantityText(v)} ${translate(UNIT_KEYS[unit] ?? unit)}`;
  return (
    <FiguresTable
      label={translate("harvest.deliveries")}
      columns={COLUMNS.map((c) => ({ ...c, label: translate(`harvest.head.${c.key}`) }))}
      rows={data.map((d) => ({
        key: d.id,
        testId: "delivery-row",
        cells: {
          date: edit ? <MuiLink component={Link} to={`/deliveries/${d.id}`}>{shortDate(d.date)}</MuiLink> : shortDate(d.date),
          buyer: d.buyerName,
          crop: `${d.crop} ${d.cropYear}`,
          quantity: q(d.quantity, d.unit),
          from: d.ticketId ? translate("harvest.fromTicket", { number: d.ticketNumber ?? "" }) : (d.locationName ?? ""),
          contract: (d.applications ?? [])
            .map((a) => (a.contractId ? translate("harvest.onContract", { number: a.contractNumber ?? "", quantity: q(a.quantity, d.unit) }) : translate("harvest.uncontracted", { quantity: q(a.quantity, d.unit) })))
            .join("; "),
          settlement: d.settlementId ? (d.settlementNumber ?? "") : translate("harvest.notSettled"),
        },
      }))}
    />
  );
}

/**
 * The deliveries of the sidebar's entity and crop year: out of storage (made here) or straight from the field (made
 * by a ticket), the contracts each is applied to, and the settlement that pays it.
 */
export function DeliveryList() {
  return (
    <CropYearList
      resource="deliveries"
      titleKey="harvest.deliveries"
      subtitleKey="harvest.deliveriesOf"
      createKey="harvest.deliverFromStorage"
      emptyKey="harvest.noDeliveriesYet"
      emptyHintKey="harvest.noDeliveriesHint"
      emptyReadonlyKey="harvest.noDeliveriesReadonly"
      order="DESC"
      Rows={Rows}
    />
  );
}

const blankId = (v: unknown) => (v === undefined || v === null || v === "" ? null : Number(v));

const payload = (d: Record<string, unknown>) => ({
  entityId: d.entityId,
  buyerId: d.buyerId,
  crop: d.crop,
  cropYear: Number(d.cropYear),
  date: d.date,
  quantity: String(d.quantity ?? "").trim(),
  unit: d.unit,
  locationId: blankId(d.locationId),
  contractId: blankId(d.contractId),
  reference: d.reference ?? "",
  notes: d.notes ?? "",
});

/** The storage location it leaves: one of the entity's. */
function LocationInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const entityId = useWatch({ name: "entityId" }) as number | undefined;
  const locations = useLocations(entityId ?? null);
  return (
    <SelectInput
      source="locationId"
      label={translate("harvest.fromLocation")}
      choices={locations.map((l) => ({ id: l.id, name: l.name }))}
      translateChoice={false}
      validate={disabled ? undefined : required()}
      disabled={disabled}
      sx={{ minWidth: 220 }}
    />
  );
}

/** The contract it is delivered on: the buyer's for the crop and year; none applies it first in, first out. */
function ContractInput() {
  const translate = useTranslate();
  const [entityId, buyerId, crop, cropYear] = useWatch({ name: ["entityId", "buyerId", "crop", "cropYear"] }) as [number | undefined, number | undefined, string | undefined, string | number | undefined];
  const contracts = useContracts(entityId ?? null).filter(
    (c) => c.buyerId === buyerId && String(c.cropYear) === String(cropYear) && c.crop.trim().toLowerCase() === (crop ?? "").trim().toLowerCase(),
  );
  return (
    <SelectInput
      source="contractId"
      label={translate("harvest.contract")}
      choices={contracts.map((c) => ({ id: c.id, name: translate("harvest.contractChoice", { number: c.number, open: quantityText(c.open), unit: translate(UNIT_KEYS[c.unit] ?? c.unit) }) }))}
      translateChoice={false}
      emptyText={translate("harvest.firstInFirstOut")}
      helperText={translate("harvest.contractHelp")}
      sx={{ minWidth: 260 }}
    />
  );
}

function DeliveryForm() {
  const translate = useTranslate();
  const { entityId, cropYear } = useFarm();
  const record = useRecordContext<Delivery>();
  const fromTicket = !!record?.ticketId;
  const defaults = useMemo(() => ({ entityId, cropYear, date: today(), unit: "bu" }), [entityId, cropYear]);
  const row = { display: "flex", gap: 2, flexWrap: "wrap", width: "100%" } as const;
  return (
    <SimpleForm defaultValues={defaults} sx={{ maxWidth: 900 }}>
      {fromTicket && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate("harvest.deliveryFromTicketHelp", { number: record?.ticketNumber ?? "" })}
        </Typography>
      )}
      <Box sx={row}>
        <EntityInput />
        <BuyerInput />
      </Box>
      <Box sx={row}>
        <TextInput source="crop" label={translate("harvest.crop")} validate={required()} disabled={fromTicket} />
        <TextInput source="cropYear" label={translate("harvest.cropYear")} validate={required()} disabled={fromTicket} sx={{ maxWidth: 140 }} />
        <DateInput source="date" label={translate("harvest.date")} validate={required()} disabled={fromTicket} />
      </Box>
      <Box sx={row}>
        <TextInput source="quantity" label={translate("harvest.quantity")} validate={required()} disabled={fromTicket} />
        <UnitInput disabled={fromTicket} />
        <LocationInput disabled={fromTicket} />
      </Box>
      <Box sx={row}>
        <ContractInput />
        <TextInput source="reference" label={translate("harvest.reference")} helperText={translate("harvest.referenceHelp")} />
      </Box>
      <TextInput source="notes" label={translate("harvest.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

export function DeliveryCreate() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.newDelivery")} back={{ to: "/deliveries", label: translate("harvest.deliveries") }} />
      <Create title={translate("harvest.newDelivery")} redirect="list" transform={payload}>
        <DeliveryForm />
      </Create>
    </>
  );
}

export function DeliveryEdit() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.delivery")} back={{ to: "/deliveries", label: translate("harvest.deliveries") }} />
      <Edit title={translate("harvest.delivery")} mutationMode="pessimistic" redirect="list" transform={payload}>
        <DeliveryForm />
      </Edit>
    </>
  );
}
