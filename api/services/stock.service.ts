import type { ServiceContext } from "./context";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { inventoryAdjustments, products, purchaseLines, purchases, taskProducts, tasks, vendors } from "../../db/schema";
import { UnitError, type BaseUnit, isBaseUnit, toStockQuantity } from "../domain/input-units";
import { ledgerAsOf } from "../domain/inventory";
import { invalid, notFound } from "../lib/errors";
import type { ProductLedgerJson } from "../schemas/inventory.schemas";

type MovementSource = ProductLedgerJson["movements"][number]["source"];
import { type RecostedTask, productLedger, recostProduct } from "./inventory.service";
import { assertEntityActive } from "./entities.service";

/** What a purchase, a return or an adjustment needs of a product: its name, stock unit and packs. */
export interface StockProduct {
  id: number;
  name: string;
  kind: string;
  stockUnit: string;
  packs: { name: string; quantity: string; unit: string }[];
}

export async function stockProducts(ctx: ServiceContext, ids: number[]): Promise<Map<number, StockProduct>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: products.id, name: products.name, kind: products.kind, stockUnit: products.stockUnit, packs: products.packs })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A quantity in any unit of the product, in its stock unit, exactly (api/domain/input-units.ts); a unit the product
 * does not have is a 400 naming `path`.
 * @example stockQuantityOf(jugProduct, "2", "case", "lines.0.unit") // "5" when a case is 2 jugs of 2.5 gal
 */
export function stockQuantityOf(product: StockProduct, quantity: string, unit: string, path: string): string {
  try {
    if (!isBaseUnit(product.stockUnit)) throw new UnitError("UNKNOWN_UNIT", `${product.name} has no stock unit the inventory knows ("${product.stockUnit}").`, [product.stockUnit]);
    return toStockQuantity({ stockUnit: product.stockUnit as BaseUnit, packs: product.packs }, quantity, unit).toFixed();
  } catch (err) {
    if (err instanceof UnitError) throw invalid(path, `${err.message} ${product.name} is bought and used in ${unitsOf(product).join(", ")}.`);
    throw err;
  }
}

/** The units a product may be given in: its dimension's base units, then its packs. */
function unitsOf(product: StockProduct): string[] {
  const volume = ["gal", "qt", "pt", "fl oz"];
  const weight = ["lb", "oz", "ton"];
  return [...(volume.includes(product.stockUnit) ? volume : weight), ...product.packs.map((p) => p.name)];
}

/**
 * Re-costs every (entity, product) a write touched, in one order (so two writes never wait on each other's locks),
 * and merges the tasks whose cost changed: a task touched twice shows its cost before the first and after the last.
 */
export async function recostProducts(ctx: ServiceContext, touched: Array<[entityId: number, productId: number]>): Promise<RecostedTask[]> {
  const keys = [...new Set(touched.map(([e, p]) => `${e}:${p}`))].map((k) => k.split(":").map(Number) as [number, number]);
  keys.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const byTask = new Map<number, RecostedTask>();
  for (const [entityId, productId] of keys) {
    for (const t of await recostProduct(ctx, entityId, productId)) {
      const was = byTask.get(t.taskId);
      byTask.set(t.taskId, was ? { ...t, totalCostBefore: was.totalCostBefore, exported: was.exported || t.exported } : t);
    }
  }
  return [...byTask.values()].filter((t) => t.totalCostBefore !== t.totalCostAfter);
}

/** A write's answer: the record, and `recosted` only when a task's cost moved (an edit form's PUT answers the record as read). */
export function withRecosted<T extends object>(record: T, recosted: RecostedTask[]): T & { recosted?: RecostedTask[] } {
  return recosted.length ? { ...record, recosted } : record;
}

/**
 * Where each ledger movement came from: its facts (invoice number and vendor, the task's name, a return's vendor, the
 * reason), which a client words in its user's language, and the same in English words (`label`: "Invoice 1234 from
 * Wilbur-Ellis", "Spray Block 7 (2026-04-02)", "Return to Valley Ag: damaged", "Adjustment: spilled").
 */
async function movementSources(ctx: ServiceContext, ids: string[]) {
  const of = (prefix: string) => ids.filter((i) => i.startsWith(prefix)).map((i) => Number(i.slice(1)));
  const [r, a, j] = [of("r"), of("a"), of("j")];
  const { db } = ctx;
  const [receipts, applications, adjustments] = await Promise.all([
    r.length
      ? db.select({ id: purchaseLines.id, purchaseId: purchases.id, invoice: purchases.invoiceNumber, vendor: vendors.name })
        .from(purchaseLines).innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId)).innerJoin(vendors, eq(vendors.id, purchases.vendorId))
        .where(inArray(purchaseLines.id, r))
      : [],
    a.length
      ? db.select({ id: taskProducts.id, taskId: tasks.id, name: tasks.name, date: tasks.date })
        .from(taskProducts).innerJoin(tasks, eq(tasks.id, taskProducts.taskId)).where(inArray(taskProducts.id, a))
      : [],
    j.length
      ? db.select({ id: inventoryAdjustments.id, kind: inventoryAdjustments.kind, reason: inventoryAdjustments.reason, vendor: vendors.name })
        .from(inventoryAdjustments).leftJoin(vendors, eq(vendors.id, inventoryAdjustments.vendorId)).where(inArray(inventoryAdjustments.id, j))
      : [],
  ]);
  const sources = new Map<string, MovementSource>();
  const none = { invoiceNumber: null, vendorName: null, taskName: null, reason: null };
  for (const x of receipts) sources.set(`r${x.id}`, { type: "purchase", id: x.purchaseId, label: `Invoice ${x.invoice} from ${x.vendor}`, ...none, invoiceNumber: x.invoice, vendorName: x.vendor });
  for (const x of applications) sources.set(`a${x.id}`, { type: "task", id: x.taskId, label: `${x.name} (${x.date})`, ...none, taskName: x.name });
  for (const x of adjustments) {
    const label = x.kind === "return"
      ? `Return${x.vendor ? ` to ${x.vendor}` : ""}${x.reason ? `: ${x.reason}` : ""}`
      : `Adjustment: ${x.reason}`;
    sources.set(`j${x.id}`, { type: "adjustment", id: x.id, label, ...none, vendorName: x.vendor ?? null, reason: x.reason || null });
  }
  return sources;
}

/**
 * A product's costed ledger at an entity through the end of `asOf` (all of it when null): every movement with the
 * stock after it and where it came from, and what is on hand, worth and its average cost at the end.
 */
export async function getProductLedger(ctx: ServiceContext, entityId: number, productId: number, asOf: string | null): Promise<ProductLedgerJson> {
  if (!(await assertEntityActive(ctx, entityId))) throw notFound("Farm entity");
  const { product, results } = await productLedger(ctx.db, entityId, productId);
  const shown = asOf === null ? results : results.filter((r) => r.date <= asOf);
  const sources = await movementSources(ctx, shown.map((r) => String(r.id)));
  const end = ledgerAsOf(shown, asOf ?? "9999-12-31");
  const last = shown.at(-1);
  return {
    product: { id: Number(product.id), name: product.name, stockUnit: product.stockUnit },
    entityId,
    asOf,
    onHandQuantity: end.onHandQuantity,
    onHandValue: end.onHandValue,
    averageCost: last ? last.averageCost : null,
    movements: shown.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      date: r.date,
      quantity: r.quantity,
      value: r.value,
      cost: r.cost,
      onHandQuantity: r.onHandQuantity,
      onHandValue: r.onHandValue,
      averageCost: r.averageCost,
      source: sources.get(String(r.id)) ?? { type: r.kind === "receipt" ? "purchase" : r.kind === "application" ? "task" : "adjustment", id: Number(String(r.id).slice(1)), label: "", invoiceNumber: null, vendorName: null, taskName: null, reason: null },
    })),
  };
}

/** The products with any movement at an entity, each with its quantity on hand through `asOf` (no money). */
export async function getStock(ctx: ServiceContext, entityId: number, asOf: string | null) {
  if (!(await assertEntityActive(ctx, entityId))) throw notFound("Farm entity");
  const { db } = ctx;
  const [bought, adjusted, applied] = await Promise.all([
    db.selectDistinct({ id: purchaseLines.productId }).from(purchaseLines).innerJoin(purchases, eq(purchases.id, purchaseLines.purchaseId)).where(eq(purchases.entityId, entityId)),
    db.selectDistinct({ id: inventoryAdjustments.productId }).from(inventoryAdjustments).where(eq(inventoryAdjustments.entityId, entityId)),
    db.selectDistinct({ id: taskProducts.productId }).from(taskProducts).innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
      .where(and(eq(taskProducts.entityId, entityId), isNull(tasks.deletedAt))),
  ]);
  const ids = [...new Set([...bought, ...adjusted, ...applied].map((r) => r.id))];
  const info = await stockProducts(ctx, ids);
  const out = [];
  for (const id of ids) {
    const p = info.get(id);
    if (!p) continue;
    const { results } = await productLedger(db, entityId, id);
    out.push({ productId: id, productName: p.name, kind: p.kind, stockUnit: p.stockUnit, onHandQuantity: ledgerAsOf(results, asOf ?? "9999-12-31").onHandQuantity });
  }
  return out.sort((a, b) => a.productName.localeCompare(b.productName));
}
