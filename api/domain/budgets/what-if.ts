import { compareNames } from "../reports/period";
import { dec, round, toCents, type Dec } from "../money";
import { perAcre } from "../task-money";
import { fieldSeasons } from "./field-money";
import type { ActualGroup, Plan, PlanField } from "./plan";
import { WHAT_IF_STEPS, type WhatIf } from "./shapes";

export interface WhatIfInput {
  entity: { id: number; name: string };
  cropYear: number;
  basis: "budget" | "actual";
  fields: PlanField[];
  plans: Plan[];
  actuals: ActualGroup[];
}

const factor = (step: number) => dec(100 + step).div(100);

/**
 * Profit per acre for every price change (rows) and yield change (columns):
 * price x (1 + p) x yield x (1 + y) x acres - cost, over the acres. Rounded once, to cents.
 * @example whatIfGrid(dec("5"), dec("200"), dec("800"), dec("1"))[2][2] === "200.00" // 5 x 200 - 800
 */
export function whatIfGrid(priceYieldAcres: Dec, cost: Dec, acres: Dec): string[][] {
  return WHAT_IF_STEPS.map((p) =>
    WHAT_IF_STEPS.map((y) => perAcre(priceYieldAcres.times(factor(p)).times(factor(y)).minus(cost), acres)),
  );
}

/**
 * The what-if grid of each budgeted field (its own budget or its crop's) and of those fields together, around the
 * budget's expected price and yield. The cost taken off is the budget's (basis "budget") or the actual costs so far.
 */
export function whatIf(input: WhatIfInput): WhatIf {
  const seasons = fieldSeasons(input.fields, input.plans, input.actuals)
    .filter((f) => f.plan !== null)
    .sort((a, b) => compareNames(a.field.name, b.field.name) || a.field.id - b.field.id);
  let acres = dec(0);
  let revenue = dec(0);
  let cost = dec(0);
  const fields = seasons.map((f) => {
    const fieldCost = input.basis === "budget" ? f.budgetCost : f.actualCost;
    const fieldRevenue = f.expectedPricePerUnit.times(f.expectedYieldPerAcre).times(f.acres);
    acres = acres.plus(f.acres);
    revenue = revenue.plus(fieldRevenue);
    cost = cost.plus(fieldCost);
    return {
      fieldId: f.field.id,
      fieldName: f.field.name,
      crop: f.field.crop,
      acres: round(f.acres, 2),
      expectedYieldPerAcre: round(f.expectedYieldPerAcre, 2),
      expectedPricePerUnit: toCents(f.expectedPricePerUnit),
      costPerAcre: perAcre(fieldCost, f.acres),
      rows: whatIfGrid(fieldRevenue, fieldCost, f.acres),
    };
  });
  return {
    entityId: input.entity.id,
    entityName: input.entity.name,
    cropYear: input.cropYear,
    basis: input.basis,
    priceSteps: [...WHAT_IF_STEPS],
    yieldSteps: [...WHAT_IF_STEPS],
    fields,
    entity: { acres: round(acres, 2), rows: whatIfGrid(revenue, cost, acres) },
  };
}
