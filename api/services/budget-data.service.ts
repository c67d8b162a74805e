import type { ServiceContext } from "./context";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { budgetLines, budgets, harvestTickets, settlementLines, settlements, taskCategories, tasks } from "../../db/schema";
import type { ActualGroup, Plan, PlanField } from "../domain/budgets";
import type { SettledSum, TicketSum } from "../domain/budgets/harvested";
import { cropKey } from "../domain/harvest/pool";
import { cropOfField } from "../domain/reports";
import { getEntity } from "./entities.service";
import { loadFieldsWithCropYears } from "./report-data.service";
import { moneySumColumns } from "./summary.service";
import { taskFieldActive } from "./task-field-active";

// The month is one expression in SELECT and GROUP BY, so both engines group by what they select.
const monthOfTask = sql<number>`extract(month from ${tasks.date})::int`;

/**
 * An entity's actual money of a crop year, summed in SQL per field, category and month number of the task date,
 * with the positive yield amounts: what every budget figure reads of the tasks (the rule is applied by `taskMoney`).
 */
export function loadActualGroups(ctx: ServiceContext, entityId: number, year: number, fieldIds?: number[]): Promise<ActualGroup[]> {
  const { db } = ctx;
  return db
    .select({
      fieldId: tasks.fieldId,
      categoryId: taskCategories.id,
      categoryName: taskCategories.name,
      isIncomeCategory: taskCategories.isIncomeCategory,
      month: monthOfTask,
      ...moneySumColumns,
      yieldAmount: sql<string | null>`(sum(${tasks.yieldAmount}) filter (where ${tasks.yieldAmount} > 0))::text`,
      yieldUnit: sql<string | null>`min(${tasks.yieldUnit}) filter (where ${tasks.yieldAmount} > 0)`,
    })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(
      eq(tasks.entityId, entityId),
      eq(tasks.cropYear, year),
      isNull(tasks.deletedAt),
      taskFieldActive,
      fieldIds ? inArray(tasks.fieldId, fieldIds) : undefined,
    ))
    .groupBy(tasks.fieldId, taskCategories.id, monthOfTask);
}

/** An entity's scale tickets of a crop year summed per field, crop and unit (exact sums): the harvested quantities. */
export async function loadTicketSums(ctx: ServiceContext, entityId: number, year: number, fieldIds?: number[]): Promise<TicketSum[]> {
  if (fieldIds && !fieldIds.length) return [];
  return ctx.db
    .select({ fieldId: harvestTickets.fieldId, crop: harvestTickets.crop, unit: harvestTickets.unit, quantity: sql<string>`sum(${harvestTickets.quantity})::text` })
    .from(harvestTickets)
    .where(and(eq(harvestTickets.entityId, entityId), eq(harvestTickets.cropYear, year), fieldIds ? inArray(harvestTickets.fieldId, fieldIds) : undefined))
    .groupBy(harvestTickets.fieldId, harvestTickets.crop, harvestTickets.unit);
}

/** The settlements of an entity's crop pools of a year (crops trimmed, any case), each with its lines summed per unit. */
export async function loadSettledSums(ctx: ServiceContext, entityId: number, year: number, crops: readonly string[]): Promise<SettledSum[]> {
  const keys = new Set(crops.map(cropKey));
  if (!keys.size) return [];
  const rows = await ctx.db
    .select({ id: settlements.id, crop: settlements.crop, net: settlements.net, unit: settlementLines.unit, quantity: sql<string>`sum(${settlementLines.quantity})::text` })
    .from(settlements)
    .innerJoin(settlementLines, eq(settlementLines.settlementId, settlements.id))
    .where(and(eq(settlements.entityId, entityId), eq(settlements.cropYear, year)))
    .groupBy(settlements.id, settlementLines.unit);
  const byId = new Map<number, SettledSum>();
  for (const r of rows) {
    if (!keys.has(cropKey(r.crop))) continue;
    const s = byId.get(r.id) ?? { crop: r.crop, net: r.net, lines: [] };
    s.lines.push({ unit: r.unit, quantity: r.quantity });
    byId.set(r.id, s);
  }
  return [...byId.values()];
}

/** The entity's active fields with the crop each grows in `year` (`cropForYear`), by name. */
export async function loadPlanFields(ctx: ServiceContext, entityId: number, year: number): Promise<PlanField[]> {
  const { fields: rows, cropYears } = await loadFieldsWithCropYears(ctx, [entityId], year);
  return rows.map((f) => ({ id: f.id, name: f.name, acreage: f.acreage, crop: cropOfField(f, cropYears, year) }));
}

/** Budgets with their lines (category names joined), as the maths reads them. */
export async function loadPlans(ctx: ServiceContext, where: { entityId: number; cropYear: number } | { ids: number[] }): Promise<Plan[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(budgets)
    .where("ids" in where ? inArray(budgets.id, where.ids) : and(eq(budgets.entityId, where.entityId), eq(budgets.cropYear, where.cropYear)))
    .orderBy(asc(budgets.id));
  if (!rows.length) return [];
  const lines = await db
    .select({
      budgetId: budgetLines.budgetId,
      categoryId: budgetLines.categoryId,
      categoryName: taskCategories.name,
      amountPerAcre: budgetLines.amountPerAcre,
      plannedMonth: budgetLines.plannedMonth,
    })
    .from(budgetLines)
    .innerJoin(taskCategories, eq(taskCategories.id, budgetLines.categoryId))
    .where(inArray(budgetLines.budgetId, rows.map((r) => r.id)))
    .orderBy(asc(taskCategories.name), asc(budgetLines.id));
  return rows.map((b) => ({
    id: b.id,
    fieldId: b.fieldId,
    cropType: b.cropType,
    expectedYieldPerAcre: b.expectedYieldPerAcre,
    yieldUnit: b.yieldUnit,
    expectedPricePerUnit: b.expectedPricePerUnit,
    lines: lines.filter((l) => l.budgetId === b.id).map(({ budgetId: _b, ...l }) => l),
  }));
}

/**
 * Everything the budget reports (budget vs actual, cost of production, what-if) read of an entity's crop year; 404
 * for an unknown entity.
 */
export async function loadBudgetYear(ctx: ServiceContext, entityId: number, cropYear: number) {
  const entity = await getEntity(ctx, entityId);
  const [fields, plans, actuals, tickets] = await Promise.all([
    loadPlanFields(ctx, entityId, cropYear),
    loadPlans(ctx, { entityId, cropYear }),
    loadActualGroups(ctx, entityId, cropYear),
    loadTicketSums(ctx, entityId, cropYear),
  ]);
  return { entity: { id: entity.id, name: entity.name }, cropYear, fields, plans, actuals, tickets };
}
