import { type ServiceContext, reaches } from "./context";
import { type SQL, and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, products, fields, taskCategories, tasks, users } from "../../db/schema";
import { notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import { getEntity } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { reusableQuery } from "./statements";
import { type TaskProductLine, withProducts } from "./task-products.service";

const { importKey: _importKey, deletedAt: _deletedAt, ...storedColumns } = getTableColumns(tasks);
/** A task's own columns as every read answers them (a create's RETURNING too). */
export const storedTaskColumns = storedColumns;

/** Every task read answers the stored row with the names shown beside it. */
const taskColumns = {
  ...storedColumns,
  entityName: entities.name,
  fieldName: fields.name,
  categoryName: taskCategories.name,
  isIncomeCategory: taskCategories.isIncomeCategory,
  fertilizerName: products.name,
  /** Who recorded the task (null for imports and older rows). */
  recordedBy: sql<{ id: number; username: string } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'username', ${users.username}) end`,
  /** Recorded by a crew account, priced from the price list. */
  crewEntry: tasks.recordedByCrew,
};

function selectTasks(db: Db) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(entities, eq(entities.id, tasks.entityId))
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .leftJoin(products, eq(products.id, tasks.fertilizerId))
    .leftJoin(users, eq(users.id, tasks.recordedById));
}

/** A task as reads answer it; one task, a write and the simple-rest list carry its product lines too. */
export type TaskRecord = Awaited<ReturnType<ReturnType<typeof selectTasks>["execute"]>>[number] & { products?: TaskProductLine[] };

/**
 * The tasks a crew-role request sees and may change: the crew entries recorded by its user. A crew account's entries
 * all are; a crew token acts as its creator, so an admin's or editor's office tasks stay out of its reach.
 */
export const crewEntriesOf = (userId: number) => and(eq(tasks.recordedById, userId), eq(tasks.recordedByCrew, true));

/** Newest first, as the dashboard and the task table show them. */
const newestFirst = [desc(tasks.date), desc(tasks.id)];

export const TASK_SORTABLE = ["id", "name", "date", "cropYear", "totalCost", "acresCovered", "costPerAcre"] as const;
export interface TaskFilter {
  q?: string;
  id?: number | number[];
  entityId?: number | number[];
  fieldId?: number | number[];
  categoryId?: number | number[];
  cropYear?: number | number[];
  /** Tasks recorded by this account. */
  recordedById?: number;
  /** Only the crew entries of this user (`crewEntriesOf`): set by the server for a crew-role request, never by a query. */
  crewOf?: number;
}

const ids = (v: number | number[]) => ([] as number[]).concat(v);

function filterWhere(filter: TaskFilter): SQL | undefined {
  return and(
    isNull(tasks.deletedAt),
    filter.q ? ilike(tasks.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(tasks.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(tasks.entityId, ids(filter.entityId)) : undefined,
    filter.fieldId !== undefined ? inArray(tasks.fieldId, ids(filter.fieldId)) : undefined,
    filter.categoryId !== undefined ? inArray(tasks.categoryId, ids(filter.categoryId)) : undefined,
    filter.cropYear !== undefined ? inArray(tasks.cropYear, ids(filter.cropYear)) : undefined,
    filter.recordedById !== undefined ? eq(tasks.recordedById, filter.recordedById) : undefined,
    filter.crewOf !== undefined ? crewEntriesOf(filter.crewOf) : undefined,
  );
}

/** The simple-rest collection: active tasks, newest first unless a sort is given. */
export async function listTasks(ctx: ServiceContext, params: ListParams<TaskFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(tasks.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const order = params.sort ? orderFor(params.sort, storedColumns, tasks.date, tasks.id) : newestFirst;
  const rows = await withProducts(db, await selectTasks(db).where(where).orderBy(...order).limit(limit).offset(offset));
  // A page that is not full ends the list: its total is known without counting (a field's tasks, an unranged list).
  if (rows.length > 0 && rows.length < limit) return { rows, total: offset + rows.length, start: offset };
  const [total] = await db.select({ n: count() }).from(tasks).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

/** A field's active tasks, oldest first: built once and prepared (the join's planning cost more than running it). */
const fieldTasksQuery = (withYear: boolean) =>
  reusableQuery((db) =>
    selectTasks(db)
      .where(and(isNull(tasks.deletedAt), eq(tasks.fieldId, sql.placeholder("fieldId")), withYear ? eq(tasks.cropYear, sql.placeholder("year")) : undefined))
      .orderBy(asc(tasks.date), asc(tasks.id)),
  );
const fieldTasksOfYear = fieldTasksQuery(true);
const fieldTasksOfAllYears = fieldTasksQuery(false);

/**
 * A field's active tasks of a crop year (every year when absent), oldest first: what `listTasks` answers for
 * `filter: { fieldId, cropYear }` sorted by date, as one statement prepared on the server. The field report and its
 * JSON, one of the busiest reads (bench/mixed-load.ts), read them so.
 */
export function listFieldTasks(ctx: ServiceContext, fieldId: number, year?: number): Promise<TaskRecord[]> {
  const { db } = ctx;
  return year === undefined ? fieldTasksOfAllYears(db, { fieldId }) : fieldTasksOfYear(db, { fieldId, year });
}

/** An active task with its names; 404 when missing or deleted, or with `crewOf`, when not among that user's crew entries. */
export async function getTask(ctx: ServiceContext, id: number, crewOf?: number) {
  const { db } = ctx;
  const crew = crewOf === undefined ? undefined : crewEntriesOf(crewOf);
  const [row] = await selectTasks(db).where(and(eq(tasks.id, id), isNull(tasks.deletedAt), crew));
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Task");
  const [withLines] = await withProducts(db, [row]);
  return withLines!;
}

/** An entity's active tasks, of one crop year when a year is given. */
const entityTasksWhere = (entityId: number, year: number | undefined) =>
  and(eq(tasks.entityId, entityId), isNull(tasks.deletedAt), year !== undefined ? eq(tasks.cropYear, year) : undefined);

/** An entity's active tasks, newest first, optionally of one crop year and capped at `limit`; 404 for a missing entity. */
export async function listEntityTasks(ctx: ServiceContext, entityId: number, opts: { year?: number; limit?: number } = {}) {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const query = selectTasks(db).where(entityTasksWhere(entityId, opts.year)).orderBy(...newestFirst);
  return opts.limit !== undefined ? query.limit(opts.limit) : query;
}

/** Rows a long list reads at a time when it is written as it is read (api/lib/json-array-stream.ts). */
export const LIST_PAGE_ROWS = 1000;

/**
 * An entity's active tasks, newest first, optionally of one crop year, a page at a time: what `listEntityTasks`
 * answers without a limit, read by keyset (date, id) so the server holds one page, not every task of the entity.
 * A missing entity is a 404 at the first page.
 */
export async function* entityTaskPages(ctx: ServiceContext, entityId: number, year?: number, size = LIST_PAGE_ROWS): AsyncGenerator<TaskRecord[]> {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const rows: TaskRecord[] = await selectTasks(db)
      .where(and(entityTasksWhere(entityId, year), after ? sql`(${tasks.date}, ${tasks.id}) < (${after.date}::date, ${after.id})` : undefined))
      .orderBy(...newestFirst)
      .limit(size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, id: last.id };
  }
}

/**
 * What the Task & Costs search and its totals read of each of an entity's active tasks of a crop year, newest first:
 * the searched texts, the category and field, and the money columns `taskMoney` takes.
 */
export function searchableEntityTasks(ctx: ServiceContext, entityId: number, year: number) {
  const { db } = ctx;
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      fieldName: fields.name,
      categoryName: taskCategories.name,
      cropType: tasks.cropType,
      notes: tasks.notes,
      categoryId: tasks.categoryId,
      fieldId: tasks.fieldId,
      isIncomeCategory: taskCategories.isIncomeCategory,
      totalCost: tasks.totalCost,
      equipmentTotal: tasks.equipmentTotal,
      totalYieldValue: tasks.totalYieldValue,
    })
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(eq(tasks.entityId, entityId), eq(tasks.cropYear, year), isNull(tasks.deletedAt)))
    .orderBy(...newestFirst);
}

/** Active tasks with their names, in the order of `ids` (one missing or deleted since is left out). */
export async function tasksInOrder(ctx: ServiceContext, ids: number[]): Promise<TaskRecord[]> {
  const { db } = ctx;
  if (!ids.length) return [];
  const rows = await selectTasks(db).where(and(inArray(tasks.id, ids), isNull(tasks.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many tasks point at a category or fertilizer, active and soft-deleted (the latter can still be recovered). */
export async function countTasksUsing(ctx: ServiceContext, where: SQL) {
  const { db } = ctx;
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${tasks.deletedAt} is null))::int`,
      deleted: sql<number>`(count(*) filter (where ${tasks.deletedAt} is not null))::int`,
    })
    .from(tasks)
    .where(where);
  return { active: Number(row?.active ?? 0), deleted: Number(row?.deleted ?? 0) };
}

/** The 409 message for deleting something tasks still use, or null when nothing does. */
export function stillUsedMessage(what: string, usage: { active: number; deleted: number }): string | null {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const them = usage.active === 1 ? "it" : "them";
  if (usage.active) return `${what} is used by ${plural(usage.active, "task")}; move ${them} to another one or delete ${them} first`;
  if (usage.deleted) return `${what} is used by ${plural(usage.deleted, "deleted task")} that can still be recovered, so it cannot be deleted`;
  return null;
}
