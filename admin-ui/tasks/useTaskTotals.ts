import { useWatch } from "react-hook-form";
import { computeTaskTotals, type TaskTotals } from "../../api/client/rules";
import type { TaskFormValues } from "./task-form";

/** A stored task's approved labor and machine time (issue 38). */
export interface TaskTime {
  laborCost?: string | null;
  machineCost?: string | null;
}

const valid = (v: unknown) => (typeof v === "string" && /^(\d+\.?\d*|\.\d+)$/.test(v.trim()) ? v.trim() : "");

/**
 * The live preview of every derived value, by the server's own formula (api/domain/task-formulas.ts).
 * Switched-off sections count as empty, as the payload will send them. `materialCost` is the products' preview at the
 * average cost (useProductLines): the total adds it as the server will; `time` is the edited task's approved labor and
 * machine time (read only: approving hours sets them), added as the server adds them.
 */
export function useTaskTotals(fieldAcreage: string | undefined, materialCost = "0.00", time?: TaskTime): TaskTotals {
  const v = useWatch() as TaskFormValues;
  return computeTaskTotals({
    materialCost,
    laborCost: time?.laborCost || "0",
    machineCost: time?.machineCost || "0",
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
