import { z } from "zod";
import { Dec, toCents, type Dec as DecT } from "../money";
import type { ReportTask } from "../reports/types";
import { CROP_SALES } from "../category-names";
import { taskMoney } from "../task-money";
import type { AccountBook } from "./chart";

// The form's lines live in a module of their own, without zod or decimal.js, so the SPA's first screen can name them.
import { SCHEDULE_F_LINES } from "./schedule-f-lines";
export { SCHEDULE_F_LINE_CODES, SCHEDULE_F_LINES, type ScheduleFLine } from "./schedule-f-lines";

/** Sales of products you raised: where the settlements' net goes. */
export const CROP_SALES_LINE = "2";

/** Where an amount goes when its category's line is on the wrong part of the form. */
const FALLBACK = { I: "8", II: "32" } as const;

const lineOf = (code: string) => SCHEDULE_F_LINES.find((l) => l.line === code);

/** The line an amount of `part` lands on: the mapped one when it is on that part, else Other income / Other expenses. */
export function scheduleFLineFor(mapped: string | null | undefined, part: "I" | "II"): string {
  const line = lineOf(mapped ?? "");
  return line && line.part === part ? line.line : FALLBACK[part];
}

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const lineRow = z.object({ line: z.string(), label: z.string(), amount: money, categories: z.array(z.string()) });
export const ScheduleFShape = z.object({
  entityName: z.string(),
  year: z.number().int(),
  from: z.string(),
  to: z.string(),
  partI: z.array(lineRow),
  /** Line 9. */
  grossIncome: money,
  partII: z.array(lineRow),
  /** Line 33. */
  totalExpenses: money,
  /** Line 34: gross income minus total expenses. */
  netProfit: money,
});
export type ScheduleF = z.infer<typeof ScheduleFShape>;

export interface ScheduleFInput {
  entityName: string;
  /** The calendar (tax) year: tasks dated January 1 to December 31, whatever their crop year. */
  year: number;
  tasks: ReportTask[];
  accounts: AccountBook;
  /** The entity's settlements (crop-sales.ts): each net on line 2 in the year of its date, whatever its crop year. */
  settlements?: ReadonlyArray<{ date: string; net: string }>;
}

/**
 * The Schedule F summary of an entity's calendar year by the income-and-cost rule (`taskMoney`): each task's cost
 * on its category's Part II line, an income category's amount on its Part I line, a cost task's harvest yield value
 * on the yield line (Part I; the loader leaves it out for a field-year with harvest tickets), and each settlement
 * dated in the year at its net on line 2 under "Crop Sales": the buyer's deductions (hauling, drying, checkoff...) are
 * netted, as the buyer paid, not listed again as expenses. Only lines with an amount are listed, in form order.
 * @example scheduleF({ entityName: "Stone Ranch", year: 2025, tasks, accounts }).netProfit
 */
export function scheduleF(input: ScheduleFInput): ScheduleF {
  const from = `${input.year}-01-01`;
  const to = `${input.year}-12-31`;
  const sums = new Map<string, { amount: DecT; categories: Set<string> }>();
  const add = (line: string, amount: DecT, category: string) => {
    if (amount.isZero()) return;
    const s = sums.get(line) ?? { amount: new Dec(0), categories: new Set<string>() };
    s.amount = s.amount.plus(amount);
    s.categories.add(category);
    sums.set(line, s);
  };
  for (const t of input.tasks) {
    if (t.date < from || t.date > to) continue;
    const m = taskMoney(t);
    const mapped = input.accounts.categories[t.categoryId ?? -1]?.scheduleFLine;
    const category = t.categoryName ?? "";
    if (m.kind === "income") add(scheduleFLineFor(mapped, "I"), m.income, category);
    else {
      add(scheduleFLineFor(mapped, "II"), m.cost, category);
      add(scheduleFLineFor(input.accounts.yieldScheduleFLine, "I"), m.income, `${category} (yield value)`);
    }
  }
  for (const s of input.settlements ?? []) {
    if (s.date < from || s.date > to) continue;
    add(CROP_SALES_LINE, new Dec(s.net), CROP_SALES);
  }
  const part = (p: "I" | "II") =>
    SCHEDULE_F_LINES.filter((l) => l.part === p && sums.has(l.line)).map((l) => {
      const s = sums.get(l.line)!;
      return { line: l.line, label: l.label, amount: s.amount, categories: [...s.categories].sort() };
    });
  const partI = part("I");
  const partII = part("II");
  const total = (rows: typeof partI) => rows.reduce<DecT>((acc, r) => acc.plus(r.amount), new Dec(0));
  const gross = total(partI);
  const expenses = total(partII);
  const shown = (rows: typeof partI) => rows.map((r) => ({ ...r, amount: toCents(r.amount) }));
  return {
    entityName: input.entityName,
    year: input.year,
    from,
    to,
    partI: shown(partI),
    grossIncome: toCents(gross),
    partII: shown(partII),
    totalExpenses: toCents(expenses),
    netProfit: toCents(gross.minus(expenses)),
  };
}
