import { Dec, dec, round, toCents, type Dec as DecT } from "../money";
import { compareNames } from "./period";
import { perAcre, sumTaskMoney } from "../task-money";
import { largestYield } from "./task-rules";
import type { ReportField, ReportTask } from "./types";
import { type FieldUnsold, fieldEstimates, NOTHING_HARVESTED } from "../harvest/field-income";
import type { CostSummary, CostSummaryRow } from "./shapes";

export interface CostSummaryInput {
  entityName: string;
  cropYear: number;
  /** Inclusive YYYY-MM-DD bounds on the task date. */
  from: string;
  to: string;
  /** The entity's fields, crop resolved for the crop year. */
  fields: ReportField[];
  tasks: CostSummaryTask[];
  /** Each field's unsold crop at the mark price (estimated, never income): marked beside the income. */
  unsold?: FieldUnsold[];
}

/**
 * What the cost summary reads of a task. The report shows the income and the cost of the one rule (`taskMoney`),
 * which depend on nothing but the income-category flag and the money columns, and the amount of the largest yield.
 * So a row may also stand for several tasks of one field and one side of that flag, dated within from..to: their
 * money summed (a yield value only above 0), categoryName null, their largest yield amount; the report is then the
 * same as from the tasks one by one (the service reads such rows from SQL; tests/api/cost-summary-groups.test.ts
 * holds the two to the same answer).
 */
export type CostSummaryTask = Pick<
  ReportTask,
  "fieldId" | "cropYear" | "date" | "categoryName" | "isIncomeCategory" | "totalCost" | "equipmentTotal" | "totalYieldValue" | "yieldAmount"
>;

const HUNDRED = new Dec(100);

function money(income: DecT, cost: DecT, acres: DecT): Omit<CostSummary["totals"], "totalAcres"> {
  const net = income.minus(cost);
  return {
    income: toCents(income),
    incomePerAcre: perAcre(income, acres),
    cost: toCents(cost),
    costPerAcre: perAcre(cost, acres),
    net: toCents(net),
    netPerAcre: perAcre(net, acres),
    yieldEstimate: toCents(income.div(HUNDRED)),
  };
}

/**
 * 'Accounting Cost Summary By Ranch and Field': per field, income against cost by the one rule
 * (`taskMoney`), over the tasks of the crop year dated from..to; one row per field, by name, and the entity's total row.
 */
export function costSummary(input: CostSummaryInput): CostSummary {
  const tasks = input.tasks.filter((t) => t.cropYear === input.cropYear && t.date >= input.from && t.date <= input.to);
  let income: DecT = new Dec(0);
  let cost: DecT = new Dec(0);
  let acres: DecT = new Dec(0);

  const rows = [...input.fields].sort((a, b) => compareNames(a.name, b.name)).map((field): CostSummaryRow => {
    const own = tasks.filter((t) => t.fieldId === field.id);
    const sums = sumTaskMoney(own);
    const fieldAcres = dec(field.acreage);
    income = income.plus(sums.income);
    cost = cost.plus(sums.cost);
    acres = acres.plus(fieldAcres);
    return {
      fieldId: field.id,
      fieldName: field.name,
      cropType: field.cropType,
      totalAcres: round(fieldAcres, 2),
      yieldPerAcre: largestYield(own)?.amount ?? "0.00",
      ...money(sums.income, sums.cost, fieldAcres),
    };
  });

  return {
    entityName: input.entityName,
    cropYear: input.cropYear,
    from: input.from,
    to: input.to,
    rows,
    totals: { totalAcres: round(acres, 2), ...money(income, cost, acres) },
    estimates: fieldEstimates(input.cropYear, tasks, { estimated: input.unsold ?? [], harvested: NOTHING_HARVESTED }, new Set(input.fields.map((f) => f.id))),
  };
}
