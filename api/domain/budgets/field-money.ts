import { dec, type Dec } from "../money";
import { taskMoney } from "../task-money";
import { harvestedIn, harvestUnit, type TicketSum } from "./harvested";
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

/** What a field harvested in a year, from its grouped tasks. */
export interface Harvest {
  /** The sum of the positive yield amounts: units per acre, as the field report counts units (x the field's acres). */
  yieldPerAcre: Dec;
  unit: string | null;
  /** The yield value those units were recorded at (each task's yield x the field's acres x its value per unit). */
  value: Dec;
}

/**
 * A field's harvest of a year: its yield per acre (the field report's rule: total units = yield per acre x the whole
 * field's acres, so units / acres is the sum of the yield amounts) and the value the yield was recorded at.
 * @example harvestOf([{ yieldAmount: "3", totalYieldValue: "24000", ... }, { yieldAmount: "2", totalYieldValue: "18400", ... }]).yieldPerAcre // 5
 */
export function harvestOf(groups: Array<Pick<ActualGroup, "yieldAmount" | "yieldUnit" | "totalYieldValue">>): Harvest {
  let yieldPerAcre = dec(0);
  let value = dec(0);
  let unit: string | null = null;
  for (const g of groups) {
    const y = dec(g.yieldAmount);
    if (!y.greaterThan(0)) continue;
    yieldPerAcre = yieldPerAcre.plus(y);
    unit ??= g.yieldUnit;
    const v = dec(g.totalYieldValue);
    if (v.greaterThan(0)) value = value.plus(v);
  }
  return { yieldPerAcre, unit, value };
}

/**
 * Each field's plan (its own budget, else its crop's) and its actual cost and yield from the grouped tasks. A field
 * with scale tickets that year (`tickets`) takes its actual yield from them: the harvested quantity in the budget's
 * unit (`harvestUnit`, `harvestedIn`) over its acres; its typed yields are then no harvest (the yield rule).
 * @example fieldSeasons(fields, plans, groups)[0].budgetCost // $/acre of the plan x the field's acres
 */
export function fieldSeasons(fields: PlanField[], plans: Plan[], actuals: ActualGroup[], tickets: readonly TicketSum[] = []): FieldSeason[] {
  const cost = new Map<number, Dec>();
  const groupsOf = new Map<number, ActualGroup[]>();
  for (const g of actuals) {
    cost.set(g.fieldId, (cost.get(g.fieldId) ?? dec(0)).plus(taskMoney(g).cost));
    const own = groupsOf.get(g.fieldId);
    if (own) own.push(g);
    else groupsOf.set(g.fieldId, [g]);
  }
  const yields = new Map([...groupsOf].map(([id, groups]) => {
    const h = harvestOf(groups);
    return [id, { amount: h.yieldPerAcre, unit: h.unit }] as const;
  }));
  const ticketsOf = new Map<number, TicketSum[]>();
  for (const t of tickets) ticketsOf.set(t.fieldId, [...(ticketsOf.get(t.fieldId) ?? []), t]);
  return fields.map((field) => {
    const plan = planForField(field, plans)?.plan ?? null;
    const acres = dec(field.acreage);
    const own = ticketsOf.get(field.id) ?? [];
    const unit = harvestUnit(own, plan?.yieldUnit);
    if (unit !== null) {
      const q = harvestedIn(own, unit);
      yields.set(field.id, { amount: acres.greaterThan(0) ? q.div(acres) : dec(0), unit });
    }
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
