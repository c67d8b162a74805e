import { Box, FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { money, shortDate, today } from "../lib/format";
import { ConfirmDialog } from "../lib/ConfirmDialog";
import { API_URL, httpClient } from "../lib/http";
import { useConfirmedSave } from "../lib/useConfirmedSave";
import type { Product } from "../products/words";
import type { RecostedTask } from "../purchases/RecostedNotice";

type Kind = "return" | "adjustment";

interface Values {
  kind: Kind;
  date: string;
  quantity: string;
  unit: string;
  value: string;
  vendorId: string;
  reason: string;
}

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: "name", order: "ASC" as const } };

/**
 * "Return or adjust": a return to a vendor (a quantity out, the vendor's credit) or a count adjustment (a signed
 * quantity: + found, - lost, with its reason), written after a confirmation that says it in words. The server checks
 * it (a 400 under the input it names; a return or loss that would leave a later application short is refused).
 */
export function AdjustDialog({ entityId, product, onClose, onSaved }: { entityId: number; product: Product; onClose(): void; onSaved(recosted: RecostedTask[]): void }) {
  const translate = useTranslate();
  const vendors = useGetList<{ id: number; name: string }>("vendors", ALL);
  const { values, setValues, errors, failure, confirming, setConfirming, busy, set, review: reviewMissing, save: post } = useConfirmedSave<Values>(
    { kind: "return", date: today(), quantity: "", unit: product.stockUnit, value: "", vendorId: "", reason: "" },
    "inputs.couldNotSave",
  );
  const isReturn = values.kind === "return";
  const vendorName = vendors.data?.find((v) => String(v.id) === values.vendorId)?.name ?? "";

  /** The checks a person makes before the server's: what is missing is named on its input. */
  const review = () => {
    const missing: Record<string, string> = {};
    const required = translate("ra.validation.required");
    if (!values.date) missing.date = required;
    if (!values.quantity.trim()) missing.quantity = required;
    if (!values.unit) missing.unit = required;
    if (!isReturn && !values.reason.trim()) missing.reason = required;
    reviewMissing(missing);
  };

  const save = () =>
    post(async () => {
      const body = {
        entityId,
        productId: product.id,
        kind: values.kind,
        date: values.date,
        quantity: values.quantity.trim(),
        unit: values.unit,
        value: values.value.trim() || null,
        vendorId: isReturn && values.vendorId ? Number(values.vendorId) : null,
        reason: values.reason.trim(),
      };
      const { json } = await httpClient(`${API_URL}/inventory-adjustments`, { method: "POST", body: JSON.stringify(body) });
      onSaved((json as { recosted?: RecostedTask[] }).recosted ?? []);
    });

  const summary = isReturn
    ? translate(values.value.trim() ? "inputs.confirmReturnCredit" : "inputs.confirmReturn", {
        quantity: values.quantity.trim(),
        unit: values.unit,
        product: product.name,
        vendor: vendorName || translate("inputs.theVendor"),
        date: shortDate(values.date),
        credit: values.value.trim() ? money(values.value.trim()) : "",
      })
    : translate("inputs.confirmAdjustment", {
        quantity: values.quantity.trim(),
        unit: values.unit,
        product: product.name,
        date: shortDate(values.date),
        reason: values.reason.trim(),
      });

  const field = (key: keyof Values) => ({ error: !!errors[key], helperText: errors[key] || undefined });
  return (
    <ConfirmDialog
      title={translate("inputs.returnOrAdjustProduct", { name: product.name })}
      titleId="adjust-title"
      area="inputs"
      failure={failure}
      confirming={confirming}
      busy={busy}
      onReview={review}
      onBack={() => setConfirming(false)}
      onConfirm={() => void save()}
      onClose={onClose}
      confirmation={summary}
    >
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <RadioGroup row value={values.kind} onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as Kind }))}>
          <FormControlLabel value="return" control={<Radio />} label={translate("inputs.returnToVendor")} />
          <FormControlLabel value="adjustment" control={<Radio />} label={translate("inputs.countAdjustment")} />
        </RadioGroup>
        <TextField type="date" label={translate("inputs.date")} value={values.date} onChange={set("date")} slotProps={{ inputLabel: { shrink: true } }} {...field("date")} />
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            label={translate(isReturn ? "inputs.quantityReturned" : "inputs.quantityFoundOrLost")}
            value={values.quantity}
            onChange={set("quantity")}
            sx={{ flex: "1 1 160px" }}
            {...field("quantity")}
            helperText={errors.quantity || (isReturn ? undefined : translate("inputs.signedQuantityHelp"))}
          />
          <TextField select label={translate("inputs.unit")} value={values.unit} onChange={set("unit")} sx={{ flex: "0 1 140px" }} {...field("unit")}>
            {product.units.map((u) => (
              <MenuItem key={u} value={u}>{u}</MenuItem>
            ))}
          </TextField>
        </Box>
        {isReturn && (
          <TextField select label={translate("inputs.vendor")} value={values.vendorId} onChange={set("vendorId")} {...field("vendorId")}>
            <MenuItem value="">{translate("inputs.none")}</MenuItem>
            {(vendors.data ?? []).map((v) => (
              <MenuItem key={v.id} value={String(v.id)}>{v.name}</MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={translate(isReturn ? "inputs.creditFromVendor" : "inputs.valueOfFound")}
          value={values.value}
          onChange={set("value")}
          {...field("value")}
          helperText={errors.value || translate(isReturn ? "inputs.creditHelp" : "inputs.valueOfFoundHelp")}
        />
        <TextField label={translate(isReturn ? "inputs.reasonOptional" : "inputs.reason")} value={values.reason} onChange={set("reason")} multiline {...field("reason")} />
      </Box>
    </ConfirmDialog>
  );
}
