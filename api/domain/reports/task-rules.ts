import { Dec, dec, round, toCents, type Dec as DecT } from "../money";
import { CATEGORY_NAME } from "../task-categories";
import type { FieldCropYear, MaybeDecimal, ReportTask } from "./types";

/** True when a stored decimal is above zero (null and "" are 0). */
export const isPositive = (value: MaybeDecimal | DecT) => dec(value).greaterThan(0);

/**
 * Income tasks (spec 001 section 9): category Income Generated, or a yield value above 0.
 * An income task adds to income only; its totalCost is not also a cost (docs/decisions/report-income-and-costs.md).
 */
export function isIncomeTask(task: Pick<ReportTask, "categoryName" | "totalYieldValue">): boolean {
  return task.categoryName === CATEGORY_NAME.INCOME_GENERATED || isPositive(task.totalYieldValue);
}

/** What an income task earned: its yield value when recorded, else its total (income entered as "cost" per acre). */
export function incomeAmount(task: Pick<ReportTask, "totalYieldValue" | "totalCost">): DecT {
  return isPositive(task.totalYieldValue) ? dec(task.totalYieldValue) : dec(task.totalCost);
}

/** The money of one task split into the report columns; cultural + other + equip is the task's cost. */
export interface CostColumns {
  income: DecT;
  cultural: DecT;
  other: DecT;
  equip: DecT;
  cost: DecT;
}

const ZERO = new Dec(0);

/**
 * Spec 001 section 9: Farm Management counts total minus equipment (COSTS OTHER); Water Assessment and Rent their full
 * total (COSTS OTHER, so their equipment, if any, is not counted twice); every other category total minus equipment
 * (cultural, never below 0); equipment goes to COSTS EQUIP. Income tasks carry income only.
 * @example costColumns({ categoryName: "Fertilizer", totalCost: "150.00", equipmentTotal: "50.00", ... })
 *   // cultural 100, other 0, equip 50, cost 150
 */
export function costColumns(task: ReportTask): CostColumns {
  if (isIncomeTask(task)) return { income: incomeAmount(task), cultural: ZERO, other: ZERO, equip: ZERO, cost: ZERO };
  const total = dec(task.totalCost);
  const equip = dec(task.equipmentTotal);
  const base = { income: ZERO, cost: total };
  switch (task.categoryName) {
    case CATEGORY_NAME.WATER_ASSESSMENT:
    case CATEGORY_NAME.RENT:
      return { ...base, cultural: ZERO, other: total, equip: ZERO };
    case CATEGORY_NAME.FARM_MANAGEMENT:
      return { ...base, cultural: ZERO, other: total.minus(equip), equip };
    default:
      return { ...base, cultural: Dec.max(total.minus(equip), 0), other: ZERO, equip };
  }
}

/** Sums the columns over many tasks, exactly. */
export function sumCostColumns(tasks: ReportTask[]): CostColumns {
  return tasks.map(costColumns).reduce(
    (acc, c) => ({
      income: acc.income.plus(c.income),
      cultural: acc.cultural.plus(c.cultural),
      other: acc.other.plus(c.other),
      equip: acc.equip.plus(c.equip),
      cost: acc.cost.plus(c.cost),
    }),
    { income: ZERO, cultural: ZERO, other: ZERO, equip: ZERO, cost: ZERO },
  );
}

/**
 * An amount per acre in cents; 0 when there are no acres (a report never divides by zero).
 * @example perAcre(dec("100"), "3") === "33.33"
 */
export function perAcre(amount: DecT, acres: MaybeDecimal | DecT): string {
  const a = dec(acres);
  return a.greaterThan(0) ? toCents(amount.div(a)) : "0.00";
}

/** The task with the largest yieldAmount, or undefined when none records a yield above 0. */
export function largestYield(tasks: ReportTask[]): { amount: string; unit: string | null } | undefined {
  let best: ReportTask | undefined;
  for (const t of tasks) if (isPositive(t.yieldAmount) && (!best || dec(t.yieldAmount).greaterThan(dec(best.yieldAmount)))) best = t;
  return best && { amount: round(dec(best.yieldAmount), 2), unit: best.yieldUnit };
}

/** A crop name, or null when blank. */
export const cropOrNull = (crop: string | null | undefined) => (crop?.trim() ? crop.trim() : null);

/**
 * The crop of a field in a year: its field_crop_years row, else the field's own cropType (DECISIONS.md); null if blank.
 * @example cropOfField({ id: 1, cropType: "Alfalfa" }, [{ fieldId: 1, year: 2025, cropType: "Cotton" }], 2025) === "Cotton"
 */
export function cropOfField(
  field: { id: number; cropType: string | null },
  cropYears: FieldCropYear[],
  year: number,
): string | null {
  const row = cropYears.find((r) => r.fieldId === field.id && r.year === year && cropOrNull(r.cropType));
  return cropOrNull(row?.cropType) ?? cropOrNull(field.cropType);
}
