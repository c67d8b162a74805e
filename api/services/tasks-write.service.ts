import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fertilizers, fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { type IrrigationType, computeTaskTotals, oversizedTotals, withoutOffCategoryDetails } from "../domain/task-formulas";
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

async function assertReferences(db: Db, input: TaskInput) {
  if (!(await assertEntityActive(db, input.entityId))) throw invalid("entityId", "must name an active farm entity");
  const [category] = await db.select({ id: taskCategories.id }).from(taskCategories).where(eq(taskCategories.id, input.categoryId));
  if (!category) throw invalid("categoryId", "must name an existing task category");
  if (input.fertilizerId !== null) {
    const [fertilizer] = await db.select({ id: fertilizers.id }).from(fertilizers).where(eq(fertilizers.id, input.fertilizerId));
    if (!fertilizer) throw invalid("fertilizerId", "must name an existing fertilizer");
  }
}

/** The field's crop for the crop year, else the field's own crop (DECISIONS.md). */
async function defaultCropType(db: Db, fieldId: number, year: number, fieldCrop: string | null) {
  const [row] = await db
    .select({ cropType: fieldCropYears.cropType })
    .from(fieldCropYears)
    .where(and(eq(fieldCropYears.fieldId, fieldId), eq(fieldCropYears.year, year)));
  return row?.cropType ?? fieldCrop;
}

/**
 * Checks a task's references and works out everything the server owns: the default crop, the clearing of
 * details that do not belong to the category, and every derived value. A total too large to store is a 400
 * naming the inputs behind it, largest first.
 */
async function prepareTask(db: Db, input: TaskInput): Promise<TaskValues> {
  await assertReferences(db, input);
  const field = await activeFieldOf(db, input.entityId, input.fieldId);
  const cropType = input.cropType ?? (await defaultCropType(db, input.fieldId, input.cropYear, field.cropType));
  const values = withoutOffCategoryDetails(input.categoryId, { ...input, cropType });
  const totals = computeTaskTotals({ ...values, fieldAcreage: field.acreage });
  const [tooLarge] = oversizedTotals(values, totals);
  if (tooLarge) {
    const limit = tooLarge.total === "waterInchesApplied" ? "9,999,999.999" : "99,999,999.99";
    const message = `gives a ${tooLarge.total} of ${tooLarge.value}, more than a task can hold (${limit})`;
    const issues = tooLarge.inputs.map((path) => ({ path, message }));
    throw new AppError(S.BAD_REQUEST, "VALIDATION", `${issues[0]?.path ?? tooLarge.total}: ${message}`, issues);
  }
  return { ...values, ...totals };
}

export async function createTask(db: Db, input: TaskInput) {
  const values = await prepareTask(db, input);
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
  const values = await prepareTask(db, merged);
  await db.update(tasks).set(values).where(eq(tasks.id, id));
  return getTask(db, id);
}

/** Soft-deletes the task (an admin can recover it) and answers the record as it was. */
export async function deleteTask(db: Db, id: number) {
  const task = await getTask(db, id);
  await db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, id));
  return task;
}
