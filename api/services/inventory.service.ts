import type { ServiceContext } from "./context";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fields, inventoryAdjustments, journalExports, products, purchaseLines, purchases, taskProducts, tasks } from "../../db/schema";
import {
  InventoryInputError,
  InventoryShortfallError,
  type LedgerProduct,
  type MovementInput,
  type MovementResult,
  inventoryLedger,
} from "../domain/inventory";
import { computeTaskTotals } from "../domain/task-formulas";
import { sumCents } from "../domain/money";
import { AppError, notFound } from "../lib/errors";
import * as S from "../lib/http-status";

/** The movements of one product at one entity, ready for the ledger. */
export interface ProductMovementsAt {
  entityId: number;
  productId: number;
  movements: MovementInput[];
}

/**
 * The inventory movements at some entities (of one product, or of every product): every receipt (purchase line),
 * return, adjustment and application (a task's product line, deleted tasks left out) read as ledger movements,
 * grouped per entity and product, to be costed by `inventoryLedger` (docs/decisions/inventory-weighted-average.md).
 * Movement ids say where each came from: `r` purchase line, `a` task product, `j` adjustment or return. The one
 * reading of the movements: re-costing, a product's ledger and the input reports all take them from here.
 */
export async function movementsAt(db: Db, entityIds: readonly number[], productId?: number): Promise<ProductMovementsAt[]> {
  if (!entityIds.length) return [];
  const ids = [...entityIds];
  const [receipts, adjustments, applications] = await Promise.all([
    db
      .select({ id: purchaseLines.id, entityId: purchases.entityId, productId: purchaseLines.productId, date: purchases.date, seq: purchaseLines.seq, quantity: purchaseLines.stockQuantity, value: purchaseLines.value })
      .from(purchaseLines)
      .innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId))
      .where(and(inArray(purchases.entityId, ids), productId === undefined ? undefined : eq(purchaseLines.productId, productId))),
    db
      .select({
        id: inventoryAdjustments.id,
        entityId: inventoryAdjustments.entityId,
        productId: inventoryAdjustments.productId,
        kind: inventoryAdjustments.kind,
        date: inventoryAdjustments.date,
        seq: inventoryAdjustments.seq,
        quantity: inventoryAdjustments.stockQuantity,
        value: inventoryAdjustments.value,
        reason: inventoryAdjustments.reason,
      })
      .from(inventoryAdjustments)
      .where(and(inArray(inventoryAdjustments.entityId, ids), productId === undefined ? undefined : eq(inventoryAdjustments.productId, productId))),
    db
      .select({ id: taskProducts.id, entityId: taskProducts.entityId, productId: taskProducts.productId, date: tasks.date, seq: taskProducts.seq, quantity: taskProducts.stockQuantity })
      .from(taskProducts)
      .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
      .where(and(inArray(taskProducts.entityId, ids), productId === undefined ? undefined : eq(taskProducts.productId, productId), isNull(tasks.deletedAt))),
  ]);
  const groups = new Map<string, ProductMovementsAt>();
  const add = (entityId: number, product: number, m: MovementInput) => {
    const key = `${entityId}:${product}`;
    const g = groups.get(key) ?? { entityId, productId: product, movements: [] };
    g.movements.push(m);
    groups.set(key, g);
  };
  for (const r of receipts) add(r.entityId, r.productId, { id: `r${r.id}`, kind: "receipt", date: r.date, seq: r.seq, quantity: r.quantity, value: r.value });
  for (const j of adjustments) {
    const kind = j.kind === "return" ? "return" : "adjustment";
    add(j.entityId, j.productId, { id: `j${j.id}`, kind, date: j.date, seq: j.seq, quantity: j.quantity, value: j.value, reason: j.reason });
  }
  for (const a of applications) add(a.entityId, a.productId, { id: `a${a.id}`, kind: "application", date: a.date, seq: a.seq, quantity: a.quantity });
  return [...groups.values()];
}

/** The movements of one product at one entity (see movementsAt). */
export async function productMovements(db: Db, entityId: number, productId: number): Promise<MovementInput[]> {
  return (await movementsAt(db, [entityId], productId))[0]?.movements ?? [];
}

export async function ledgerProduct(db: Db, productId: number): Promise<LedgerProduct> {
  const [p] = await db.select({ id: products.id, name: products.name, stockUnit: products.stockUnit }).from(products).where(eq(products.id, productId));
  if (!p) throw notFound("Product");
  return p;
}

/** The ledger's refusals as the API answers them: 409 naming the product, the date and the shortfall; 400 naming the field. */
export function inventoryError(err: unknown): unknown {
  if (err instanceof InventoryShortfallError) {
    return new AppError(S.CONFLICT, "INVENTORY_SHORTFALL", err.message, [
      { path: "quantity", message: `${err.shortfall} ${err.product.stockUnit} of ${err.product.name} short on ${err.movement.date}` },
    ]);
  }
  if (err instanceof InventoryInputError) return new AppError(S.BAD_REQUEST, "VALIDATION", err.message, [{ path: err.field, message: err.message }]);
  return err;
}

/** The costed ledger of one product at one entity, in ledger order. */
export async function productLedger(db: Db, entityId: number, productId: number): Promise<{ product: LedgerProduct; results: MovementResult[] }> {
  const product = await ledgerProduct(db, productId);
  try {
    return { product, results: inventoryLedger(product, await productMovements(db, entityId, productId)) };
  } catch (err) {
    throw inventoryError(err);
  }
}

/** A task whose cost a re-costing changed, and whether a journal export already covered its date. */
export interface RecostedTask {
  taskId: number;
  taskName: string;
  date: string;
  totalCostBefore: string;
  totalCostAfter: string;
  /** True when a journal export of the task's entity (or of every entity) covered its date: re-export it. */
  exported: boolean;
}

/**
 * Re-costs a product at an entity after any of its movements changed (a purchase, a return, an adjustment, an
 * application added, changed, back-dated or removed), inside the caller's transaction: each application's cost is
 * the ledger's, each task applying it gets materialCost = the sum of its lines and its totalCost again through
 * `computeTaskTotals`. Writes to one entity's product are taken one at a time (a transaction lock), so two
 * receipts cannot both read the same stock. A shortfall anywhere in the ledger is the caller's 409.
 * Returns the tasks whose totalCost changed, except those in `quiet` (the task being written, whose answer shows it).
 */
export async function recostProduct(ctx: ServiceContext, entityId: number, productId: number, quiet: readonly number[] = []): Promise<RecostedTask[]> {
  const { db } = ctx;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inventory:${entityId}:${productId}`}, 0))`);
  const { results } = await productLedger(db, entityId, productId);
  const stored = await db
    .select({ id: taskProducts.id, taskId: taskProducts.taskId, cost: taskProducts.cost })
    .from(taskProducts)
    .where(and(eq(taskProducts.entityId, entityId), eq(taskProducts.productId, productId)));
  const storedCost = new Map(stored.map((s) => [`a${s.id}`, s]));
  const changedTasks = new Set<number>();
  const costs: { id: number; cost: string }[] = [];
  for (const r of results) {
    if (r.kind !== "application") continue;
    const line = storedCost.get(String(r.id));
    if (!line || line.cost === r.cost) continue;
    costs.push({ id: line.id, cost: r.cost! });
    changedTasks.add(line.taskId);
  }
  // One statement for every changed line: a back-dated invoice can re-cost thousands of applications.
  if (costs.length) {
    await db.execute(sql`update task_products tp set cost = x.cost
      from json_to_recordset(${JSON.stringify(costs)}::json) as x(id integer, cost numeric) where tp.id = x.id`);
  }
  return refreshMaterialCost(ctx, [...changedTasks], quiet);
}

/**
 * Sets each task's materialCost to the sum of its product lines' costs and its totalCost again from the formulas;
 * returns those whose totalCost changed (but the `quiet` ones), naming any a journal export already covered.
 */
export async function refreshMaterialCost(ctx: ServiceContext, taskIds: number[], quiet: readonly number[] = []): Promise<RecostedTask[]> {
  const { db } = ctx;
  if (!taskIds.length) return [];
  const rows = await db
    .select({ task: tasks, fieldAcreage: fields.acreage })
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .where(inArray(tasks.id, taskIds));
  const lines = await db.select({ taskId: taskProducts.taskId, cost: taskProducts.cost }).from(taskProducts).where(inArray(taskProducts.taskId, taskIds));
  const costsOf = new Map<number, string[]>();
  for (const l of lines) costsOf.set(l.taskId, [...(costsOf.get(l.taskId) ?? []), l.cost]);
  const changed: RecostedTask[] = [];
  const writes: { id: number; material_cost: string; total_cost: string }[] = [];
  for (const { task, fieldAcreage } of rows) {
    const materialCost = sumCents(costsOf.get(task.id) ?? []);
    const totals = computeTaskTotals({ ...task, materialCost, fieldAcreage });
    if (materialCost === task.materialCost && totals.totalCost === task.totalCost) continue;
    writes.push({ id: task.id, material_cost: materialCost, total_cost: totals.totalCost });
    if (totals.totalCost !== task.totalCost && !quiet.includes(task.id) && task.deletedAt === null) {
      changed.push({ taskId: task.id, taskName: task.name, date: task.date, totalCostBefore: task.totalCost, totalCostAfter: totals.totalCost, exported: false });
    }
  }
  if (writes.length) {
    await db.execute(sql`update tasks t set material_cost = x.material_cost, total_cost = x.total_cost
      from json_to_recordset(${JSON.stringify(writes)}::json) as x(id integer, material_cost numeric, total_cost numeric) where t.id = x.id`);
  }
  if (changed.length) await markExported(db, changed, rows[0]!.task.entityId);
  return changed;
}

/** Marks the changed tasks a journal export already covered (the entity's, or one of every entity). */
export async function markExported(db: Db, changed: RecostedTask[], entityId: number) {
  const exports = await db
    .select({ fromDate: journalExports.fromDate, toDate: journalExports.toDate })
    .from(journalExports)
    .where(sql`${journalExports.entityId} is null or ${journalExports.entityId} = ${entityId}`);
  for (const t of changed) t.exported = exports.some((e) => e.fromDate <= t.date && t.date <= e.toDate);
}
