import { Box } from "@mui/material";
import { useWatch } from "react-hook-form";
import type { Category, Fertilizer, Field } from "../lib/types";
import { EquipmentSection } from "./EquipmentSection";
import { FertilizerSection } from "./FertilizerSection";
import { PlainInput } from "./inputs";
import { IrrigationSection } from "./IrrigationSection";
import { PerAcreChargeSection } from "./PerAcreChargeSection";
import { TaskBasicsSection } from "./TaskBasicsSection";
import { TaskCostSection } from "./TaskCostSection";
import { isFertilizer, isRent, isWater, isWaterAssessment, type TaskFormValues } from "./task-form";
import { type TaskTime, useTaskTotals } from "./useTaskTotals";
import { TaskTimeCosts } from "./TaskTimeCosts";
import { YieldSection } from "./YieldSection";
import { useTranslate } from "react-admin";
import { ApplicationSection } from "./ApplicationSection";
import { isCropProtection } from "./product-lines";
import { ProductLinesSection } from "./ProductLinesSection";
import { type ProductLinesContext, useProductLines } from "./useProductLines";

export interface TaskFormLists {
  fields?: Field[];
  fieldsError: boolean;
  categories?: Category[];
  categoriesError: boolean;
  fertilizers?: Fertilizer[];
}

/** The task form's sections; the category decides which detail sections show (spec 000 section 4). */
export function TaskFormBody({ lists, cropYear, applied, time }: { lists: TaskFormLists; cropYear: number; applied: ProductLinesContext; time?: TaskTime }) {
  const translate = useTranslate();
  const fieldId = useWatch<TaskFormValues, "fieldId">({ name: "fieldId" });
  const categoryId = useWatch<TaskFormValues, "categoryId">({ name: "categoryId" });
  const field = lists.fields?.find((f) => f.id === Number(fieldId));
  const category = lists.categories?.find((c) => c.id === Number(categoryId));
  const acresCovered = useWatch<TaskFormValues, "acresCovered">({ name: "acresCovered" }) ?? "";
  const lines = useProductLines(category?.name, acresCovered, applied);
  const totals = useTaskTotals(field?.acreage, lines.materialCost, time);
  const id = categoryId === "" ? "" : Number(categoryId);
  return (
    <Box>
      <TaskBasicsSection fields={lists.fields} fieldsError={lists.fieldsError} categories={lists.categories} categoriesError={lists.categoriesError} cropYear={cropYear} />
      <TaskCostSection field={field} totalCost={totals.totalCost} />
      {applied.showMoney && <TaskTimeCosts time={time} />}
      {isFertilizer(id) && <FertilizerSection fertilizers={lists.fertilizers} />}
      {lines.kind && (
        <ProductLinesSection
          products={lines.products}
          productsError={lines.productsError}
          stock={lines.stock}
          preview={lines.preview}
          showMoney={applied.showMoney}
          materialCost={lines.materialCost}
        />
      )}
      {isCropProtection(category?.name) && <ApplicationSection />}
      {isWater(id) && <IrrigationSection waterInches={totals.waterInchesApplied} />}
      {isWaterAssessment(category) && <PerAcreChargeSection kind="waterAssessment" total={totals.waterAssessmentTotal} />}
      {isRent(category) && <PerAcreChargeSection kind="rent" total={totals.rentTotal} />}
      <EquipmentSection total={totals.equipmentTotal} />
      <YieldSection total={totals.totalYieldValue} />
      <PlainInput source="notes" label={translate("tasks.notes")} multiline minRows={2} sx={{ mt: 2 }} />
    </Box>
  );
}
