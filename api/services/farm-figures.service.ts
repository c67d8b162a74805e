import type { ServiceContext } from "./context";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { fields, taskCategories, tasks } from "../../db/schema";
import { costBreakdown, type CostBreakdown, countByCategory, type TaskFilterValues, taskPage, type TaskTotals, taskTotals } from "../domain/farm-figures";
import { cropSalesGroups, withYieldRule } from "../domain/harvest/field-income";
import { getEntity } from "./entities.service";
import { loadFieldIncome } from "./sales-income.service";
import { moneySumColumns } from "./summary.service";
import { searchableEntityTasks, tasksInOrder } from "./tasks-read.service";

/** The dashboard charts of an entity's crop year: cost by category and by field; 404 for an unknown entity. */
export async function getCostBreakdown(ctx: ServiceContext, entityId: number, year: number): Promise<CostBreakdown> {
  await getEntity(ctx, entityId);
  return (await getCostBreakdowns(ctx, [entityId], year)).get(entityId)!;
}

/**
 * The dashboard charts of several entities' crop year at once (the farm map of every entity): the same reads as
 * `getCostBreakdown`, each made once for all of them, and the same rule (`costBreakdown`) per entity. The caller has
 * checked that it reaches each entity.
 */
export async function getCostBreakdowns(ctx: ServiceContext, entityIds: number[], year: number): Promise<Map<number, CostBreakdown>> {
  const { db } = ctx;
  if (!entityIds.length) return new Map();
  const active = and(inArray(fields.entityId, entityIds), isNull(fields.deletedAt));
  const fieldRows = await db
    .select({ id: fields.id, entityId: fields.entityId, name: fields.name, acreage: fields.acreage })
    .from(fields)
    .where(active)
    .orderBy(asc(fields.name), asc(fields.id));
  const groups = await db
    .select({
      fieldId: tasks.fieldId,
      categoryId: taskCategories.id,
      categoryName: taskCategories.name,
      color: taskCategories.color,
      isIncomeCategory: taskCategories.isIncomeCategory,
      ...moneySumColumns,
    })
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(active, eq(tasks.cropYear, year), isNull(tasks.deletedAt)))
    .groupBy(tasks.fieldId, taskCategories.id);
  // The income rule with harvests: the yield rule, and each field's settlement shares as its "Crop Sales" income.
  const income = await loadFieldIncome(ctx, { entities: entityIds, cropYears: [year] });
  const all = [...withYieldRule(groups, income.harvested, year), ...cropSalesGroups(income.realised)];
  if (entityIds.length === 1) return new Map([[entityIds[0]!, costBreakdown(year, fieldRows, all)]]);
  // Several entities: each group goes to its field's entity (a share of a deleted field's sale to none).
  const entityOf = new Map(fieldRows.map((f) => [f.id, f.entityId]));
  return new Map(
    entityIds.map((entityId) => [
      entityId,
      costBreakdown(
        year,
        fieldRows.filter((f) => f.entityId === entityId),
        all.filter((g) => entityOf.get(g.fieldId) === entityId),
      ),
    ]),
  );
}

/** The count, cost and income of the crop year's tasks the Task & Costs filters match. */
export async function getTaskTotals(ctx: ServiceContext, entityId: number, year: number, filter: TaskFilterValues): Promise<TaskTotals> {
  await getEntity(ctx, entityId);
  return taskTotals(await searchableEntityTasks(ctx, entityId, year), filter);
}

/**
 * One page of the Task & Costs table (newest first): the page's tasks with their names, the count and money of the
 * year's tasks the filters match (what task-totals answers), and how many tasks the year holds in all
 * and in each category (the tiles). The search runs on what it reads of every task of the year (`taskPage`); only
 * the page's tasks are read whole. 404 for an unknown entity.
 */
export async function getTaskPage(ctx: ServiceContext, entityId: number, year: number, filter: TaskFilterValues, page: number, perPage: number) {
  await getEntity(ctx, entityId);
  const searchable = await searchableEntityTasks(ctx, entityId, year);
  const { rows, totals } = taskPage(searchable, filter, page, perPage);
  return {
    page,
    perPage,
    total: totals.count,
    totals,
    yearCount: searchable.length,
    categoryCounts: countByCategory(searchable),
    rows: await tasksInOrder(ctx, rows.map((r) => r.id)),
  };
}
