import type { ServiceContext } from "./context";
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, products, fieldCropYears, fields, taskCategories, tasks, timeEntries, users } from "../../db/schema";
import { dec } from "../domain/money";
import type { IrrigationType } from "../domain/task-formulas";
import { prepareTask, type TaskContext } from "../domain/task-preparation";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { TaskInput, TaskPatch } from "../schemas/tasks.schemas";
import { missingReference } from "./access.service";
import { type TaskRecord, getTask, storedTaskColumns } from "./tasks-read.service";
import { reusableInsert, reusableQuery } from "./statements";
import type { RecostedTask } from "./inventory.service";
import { checkTaskProducts, recostTasksProducts, replaceTaskProducts, storedLineInputs } from "./task-products.service";

type TaskValues = Omit<typeof tasks.$inferInsert, "id" | "importKey" | "createdAt" | "deletedAt">;


/** The names a task is answered with (tasks-read.service.ts's taskColumns), read with the task's references. */
interface TaskNames {
  entityName: string;
  fieldName: string;
  categoryName: string;
  isIncomeCategory: boolean;
  fertilizerName: string | null;
  /** The recording account's name, when a recorder was given. */
  recorderName: string | null;
}

/**
 * Checks a task's references and loads where it goes, in one query (a write runs inside its transaction, so each
 * round trip is time the connection is held): the entity (active), its category, its fertilizer, its field (active
 * and of the task's entity) and the field's crop for the year, with the names a created task is answered with (and
 * the recording account's). Each missing one is a 400 naming its key, checked in that order.
 */
const contextQuery = reusableQuery((db) =>
  db
    .select({
      entityId: entities.id,
      entityName: entities.name,
      categoryId: taskCategories.id,
      categoryName: taskCategories.name,
      isIncomeCategory: taskCategories.isIncomeCategory,
      fertilizerId: products.id,
      fertilizerName: products.name,
      acreage: fields.acreage,
      fieldName: fields.name,
      fieldCrop: fields.cropType,
      yearRowFieldId: fieldCropYears.fieldId,
      yearCrop: fieldCropYears.cropType,
      recorderName: users.username,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(entities, and(eq(entities.id, sql.placeholder("entityId")), isNull(entities.deletedAt)))
    .leftJoin(taskCategories, eq(taskCategories.id, sql.placeholder("categoryId")))
    // A null id matches no row: no fertilizer, no recorder.
    .leftJoin(products, and(eq(products.id, sql.placeholder("fertilizerId")), eq(products.kind, "fertilizer")))
    .leftJoin(fields, and(eq(fields.id, sql.placeholder("fieldId")), eq(fields.entityId, sql.placeholder("entityId")), isNull(fields.deletedAt)))
    .leftJoin(fieldCropYears, and(eq(fieldCropYears.fieldId, sql.placeholder("fieldId")), eq(fieldCropYears.year, sql.placeholder("cropYear"))))
    .leftJoin(users, eq(users.id, sql.placeholder("recorderId")))
    .limit(1),
);

async function taskContext(db: Db, input: TaskInput, recorderId: number | null = null): Promise<TaskContext & { names: TaskNames }> {
  const [row] = await contextQuery(db, {
    entityId: input.entityId,
    categoryId: input.categoryId,
    fertilizerId: input.fertilizerId,
    fieldId: input.fieldId,
    cropYear: input.cropYear,
    recorderId,
  });
  if (row?.entityId == null) throw missingReference("entityId");
  if (row.categoryId == null || row.categoryName == null) throw invalid("categoryId", "must name an existing task category");
  if (input.fertilizerId !== null && row.fertilizerId == null) throw invalid("fertilizerId", "must name an existing fertilizer");
  if (row.acreage == null) throw missingReference("fieldId");
  return {
    field: { acreage: row.acreage, cropType: row.fieldCrop },
    yearCrop: row.yearRowFieldId == null ? undefined : row.yearCrop,
    category: { id: row.categoryId, name: row.categoryName },
    names: {
      entityName: row.entityName!,
      fieldName: row.fieldName!,
      categoryName: row.categoryName,
      isIncomeCategory: row.isIncomeCategory!,
      fertilizerName: row.fertilizerName,
      recorderName: row.recorderName,
    },
  };
}

/**
 * Everything the server owns of a task, by the one preparation the import shares (`prepareTask`): a 400 names each
 * input at fault. `sent` says which keys the client sent; details kept from a stored task are cleared, not refused.
 */
function checkedValues(input: TaskInput, ctx: TaskContext, sent?: (key: string) => boolean): TaskValues {
  const { values, issues } = prepareTask(input, ctx, sent);
  if (issues.length) throw new AppError(S.BAD_REQUEST, "VALIDATION", `${issues[0]!.path}: ${issues[0]!.message}`, issues);
  return values;
}

/** The task's own columns of prepared values: its product lines are stored apart (task_products). */
function taskColumnsOf(values: TaskValues & { products?: unknown }): TaskValues {
  const { products: _lines, ...columns } = values;
  return columns;
}

/** Who records a task: the account, and whether it is a crew entry (priced from the price list). */
export interface Recorder {
  userId: number;
  crew: boolean;
}

const insertTask = reusableInsert((db, values) => db.insert(tasks).values(values as unknown as typeof tasks.$inferInsert).returning(storedTaskColumns), getTableColumns(tasks));

/**
 * Inserts the task and answers it as getTask would read it back: the stored row from the insert's RETURNING, the
 * names from the reference check before it (same transaction), so a create makes no second read.
 */
/** A write's answer: the task, and the other tasks it re-costed when there are any (so a PUT answers what GET reads). */
function withRecosted<T extends object>(task: T, recosted: RecostedTask[]): T & { recosted?: RecostedTask[] } {
  return recosted.length ? { ...task, recosted } : task;
}

export async function createTask(ctx: ServiceContext, input: TaskInput, recorder: Recorder | null = null): Promise<TaskRecord & { recosted?: RecostedTask[] }> {
  const { db } = ctx;
  const found = await taskContext(db, input, recorder?.userId ?? null);
  const values = checkedValues(input, found);
  const lines = await checkTaskProducts(db, { entityId: input.entityId, category: found.category, acresCovered: String(values.acresCovered) }, input.products ?? []);
  const columns = taskColumnsOf(values) as Record<string, unknown>;
  if (recorder) {
    columns.recordedById = recorder.userId;
    columns.recordedByCrew = recorder.crew;
  }
  const [row] = await insertTask(db, columns);
  const { names } = found;
  const created: TaskRecord = {
    ...row!,
    entityName: names.entityName,
    fieldName: names.fieldName,
    categoryName: names.categoryName,
    isIncomeCategory: names.isIncomeCategory,
    fertilizerName: row!.fertilizerId === null ? null : names.fertilizerName,
    recordedBy: row!.recordedById === null || names.recorderName === null ? null : { id: row!.recordedById, username: names.recorderName },
    crewEntry: row!.recordedByCrew,
    products: [],
  };
  if (!lines.length) {
    ctx.audit({ action: "create", resource: "tasks", after: created });
    return created;
  }
  // The products' costs come from the inventory: the answer is the task as the re-costing left it.
  const recosted = await replaceTaskProducts(ctx, row!.id, row!.entityId, lines);
  const costed = await getTask(ctx, row!.id);
  ctx.audit({ action: "create", resource: "tasks", after: costed });
  return withRecosted(costed, recosted);
}

/** The stored task as a complete payload, so a partial update can be merged into it. */
function storedInput(row: typeof tasks.$inferSelect): TaskInput {
  const { id, importKey, createdAt, deletedAt, recordedById, recordedByCrew, ...values } = row;
  const { totalCost, equipmentTotal, totalYieldValue, waterInchesApplied, waterAssessmentTotal, rentTotal, ...input } = values;
  return {
    ...input,
    yieldUnit: input.yieldUnit as TaskInput["yieldUnit"],
    irrigationType: input.irrigationType as IrrigationType | null,
    applicationMethod: input.applicationMethod as TaskInput["applicationMethod"],
  };
}

/**
 * Merges a partial payload into the stored task and recomputes every derived value. Moving the task to
 * another field or crop year without naming a crop takes that field's crop for the year.
 */
export async function updateTask(ctx: ServiceContext, id: number, patch: TaskPatch) {
  const { db } = ctx;
  const [stored] = await db.select().from(tasks).where(and(eq(tasks.id, id), isNull(tasks.deletedAt)));
  if (!stored) throw notFound("Task");
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<TaskInput>;
  const merged: TaskInput = { ...storedInput(stored), ...sent };
  const moved = merged.fieldId !== stored.fieldId || merged.cropYear !== stored.cropYear;
  if (sent.cropType === undefined && moved) merged.cropType = null;
  const found = await taskContext(db, merged);
  const values = checkedValues(merged, found, (key) => key in sent);
  // Left out, the stored lines are kept: measured again on the task's acres, costed again at its date and entity.
  const linesIn = sent.products ?? (await storedLineInputs(db, id));
  const lines = await checkTaskProducts(db, { entityId: merged.entityId, category: found.category, acresCovered: String(values.acresCovered) }, linesIn);
  const relined =
    sent.products !== undefined ||
    (lines.length > 0 && (values.date !== stored.date || !dec(values.acresCovered).equals(dec(stored.acresCovered)) || merged.entityId !== stored.entityId));
  const before = await getTask(ctx, id);
  if (merged.entityId !== stored.entityId || merged.fieldId !== stored.fieldId) await followedByTime(ctx, id, merged, stored.entityId);
  await db.update(tasks).set(taskColumnsOf(values)).where(eq(tasks.id, id));
  const recosted = relined ? await replaceTaskProducts(ctx, id, merged.entityId, lines) : [];
  const after = await getTask(ctx, id);
  ctx.audit({ action: "update", resource: "tasks", before, after });
  return withRecosted(after, recosted);
}

/**
 * A task's time entries go with it to another field of its entity (their field is the task's); to another entity
 * they cannot (the hours were worked under that entity's rule and rates): a 409 naming entityId.
 */
async function followedByTime(ctx: ServiceContext, id: number, to: { entityId: number; fieldId: number }, fromEntity: number) {
  const [time] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(timeEntries).where(eq(timeEntries.taskId, id));
  if (!time?.n) return;
  if (to.entityId !== fromEntity) {
    throw new AppError(S.CONFLICT, "TIME_RECORDED", `entityId: the task has ${time.n} time ${time.n === 1 ? "entry" : "entries"} recorded at its entity; move or remove them first`, [
      { path: "entityId", message: "the task has time recorded at its entity" },
    ], undefined, { timeEntries: time.n });
  }
  await ctx.db.update(timeEntries).set({ fieldId: to.fieldId }).where(eq(timeEntries.taskId, id));
}

/** Soft-deletes the task (an admin can recover it) and answers the record as it was. */
export async function deleteTask(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const task = await getTask(ctx, id);
  await db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, id));
  // Its applications leave the ledger: what was applied after them is costed again.
  const recosted = await recostTasksProducts(ctx, [id]);
  ctx.audit({ action: "delete", resource: "tasks", before: task });
  return withRecosted(task, recosted);
}
