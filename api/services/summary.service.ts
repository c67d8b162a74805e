import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fields, taskCategories, tasks } from "../../db/schema";
import { dec, toCents } from "../domain/money";
import { getEntity } from "./entities.service";

/**
 * The dashboard's four figures for an entity and crop year. "This month" is today's month number in any
 * calendar year of that crop year (DECISIONS.md, "Dashboard summary"). Income tasks record revenue in their
 * totalCost, so the cost figures leave them out; activeTasks counts every task of the month.
 */
export async function entitySummary(db: Db, entityId: number, year: number, now = new Date()) {
  await getEntity(db, entityId);
  const month = now.getMonth() + 1;
  const [fieldTotals] = await db
    .select({ totalFields: count(), totalAcres: sql<string>`coalesce(sum(${fields.acreage}), 0)::numeric(12,2)` })
    .from(fields)
    .where(and(eq(fields.entityId, entityId), isNull(fields.deletedAt)));
  const inYear = and(eq(tasks.entityId, entityId), eq(tasks.cropYear, year), isNull(tasks.deletedAt));
  const thisMonth = sql`extract(month from ${tasks.date}) = ${month}`;
  const isCost = sql`not ${taskCategories.isIncomeCategory}`;
  const [taskTotals] = await db
    .select({
      yearCost: sql<string>`coalesce(sum(${tasks.totalCost}) filter (where ${isCost}), 0)`,
      monthlyCost: sql<string>`coalesce(sum(${tasks.totalCost}) filter (where ${thisMonth} and ${isCost}), 0)`,
      activeTasks: sql<number>`(count(*) filter (where ${thisMonth}))::int`,
    })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(inYear);
  const acres = dec(fieldTotals?.totalAcres);
  return {
    totalFields: fieldTotals?.totalFields ?? 0,
    totalAcres: toCents(acres),
    monthlyCost: toCents(dec(taskTotals?.monthlyCost)),
    costPerAcre: acres.isZero() ? "0.00" : toCents(dec(taskTotals?.yearCost).div(acres)),
    activeTasks: Number(taskTotals?.activeTasks ?? 0),
  };
}
