import type { ServiceContext } from "./context";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products, taskCategories, taskProducts, tasks } from "../../db/schema";
import type { PackDefinition } from "../domain/input-units";
import { type TaskProductIssue, lineStockQuantity, productRefusal } from "../domain/task-products";
import { AppError, type Issue } from "../lib/errors";
import * as S from "../lib/http-status";
import type { TaskProductLineInput } from "../schemas/task-input.schemas";
import { type RecostedTask, recostProduct, refreshMaterialCost } from "./inventory.service";

/*
 * A task's product lines (issue 36, "applications that cost themselves"): checked against the task's category and
 * the product's units, stored in task_products with the quantity they take out of stock, and costed by the
 * inventory (recostProduct), which also writes the task's materialCost and totalCost.
 */

/** A product line as a task answers it (crew answers leave out the cost). */
export interface TaskProductLine {
  line: number;
  productId: number;
  productName: string;
  ratePerAcre: string | null;
  totalQuantity: string | null;
  unit: string;
  stockQuantity: string;
  stockUnit: string;
  cost: string;
}

/** The product lines of each task, in the order of the task form. */
export async function taskProductLines(db: Db, taskIds: number[]): Promise<Map<number, TaskProductLine[]>> {
  const out = new Map<number, TaskProductLine[]>();
  if (!taskIds.length) return out;
  const rows = await db
    .select({
      taskId: taskProducts.taskId,
      line: taskProducts.line,
      productId: taskProducts.productId,
      productName: products.name,
      ratePerAcre: taskProducts.ratePerAcre,
      totalQuantity: taskProducts.totalQuantity,
      unit: taskProducts.unit,
      stockQuantity: taskProducts.stockQuantity,
      stockUnit: products.stockUnit,
      cost: taskProducts.cost,
    })
    .from(taskProducts)
    .innerJoin(products, eq(products.id, taskProducts.productId))
    .where(inArray(taskProducts.taskId, taskIds))
    .orderBy(asc(taskProducts.taskId), asc(taskProducts.line));
  for (const { taskId, ...line } of rows) out.set(taskId, [...(out.get(taskId) ?? []), line]);
  return out;
}

/** Each record with its `products` (the lines read in one query). */
export async function withProducts<T extends { id: number }>(db: Db, records: T[]): Promise<Array<T & { products: TaskProductLine[] }>> {
  const lines = await taskProductLines(db, records.map((r) => r.id));
  return records.map((r) => ({ ...r, products: lines.get(r.id) ?? [] }));
}

/** What the lines are checked and costed against: the task as it will be stored. */
export interface AppliedTask {
  id?: number;
  entityId: number;
  category: { id: number; name: string };
  acresCovered: string;
}

/** A line ready to store: what the client sent and the quantity it takes out of stock. */
export interface CheckedLine extends TaskProductLineInput {
  stockQuantity: string;
}

const invalidLines = (issues: TaskProductIssue[]) =>
  new AppError(S.BAD_REQUEST, "VALIDATION", `${issues[0]!.path}: ${issues[0]!.message}`, issues);

/**
 * Checks the lines against the task: each product exists and is of the kind the category applies (a 400 naming
 * products.N.productId), its unit is one of the product's of the right dimension (products.N.unit), and it takes
 * something out of stock. Returns the lines with their stock quantities.
 */
export async function checkTaskProducts(db: Db, task: AppliedTask, lines: TaskProductLineInput[]): Promise<CheckedLine[]> {
  if (!lines.length) return [];
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = await db
    .select({ id: products.id, name: products.name, kind: products.kind, stockUnit: products.stockUnit, packs: products.packs })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const issues: TaskProductIssue[] = [];
  const checked: CheckedLine[] = [];
  lines.forEach((line, i) => {
    const product = byId.get(line.productId);
    if (!product) return void issues.push({ path: `products.${i}.productId`, message: "must name an existing product" });
    const refusal = productRefusal(task.category, product);
    if (refusal) return void issues.push({ path: `products.${i}.productId`, message: refusal });
    const units = { stockUnit: product.stockUnit as "gal", packs: product.packs as PackDefinition[] };
    const q = lineStockQuantity(units, line, task.acresCovered, i);
    if ("issue" in q) return void issues.push(q.issue);
    checked.push({ ...line, stockQuantity: q.quantity });
  });
  if (issues.length) throw invalidLines(issues);
  return checked;
}

/** The lines stored on a task, as a PUT that leaves `products` out keeps them (re-measured on the task's acres). */
export async function storedLineInputs(db: Db, taskId: number): Promise<TaskProductLineInput[]> {
  const rows = await db
    .select({ productId: taskProducts.productId, ratePerAcre: taskProducts.ratePerAcre, totalQuantity: taskProducts.totalQuantity, unit: taskProducts.unit })
    .from(taskProducts)
    .where(eq(taskProducts.taskId, taskId))
    .orderBy(asc(taskProducts.line));
  return rows;
}

/** The (entity, product) pairs whose ledgers a task's lines are in. */
async function ledgersOf(db: Db, taskIds: number[]): Promise<Array<{ entityId: number; productId: number }>> {
  if (!taskIds.length) return [];
  return db
    .selectDistinct({ entityId: taskProducts.entityId, productId: taskProducts.productId })
    .from(taskProducts)
    .where(inArray(taskProducts.taskId, taskIds));
}

const pairKey = (p: { entityId: number; productId: number }) => `${p.entityId}:${p.productId}`;

/**
 * Re-costs every ledger named by `pairs` and then the tasks' own material and total cost; a shortfall is the 409
 * INVENTORY_SHORTFALL, its first issue naming this task's line of that product when it has one (products.N.field).
 * Returns the other tasks whose cost changed.
 */
async function recostLedgers(
  ctx: ServiceContext,
  pairs: Array<{ entityId: number; productId: number }>,
  taskIds: number[],
  lines: CheckedLine[] = [],
): Promise<RecostedTask[]> {
  const seen = new Set<string>();
  const recosted: RecostedTask[] = [];
  for (const pair of pairs) {
    if (seen.has(pairKey(pair))) continue;
    seen.add(pairKey(pair));
    try {
      recosted.push(...(await recostProduct(ctx, pair.entityId, pair.productId, taskIds)));
    } catch (err) {
      throw namingLine(err, pair.productId, lines);
    }
  }
  await refreshMaterialCost(ctx, taskIds, taskIds);
  const byTask = new Map<number, RecostedTask>();
  for (const r of recosted) byTask.set(r.taskId, { ...r, totalCostBefore: byTask.get(r.taskId)?.totalCostBefore ?? r.totalCostBefore });
  return [...byTask.values()];
}

/** A shortfall with this task's line of the product named first, so the form can point at it. */
function namingLine(err: unknown, productId: number, lines: CheckedLine[]): unknown {
  if (!(err instanceof AppError) || err.code !== "INVENTORY_SHORTFALL") return err;
  const index = lines.findIndex((l) => l.productId === productId);
  if (index < 0) return err;
  const key = lines[index]!.ratePerAcre !== null ? "ratePerAcre" : "totalQuantity";
  const issues: Issue[] = [{ path: `products.${index}.${key}`, message: err.message }, ...(err.issues ?? [])];
  return new AppError(S.CONFLICT, err.code, err.message, issues);
}

/**
 * Stores a task's lines in place of the ones it had (a line keeps its place in the day's order when it stays), then
 * re-costs every product the task applies now or applied before, at its entity now or before, and the task's own
 * materialCost and totalCost. Returns the other tasks whose cost changed (`recosted`).
 */
export async function replaceTaskProducts(ctx: ServiceContext, taskId: number, entityId: number, lines: CheckedLine[]): Promise<RecostedTask[]> {
  const { db } = ctx;
  const before = await ledgersOf(db, [taskId]);
  const stored = await db.select({ id: taskProducts.id, line: taskProducts.line }).from(taskProducts).where(eq(taskProducts.taskId, taskId));
  const byLine = new Map(stored.map((s) => [s.line, s.id]));
  for (const [i, l] of lines.entries()) {
    const values = {
      entityId,
      productId: l.productId,
      ratePerAcre: l.ratePerAcre,
      totalQuantity: l.totalQuantity,
      unit: l.unit,
      stockQuantity: l.stockQuantity,
    };
    const id = byLine.get(i + 1);
    if (id !== undefined) await db.update(taskProducts).set(values).where(eq(taskProducts.id, id));
    else await db.insert(taskProducts).values({ ...values, taskId, line: i + 1 });
  }
  const surplus = stored.filter((s) => s.line > lines.length).map((s) => s.id);
  if (surplus.length) await db.delete(taskProducts).where(inArray(taskProducts.id, surplus));
  const now = lines.map((l) => ({ entityId, productId: l.productId }));
  return recostLedgers(ctx, [...before, ...now], [taskId], lines);
}

/**
 * Re-costs what the tasks apply after they were deleted or restored (the ledger leaves deleted tasks out): a restore
 * that would take more than is on hand is the 409 INVENTORY_SHORTFALL. Returns the other tasks whose cost changed.
 */
export async function recostTasksProducts(ctx: ServiceContext, taskIds: number[]): Promise<RecostedTask[]> {
  const pairs = await ledgersOf(ctx.db, taskIds);
  if (!pairs.length) return [];
  return recostLedgers(ctx, pairs, taskIds);
}

/** The ids of the tasks matching `where` that apply products (for a field or an entity deleted or restored at once). */
export async function applyingTaskIds(db: Db, where: ReturnType<typeof and>): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: tasks.id })
    .from(tasks)
    .innerJoin(taskProducts, eq(taskProducts.taskId, tasks.id))
    .where(where ?? sql`true`);
  return rows.map((r) => r.id);
}

/**
 * Measures the tasks' stored lines again on their acres, costs them again at their date, and writes the tasks'
 * material and total cost: after a write that changed tasks without going through their lines (a re-import of a
 * file of tasks, which has no products). Returns the other tasks whose cost changed.
 */
export async function remeasureTasksProducts(ctx: ServiceContext, taskIds: number[]): Promise<RecostedTask[]> {
  const { db } = ctx;
  if (!taskIds.length) return [];
  const rows = await db
    .select({ id: tasks.id, entityId: tasks.entityId, acresCovered: tasks.acresCovered, categoryId: taskCategories.id, categoryName: taskCategories.name })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(inArray(tasks.id, taskIds));
  const recosted: RecostedTask[] = [];
  for (const t of rows) {
    const task = { id: t.id, entityId: t.entityId, category: { id: t.categoryId, name: t.categoryName }, acresCovered: t.acresCovered };
    const lines = await checkTaskProducts(db, task, await storedLineInputs(db, t.id));
    recosted.push(...(await replaceTaskProducts(ctx, t.id, t.entityId, lines)));
  }
  return recosted.filter((r) => !taskIds.includes(r.taskId));
}
