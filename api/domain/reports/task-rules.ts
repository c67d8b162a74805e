import { dec, round, type Dec as DecT } from "../money";
import { cropForYear, cropOrNull } from "../crops";
import type { FieldCropYear, MaybeDecimal, ReportTask } from "./types";

/** True when a stored decimal is above zero (null and "" are 0). */
export const isPositive = (value: MaybeDecimal | DecT) => dec(value).greaterThan(0);

export { perAcre } from "../task-money";

/** What `largestYield` reads of a task: a cost summary row may carry no unit (api/domain/reports/cost-summary.ts). */
type YieldOf = Pick<ReportTask, "yieldAmount"> & { yieldUnit?: string | null };

/** The task with the largest yieldAmount, or undefined when none records a yield above 0. */
export function largestYield(tasks: YieldOf[]): { amount: string; unit: string | null } | undefined {
  let best: YieldOf | undefined;
  for (const t of tasks) if (isPositive(t.yieldAmount) && (!best || dec(t.yieldAmount).greaterThan(dec(best.yieldAmount)))) best = t;
  return best && { amount: round(dec(best.yieldAmount), 2), unit: best.yieldUnit ?? null };
}

export { cropOrNull } from "../crops";

/**
 * The crop of a field in a year, from a list of crop-year rows (`cropForYear` decides).
 * @example cropOfField({ id: 1, cropType: "Alfalfa" }, [{ fieldId: 1, year: 2025, cropType: "Cotton" }], 2025) === "Cotton"
 */
export function cropOfField(
  field: { id: number; cropType: string | null },
  cropYears: FieldCropYear[],
  year: number,
): string | null {
  const row = cropYearIndex(cropYears).get(`${field.id}:${year}`);
  return cropForYear(row?.cropType, field.cropType);
}

/**
 * The first crop-year row with a crop for each field and year, by "fieldId:year". A report asks for every field of
 * the farm against the same list, so the list is indexed once (a search per field grew with the square of the farm:
 * the whole-farm acreage report took 18-39x as long for 10x the data).
 */
const indexes = new WeakMap<FieldCropYear[], { length: number; byKey: Map<string, FieldCropYear> }>();
function cropYearIndex(cropYears: FieldCropYear[]) {
  const known = indexes.get(cropYears);
  if (known && known.length === cropYears.length) return known.byKey;
  const byKey = new Map<string, FieldCropYear>();
  for (const r of cropYears) {
    const key = `${r.fieldId}:${r.year}`;
    if (!byKey.has(key) && cropOrNull(r.cropType)) byKey.set(key, r);
  }
  indexes.set(cropYears, { length: cropYears.length, byKey });
  return byKey;
}
