import { dec, type Dec } from "../money";
import { taskMoney } from "../task-money";
import { type ActualGroup, type Plan, type PlanField, planForField, planPerAcre } from "./plan";

/** What one field planned and spent in the year, exactly: the common ground of cost of production and what-if. */
export interface FieldSeason {
  field: PlanField;
  acres: Dec;
  plan: Plan | null;
  /** Actual costs by the one rule (`taskMoney`). */
  actualCost: Dec;
  /** The budget's $/acre x acres; 0 without a budget. */
  budgetCost: Dec;
  /** The sum of the year's positive yield amounts (units per acre), and their unit. */
  actualYieldPerAcre: Dec;
  actualYieldUnit: string | null;
  expectedYieldPerAcre: Dec;
  expectedPricePerUnit: Dec;
}

/**
 * Each field's plan (its own budget, else its crop's) and its actual cost and yield from the grouped tasks.
 * @example fieldSeasons(fields, plans, groups)[0].budgetCost // $/acre of the plan x the field's acres
 */
export function fieldSeasons(fields: PlanField[], plans: Plan[], actuals: ActualGroup[]): FieldSeason[] {
  const cost = new Map<number, Dec>();
  const yields = new Map<number, { amount: Dec; unit: string | null }>();
  for (const g of actuals) {
    cost.set(g.fieldId, (cost.get(g.fieldId) ?? dec(0)).plus(taskMoney(g).cost));
    const y = dec(g.yieldAmount);
    if (y.greaterThan(0)) {
      const prev = yields.get(g.fieldId);
      yields.set(g.fieldId, { amount: (prev?.amount ?? dec(0)).plus(y), unit: prev?.unit ?? g.yieldUnit });
    }
  }
  return fields.map((field) => {
    const plan = planForField(field, plans)?.plan ?? null;
    const acres = dec(field.acreage);
    return {
      field,
      acres,
      plan,
      actualCost: cost.get(field.id) ?? dec(0),
      budgetCost: planPerAcre(plan).times(acres),
      actualYieldPerAcre: yields.get(field.id)?.amount ?? dec(0),
      actualYieldUnit: yields.get(field.id)?.unit ?? null,
      expectedYieldPerAcre: dec(plan?.expectedYieldPerAcre),
      expectedPricePerUnit: dec(plan?.expectedPricePerUnit),
    };
  });
}
