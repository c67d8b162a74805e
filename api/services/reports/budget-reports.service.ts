import { systemContext } from "../context";
import type { Db } from "../../../db/client";
import { type BudgetVsActual, budgetVsActual, type CostOfProduction, costOfProduction, type WhatIf, whatIf } from "../../domain/budgets";
import { loadActualGroups, loadPlanFields, loadPlans } from "../budget-data.service";
import { getEntity } from "../entities.service";

/** Everything the budget reports read of an entity's crop year; 404 for an unknown entity. */
async function budgetYear(db: Db, entityId: number, cropYear: number) {
  const entity = await getEntity(systemContext(db), entityId);
  const [fields, plans, actuals] = await Promise.all([
    loadPlanFields(systemContext(db), entityId, cropYear),
    loadPlans(systemContext(db), { entityId, cropYear }),
    loadActualGroups(systemContext(db), entityId, cropYear),
  ]);
  return { entity: { id: entity.id, name: entity.name }, cropYear, fields, plans, actuals };
}

/** Budget against actual per field and category, the entity's roll-up and the cumulative monthly spend. */
export async function getBudgetVsActual(db: Db, entityId: number, cropYear: number, overBudgetPercent: string): Promise<BudgetVsActual> {
  return budgetVsActual({ ...(await budgetYear(db, entityId, cropYear)), overBudgetPercent });
}

/** Cost per unit, break-even price and yield per field and crop, from actuals and from the budget. */
export async function getCostOfProduction(db: Db, entityId: number, cropYear: number): Promise<CostOfProduction> {
  return costOfProduction(await budgetYear(db, entityId, cropYear));
}

/** Profit per acre for the price and yield changes around each budgeted field's expectations. */
export async function getWhatIf(db: Db, entityId: number, cropYear: number, basis: "budget" | "actual"): Promise<WhatIf> {
  return whatIf({ ...(await budgetYear(db, entityId, cropYear)), basis });
}
