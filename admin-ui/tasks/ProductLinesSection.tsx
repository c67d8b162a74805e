import { Alert, Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { SelectInput, useTranslate } from "react-admin";
import { get, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { money } from "../lib/format";
import { FormSection } from "./FormSection";
import { AmountInput } from "./inputs";
import { emptyLine, type LinePreview, type Product, type ProductLineValues, quantityText, type StockRow } from "./product-lines";

export interface ProductLinesProps {
  products: Product[] | undefined;
  productsError?: boolean;
  stock: StockRow[] | undefined;
  preview: LinePreview[];
  /** Office users see each line's cost at the average cost; a crew never sees money. */
  showMoney: boolean;
  materialCost?: string;
}

/** One line: the product, its amount per acre or in total, the unit, what is on hand and (office) what it costs. */
function ProductLine({ index, props, onRemove }: { index: number; props: ProductLinesProps; onRemove(): void }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const line = useWatch({ name: `products.${index}` }) as ProductLineValues | undefined;
  const product = props.products?.find((p) => p.id === Number(line?.productId));
  const stock = props.stock?.find((s) => s.productId === Number(line?.productId));
  const preview = props.preview[index];
  const unitName = (u: string) => translate(`applications.unitNames.${u}`, { _: u });
  const mode = line?.mode ?? "rate";
  // A shortfall the server named on this line (TaskDialog / CrewTaskForm set it): said across the line.
  const { errors } = useFormState({ name: `products.${index}` });
  const shortfall = (get(errors, `products.${index}.shortfall`) as { message?: string } | undefined)?.message;
  return (
    <Box
      data-testid="product-line"
      sx={{ mt: 1.5, pt: 1.5, borderTop: index > 0 ? 1 : 0, borderColor: "divider", display: "grid", columnGap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "2fr 1.3fr 1fr 1fr auto" }, alignItems: "start" }}
    >
      <SelectInput
        source={`products.${index}.productId`}
        label={translate("applications.product")}
        choices={props.products ?? []}
        optionText="name"
        translateChoice={false}
        emptyText={translate("applications.selectAProduct")}
        emptyValue=""
        fullWidth
        onChange={(e) => {
          const chosen = props.products?.find((p) => p.id === Number(e.target.value));
          if (chosen && !chosen.units.includes(line?.unit ?? "")) setValue(`products.${index}.unit`, chosen.stockUnit, { shouldDirty: true });
        }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_, v: "rate" | "total" | null) => v && setValue(`products.${index}.mode`, v, { shouldDirty: true })}
        aria-label={translate("applications.amountIs")}
        sx={{ mt: 1, mb: 1, height: 40, "& .MuiToggleButton-root": { flex: 1, textTransform: "none", whiteSpace: "nowrap" } }}
      >
        <ToggleButton value="rate">{translate("applications.perAcre")}</ToggleButton>
        <ToggleButton value="total">{translate("applications.total")}</ToggleButton>
      </ToggleButtonGroup>
      <AmountInput
        source={`products.${index}.quantity`}
        label={translate(mode === "rate" ? "applications.ratePerAcre" : "applications.totalQuantity")}
        step="0.01"
        helperText={false}
      />
      <SelectInput
        source={`products.${index}.unit`}
        label={translate("applications.unit")}
        choices={(product?.units ?? (line?.unit ? [line.unit] : [])).map((u) => ({ id: u, name: unitName(u) }))}
        translateChoice={false}
        emptyText=" "
        emptyValue=""
        fullWidth
        helperText={false}
      />
      <IconButton aria-label={translate("applications.removeProduct")} onClick={onRemove} sx={{ mt: 1, justifySelf: { xs: "end", sm: "auto" } }}>
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Box sx={{ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.25, fontSize: 13, color: "text.secondary", mt: -0.5 }} data-testid="product-line-figures">
        {product && (
          <span data-testid="product-on-hand">
            {translate("applications.onHand", { quantity: quantityText(stock?.onHandQuantity ?? "0"), unit: unitName(product.stockUnit) })}
          </span>
        )}
        {product && preview?.stockQuantity && (
          <span data-testid="product-applied">
            {translate("applications.applies", { quantity: quantityText(preview.stockQuantity), unit: unitName(product.stockUnit) })}
          </span>
        )}
        {props.showMoney && preview?.cost && (
          <Box component="span" sx={{ color: "text.primary", fontWeight: 600 }} data-testid="product-cost">
            {translate("applications.costAtAverage", { cost: money(preview.cost) })}
          </Box>
        )}
        {preview?.short && (
          <Box component="span" sx={{ color: "warning.dark", fontWeight: 600 }} data-testid="product-short">
            {translate("applications.moreThanOnHand")}
          </Box>
        )}
      </Box>
      {shortfall && (
        <Alert severity="error" sx={{ gridColumn: "1 / -1", mt: 1 }} data-testid="product-shortfall">
          {shortfall}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Products applied (a Fertilizer, Crop Protectants, Seed or Soil Amendment task): lines of product, rate per acre or
 * total quantity, and unit, with the stock on hand at the task's date beside each; office users also see each line's
 * cost at the average cost and the material cost the total includes.
 */
export function ProductLinesSection(props: ProductLinesProps) {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: "products" });
  return (
    <FormSection
      title={translate("applications.productsApplied")}
      testId="products-section"
      action={
        <Button size="small" onClick={() => append(emptyLine())}>
          {translate("applications.addProduct")}
        </Button>
      }
    >
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1 }}>
          {translate("applications.noProducts")}
        </Typography>
      )}
      {props.productsError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate("applications.errorLoadingProducts")}
        </Alert>
      )}
      {fields.map((f, i) => (
        <ProductLine key={f.id} index={i} props={props} onRemove={() => remove(i)} />
      ))}
      {props.showMoney && fields.length > 0 && props.materialCost !== undefined && (
        <Box sx={{ mt: 1.5, textAlign: "right", fontWeight: 700 }} data-testid="preview-material-cost">
          {translate("applications.materialCost", { cost: money(props.materialCost) })}
        </Box>
      )}
    </FormSection>
  );
}
