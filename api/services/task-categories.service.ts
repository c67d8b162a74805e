import type { ServiceContext } from "./context";
import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { taskCategories, tasks } from "../../db/schema";
import { CATEGORY_ID, CATEGORY_NAME } from "../domain/task-categories";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { TaskCategoryInput, TaskCategoryPatch } from "../schemas/task-categories.schemas";
import { orderFor, pageFor } from "./list";
import { countBudgetLinesUsing } from "./budgets.service";
import { countTasksUsing, stillUsedMessage } from "./tasks-read.service";

export const TASK_CATEGORY_SORTABLE = ["id", "name", "isIncomeCategory"] as const;
export interface TaskCategoryFilter {
  q?: string;
  id?: number | number[];
  isIncomeCategory?: boolean;
}

const BUILT_IN_NAMES = new Set<string>(Object.values(CATEGORY_NAME));
const BUILT_IN_IDS = new Set<number>(Object.values(CATEGORY_ID));

/**
 * The task form, reports and account codes recognise these categories by id (Water 1, Fertilizer 3) or by name,
 * so they keep both: their icon, colour and income flag may change, their name may not, and they are never deleted.
 */
const isBuiltIn = (row: { id: number; name: string }) => BUILT_IN_IDS.has(row.id) || BUILT_IN_NAMES.has(row.name);

function filterWhere(filter: TaskCategoryFilter) {
  return and(
    filter.q ? ilike(taskCategories.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(taskCategories.id, ([] as number[]).concat(filter.id)) : undefined,
    filter.isIncomeCategory !== undefined ? eq(taskCategories.isIncomeCategory, filter.isIncomeCategory) : undefined,
  );
}

/** Categories in id order by default: the seeded order the task form lists them in. */
export async function listTaskCategories(ctx: ServiceContext, params: ListParams<TaskCategoryFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select()
    .from(taskCategories)
    .where(where)
    .orderBy(...orderFor(params.sort, getTableColumns(taskCategories), asc(taskCategories.id), taskCategories.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(taskCategories).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

export async function getTaskCategory(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select().from(taskCategories).where(eq(taskCategories.id, id));
  if (!row) throw notFound("Task category");
  return row;
}

/** Names are unique whatever their case: "water" beside "Water" would make imports and reports ambiguous. */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ name: taskCategories.name })
    .from(taskCategories)
    .where(and(sql`lower(${taskCategories.name}) = lower(${name})`, exceptId !== undefined ? ne(taskCategories.id, exceptId) : undefined));
  if (clash) throw conflict(`A task category named "${clash.name}" already exists`);
}

export async function createTaskCategory(ctx: ServiceContext, input: TaskCategoryInput) {
  const { db } = ctx;
  await assertNameFree(db, input.name);
  const [row] = await db.insert(taskCategories).values(input).returning();
  ctx.audit({ action: "create", resource: "task-categories", after: row });
  return row!;
}

export async function updateTaskCategory(ctx: ServiceContext, id: number, patch: TaskCategoryPatch) {
  const { db } = ctx;
  const current = await getTaskCategory(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as TaskCategoryPatch;
  if (set.name !== undefined && set.name !== current.name) {
    if (isBuiltIn(current)) throw conflict(`"${current.name}" is a built-in category; its name cannot change`);
    await assertNameFree(db, set.name, id);
  }
  if (Object.keys(set).length) await db.update(taskCategories).set(set).where(eq(taskCategories.id, id));
  const after = await getTaskCategory(ctx, id);
  ctx.audit({ action: "update", resource: "task-categories", before: current, after });
  return after;
}

/** Refused (409) for built-in categories and for any category a task still uses. */
export async function deleteTaskCategory(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getTaskCategory(ctx, id);
  if (isBuiltIn(current)) throw conflict(`"${current.name}" is a built-in category and cannot be deleted`);
  const used = stillUsedMessage(`Task category "${current.name}"`, await countTasksUsing(ctx, eq(tasks.categoryId, id)));
  if (used) throw conflict(used);
  const planned = await countBudgetLinesUsing(ctx, id);
  if (planned) throw conflict(`Task category "${current.name}" is planned in ${planned} budget line${planned === 1 ? "" : "s"}; remove those lines first`);
  await db.delete(taskCategories).where(eq(taskCategories.id, id));
  ctx.audit({ action: "delete", resource: "task-categories", before: current });
  return current;
}
