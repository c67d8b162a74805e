import { Box } from "@mui/material";
import { required, SelectInput } from "react-admin";
import { useWatch } from "react-hook-form";
import { fertilizerUnit, IRRIGATION_TYPES, YIELD_UNITS } from "../../api/client/rules";
import type { Category, Fertilizer } from "../lib/types";
import { AmountInput, PlainInput } from "../tasks/inputs";
import { isFertilizer, isWater } from "../tasks/task-form";
import type { CrewFormValues } from "./crew-form";
import { ApplicationSection } from "../tasks/ApplicationSection";
import { isCropProtection } from "../tasks/product-lines";
import { ProductLinesSection } from "../tasks/ProductLinesSection";
import { type ProductLinesContext, useProductLines } from "../tasks/useProductLines";

const two = { display: "grid", columnGap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "1fr 1fr" } };
const irrigationChoices = IRRIGATION_TYPES.map((t) => ({ id: t, name: `crew.irrigation.${t}` }));
const unitChoices = YIELD_UNITS.map((u) => ({ id: u, name: `crew.unit.${u}` }));

/**
 * What the category asks for (Water: irrigation type and hours; Fertilizer: product and amount per acre; the
 * products applied on a Fertilizer, Crop Protectants, Seed or Soil Amendment entry, with the stock on hand), then
 * equipment, yield and notes. No money: rates and values are the office's (price list).
 */
export function CrewDetails({ fertilizers, categories, applied }: { fertilizers: Fertilizer[] | undefined; categories: Category[] | undefined; applied: ProductLinesContext }) {
  const categoryId = useWatch<CrewFormValues, "categoryId">({ name: "categoryId" });
  const acresCovered = useWatch<CrewFormValues, "acresCovered">({ name: "acresCovered" }) ?? "";
  const categoryName = categories?.find((c) => c.id === Number(categoryId))?.name;
  // No money: the crew sees quantities (on hand, applied), never a cost.
  const lines = useProductLines(categoryName, acresCovered, { ...applied, showMoney: false });
  const fertilizerId = useWatch<CrewFormValues, "fertilizerId">({ name: "fertilizerId" });
  const id = categoryId === "" ? "" : Number(categoryId);
  const unit = fertilizerUnit(fertilizers?.find((f) => f.id === Number(fertilizerId))?.type);
  return (
    <Box>
      {isWater(id) && (
        <Box sx={two} data-testid="crew-irrigation">
          <SelectInput source="irrigationType" label="crew.form.irrigation_type" choices={irrigationChoices} emptyText="crew.form.none" emptyValue="" fullWidth />
          <AmountInput source="irrigationHours" label="crew.form.irrigation_hours" step="0.1" />
        </Box>
      )}
      {isFertilizer(id) && (
        <Box sx={two} data-testid="crew-fertilizer">
          <SelectInput
            source="fertilizerId"
            label="crew.form.fertilizer"
            choices={fertilizers ?? []}
            optionText={(f: Fertilizer) => f.name}
            translateChoice={false}
            emptyText="crew.form.none"
            emptyValue=""
            fullWidth
          />
          <AmountInput source="fertilizerGallonsApplied" label={unit === "Pounds" ? "crew.form.pounds_per_acre" : "crew.form.gallons_per_acre"} step="0.01" />
        </Box>
      )}
      {lines.kind && <ProductLinesSection products={lines.products} productsError={lines.productsError} stock={lines.stock} preview={lines.preview} showMoney={false} />}
      {isCropProtection(categoryName) && <ApplicationSection />}
      <PlainInput source="equipmentDescription" label="crew.form.equipment" />
      <Box sx={two}>
        <AmountInput source="yieldAmount" label="crew.form.yield_amount" step="0.01" />
        {/* Required: a unit is always set (bales by default), so no blank choice is offered. */}
        <SelectInput source="yieldUnit" label="crew.form.yield_unit" choices={unitChoices} fullWidth validate={required()} />
      </Box>
      <PlainInput source="notes" label="crew.form.notes" multiline minRows={2} />
    </Box>
  );
}
