import { useWatch } from "react-hook-form";
import { computeTaskTotals, type TaskTotals } from "../../api/client/rules";
import type { TaskFormValues } from "./task-form";

const valid = (v: unknown) => (typeof v === "string" && /^(\d+\.?\d*|\.\d+)$/.test(v.trim()) ? v.trim() : "");

/**
 * The live preview of every derived value, by the server's own formula (api/domain/task-formulas.ts).
 * Switched-off sections count as empty, as the payload will send them. `materialCost` is the products' preview at the
 * average cost (useProductLines): the total adds it as the server will.
 */
export function useTaskTotals(fieldAcreage: string | undefined, materialCost = "0.00"): TaskTotals {
  const v = useWatch() as TaskFormValues;
  return computeTaskTotals({
    materialCost,
    costPerAcre: valid(v.costPerAcre),
    acresCovered: valid(v.acresCovered),
    equipmentRental: v.equipmentEnabled ? valid(v.equipmentRental) : "",
    yieldAmount: v.yieldEnabled ? valid(v.yieldAmount) : "",
    yieldValuePerUnit: v.yieldEnabled ? valid(v.yieldValuePerUnit) : "",
    fieldAcreage: fieldAcreage ?? "",
    waterAssessmentPerAcre: valid(v.waterAssessmentPerAcre),
    rentPerAcre: valid(v.rentPerAcre),
    irrigationType: v.irrigationType || null,
    irrigationHours: valid(v.irrigationHours),
  });
}
