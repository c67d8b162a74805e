import { dec, round, type Dec as DecT } from "../money";
import { cropForYear, cropOrNull } from "../crops";
import type { FieldCropYear, MaybeDecimal, ReportTask } from "./types";

/** True when a stored decimal is above zero (null and "" are 0). */
export const isPositive = (value: MaybeDecimal | DecT) => dec(value).greaterThan(0);

export { perAcre } from "../task-money";

/** The task with the largest yieldAmount, or undefined when none records a yield above 0. */
export function largestYield(tasks: ReportTask[]): { amount: string; unit: string | null } | undefined {
  let best: ReportTask | undefined;
  for (const t of tasks) if (isPositive(t.yieldAmount) && (!best || dec(t.yieldAmount).greaterThan(dec(best.yieldAmount)))) best = t;
  return best && { amount: round(dec(best.yieldAmount), 2), unit: best.yieldUnit };
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
  const row = cropYears.find((r) => r.fieldId === field.id && r.year === year && cropOrNull(r.cropType));
  return cropForYear(row?.cropType, field.cropType);
}
