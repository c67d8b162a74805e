import type { ServiceContext } from "../context";
import { type BudgetVsActual, budgetVsActual, type CostOfProduction, costOfProduction, type WhatIf, whatIf } from "../../domain/budgets";
import { loadActualGroups, loadPlanFields, loadPlans } from "../budget-data.service";
import { getEntity } from "../entities.service";

/** Everything the budget reports read of an entity's crop year; 404 for an unknown entity. */
async function budgetYear(ctx: ServiceContext, entityId: number, cropYear: number) {
  const entity = await getEntity(ctx, entityId);
  const [fields, plans, actuals] = await Promise.all([
    loadPlanFields(ctx, entityId, cropYear),
    loadPlans(ctx, { entityId, cropYear }),
    loadActualGroups(ctx, entityId, cropYear),
  ]);
  return { entity: { id: entity.id, name: entity.name }, cropYear, fields, plans, actuals };
}

/** Budget against actual per field and category, the entity's roll-up and the cumulative monthly spend. */
export async function getBudgetVsActual(ctx: ServiceContext, entityId: number, cropYear: number, overBudgetPercent: string): Promise<BudgetVsActual> {
  return budgetVsActual({ ...(await budgetYear(ctx, entityId, cropYear)), overBudgetPercent });
}

/** Cost per unit, break-even price and yield per field and crop, from actuals and from the budget. */
export async function getCostOfProduction(ctx: ServiceContext, entityId: number, cropYear: number): Promise<CostOfProduction> {
  return costOfProduction(await budgetYear(ctx, entityId, cropYear));
}

/** Profit per acre for the price and yield changes around each budgeted field's expectations. */
export async function getWhatIf(ctx: ServiceContext, entityId: number, cropYear: number, basis: "budget" | "actual"): Promise<WhatIf> {
  return whatIf({ ...(await budgetYear(ctx, entityId, cropYear)), basis });
}
