import { compareNames } from "../reports/period";
import { dec, round, toCents, type Dec } from "../money";
import { taskMoney } from "../task-money";
import { type ActualGroup, type Plan, type PlanField, planForField } from "./plan";
import type { BudgetVsActual } from "./shapes";
import { isOverBudget, variance } from "./variance";

export interface BudgetVsActualInput {
  entity: { id: number; name: string };
  cropYear: number;
  overBudgetPercent: string;
  fields: PlanField[];
  plans: Plan[];
  actuals: ActualGroup[];
}

interface Cell {
  categoryName: string;
  budget: Dec;
  actual: Dec;
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const ZERO = dec(0);

const addCell = (map: Map<number, Cell>, id: number, name: string, budget: Dec, actual: Dec) => {
  const c = map.get(id) ?? { categoryName: name, budget: ZERO, actual: ZERO };
  map.set(id, { categoryName: c.categoryName || name, budget: c.budget.plus(budget), actual: c.actual.plus(actual) });
};

const linesOf = (cells: Map<number, Cell>, acres: string | Dec | null) =>
  [...cells]
    .sort(([, a], [, b]) => compareNames(a.categoryName, b.categoryName))
    .map(([categoryId, c]) => ({ categoryId, categoryName: c.categoryName, ...variance(c.budget, c.actual, acres) }));

/**
 * Budget against actual for an entity's crop year. Per field and category: the budget's $/acre x the field's acres
 * against the field's actual costs of that category (`taskMoney`: income is never a cost). The entity's roll-up adds
 * the totals and divides by every field's acres, so its $/acre is weighted by acres. A field is over budget when
 * its total variance is above `overBudgetPercent`. The monthly line takes the actual cost by month number of the
 * task date; a budget line with a planned month counts in that month, one without is spread evenly over twelve.
 */
export function budgetVsActual(input: BudgetVsActualInput): BudgetVsActual {
  const actualByField = new Map<number, Map<number, Cell>>();
  const actualByMonth = new Map<number, Dec>();
  for (const g of input.actuals) {
    const cost = taskMoney(g).cost;
    if (cost.isZero()) continue;
    const cells = actualByField.get(g.fieldId) ?? new Map<number, Cell>();
    addCell(cells, g.categoryId, g.categoryName ?? "", ZERO, cost);
    actualByField.set(g.fieldId, cells);
    actualByMonth.set(g.month, (actualByMonth.get(g.month) ?? ZERO).plus(cost));
  }

  const entityCells = new Map<number, Cell>();
  const budgetByMonth = new Map<number, Dec>();
  let acres = ZERO;
  const fields = [...input.fields].sort((a, b) => compareNames(a.name, b.name) || a.id - b.id).map((f) => {
    const applied = planForField(f, input.plans);
    const fieldAcres = dec(f.acreage);
    acres = acres.plus(fieldAcres);
    const cells = new Map<number, Cell>();
    for (const line of applied?.plan.lines ?? []) {
      const planned = dec(line.amountPerAcre).times(fieldAcres);
      addCell(cells, line.categoryId, line.categoryName, planned, ZERO);
      for (const m of line.plannedMonth ? [line.plannedMonth] : MONTHS) {
        const share = line.plannedMonth ? planned : planned.div(12);
        budgetByMonth.set(m, (budgetByMonth.get(m) ?? ZERO).plus(share));
      }
    }
    for (const [id, c] of actualByField.get(f.id) ?? []) addCell(cells, id, c.categoryName, ZERO, c.actual);
    let budget = ZERO;
    let actual = ZERO;
    for (const [id, c] of cells) {
      addCell(entityCells, id, c.categoryName, c.budget, c.actual);
      budget = budget.plus(c.budget);
      actual = actual.plus(c.actual);
    }
    return {
      fieldId: f.id,
      fieldName: f.name,
      acres: round(fieldAcres, 2),
      crop: f.crop,
      budgetId: applied?.plan.id ?? null,
      budgetScope: applied?.scope ?? null,
      lines: linesOf(cells, f.acreage),
      totals: variance(budget, actual, f.acreage),
      overBudget: isOverBudget(budget, actual, input.overBudgetPercent),
    };
  });

  let budget = ZERO;
  let actual = ZERO;
  for (const c of entityCells.values()) {
    budget = budget.plus(c.budget);
    actual = actual.plus(c.actual);
  }
  let cumulativeBudget = ZERO;
  let cumulativeActual = ZERO;
  const monthly = MONTHS.map((month) => {
    const b = budgetByMonth.get(month) ?? ZERO;
    const a = actualByMonth.get(month) ?? ZERO;
    cumulativeBudget = cumulativeBudget.plus(b);
    cumulativeActual = cumulativeActual.plus(a);
    return { month, budget: toCents(b), actual: toCents(a), cumulativeBudget: toCents(cumulativeBudget), cumulativeActual: toCents(cumulativeActual) };
  });

  return {
    entityId: input.entity.id,
    entityName: input.entity.name,
    cropYear: input.cropYear,
    overBudgetPercent: input.overBudgetPercent,
    fields,
    categories: linesOf(entityCells, acres),
    totals: { acres: round(acres, 2), ...variance(budget, actual, acres) },
    monthly,
  };
}
