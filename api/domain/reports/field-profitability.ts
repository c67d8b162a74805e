import { Dec, dec, round, toCents, type Dec as DecT } from "../money";
import { monthOf } from "./period";
import { perAcre, taskMoney } from "../task-money";
import { isPositive } from "./task-rules";
import type { MaybeDecimal, ReportTask } from "./types";
import type { FieldProfitability } from "./shapes";
import { type FieldUnsold, fieldEstimates, NOTHING_HARVESTED } from "../harvest/field-income";

export interface FieldProfitabilityInput {
  /** The whole field's acreage: every per-acre figure divides by it. */
  acreage: MaybeDecimal;
  /** The field's tasks; narrowed here to the crop year and month when given. */
  tasks: ReportTask[];
  cropYear?: number;
  month?: number;
  /** The field's unsold crop at the mark price (estimated, never income): marked beside a whole year's income. */
  unsold?: FieldUnsold[];
}

const percent = (part: DecT, whole: DecT) => round(part.div(whole).times(100), 1);

/**
 * The field report's profitability summary. Units harvested = yield per acre x the whole field's acreage, as the total
 * yield value is (spec 000 section 5), so the break-even price is in dollars per unit of the yield's own unit.
 */
export function fieldProfitability(input: FieldProfitabilityInput): FieldProfitability {
  const acres = dec(input.acreage);
  const tasks = input.tasks
    .filter((t) => (input.cropYear === undefined || t.cropYear === input.cropYear) && (input.month === undefined || monthOf(t.date) === input.month))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

  let revenue: DecT = new Dec(0);
  let costs: DecT = new Dec(0);
  let equipment: DecT = new Dec(0);
  let units: DecT = new Dec(0);
  for (const t of tasks) {
    const c = taskMoney(t);
    revenue = revenue.plus(c.income);
    costs = costs.plus(c.cultural).plus(c.other);
    equipment = equipment.plus(c.equip);
    if (isPositive(t.yieldAmount)) units = units.plus(dec(t.yieldAmount).times(acres));
  }
  const spent = costs.plus(equipment);
  const net = revenue.minus(spent);
  const judged = revenue.greaterThan(0) && spent.greaterThan(0);

  return {
    fieldSize: round(acres, 2),
    totals: { revenue: toCents(revenue), costs: toCents(costs), equipmentRental: toCents(equipment), netProfit: toCents(net) },
    perAcre: { revenue: perAcre(revenue, acres), costs: perAcre(costs, acres), equipmentRental: perAcre(equipment, acres), netProfit: perAcre(net, acres) },
    profitMargin: judged ? percent(net, revenue) : "0.0",
    returnOnInvestment: judged ? percent(net, spent) : "0.0",
    breakEvenPrice: units.greaterThan(0) ? toCents(spent.div(units)) : "N/A",
    yieldAnalysis: tasks.filter((t) => isPositive(t.yieldAmount)).map((t) => ({
      taskId: t.id,
      taskName: t.name,
      date: t.date,
      yieldAmount: round(dec(t.yieldAmount), 2),
      yieldUnit: t.yieldUnit,
      totalUnits: round(dec(t.yieldAmount).times(acres), 2),
      income: toCents(taskMoney(t).income),
    })),
    operatingCosts: tasks.filter((t) => taskMoney(t).kind === "cost").map((t) => ({
      taskId: t.id,
      taskName: t.name,
      categoryName: t.categoryName ?? "",
      date: t.date,
      totalCost: toCents(dec(t.totalCost)),
      equipmentTotal: toCents(dec(t.equipmentTotal)),
    })),
    estimates: fieldEstimates(input.cropYear, tasks, { estimated: input.month === undefined ? (input.unsold ?? []) : [], harvested: NOTHING_HARVESTED }),
  };
}
