import { z } from "zod";
import { compareNames } from "./reports/period";
import { dec, toCents } from "./money";
import { addMoney, moneyFigures, NO_MONEY, type MoneySums, type MoneyTask, taskMoney } from "./task-money";

/**
 * The money the dashboard, the field cards and the Task & Costs screen show, computed on the server by the one rule
 * (`taskMoney`); the UI prints these figures and adds nothing.
 */

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const int = z.number().int();

/** A field's season: cost (its costs only), income and net, and the same per acre of the field. */
export const FieldMoneyShape = z.object({
  cost: money,
  income: money,
  net: money,
  costPerAcre: money,
  incomePerAcre: money,
  netPerAcre: money,
});
export type FieldMoney = z.infer<typeof FieldMoneyShape>;

/** The dashboard charts: the crop year's cost by category and by field, and the totals they add up to. */
export const CostBreakdownShape = z.object({
  year: int,
  /** Categories with a cost or an income in the year, largest cost first. */
  byCategory: z.array(z.object({ categoryId: int, categoryName: z.string(), color: z.string().nullable(), cost: money, income: money })),
  /** Every active field, by name. */
  byField: z.array(z.object({ fieldId: int, fieldName: z.string(), acres: decimal }).extend(FieldMoneyShape.shape)),
  totals: z.object({ acres: decimal }).extend(FieldMoneyShape.shape),
});
export type CostBreakdown = z.infer<typeof CostBreakdownShape>;

/** The money of some tasks of one field and category, summed in SQL (the rule is linear within a category). */
export interface MoneyGroup extends MoneyTask {
  fieldId: number;
  categoryId: number;
  color: string | null;
}

/**
 * The dashboard charts' figures from the year's tasks grouped by field and category. Cost per acre of a field is
 * over its own acreage; the totals are over every field's acres, as the dashboard's Cost per Acre card is.
 * @example costBreakdown(2025, [{ id: 1, name: "North 40", acreage: "40" }], groups).totals.costPerAcre
 */
export function costBreakdown(year: number, fields: Array<{ id: number; name: string; acreage: string | null }>, groups: MoneyGroup[]): CostBreakdown {
  const byCategory = new Map<number, { categoryName: string; color: string | null; sums: MoneySums }>();
  const byField = new Map<number, MoneySums>();
  let all = NO_MONEY;
  for (const g of groups) {
    const m = taskMoney(g);
    const c = byCategory.get(g.categoryId) ?? { categoryName: g.categoryName ?? "", color: g.color, sums: NO_MONEY };
    byCategory.set(g.categoryId, { ...c, sums: addMoney(c.sums, m) });
    byField.set(g.fieldId, addMoney(byField.get(g.fieldId) ?? NO_MONEY, m));
    all = addMoney(all, m);
  }
  const acres = fields.reduce((acc, f) => acc.plus(dec(f.acreage)), dec(0));
  return {
    year,
    byCategory: [...byCategory]
      .map(([categoryId, c]) => ({ categoryId, categoryName: c.categoryName, color: c.color, cost: toCents(c.sums.cost), income: toCents(c.sums.income), order: c.sums.cost }))
      .sort((a, b) => b.order.comparedTo(a.order) || compareNames(a.categoryName, b.categoryName))
      .map(({ order: _order, ...row }) => row),
    byField: [...fields]
      .sort((a, b) => compareNames(a.name, b.name))
      .map((f) => ({ fieldId: f.id, fieldName: f.name, acres: toCents(dec(f.acreage)), ...moneyFigures(byField.get(f.id) ?? NO_MONEY, f.acreage) })),
    totals: { acres: toCents(acres), ...moneyFigures(all, acres) },
  };
}

/** What the Task & Costs filters match: the count and the money of the matching tasks. */
export const TaskTotalsShape = z.object({ count: int, cost: money, income: money, net: money });
export type TaskTotals = z.infer<typeof TaskTotalsShape>;

/** The Task & Costs filters: a search text and, optionally, one category and one field. */
export interface TaskFilterValues {
  search: string;
  categoryId: number | "";
  fieldId: number | "";
}

/** What a task shows that the search reads. */
export interface SearchableTask {
  name: string;
  fieldName: string | null;
  categoryName: string | null;
  cropType: string | null;
  notes: string | null;
  categoryId: number;
  fieldId: number;
}

/**
 * The one search of the Task & Costs screen, used on the server by its table's pages and its totals: the
 * text in the name, field, category, crop or notes (any case), the category and the field.
 * @example taskMatches(task, { search: "hay", categoryId: "", fieldId: 3 })
 */
export function taskMatches(t: SearchableTask, f: TaskFilterValues): boolean {
  const q = f.search.trim().toLowerCase();
  return (
    (f.categoryId === "" || t.categoryId === f.categoryId) &&
    (f.fieldId === "" || t.fieldId === f.fieldId) &&
    (q === "" || [t.name, t.fieldName, t.categoryName, t.cropType, t.notes].some((s) => s?.toLowerCase().includes(q)))
  );
}

/** The Task & Costs table's rows a page, as the screen pages them. */
export const TASK_PAGE_SIZE = 25;

/**
 * One page of the Task & Costs table: of the year's tasks (in the order given: newest first), those the filters
 * match (`taskMatches`), `perPage` from page `page` (1 is the first), with the count and money of all the matching
 * ones (what `taskTotals` gives for the same filters).
 * @example taskPage(tasks, { search: "hay", categoryId: "", fieldId: "" }, 2, 25)
 */
export function taskPage<T extends SearchableTask & MoneyTask>(tasks: T[], f: TaskFilterValues, page: number, perPage: number): { rows: T[]; totals: TaskTotals } {
  const matching = tasks.filter((t) => taskMatches(t, f));
  return { rows: matching.slice((page - 1) * perPage, page * perPage), totals: totalsOf(matching) };
}

/** How many of the tasks each category holds, by category name (the Task & Costs tiles count the whole year). */
export function countByCategory(tasks: Array<Pick<SearchableTask, "categoryName">>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of tasks) if (t.categoryName !== null) counts[t.categoryName] = (counts[t.categoryName] ?? 0) + 1;
  return counts;
}

/** The count and money of the tasks matching the filters. */
export function taskTotals(tasks: Array<SearchableTask & MoneyTask>, f: TaskFilterValues): TaskTotals {
  return totalsOf(tasks.filter((t) => taskMatches(t, f)));
}

function totalsOf(matching: MoneyTask[]): TaskTotals {
  const sums = matching.reduce((acc, t) => addMoney(acc, taskMoney(t)), NO_MONEY);
  return { count: matching.length, cost: toCents(sums.cost), income: toCents(sums.income), net: toCents(sums.income.minus(sums.cost)) };
}
