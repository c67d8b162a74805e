import { Dec, dec, toCents, type Dec as DecT } from "./money";
import { CATEGORY_NAME, isNonBillable } from "./task-categories";
import { isIncome } from "./task-kind";

export { isIncome };

type Num = string | number | null | undefined;

/** What the income-or-cost rule reads of a task: its category and its stored totals. */
export interface MoneyTask {
  categoryName: string | null;
  /** The category's `isIncomeCategory` flag (Income Generated, or any custom category so flagged). */
  isIncomeCategory: boolean | null;
  totalCost: Num;
  equipmentTotal: Num;
  totalYieldValue: Num;
  /**
   * Its approved time's labor cost (part of totalCost): read by a report that shows a Labor column; a loader that
   * leaves it out reads as 0 labor and the same columns.
   */
  laborCost?: Num;
}

/**
 * Every money column a screen, report or export shows for one task. `cultural + other + equip = cost`.
 * `labor` is information, not one more column of the sum: the part of the cost that is approved time (inside
 * cultural, or other for a Water Assessment, Rent or Farm Management task); 0 for an income task.
 * `billable` is the signed amount the monthly invoice prints (a credit is negative), null when the invoice leaves
 * the task off.
 */
export interface TaskMoney {
  kind: "income" | "cost";
  income: DecT;
  cultural: DecT;
  other: DecT;
  equip: DecT;
  cost: DecT;
  labor: DecT;
  billable: DecT | null;
}

const ZERO = new Dec(0);

/**
 * The one rule for income and cost (shared/DECISIONS.md, "Income and cost"; docs/decisions/income-and-cost.md):
 * - a task of an income category is income: its totalCost (per-acre amount x acres); never a cost; its yield
 *   figures are statistics, not more income. On the invoice it is a credit (negative).
 * - any other task is a cost of its totalCost, split into columns: Water Assessment and Rent their full total
 *   (Other); Farm Management total minus equipment (Other) and equipment (Equip); every other category total minus
 *   equipment (Cultural) and equipment (Equip). Its totalYieldValue, when above 0, is income in the profit reports,
 *   never an invoice line.
 * - Water Assessment, Rent and Farm Management are never billed.
 * @example taskMoney({ categoryName: "Seed", isIncomeCategory: false, totalCost: "100", equipmentTotal: "0", totalYieldValue: "1000" })
 *   // cost 100, income 1000, billable 100
 */
export function taskMoney(task: MoneyTask): TaskMoney {
  const total = dec(task.totalCost);
  const billed = !isNonBillable(task.categoryName);
  if (isIncome(task)) {
    return { kind: "income", income: total, cultural: ZERO, other: ZERO, equip: ZERO, cost: ZERO, labor: ZERO, billable: billed ? total.neg() : null };
  }
  const yieldValue = dec(task.totalYieldValue);
  const income = yieldValue.greaterThan(0) ? yieldValue : ZERO;
  const equip = dec(task.equipmentTotal);
  const base = { kind: "cost" as const, income, cost: total, labor: dec(task.laborCost), billable: billed ? total : null };
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

/** The columns summed over many tasks, exactly (the invoice's billable sum counts billed tasks only). */
export interface MoneySums {
  income: DecT;
  cultural: DecT;
  other: DecT;
  equip: DecT;
  cost: DecT;
  /** The approved time's labor cost inside `cost` (information). */
  labor: DecT;
  billable: DecT;
}

export const NO_MONEY: MoneySums = { income: ZERO, cultural: ZERO, other: ZERO, equip: ZERO, cost: ZERO, labor: ZERO, billable: ZERO };

/** Adds one task's columns to running sums. */
export function addMoney(acc: MoneySums, m: TaskMoney): MoneySums {
  return {
    income: acc.income.plus(m.income),
    cultural: acc.cultural.plus(m.cultural),
    other: acc.other.plus(m.other),
    equip: acc.equip.plus(m.equip),
    cost: acc.cost.plus(m.cost),
    labor: acc.labor.plus(m.labor),
    billable: m.billable ? acc.billable.plus(m.billable) : acc.billable,
  };
}

/**
 * The columns summed over tasks, added to `from` (sums of tasks before them: a long list summed a page at a time).
 * @example sumTaskMoney([seedTask, saleTask]).cost
 */
export function sumTaskMoney(tasks: MoneyTask[], from: MoneySums = NO_MONEY): MoneySums {
  return tasks.reduce((acc, t) => addMoney(acc, taskMoney(t)), from);
}

/**
 * An amount per acre in cents; 0.00 when there are no acres (a figure never divides by zero).
 * @example perAcre(dec("100"), "3") === "33.33"
 */
export function perAcre(amount: DecT, acres: Num | DecT): string {
  const a = dec(acres);
  return a.greaterThan(0) ? toCents(amount.div(a)) : "0.00";
}

/** A field's season in money: what the field card, the charts and the totals endpoints show. */
export interface FieldMoneyFigures {
  cost: string;
  income: string;
  net: string;
  costPerAcre: string;
  incomePerAcre: string;
  netPerAcre: string;
}

/**
 * Cost, income and net of some tasks over some acres, each rounded once to cents; per-acre figures divide the
 * exact sums by the acres.
 * @example moneyFigures(sumTaskMoney(tasks), "40").costPerAcre
 */
export function moneyFigures(sums: Pick<MoneySums, "cost" | "income">, acres: Num | DecT): FieldMoneyFigures {
  const net = sums.income.minus(sums.cost);
  return {
    cost: toCents(sums.cost),
    income: toCents(sums.income),
    net: toCents(net),
    costPerAcre: perAcre(sums.cost, acres),
    incomePerAcre: perAcre(sums.income, acres),
    netPerAcre: perAcre(net, acres),
  };
}
