import { Alert, Box, Typography } from "@mui/material";
import { useMemo } from "react";
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  DateInput,
  Edit,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useGetList,
  useSimpleFormIteratorItem,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { purchaseMoney } from "../../api/client/rules";
import { useFarm } from "../layout/FarmContext";
import { useEntities } from "../layout/useEntities";
import { CreatableReferenceInput } from "../lib/CreatableReferenceInput";
import { today } from "../lib/format";
import { useSaveError } from "../lib/useSaveError";
import type { Product } from "../products/words";
import { Money } from "../reports/Money";
import type { Purchase } from "./PurchaseDetails";
import type { ShowState } from "./PurchaseList";

interface LineValues {
  productId?: number | null;
  quantity?: string | number | null;
  unit?: string | null;
  unitPrice?: string | number | null;
  amount?: string | number | null;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v).trim());

/** What the API takes: the header and each line's product, quantity, unit and its unit price or amount. */
function payload(data: Record<string, unknown>) {
  const lines = ((data.lines as LineValues[] | undefined) ?? []).map((l) => ({
    productId: l.productId,
    quantity: text(l.quantity),
    unit: l.unit,
    unitPrice: text(l.unitPrice) || null,
    amount: text(l.amount) || null,
  }));
  return {
    entityId: data.entityId,
    vendorId: data.vendorId,
    invoiceNumber: data.invoiceNumber,
    date: data.date,
    freight: text(data.freight as string) || null,
    tax: text(data.tax as string) || null,
    notes: data.notes ?? "",
    lines,
  };
}

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" as const } };

function useProducts() {
  const { data } = useGetList<Product>("products", ALL);
  return data ?? [];
}

/** A line's unit: the units its product may be bought in (the API's `units`: base units, then its packs). */
function LineUnitInput({ products }: { products: Product[] }) {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const productId = useWatch({ name: `lines.${index}.productId` }) as number | undefined;
  const product = products.find((p) => p.id === productId);
  const choices = (product?.units ?? []).map((u) => ({ id: u, name: u }));
  return <SelectInput source="unit" label={translate("inputs.unit")} choices={choices} validate={required()} helperText={false} disabled={!product} sx={{ minWidth: 130 }} />;
}

/**
 * The invoice's figures as the server will record them, from the same rule (purchaseMoney: each line's amount, the
 * freight and tax spread by amount with the cent rule); the saved purchase shows the server's own.
 */
function Preview() {
  const translate = useTranslate();
  const [lines, freight, tax] = useWatch({ name: ["lines", "freight", "tax"] }) as [LineValues[] | undefined, string | undefined, string | undefined];
  const money = useMemo(() => {
    try {
      return purchaseMoney(
        (lines ?? []).map((l) => ({ quantity: text(l.quantity), unitPrice: text(l.unitPrice) || null, amount: text(l.amount) || null })),
        { freight: text(freight) || null, tax: text(tax) || null },
      );
    } catch {
      return null;
    }
  }, [lines, freight, tax]);
  return (
    <Box sx={{ my: 1, p: 1.5, border: 1, borderColor: "divider", borderRadius: 1, width: "100%", maxWidth: 480 }} data-testid="purchase-preview">
      {money ? (
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5 }}>
          <Typography>{translate("inputs.subtotal")}</Typography>
          <Money value={money.subtotal} />
          <Typography>{translate("inputs.head.freight")}</Typography>
          <Money value={money.freight} />
          <Typography>{translate("inputs.head.tax")}</Typography>
          <Money value={money.tax} />
          <Typography sx={{ fontWeight: 700 }}>{translate("inputs.total")}</Typography>
          <Box sx={{ fontWeight: 700 }}><Money value={money.total} /></Box>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate("inputs.previewWaits")}</Typography>
      )}
    </Box>
  );
}

/** The vendor, picked from the list or typed new (created on the spot). */
function VendorInput() {
  return (
    <CreatableReferenceInput
      source="vendorId"
      reference="vendors"
      labelKey="inputs.vendor"
      createItemLabelKey="inputs.addVendorNamed"
      couldNotAddKey="inputs.couldNotAddVendor"
      helperTextKey="inputs.vendorHelp"
    />
  );
}

function PurchaseForm() {
  const translate = useTranslate();
  const { entityId } = useFarm();
  const { entities } = useEntities();
  const products = useProducts();
  const defaults = useMemo(() => ({ entityId, date: today(), lines: [{}] }), [entityId]);
  return (
    <SimpleForm defaultValues={defaults} sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
        <SelectInput source="entityId" label={translate("inputs.entity")} choices={entities.map((e) => ({ id: e.id, name: e.name }))} validate={required()} sx={{ minWidth: 220 }} />
        <VendorInput />
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
        <TextInput source="invoiceNumber" label={translate("inputs.invoiceNumber")} validate={required()} />
        <DateInput source="date" label={translate("inputs.date")} validate={required()} />
      </Box>
      {products.length === 0 && <Alert severity="info" sx={{ mb: 1 }}>{translate("inputs.addProductsFirst")}</Alert>}
      <ArrayInput source="lines" label={translate("inputs.lines")} helperText={translate("inputs.linesHelp")}>
        <SimpleFormIterator inline disableReordering>
          <AutocompleteInput
            source="productId"
            label={translate("inputs.product")}
            choices={products}
            optionText="name"
            validate={required()}
            helperText={false}
            sx={{ minWidth: 220 }}
          />
          <TextInput source="quantity" label={translate("inputs.quantity")} validate={required()} helperText={false} sx={{ maxWidth: 120 }} />
          <LineUnitInput products={products} />
          <TextInput source="unitPrice" label={translate("inputs.unitPrice")} helperText={false} sx={{ maxWidth: 130 }} />
          <TextInput source="amount" label={translate("inputs.orAmount")} helperText={false} sx={{ maxWidth: 130 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <TextInput source="freight" label={translate("inputs.head.freight")} helperText={translate("inputs.freightHelp")} />
        <TextInput source="tax" label={translate("inputs.head.tax")} />
      </Box>
      <Preview />
      <TextInput source="notes" label={translate("inputs.notes")} multiline fullWidth />
    </SimpleForm>
  );
}

/** After a save, the list opens the saved purchase with the server's figures and the tasks it re-costed. */
function useShowSaved() {
  const navigate = useNavigate();
  return (saved: Purchase) => navigate("/purchases", { state: { show: saved.id, recosted: saved.recosted } satisfies ShowState });
}

export function PurchaseCreate() {
  const translate = useTranslate();
  const show = useShowSaved();
  const onError = useSaveError();
  return (
    <Create title={translate("inputs.newPurchase")} transform={payload} mutationOptions={{ onSuccess: show, onError }}>
      <PurchaseForm />
    </Create>
  );
}

/** A line priced by the unit keeps only its price in the form (the amount is the server's); a line given by amount, its amount. */
const forForm = (p: Purchase) => ({ ...p, lines: p.lines.map((l) => (l.unitPrice !== null ? { ...l, amount: "" } : { ...l, unitPrice: null })) });

export function PurchaseEdit() {
  const translate = useTranslate();
  const show = useShowSaved();
  const onError = useSaveError();
  return (
    <Edit
      title={translate("inputs.purchase")}
      mutationMode="pessimistic"
      transform={payload}
      queryOptions={{ select: forForm }}
      mutationOptions={{ onSuccess: show, onError }}
    >
      <PurchaseForm />
    </Edit>
  );
}
