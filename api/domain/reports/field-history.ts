import { z } from "zod";
import { sumCents } from "../money";
import { fieldSummary } from "./field-summary";
import type { FieldUnsold } from "../harvest/field-income";
import { cropOfField } from "./task-rules";
import type { FieldCropYear, MaybeDecimal, ReportTask } from "./types";

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Field history: one field, a row per crop year (oldest first), and the sums of its money columns. */
export const FieldHistoryShape = z.object({
  fieldId: z.number().int(),
  fieldName: z.string(),
  entityId: z.number().int(),
  entityName: z.string(),
  years: z.array(
    z.object({
      cropYear: z.number().int(),
      /** The field's crop that year (`cropForYear`: the crop-year row, else the field's own crop). */
      cropType: z.string().nullable(),
      acres: decimal,
      cost: money,
      income: money,
      net: money,
      netPerAcre: money,
      /** The largest yieldAmount among the year's tasks, with that task's unit (as the field summary shows it). */
      yieldPerAcre: decimal,
      yieldUnit: z.string().nullable(),
    }),
  ),
  totals: z.object({ cost: money, income: money, net: money }),
  /**
   * The crop years whose figures hold an estimate (field-income.ts `fieldEstimates`): typed yield values in the income
   * (no harvest tickets that year), and apart, never in the income, the unsold crop at the mark price.
   */
  estimates: z.array(z.object({ cropYear: z.number().int(), yieldValue: money, unsold: money })),
});
export type FieldHistory = z.infer<typeof FieldHistoryShape>;

export interface FieldHistoryInput {
  field: { id: number; name: string; entityId: number; entityName: string; acreage: MaybeDecimal; cropType: string | null };
  /** The field's crop-year rows, any year. */
  cropYears: FieldCropYear[];
  /** The field's active tasks, every crop year. */
  tasks: ReportTask[];
  /** The field's unsold crop at the mark price, by crop year (estimated, never income). */
  unsold?: FieldUnsold[];
}

/**
 * A field's every crop year: a year with a task or a crop-year row. Each year's row is the field's row of that year's
 * Field Summary (`fieldSummary`: the income-and-cost rule, per acre over the field's acres, the largest yield), so the
 * two reports cannot disagree; the totals add the rows' cents.
 * @example fieldHistory({ field, cropYears: [], tasks: [costOf100In2024] }).years[0] -> { cropYear: 2024, cost: "100.00", ... }
 */
export function fieldHistory(input: FieldHistoryInput): FieldHistory {
  const { field } = input;
  const own = input.cropYears.filter((r) => r.fieldId === field.id);
  const unsold = (input.unsold ?? []).filter((u) => u.fieldId === field.id);
  const years = [...new Set([...input.tasks.map((t) => t.cropYear), ...own.map((r) => r.year), ...unsold.map((u) => u.cropYear)])].sort((a, b) => a - b);
  const estimates: FieldHistory["estimates"] = [];
  const rows = years.map((cropYear) => {
    const crop = cropOfField(field, own, cropYear);
    const summary = fieldSummary({
      entityName: field.entityName,
      cropYear,
      fields: [{ id: field.id, name: field.name, acreage: field.acreage, cropType: crop }],
      tasks: input.tasks.filter((t) => t.fieldId === field.id),
      unsold,
    });
    for (const e of summary.estimates) estimates.push({ cropYear, yieldValue: e.yieldValue, unsold: e.unsold });
    const r = summary.rows[0]!;
    return {
      cropYear,
      cropType: r.cropType,
      acres: r.acres,
      cost: r.totalCosts,
      income: r.income,
      net: r.net,
      netPerAcre: r.netPerAcre,
      yieldPerAcre: r.yieldPerAcre,
      yieldUnit: r.yieldUnit,
    };
  });
  return {
    fieldId: field.id,
    fieldName: field.name,
    entityId: field.entityId,
    entityName: field.entityName,
    years: rows,
    totals: { cost: sumCents(rows.map((r) => r.cost)), income: sumCents(rows.map((r) => r.income)), net: sumCents(rows.map((r) => r.net)) },
    estimates,
  };
}
