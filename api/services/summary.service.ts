import type { ServiceContext } from "./context";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { fields, taskCategories, tasks } from "../../db/schema";
import { dec, toCents } from "../domain/money";
import { addMoney, NO_MONEY, perAcre, taskMoney } from "../domain/task-money";
import { getEntity } from "./entities.service";
import { reusableQuery } from "./statements";
import { taskFieldActive } from "./task-field-active";

/** A group's money summed in SQL, shaped as `taskMoney` reads a task (a yield value counts only above 0). */
export const moneySumColumns = {
  totalCost: sql<string>`coalesce(sum(${tasks.totalCost}), 0)::text`,
  equipmentTotal: sql<string>`coalesce(sum(${tasks.equipmentTotal}), 0)::text`,
  totalYieldValue: sql<string>`coalesce(sum(${tasks.totalYieldValue}) filter (where ${tasks.totalYieldValue} > 0), 0)::text`,
};

/**
 * The money of an entity's crop year summed per category in SQL, split by whether the task falls in `month`.
 * Within one category the income-or-cost rule is linear, so `taskMoney` of a group's sums is the sum of its tasks'.
 * Built once per month and prepared (the dashboard asks for it on every load).
 */
const categoryGroupsOfMonth = new Map<number, ReturnType<typeof buildCategoryGroups>>();
function buildCategoryGroups(month: number) {
  // The month is inlined (a whole number 1-12 from the clock) so that GROUP BY sees the same expression as SELECT.
  const thisMonth = sql<boolean>`extract(month from ${tasks.date}) = ${sql.raw(String(Math.trunc(month)))}`;
  return reusableQuery((db) =>
    db
      .select({
        categoryName: taskCategories.name,
        isIncomeCategory: taskCategories.isIncomeCategory,
        inMonth: thisMonth,
        tasks: sql<number>`count(*)::int`,
        ...moneySumColumns,
      })
      .from(tasks)
      .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
      .where(and(eq(tasks.entityId, sql.placeholder("entityId")), eq(tasks.cropYear, sql.placeholder("year")), isNull(tasks.deletedAt), taskFieldActive))
      .groupBy(taskCategories.name, taskCategories.isIncomeCategory, thisMonth),
  );
}
export function categoryGroups(ctx: ServiceContext, entityId: number, year: number, month: number) {
  const { db } = ctx;
  let query = categoryGroupsOfMonth.get(month);
  if (!query) categoryGroupsOfMonth.set(month, (query = buildCategoryGroups(month)));
  return query(db, { entityId, year });
}

/** Count and acres of an entity's active fields, built once and prepared. */
const fieldTotalsOf = reusableQuery((db) =>
  db
    .select({ totalFields: count(), totalAcres: sql<string>`coalesce(sum(${fields.acreage}), 0)::numeric(12,2)` })
    .from(fields)
    .where(and(eq(fields.entityId, sql.placeholder("entityId")), isNull(fields.deletedAt))),
);

/**
 * The dashboard's four figures for an entity and crop year. "This month" is today's month number in any calendar
 * year of that crop year (DECISIONS.md, "Dashboard summary"). Costs follow the one rule (`taskMoney`: an income
 * category's task is never a cost); activeTasks counts every task of the month, a sale included.
 */
export async function entitySummary(ctx: ServiceContext, entityId: number, year: number, now = new Date()) {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const [fieldTotals] = await fieldTotalsOf(db, { entityId });
  let season = NO_MONEY;
  let month = NO_MONEY;
  let activeTasks = 0;
  for (const g of await categoryGroups(ctx, entityId, year, now.getMonth() + 1)) {
    const m = taskMoney(g);
    season = addMoney(season, m);
    if (g.inMonth) {
      month = addMoney(month, m);
      activeTasks += Number(g.tasks);
    }
  }
  const acres = dec(fieldTotals?.totalAcres);
  return {
    totalFields: fieldTotals?.totalFields ?? 0,
    totalAcres: toCents(acres),
    monthlyCost: toCents(month.cost),
    costPerAcre: perAcre(season.cost, acres),
    activeTasks,
  };
}
