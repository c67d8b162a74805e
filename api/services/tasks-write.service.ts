import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fertilizers, fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import type { IrrigationType } from "../domain/task-formulas";
import { prepareTask, type TaskContext } from "../domain/task-preparation";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { TaskInput, TaskPatch } from "../schemas/tasks.schemas";
import { assertEntityActive } from "./entities.service";
import { getTask } from "./tasks-read.service";

type TaskValues = Omit<typeof tasks.$inferInsert, "id" | "importKey" | "createdAt" | "deletedAt">;


/** The field a task is written against: active and of the task's entity, else a 400 naming fieldId. */
async function activeFieldOf(db: Db, entityId: number, fieldId: number) {
  const [field] = await db
    .select({ acreage: fields.acreage, cropType: fields.cropType })
    .from(fields)
    .where(and(eq(fields.id, fieldId), eq(fields.entityId, entityId), isNull(fields.deletedAt)));
  if (!field) throw invalid("fieldId", `must name an active field of farm entity ${entityId}`);
  return field;
}

/** Checks a task's references and loads where it goes: its category, its field and the field's crop for the year. */
async function taskContext(db: Db, input: TaskInput): Promise<TaskContext> {
  if (!(await assertEntityActive(db, input.entityId))) throw invalid("entityId", "must name an active farm entity");
  const [category] = await db.select({ id: taskCategories.id, name: taskCategories.name }).from(taskCategories).where(eq(taskCategories.id, input.categoryId));
  if (!category) throw invalid("categoryId", "must name an existing task category");
  if (input.fertilizerId !== null) {
    const [fertilizer] = await db.select({ id: fertilizers.id }).from(fertilizers).where(eq(fertilizers.id, input.fertilizerId));
    if (!fertilizer) throw invalid("fertilizerId", "must name an existing fertilizer");
  }
  const field = await activeFieldOf(db, input.entityId, input.fieldId);
  const [yearRow] = await db
    .select({ cropType: fieldCropYears.cropType })
    .from(fieldCropYears)
    .where(and(eq(fieldCropYears.fieldId, input.fieldId), eq(fieldCropYears.year, input.cropYear)));
  return { field, yearCrop: yearRow?.cropType, category };
}

/**
 * Everything the server owns of a task, by the one preparation the import shares (`prepareTask`): a 400 names each
 * input at fault. `sent` says which keys the client sent; details kept from a stored task are cleared, not refused.
 */
async function preparedValues(db: Db, input: TaskInput, sent?: (key: string) => boolean): Promise<TaskValues> {
  const { values, issues } = prepareTask(input, await taskContext(db, input), sent);
  if (issues.length) throw new AppError(S.BAD_REQUEST, "VALIDATION", `${issues[0]!.path}: ${issues[0]!.message}`, issues);
  return values;
}

export async function createTask(db: Db, input: TaskInput) {
  const values = await preparedValues(db, input);
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return getTask(db, row!.id);
}

/** The stored task as a complete payload, so a partial update can be merged into it. */
function storedInput(row: typeof tasks.$inferSelect): TaskInput {
  const { id, importKey, createdAt, deletedAt, ...values } = row;
  const { totalCost, equipmentTotal, totalYieldValue, waterInchesApplied, waterAssessmentTotal, rentTotal, ...input } = values;
  return { ...input, yieldUnit: input.yieldUnit as TaskInput["yieldUnit"], irrigationType: input.irrigationType as IrrigationType | null };
}

/**
 * Merges a partial payload into the stored task and recomputes every derived value. Moving the task to
 * another field or crop year without naming a crop takes that field's crop for the year.
 */
export async function updateTask(db: Db, id: number, patch: TaskPatch) {
  const [stored] = await db.select().from(tasks).where(and(eq(tasks.id, id), isNull(tasks.deletedAt)));
  if (!stored) throw notFound("Task");
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<TaskInput>;
  const merged: TaskInput = { ...storedInput(stored), ...sent };
  const moved = merged.fieldId !== stored.fieldId || merged.cropYear !== stored.cropYear;
  if (sent.cropType === undefined && moved) merged.cropType = null;
  const values = await preparedValues(db, merged, (key) => key in sent);
  await db.update(tasks).set(values).where(eq(tasks.id, id));
  return getTask(db, id);
}

/** Soft-deletes the task (an admin can recover it) and answers the record as it was. */
export async function deleteTask(db: Db, id: number) {
  const task = await getTask(db, id);
  await db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, id));
  return task;
}
