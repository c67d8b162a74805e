import { Dec, toCents, type Dec as DecT } from "../money";
import { compareNames } from "../reports/period";
import type { ReportTask } from "../reports/types";
import { addMoney, NO_MONEY, taskMoney, type MoneySums, type TaskMoney } from "../task-money";
import { type AccountBook, accountName, invoiceAccount } from "./chart";
import type { JournalSale } from "./crop-sales";
import type { Journal } from "./journal-shape";

export interface JournalInput {
  /** Inclusive YYYY-MM-DD bounds on the task date (any crop year). */
  from: string;
  to: string;
  /** The entities exported, each with its own chart. */
  entities: Array<{ id: number; name: string; accounts: AccountBook }>;
  tasks: ReportTask[];
  /** Crop sales: each field's share of a settlement dated from..to (crop-sales.ts `journalSales`). */
  sales?: JournalSale[];
}

type Entry = Journal["entries"][number];
const ZERO = new Dec(0);
/** Each value's position in `ordered`. */
const rank = <T>(ordered: T[]) => new Map(ordered.map((v, i) => [v, i]));

/** Report tasks carry their entity; a task without one belongs to no exported entity. */
const entityOf = (t: ReportTask) => t.entityId ?? -1;

interface Posting {
  account: number;
  debit: DecT;
  credit: DecT;
}

/**
 * One task's postings by the income-and-cost rule (`taskMoney`): a cost debits its category's invoice account and
 * credits the entity's offset account; income (an income category's amount, or a cost task's harvest yield value)
 * debits the offset account and credits the category's account or the yield income account. Debits come first.
 */
function postings(task: ReportTask, m: TaskMoney, book: AccountBook): Posting[] {
  const category = invoiceAccount(book, task.categoryId);
  const debits: Posting[] = [];
  const credits: Posting[] = [];
  if (m.kind === "income") {
    if (!m.income.isZero()) {
      debits.push({ account: book.offsetAccount, debit: m.income, credit: ZERO });
      credits.push({ account: category, debit: ZERO, credit: m.income });
    }
    return [...debits, ...credits];
  }
  if (!m.cost.isZero()) {
    debits.push({ account: category, debit: m.cost, credit: ZERO });
    credits.push({ account: book.offsetAccount, debit: ZERO, credit: m.cost });
  }
  if (!m.income.isZero()) {
    debits.push({ account: book.offsetAccount, debit: m.income, credit: ZERO });
    credits.push({ account: book.yieldIncomeAccount, debit: ZERO, credit: m.income });
  }
  return [...debits, ...credits];
}

function totalsOf(sums: MoneySums, debits: DecT, credits: DecT) {
  return { debits: toCents(debits), credits: toCents(credits), cost: toCents(sums.cost), income: toCents(sums.income), billed: toCents(sums.billable) };
}

/**
 * A crop sale's postings: the settlement's share debits the offset account (the money the farm's books hold with the
 * manager, as every income entry does) and credits the yield income account, the chart's crop sales (9100).
 */
function salePostings(sale: JournalSale, book: AccountBook): Posting[] {
  const amount = new Dec(sale.amount);
  if (amount.isZero()) return [];
  return [
    { account: book.offsetAccount, debit: amount, credit: ZERO },
    { account: book.yieldIncomeAccount, debit: ZERO, credit: amount },
  ];
}

/**
 * The general journal of a period: one balanced entry per task dated from..to, and one per field's share of each
 * settlement dated from..to (crop sales: FCM-S<settlement>-<field>), by entity, date, field and task;
 * class = the field, name = the entity. Its cost and income are the cost summary's for the same tasks and sales and
 * its `billed` the monthly invoice's (which bills no sale), because all come from `taskMoney` and the sales rule.
 * @example journal({ from: "2025-03-01", to: "2025-03-31", entities: [{ id: 1, name: "Stone Ranch", accounts }], tasks })
 */
export function journal(input: JournalInput): Journal {
  const books = new Map(input.entities.map((e) => [e.id, e]));
  const kept = input.tasks.filter((t) => t.date >= input.from && t.date <= input.to && books.has(entityOf(t)));
  const sales = (input.sales ?? []).filter((s) => s.date >= input.from && s.date <= input.to && books.has(s.entityId));
  // Names are ranked once and tasks sorted on the ranks: a year of a large farm is tens of thousands of tasks, and
  // a locale comparison per pair costs seconds there.
  const entityRank = rank([...books.values()].sort((a, b) => compareNames(a.name, b.name) || a.id - b.id).map((e) => e.id));
  const fieldRank = rank([...new Set([...kept.map((t) => t.fieldName), ...sales.map((s) => s.fieldName)])].sort(compareNames));
  // One sortable key per task (entity rank, date, field rank, id), compared as plain strings; a sale after the
  // field's tasks of its day.
  const pad = (n: number) => String(n).padStart(10, "0");
  type Item = { task: ReportTask; sale?: undefined } | { sale: JournalSale; task?: undefined };
  const items: Item[] = [
    ...kept.map((t) => ({ item: { task: t } as Item, key: `${pad(entityRank.get(entityOf(t))!)}${t.date}${pad(fieldRank.get(t.fieldName)!)}A${pad(t.id)}` })),
    ...sales.map((s) => ({ item: { sale: s } as Item, key: `${pad(entityRank.get(s.entityId)!)}${s.date}${pad(fieldRank.get(s.fieldName)!)}B${pad(s.settlementId)}${pad(s.fieldId ?? 0)}` })),
  ]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((k) => k.item);

  const years = new Map<number, { sums: MoneySums; debits: DecT; credits: DecT }>();
  const entries: Entry[] = [];
  for (const item of items) {
    if (item.sale) {
      const sale = item.sale;
      const entity = books.get(sale.entityId)!;
      const lines = salePostings(sale, entity.accounts);
      const amount = new Dec(sale.amount);
      const year = years.get(sale.cropYear) ?? { sums: NO_MONEY, debits: ZERO, credits: ZERO };
      years.set(sale.cropYear, { sums: { ...year.sums, income: year.sums.income.plus(amount) }, debits: year.debits.plus(amount), credits: year.credits.plus(amount) });
      if (lines.length === 0) continue;
      entries.push({
        number: sale.fieldId === null ? `FCM-S${sale.settlementId}` : `FCM-S${sale.settlementId}-${sale.fieldId}`,
        date: sale.date,
        taskId: null,
        settlementId: sale.settlementId,
        cropYear: sale.cropYear,
        entityId: entity.id,
        entityName: entity.name,
        fieldName: sale.fieldName,
        memo: sale.memo,
        lines: lines.map((l) => ({ account: l.account, accountName: accountName(entity.accounts, l.account), debit: toCents(l.debit), credit: toCents(l.credit) })),
      });
      continue;
    }
    const task = item.task;
    const entity = books.get(entityOf(task))!;
    const m = taskMoney(task);
    const lines = postings(task, m, entity.accounts);
    const dr = lines.reduce<DecT>((acc, l) => acc.plus(l.debit), ZERO);
    const cr = lines.reduce<DecT>((acc, l) => acc.plus(l.credit), ZERO);
    const year = years.get(task.cropYear) ?? { sums: NO_MONEY, debits: ZERO, credits: ZERO };
    years.set(task.cropYear, { sums: addMoney(year.sums, m), debits: year.debits.plus(dr), credits: year.credits.plus(cr) });
    if (lines.length === 0) continue;
    entries.push({
      number: `FCM-${task.id}`,
      date: task.date,
      taskId: task.id,
      cropYear: task.cropYear,
      entityId: entity.id,
      entityName: entity.name,
      fieldName: task.fieldName,
      memo: task.name,
      lines: lines.map((l) => ({
        account: l.account,
        accountName: accountName(entity.accounts, l.account),
        debit: toCents(l.debit),
        credit: toCents(l.credit),
      })),
    });
  }

  // The whole period is the sum of its crop years.
  let sums = NO_MONEY;
  let debits: DecT = ZERO;
  let credits: DecT = ZERO;
  for (const y of years.values()) {
    sums = { ...sums, income: sums.income.plus(y.sums.income), cost: sums.cost.plus(y.sums.cost), billable: sums.billable.plus(y.sums.billable) };
    debits = debits.plus(y.debits);
    credits = credits.plus(y.credits);
  }
  return {
    from: input.from,
    to: input.to,
    entries,
    totals: { ...totalsOf(sums, debits, credits), entries: entries.length, lines: entries.reduce((n, e) => n + e.lines.length, 0) },
    byCropYear: [...years.entries()].sort(([a], [b]) => a - b).map(([cropYear, y]) => ({ cropYear, ...totalsOf(y.sums, y.debits, y.credits) })),
  };
}
