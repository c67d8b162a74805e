import type { ServiceContext } from "./context";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { taskCategories, tasks } from "../../db/schema";
import { CREW_EDIT_DAYS, crewMayChange } from "../domain/access";
import { crewCategoryRefusal, crewMoney } from "../domain/crew-tasks";
import { forbidden, invalid, notFound } from "../lib/errors";
import type { CrewTaskInput, CrewTaskPatch, TaskInput } from "../schemas/task-input.schemas";
import { crewPrice } from "./price-list.service";
import { crewEntriesOf, getTask } from "./tasks-read.service";
import { createTask, deleteTask, updateTask } from "./tasks-write.service";

/**
 * The category a crew entry is named after; a 400 naming categoryId when unknown or not one a crew records work in
 * (an income category, Rent, Water Assessment: `crewCategoryRefusal`).
 */
async function categoryName(db: Db, categoryId: number) {
  const [row] = await db.select({ name: taskCategories.name, isIncomeCategory: taskCategories.isIncomeCategory }).from(taskCategories).where(eq(taskCategories.id, categoryId));
  if (!row) throw invalid("categoryId", "must name an existing task category");
  const refusal = crewCategoryRefusal(row);
  if (refusal) throw invalid("categoryId", refusal);
  return row.name;
}

/**
 * Records a crew entry: named after its category, in the crop year of its date unless given, priced from the
 * entity's price list (0 where no price is set) with the totals of any task (api/domain/task-formulas.ts).
 */
export async function createCrewTask(ctx: ServiceContext, userId: number, input: CrewTaskInput) {
  const { db } = ctx;
  const name = await categoryName(db, input.categoryId);
  const price = await crewPrice(ctx, input.entityId, input.categoryId);
  const full: TaskInput = { ...input, name, cropType: null, cropYear: input.cropYear ?? Number(input.date.slice(0, 4)), ...crewMoney(price) };
  return createTask(ctx, full, { userId, crew: true });
}

/**
 * A crew entry of this user, still within its week: any other task (another account's, or an office task of a crew
 * token's creator) is as missing as one that never existed (404); an own entry past its week is 403.
 */
async function ownEntry(db: Db, userId: number, id: number, now: Date) {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, id), isNull(tasks.deletedAt), crewEntriesOf(userId)));
  if (!row) throw notFound("Task");
  if (!crewMayChange(row.createdAt, now)) throw forbidden(`Crew entries can be changed for ${CREW_EDIT_DAYS} days`);
  return row;
}

/** Changes a crew entry and prices it again from the price list of its (possibly new) entity and category. */
export async function updateCrewTask(ctx: ServiceContext, userId: number, id: number, patch: CrewTaskPatch, now = new Date()) {
  const { db } = ctx;
  const stored = await ownEntry(db, userId, id, now);
  const entityId = patch.entityId ?? stored.entityId;
  const categoryId = patch.categoryId ?? stored.categoryId;
  const name = categoryId !== stored.categoryId ? await categoryName(db, categoryId) : stored.name;
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return updateTask(ctx, id, { ...sent, name, ...crewMoney(await crewPrice(ctx, entityId, categoryId)) });
}

export async function deleteCrewTask(ctx: ServiceContext, userId: number, id: number, now = new Date()) {
  const { db } = ctx;
  await ownEntry(db, userId, id, now);
  return deleteTask(ctx, id);
}

/** A crew-role request reads only its user's crew entries: any other task is as missing as one that never existed. */
export const getCrewTask = (ctx: ServiceContext, userId: number, id: number) => getTask(ctx, id, userId);
