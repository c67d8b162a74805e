import { cropOrNull } from "../crops";
import { dec, type Dec } from "../money";
import type { MoneyTask } from "../task-money";

/** One line of a budget: planned dollars per acre for a task category. */
export interface PlanLine {
  categoryId: number;
  categoryName: string;
  amountPerAcre: string;
  /** The month (1-12) the spend is planned for; null spreads it evenly over the twelve months. */
  plannedMonth: number | null;
}

/** A budget as the maths reads it: for one field, or for every field growing one crop that year. */
export interface Plan {
  id: number;
  fieldId: number | null;
  cropType: string | null;
  expectedYieldPerAcre: string;
  yieldUnit: string;
  expectedPricePerUnit: string;
  lines: PlanLine[];
}

/** A field of the report, with its crop of the year (`cropForYear`) already applied. */
export interface PlanField {
  id: number;
  name: string;
  acreage: string | null;
  crop: string | null;
}

/**
 * The actual money of some tasks of one field, category and month number, summed in SQL (the income-or-cost rule is
 * linear within a category, so `taskMoney` of the sums is the sum of the tasks'), and their yield amounts above 0.
 */
export interface ActualGroup extends MoneyTask {
  fieldId: number;
  categoryId: number;
  month: number;
  /** The sum of the group's positive yield amounts (units per acre). */
  yieldAmount: string | null;
  yieldUnit: string | null;
}

const sameCrop = (a: string | null, b: string | null) => {
  const x = cropOrNull(a);
  const y = cropOrNull(b);
  return x !== null && y !== null && x.toLowerCase() === y.toLowerCase();
};

/**
 * The budget that applies to a field: its own, else the budget of the crop it grows that year (names compared
 * without regard to case); null when neither exists.
 * @example planForField({ id: 3, crop: "Alfalfa" }, [{ id: 9, fieldId: null, cropType: "alfalfa" }]).id === 9
 */
export function planForField<P extends Pick<Plan, "fieldId" | "cropType">>(field: Pick<PlanField, "id" | "crop">, plans: P[]): { plan: P; scope: "field" | "crop" } | null {
  const own = plans.find((p) => p.fieldId === field.id);
  if (own) return { plan: own, scope: "field" };
  const byCrop = plans.find((p) => p.fieldId === null && sameCrop(p.cropType, field.crop));
  return byCrop ? { plan: byCrop, scope: "crop" } : null;
}

/** The plan's dollars per acre, all lines together, exactly. */
export const planPerAcre = (plan: Pick<Plan, "lines"> | null): Dec =>
  (plan?.lines ?? []).reduce((acc, l) => acc.plus(dec(l.amountPerAcre)), dec(0));
