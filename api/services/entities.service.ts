import { type ServiceContext, reaches } from "./context";
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, fields, tasks } from "../../db/schema";
import type { Lang } from "../domain/reference-names";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import { ensureChart } from "./accounts.service";
import { REUSED_STATEMENT, orderFor, pageFor, withinEntities } from "./list";
import { reusableQuery } from "./statements";
import { applyingTaskIds, recostTasksProducts } from "./task-products.service";

/**
 * Sum of the entity's active field acreage: the entity's totalAcres is always derived. Written with an alias
 * because drizzle leaves columns unqualified in a one-table select, and a bare "id" here would mean fields.id.
 */
const totalAcres = sql<string>`(select coalesce(sum(f.acreage), 0)::numeric(12,2) from ${fields} as f
  where f.entity_id = ${entities}.id and f.deleted_at is null)`;

const entityColumns = {
  id: entities.id,
  name: entities.name,
  location: entities.location,
  invoiceLanguage: entities.invoiceLanguage,
  totalAcres,
  createdAt: entities.createdAt,
};

export const ENTITY_SORTABLE = ["id", "name", "location", "totalAcres", "createdAt"] as const;
export interface EntityFilter {
  q?: string;
  name?: string;
  id?: number | number[];
}

function filterWhere(filter: EntityFilter) {
  return and(
    isNull(entities.deletedAt),
    filter.q ? ilike(entities.name, `%${filter.q}%`) : undefined,
    filter.name ? ilike(entities.name, `%${filter.name}%`) : undefined,
    filter.id !== undefined ? inArray(entities.id, ([] as number[]).concat(filter.id)) : undefined,
  );
}

/** Each row carries the count of all rows the filter matches (a window count, taken before LIMIT). */
const pageColumns = { ...entityColumns, total: sql<number>`count(*) over ()`.mapWith(Number) };

/** The unfiltered page; with `within`, only the entities of that list (an integer array, `{}` for none). */
function preparePage(db: Db, sort: ListParams<EntityFilter>["sort"], within: boolean) {
  return db
    .select(pageColumns)
    .from(entities)
    .where(and(filterWhere({}), within ? sql`${entities.id} = any(${sql.placeholder("within")}::integer[])` : undefined))
    .orderBy(...orderFor(sort, entityColumns, asc(entities.name), entities.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(REUSED_STATEMENT);
}
/** The unfiltered list in each sort order (at most 11, each for every entity or some), built once per database: what the screens ask for. */
const unfilteredPages = new WeakMap<Db, Map<string, ReturnType<typeof preparePage>>>();

function unfilteredPage(db: Db, sort: ListParams<EntityFilter>["sort"], within: boolean) {
  let bySort = unfilteredPages.get(db);
  if (!bySort) unfilteredPages.set(db, (bySort = new Map()));
  const key = `${sort ? `${sort.field} ${sort.order}` : ""}${within ? " within" : ""}`;
  let page = bySort.get(key);
  if (!page) bySort.set(key, (page = preparePage(db, sort, within)));
  return page;
}

export async function listEntities(ctx: ServiceContext, params: ListParams<EntityFilter>) {
  const { db } = ctx;
  const { filter } = params;
  const { within } = ctx;
  const where = () => and(filterWhere(filter), withinEntities(entities.id, within));
  const { limit, offset } = pageFor(params.range);
  // One query for the page and its total, not two. Only a page past the end, with no row to carry it, counts again.
  // The unfiltered list (every entity, or the caller's granted ones) is built once per sort order, not per request.
  const someEntities = within !== null && within !== undefined;
  const found = !filter.q && !filter.name && filter.id === undefined
    ? await unfilteredPage(db, params.sort, someEntities).execute({ limit, offset, ...(someEntities ? { within: [...within] } : {}) })
    : await db
        .select(pageColumns)
        .from(entities)
        .where(where())
        .orderBy(...orderFor(params.sort, entityColumns, asc(entities.name), entities.id))
        .limit(limit)
        .offset(offset);
  const rows = found.map(({ total: _, ...row }) => row);
  let total = found[0]?.total ?? 0;
  if (!found.length && offset > 0) total = (await db.select({ n: count() }).from(entities).where(where()))[0]?.n ?? 0;
  return { rows, total, start: offset };
}

/** One active entity by id, built once and prepared: every entity-sized read starts with it. */
const entityById = reusableQuery((db) => db.select(entityColumns).from(entities).where(and(eq(entities.id, sql.placeholder("id")), isNull(entities.deletedAt))));

export async function getEntity(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await entityById(db, { id });
  if (!row || !reaches(ctx, row.id)) throw notFound("Farm entity");
  return row;
}

export async function createEntity(ctx: ServiceContext, input: { name: string; location?: string | null; invoiceLanguage?: Lang }) {
  const { db } = ctx;
  const [row] = await db
    .insert(entities)
    .values({ name: input.name, location: input.location ?? "", ...(input.invoiceLanguage ? { invoiceLanguage: input.invoiceLanguage } : {}) })
    .returning({ id: entities.id });
  await ensureChart(ctx, row!.id);
  const created = await getEntity(ctx, row!.id);
  ctx.audit({ action: "create", resource: "entities", entityId: created.id, after: created });
  return created;
}

export async function updateEntity(ctx: ServiceContext, id: number, input: { name?: string; location?: string | null; invoiceLanguage?: Lang }) {
  const { db } = ctx;
  const before = await getEntity(ctx, id);
  await db
    .update(entities)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.location !== undefined ? { location: input.location ?? "" } : {}),
      ...(input.invoiceLanguage !== undefined ? { invoiceLanguage: input.invoiceLanguage } : {}),
    })
    .where(eq(entities.id, id));
  const after = await getEntity(ctx, id);
  ctx.audit({ action: "update", resource: "entities", entityId: id, before, after });
  return after;
}

/** Soft-deletes the entity with its active fields and tasks, all stamped with one time so they recover together. */
export async function deleteEntity(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const entity = await getEntity(ctx, id);
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx.update(entities).set({ deletedAt: at }).where(eq(entities.id, id));
    await tx.update(fields).set({ deletedAt: at }).where(and(eq(fields.entityId, id), isNull(fields.deletedAt)));
    const applying = await applyingTaskIds(tx, and(eq(tasks.entityId, id), isNull(tasks.deletedAt)));
    await tx.update(tasks).set({ deletedAt: at }).where(and(eq(tasks.entityId, id), isNull(tasks.deletedAt)));
    // Their applications leave the ledger.
    await recostTasksProducts({ ...ctx, db: tx }, applying);
  });
  ctx.audit({ action: "delete", resource: "entities", entityId: id, before: entity });
  return entity;
}

export async function listDeletedEntities(ctx: ServiceContext) {
  const { db } = ctx;
  return db
    .select({ ...entityColumns, deletedAt: entities.deletedAt })
    .from(entities)
    .where(isNotNull(entities.deletedAt))
    .orderBy(sql`${entities.deletedAt} desc`, asc(entities.id));
}

/** Restores a deleted entity and exactly the fields and tasks that were deleted along with it. */
export async function recoverEntity(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select().from(entities).where(eq(entities.id, id));
  if (!row) throw notFound("Farm entity");
  if (!row.deletedAt) throw conflict("Farm entity is not deleted");
  await db.transaction(async (tx) => {
    // Compared in SQL, against the stored value, so no precision is lost on the way through JavaScript;
    // the entity is restored last because the children are matched against its deletedAt.
    const at = sql`(select ${entities.deletedAt} from ${entities} where ${entities.id} = ${id})`;
    await tx.update(fields).set({ deletedAt: null }).where(and(eq(fields.entityId, id), eq(fields.deletedAt, at)));
    await tx.update(tasks).set({ deletedAt: null }).where(and(eq(tasks.entityId, id), eq(tasks.deletedAt, at)));
    await tx.update(entities).set({ deletedAt: null }).where(eq(entities.id, id));
    // The tasks' applications are back in the ledger (a shortfall is a 409 and nothing is restored).
    await recostTasksProducts({ ...ctx, db: tx }, await applyingTaskIds(tx, and(eq(tasks.entityId, id), isNull(tasks.deletedAt))));
  });
  ctx.audit({ action: "recover", resource: "entities", id, entityId: id, changes: { deletedAt: { before: row.deletedAt, after: null } } });
  return getEntity(ctx, id);
}

/** Throws 400 naming `path` unless the entity exists and is not deleted. */
export async function assertEntityActive(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select({ id: entities.id }).from(entities).where(and(eq(entities.id, id), isNull(entities.deletedAt)));
  return !!row;
}
