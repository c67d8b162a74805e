import type { ServiceContext } from "./context";
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, fields, taskCategories, tasks } from "../../db/schema";
import { applyingTaskIds, recostTasksProducts } from "./task-products.service";
import { conflict, notFound } from "../lib/errors";

/**
 * The admin's recovery screen: what was soft-deleted, and putting it back together with whatever was
 * deleted along with it (same deletedAt, see db/schema/columns.ts).
 */
export { listDeletedEntities, recoverEntity } from "./entities.service";

const fieldColumns = {
  id: fields.id,
  entityId: fields.entityId,
  entityName: entities.name,
  name: fields.name,
  acreage: fields.acreage,
  cropType: fields.cropType,
  location: fields.location,
  createdAt: fields.createdAt,
  deletedAt: fields.deletedAt,
};

const taskColumns = {
  id: tasks.id,
  entityId: tasks.entityId,
  entityName: entities.name,
  fieldId: tasks.fieldId,
  fieldName: fields.name,
  categoryId: tasks.categoryId,
  categoryName: taskCategories.name,
  name: tasks.name,
  cropYear: tasks.cropYear,
  date: tasks.date,
  totalCost: tasks.totalCost,
  createdAt: tasks.createdAt,
  deletedAt: tasks.deletedAt,
};

const fieldRows = (db: Db) => db.select(fieldColumns).from(fields).innerJoin(entities, eq(entities.id, fields.entityId));
const taskRows = (db: Db) =>
  db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(entities, eq(entities.id, tasks.entityId))
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId));

/** A filter by an entity that does not exist at all (deleted ones do) is a 404, not an empty list. */
async function assertEntityExists(db: Db, entityId: number | undefined) {
  if (entityId === undefined) return;
  const [row] = await db.select({ id: entities.id }).from(entities).where(eq(entities.id, entityId));
  if (!row) throw notFound("Farm entity");
}

export async function listDeletedFields(ctx: ServiceContext, entityId?: number) {
  const { db } = ctx;
  await assertEntityExists(db, entityId);
  return fieldRows(db)
    .where(and(isNotNull(fields.deletedAt), entityId !== undefined ? eq(fields.entityId, entityId) : undefined))
    .orderBy(desc(fields.deletedAt), asc(fields.id));
}

export async function listDeletedTasks(ctx: ServiceContext, entityId?: number) {
  const { db } = ctx;
  await assertEntityExists(db, entityId);
  return taskRows(db)
    .where(and(isNotNull(tasks.deletedAt), entityId !== undefined ? eq(tasks.entityId, entityId) : undefined))
    .orderBy(desc(tasks.deletedAt), asc(tasks.id));
}

async function fieldState(db: Db, id: number) {
  const [row] = await db
    .select({ deletedAt: fields.deletedAt, entityDeletedAt: entities.deletedAt })
    .from(fields)
    .innerJoin(entities, eq(entities.id, fields.entityId))
    .where(eq(fields.id, id));
  return row;
}

/** Restores a deleted field and the tasks deleted with it; a field of a deleted entity waits for the entity. */
export async function recoverField(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const state = await fieldState(db, id);
  if (!state) throw notFound("Field");
  if (!state.deletedAt) throw conflict("Field is not deleted");
  if (state.entityDeletedAt) throw conflict("Recover the farm entity first");
  await db.transaction(async (tx) => {
    // Compared in SQL, against the stored value, so no precision is lost on the way through JavaScript.
    const deletedWithField = sql`(select ${fields.deletedAt} from ${fields} where ${fields.id} = ${id})`;
    await tx.update(tasks).set({ deletedAt: null }).where(and(eq(tasks.fieldId, id), eq(tasks.deletedAt, deletedWithField)));
    await tx.update(fields).set({ deletedAt: null }).where(eq(fields.id, id));
    // The restored tasks' applications are back in the ledger (a shortfall is a 409 and nothing is restored).
    await recostTasksProducts({ ...ctx, db: tx }, await applyingTaskIds(tx, and(eq(tasks.fieldId, id), isNull(tasks.deletedAt))));
  });
  const [row] = await fieldRows(db).where(eq(fields.id, id));
  ctx.audit({ action: "recover", resource: "fields", id, entityId: row!.entityId, changes: { deletedAt: { before: state.deletedAt, after: null } } });
  return row!;
}

/** Restores one deleted task; its field and entity must be active. */
export async function recoverTask(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db
    .select({ deletedAt: tasks.deletedAt, fieldDeletedAt: fields.deletedAt, entityDeletedAt: entities.deletedAt })
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .innerJoin(entities, eq(entities.id, tasks.entityId))
    .where(eq(tasks.id, id));
  if (!row) throw notFound("Task");
  if (!row.deletedAt) throw conflict("Task is not deleted");
  if (row.entityDeletedAt) throw conflict("Recover the farm entity first");
  if (row.fieldDeletedAt) throw conflict("Recover the field first");
  await db.update(tasks).set({ deletedAt: null }).where(eq(tasks.id, id));
  // Its applications are back in the ledger: costed again, and a shortfall they cause is a 409.
  await recostTasksProducts(ctx, [id]);
  const [task] = await taskRows(db).where(eq(tasks.id, id));
  ctx.audit({ action: "recover", resource: "tasks", id, entityId: task!.entityId, changes: { deletedAt: { before: row.deletedAt, after: null } } });
  return task!;
}
