import { CROP_SALES } from "../category-names";
import { Dec, dec, toCents, type Dec as DecT } from "../money";
import type { MoneyTask } from "../task-money";
import { isIncome } from "../task-kind";
import type { ReportTask } from "../reports/types";

export { CROP_SALES };

/**
 * What the profit reports read of a farm's harvest and sales (shared/DECISIONS.md "Income and cost";
 * docs/decisions/harvest-income.md). A field's income = its income-category tasks + its share of its crop pool's
 * settlements (`fieldSalesIncome`, allocation.ts), shown under one source, "Crop Sales". A yield value typed on a cost
 * task counts as income only for a field-year with no harvest tickets, and is then an estimate; the unsold crop at
 * the office's mark price is an estimate shown apart, never in income.
 */

type Amount = string | number | DecT;

/** A field's share of one settlement's net: a row of `fieldSalesIncome` (allocation.ts). Dated by the settlement. */
export interface FieldSale {
  fieldId: number;
  cropYear: number;
  crop: string;
  settlementId: number;
  /** The settlement's date, YYYY-MM-DD: the date a report filtering by date reads. */
  date: string;
  amount: Amount;
  /** The settlement's number and buyer, when the loader has them: the line's words. */
  number?: string;
  buyerName?: string;
}

/** A field's share of its pool's unsold crop at the mark price (`estimatedUnsold`): an estimate, never income. */
export interface FieldUnsold {
  fieldId: number;
  cropYear: number;
  crop: string;
  amount: Amount;
}

/** A scope's harvest and sales as the profit reports read them (api/services/sales-income.service.ts loads it). */
export interface FieldIncome {
  /** Each field's share of each settlement: realised income. */
  realised: FieldSale[];
  /** Each field's share of its pools' unsold crop at the mark price: estimated, shown apart. */
  estimated: FieldUnsold[];
  /** The field-years with a harvest ticket (`fieldYear` keys): a yield value typed on their cost tasks is no income. */
  harvested: ReadonlySet<string>;
}

/** No field-year harvested (for tasks already under `withYieldRule`). */
export const NOTHING_HARVESTED: ReadonlySet<string> = new Set();

/** No harvest records: every figure is today's. */
export const NO_FIELD_INCOME: FieldIncome = { realised: [], estimated: [], harvested: new Set() };

/**
 * The key of a field's crop year in `FieldIncome.harvested`.
 * @example fieldYear(7, 2026) === "7/2026"
 */
export const fieldYear = (fieldId: number, cropYear: number): string => `${fieldId}/${cropYear}`;

/**
 * Whether a task's typed yield value is income (the yield rule): a cost task's yield value counts only for a
 * field-year without harvest tickets. An income-category task's yield figures are never income (`taskMoney`).
 * @example yieldCounts({ fieldId: 7, cropYear: 2026 }, new Set(["7/2026"])) === false
 */
export function yieldCounts(task: { fieldId: number; cropYear: number }, harvested: ReadonlySet<string>): boolean {
  return !harvested.has(fieldYear(task.fieldId, task.cropYear));
}

/**
 * The tasks (or task sums of one field and crop year) as the income rule reads them once harvests are recorded: a
 * cost task of a harvested field-year carries no yield value (its yield amount stays, a statistic). Sums that carry
 * no crop year (the dashboard charts' groups) are all of `cropYear`. The same array when no field-year is harvested,
 * so a farm that records no harvests keeps today's figures.
 * @example withYieldRule([seedWithYieldOnField7In2026], new Set(["7/2026"]))[0].totalYieldValue === "0"
 */
export function withYieldRule<T extends Pick<MoneyTask, "isIncomeCategory" | "totalYieldValue"> & { fieldId: number; cropYear?: number }>(
  tasks: T[],
  harvested: ReadonlySet<string>,
  cropYear?: number,
): T[] {
  if (harvested.size === 0) return tasks;
  return tasks.map((t) =>
    isIncome(t) || yieldCounts({ fieldId: t.fieldId, cropYear: t.cropYear ?? cropYear ?? 0 }, harvested) || !dec(t.totalYieldValue).greaterThan(0)
      ? t
      : { ...t, totalYieldValue: "0" },
  );
}

/** A settlement share as the income rule reads a task: income of the "Crop Sales" source (never a cost, never billed). */
export interface SaleMoney extends MoneyTask {
  fieldId: number;
  cropYear: number;
  date: string;
  settlementId: number;
  categoryName: typeof CROP_SALES;
  isIncomeCategory: true;
  yieldAmount: null;
}

/**
 * The settlement shares as income rows under "Crop Sales": summed with the tasks by `sumTaskMoney`, each is income of
 * its amount and no cost. Sorted by date, settlement, field.
 * @example saleMoney([{ fieldId: 1, cropYear: 2026, crop: "Corn", settlementId: 3, date: "2026-11-02", amount: "20152.60" }])[0].totalCost === "20152.60"
 */
export function saleMoney(sales: readonly FieldSale[]): SaleMoney[] {
  return [...sales].sort(bySale).map((s) => ({
    fieldId: s.fieldId,
    cropYear: s.cropYear,
    date: s.date,
    settlementId: s.settlementId,
    categoryName: CROP_SALES,
    isIncomeCategory: true,
    totalCost: toCents(dec(s.amount)),
    equipmentTotal: "0",
    totalYieldValue: "0",
    yieldAmount: null,
  }));
}

const bySale = (a: FieldSale, b: FieldSale) => a.date.localeCompare(b.date) || a.settlementId - b.settlementId || a.fieldId - b.fieldId;

/** A settlement share as a line of a report that lists tasks: a ReportTask of the "Crop Sales" source. */
export type SaleTask = ReportTask & { settlementId: number };

/**
 * The settlement shares as the report lines of tasks (detailed operations, the field report): each a line of the
 * "Crop Sales" source named by the settlement (number and buyer), its id negative (-1, -2, ... in date order) so that it
 * is never taken for a task's.
 * @example saleTasks(sales, new Map([[1, "North 40"]]))[0] -> { id: -1, categoryName: "Crop Sales", totalCost: "20152.60", ... }
 */
export function saleTasks(sales: readonly FieldSale[], fieldNames: ReadonlyMap<number, string> = new Map()): SaleTask[] {
  return [...sales].sort(bySale).map((s, i) => ({
    id: -(i + 1),
    settlementId: s.settlementId,
    name: saleName(s),
    fieldId: s.fieldId,
    fieldName: fieldNames.get(s.fieldId) ?? "",
    categoryId: null,
    categoryName: CROP_SALES,
    isIncomeCategory: true,
    date: s.date,
    cropYear: s.cropYear,
    cropType: s.crop,
    notes: null,
    totalCost: toCents(dec(s.amount)),
    costPerAcre: null,
    acresCovered: null,
    equipmentRental: null,
    equipmentTotal: "0",
    equipmentDescription: null,
    waterAssessmentTotal: null,
    rentTotal: null,
    totalYieldValue: "0",
    yieldAmount: null,
    yieldUnit: null,
    yieldValuePerUnit: null,
    fertilizerId: null,
    fertilizerGallonsApplied: null,
    irrigationType: null,
    irrigationHours: null,
    waterInchesApplied: null,
  }));
}

/** "Corn #S-1041 Cargill": the crop, the settlement's number and the buyer (data, in no language). */
function saleName(s: FieldSale): string {
  return [s.crop.trim(), s.number ? `#${s.number}` : `#${s.settlementId}`, s.buyerName?.trim()].filter(Boolean).join(" ");
}

/** The realised shares of some fields in a crop year, dated from..to when given (by the settlement's date). */
export function salesOf(sales: readonly FieldSale[], where: { cropYear?: number; fieldIds?: ReadonlySet<number>; from?: string; to?: string; month?: number }): FieldSale[] {
  return sales.filter(
    (s) =>
      (where.cropYear === undefined || s.cropYear === where.cropYear) &&
      (where.fieldIds === undefined || where.fieldIds.has(s.fieldId)) &&
      (where.from === undefined || s.date >= where.from) &&
      (where.to === undefined || s.date <= where.to) &&
      (where.month === undefined || Number(s.date.slice(5, 7)) === where.month),
  );
}

/** A field's estimates of a crop year: what its income holds of typed yield values, and its unsold crop at the mark. */
export interface FieldEstimate {
  fieldId: number;
  /** Typed yield values counted as income (a field-year without harvest tickets): part of the income, an estimate. */
  yieldValue: string;
  /** The unsold crop at the mark price: never part of the income, shown apart. */
  unsold: string;
}

/**
 * What each field's figures hold as estimates in a crop year (every year when undefined; only the fields with one, by
 * field id): the typed yield values its income counts (`yieldCounts`) and its unsold crop at the mark. Where a report
 * shows income, these mark it "estimated". Tasks already under `withYieldRule` may be given with no harvested set.
 * @example fieldEstimates(2026, tasks, income) // [{ fieldId: 2, yieldValue: "1000.00", unsold: "0.00" }]
 */
export function fieldEstimates(
  cropYear: number | undefined,
  tasks: ReadonlyArray<Pick<MoneyTask, "isIncomeCategory" | "totalYieldValue"> & { fieldId: number; cropYear: number }>,
  income: Pick<FieldIncome, "estimated" | "harvested">,
  fieldIds?: ReadonlySet<number>,
): FieldEstimate[] {
  const yieldValue = new Map<number, DecT>();
  const unsold = new Map<number, DecT>();
  const add = (m: Map<number, DecT>, id: number, v: DecT) => m.set(id, (m.get(id) ?? new Dec(0)).plus(v));
  for (const t of tasks) {
    if ((cropYear !== undefined && t.cropYear !== cropYear) || isIncome(t) || !yieldCounts(t, income.harvested)) continue;
    const v = dec(t.totalYieldValue);
    if (v.greaterThan(0)) add(yieldValue, t.fieldId, v);
  }
  for (const u of income.estimated) if (cropYear === undefined || u.cropYear === cropYear) add(unsold, u.fieldId, dec(u.amount));
  return [...new Set([...yieldValue.keys(), ...unsold.keys()])]
    .filter((id) => fieldIds === undefined || fieldIds.has(id))
    .sort((a, b) => a - b)
    .map((fieldId) => ({ fieldId, yieldValue: toCents(yieldValue.get(fieldId) ?? new Dec(0)), unsold: toCents(unsold.get(fieldId) ?? new Dec(0)) }))
    .filter((e) => e.yieldValue !== "0.00" || e.unsold !== "0.00");
}

/** Which settlement shares a report reads: its crop year (or years), its fields, its dates. */
export type SalesWhere = Parameters<typeof salesOf>[1];

/**
 * The rows a profit report sums, by the income rule with harvests: its tasks (or task sums) under the yield rule,
 * then its fields' settlement shares of the "Crop Sales" source, those `where` picks (the report's crop year, fields
 * and dates: a share is dated by its settlement). With `lines` (field names) each share is a line of its own
 * (`saleTasks`: a report that lists lines); without, the shares of a field and crop year come as one row, their sum,
 * dated by the first of them (a report that only adds up, so that a busy farm's many settlements cost it nothing).
 * With no harvest records, the tasks as they are.
 * @example withSales(tasks, income, { cropYear: 2026, from: "2026-01-01", to: "2026-12-31" })
 */
export function withSales<T extends Pick<MoneyTask, "isIncomeCategory" | "totalYieldValue"> & { fieldId: number; cropYear: number }>(
  tasks: T[],
  income: FieldIncome,
  where: SalesWhere,
  lines?: ReadonlyMap<number, string>,
): Array<T | SaleTask> {
  const ruled = withYieldRule(tasks, income.harvested);
  if (!income.realised.length) return ruled;
  const picked = salesOf(income.realised, where);
  const sales = lines ? saleTasks(picked, lines) : saleTasks(summedByFieldYear(picked));
  return sales.length ? [...ruled, ...sales] : ruled;
}

/** The shares of each field and crop year as one, their amounts added, dated and numbered by the first. */
function summedByFieldYear(sales: readonly FieldSale[]): FieldSale[] {
  const sums = new Map<string, FieldSale & { amount: DecT }>();
  for (const s of [...sales].sort(bySale)) {
    const key = fieldYear(s.fieldId, s.cropYear);
    const sum = sums.get(key);
    if (sum) sum.amount = sum.amount.plus(dec(s.amount));
    else sums.set(key, { ...s, amount: dec(s.amount) });
  }
  return [...sums.values()];
}

/** The id the charts give the "Crop Sales" source among the task categories (no category has id 0). */
export const CROP_SALES_ID = 0;

/** The settlement shares by field, each field's by date. */
export function salesByField(sales: readonly FieldSale[]): Map<number, FieldSale[]> {
  const byField = new Map<number, FieldSale[]>();
  for (const s of [...sales].sort(bySale)) {
    const list = byField.get(s.fieldId);
    if (list) list.push(s);
    else byField.set(s.fieldId, [s]);
  }
  return byField;
}

/**
 * Each field's settlement shares summed as one "Crop Sales" group of the charts (`costBreakdown` reads groups by
 * field and category): income, no cost.
 * @example cropSalesGroups(sales) // [{ fieldId: 1, categoryId: 0, categoryName: "Crop Sales", totalCost: "20152.60", ... }]
 */
export function cropSalesGroups(sales: readonly FieldSale[]) {
  return [...salesByField(sales)].map(([fieldId, own]) => ({
    fieldId,
    categoryId: CROP_SALES_ID,
    categoryName: CROP_SALES,
    color: null,
    isIncomeCategory: true,
    totalCost: toCents(own.reduce<DecT>((acc, s) => acc.plus(dec(s.amount)), new Dec(0))),
    equipmentTotal: "0",
    totalYieldValue: "0",
  }));
}
