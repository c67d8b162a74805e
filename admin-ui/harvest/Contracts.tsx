import { Box, Link as MuiLink, Typography } from "@mui/material";
import { useMemo } from "react";
import { Create, DateInput, Edit, SimpleForm, TextInput, required, useListContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { useFarm } from "../layout/FarmContext";
import { shortDate, today } from "../lib/format";
import { PageHeading } from "../lib/PageHeading";
import { FiguresTable } from "../reports/ReportTable";
import { CropYearList } from "./CropYearList";
import { BuyerInput, EntityInput, UnitInput } from "./inputs";
import { type Contract, priceText, quantityText, UNIT_KEYS } from "./words";
import { LoadingText } from "../lib/LoadingText";

const COLUMNS = [
  { key: "number" },
  { key: "buyer" },
  { key: "crop" },
  { key: "date" },
  { key: "quantity", figure: "number" },
  { key: "price", figure: "number" },
  { key: "delivered", figure: "number" },
  { key: "open", figure: "number" },
] as const;

function Rows({ edit }: { edit: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Contract>();
  if (isPending) return <LoadingText sx={{ p: 2 }} />;
  if (!data?.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate("harvest.noContractsMatch")}</Typography>;
  const q = (v: string | undefined, unit: string) => `${quantityText(v)} ${translate(UNIT_KEYS[unit] ?? unit)}`;
  return (
    <FiguresTable
      label={translate("harvest.contracts")}
      columns={COLUMNS.map((c) => ({ ...c, label: translate(`harvest.head.${c.key}`) }))}
      rows={data.map((c) => ({
        key: c.id,
        testId: "contract-row",
        cells: {
          number: edit ? <MuiLink component={Link} to={`/contracts/${c.id}`}>{c.number}</MuiLink> : c.number,
          buyer: c.buyerName,
          crop: `${c.crop} ${c.cropYear}`,
          date: shortDate(c.date),
          quantity: q(c.quantity, c.unit),
          price: c.price ? priceText(c.price) : translate("harvest.pricedLater"),
          delivered: q(c.delivered, c.unit),
          open: <Box component="span" sx={{ fontWeight: 700 }}>{q(c.open, c.unit)}</Box>,
        },
      }))}
    />
  );
}

/** The contracts of the sidebar's entity and crop year: what each sells, what is delivered on it and what is open. */
export function ContractList() {
  return (
    <CropYearList
      resource="contracts"
      titleKey="harvest.contracts"
      subtitleKey="harvest.contractsOf"
      createKey="harvest.newContract"
      emptyKey="harvest.noContractsYet"
      emptyHintKey="harvest.noContractsHint"
      emptyReadonlyKey="harvest.noContractsReadonly"
      order="ASC"
      Rows={Rows}
    />
  );
}

const blank = (v: unknown) => (v === undefined || v === null || String(v).trim() === "" ? null : String(v).trim());

/** What the API takes (PUT sends the contract whole again). */
const payload = (d: Record<string, unknown>) => ({
  entityId: d.entityId,
  buyerId: d.buyerId,
  number: d.number,
  crop: d.crop,
  cropYear: Number(d.cropYear),
  date: d.date,
  quantity: String(d.quantity ?? "").trim(),
  unit: d.unit,
  price: blank(d.price),
  basis: blank(d.basis),
  futuresMonth: blank(d.futuresMonth),
  notes: d.notes ?? "",
});

function ContractForm() {
  const translate = useTranslate();
  const { entityId, cropYear } = useFarm();
  const defaults = useMemo(() => ({ entityId, cropYear, date: today(), unit: "bu" }), [entityId, cropYear]);
  const row = { display: "flex", gap: 2, flexWrap: "wrap", width: "100%" } as const;
  return (
    <SimpleForm defaultValues={defaults} sx={{ maxWidth: 900 }}>
      <Box sx={row}>
        <EntityInput />
        <BuyerInput />
      </Box>
      <Box sx={row}>
        <TextInput source="number" label={translate("harvest.contractNumber")} validate={required()} />
        <DateInput source="date" label={translate("harvest.date")} validate={required()} />
      </Box>
      <Box sx={row}>
        <TextInput source="crop" label={translate("harvest.crop")} validate={required()} />
        <TextInput source="cropYear" label={translate("harvest.cropYear")} validate={required()} sx={{ maxWidth: 140 }} />
      </Box>
      <Box sx={row}>
        <TextInput source="quantity" label={translate("harvest.quantity")} validate={required()} />
        <UnitInput />
        <TextInput source="price" label={translate("harvest.pricePerUnit")} helperText={translate("harvest.priceLaterHelp")} />
      </Box>
      <Box sx={row}>
        <TextInput source="basis" label={translate("harvest.basis")} helperText={translate("harvest.informationOnly")} />
        <TextInput source="futuresMonth" label={translate("harvest.futuresMonth")} helperText={translate("harvest.futuresMonthHelp")} />
      </Box>
      <TextInput source="notes" label={translate("harvest.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

export function ContractCreate() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.newContract")} back={{ to: "/contracts", label: translate("harvest.contracts") }} />
      <Create title={translate("harvest.newContract")} redirect="list" transform={payload}>
        <ContractForm />
      </Create>
    </>
  );
}

export function ContractEdit() {
  const translate = useTranslate();
  return (
    <>
      <PageHeading title={translate("harvest.contract")} back={{ to: "/contracts", label: translate("harvest.contracts") }} />
      <Edit title={translate("harvest.contract")} mutationMode="pessimistic" redirect="list" transform={payload}>
        <ContractForm />
      </Edit>
    </>
  );
}
