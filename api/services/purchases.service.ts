import type { ServiceContext } from "./context";
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from "drizzle-orm";
import { entities, products, purchaseLines, purchases, vendors } from "../../db/schema";
import { type PurchaseMoney, PurchaseLineError, lineAmount, purchaseMoney } from "../domain/purchase-lines";
import { dec, toCents } from "../domain/money";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { PurchaseFilter, PurchaseInput, PurchaseJson } from "../schemas/purchases.schemas";
import { missingReference } from "./access.service";
import { assertEntityActive } from "./entities.service";
import type { RecostedTask } from "./inventory.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { type StockProduct, recostProducts, stockProducts, stockQuantityOf, withRecosted } from "./stock.service";

export const PURCHASE_SORTABLE = ["id", "date", "invoiceNumber", "entityId", "vendorId", "total", "createdAt"] as const;

/** A purchase's lines and money as they will be stored: amounts, freight and tax spread, stock quantities. */
export interface PreparedPurchase {
  money: PurchaseMoney;
  lines: Array<{
    line: number; productId: number; quantity: string; unit: string; unitPrice: string | null;
    amount: string; freight: string; tax: string; value: string; stockQuantity: string;
  }>;
}

type Charges = Pick<PurchaseInput, "freight" | "tax" | "lines">;

/**
 * The lines of a purchase worked out (purchaseMoney, toStockQuantity), nothing written; a bad line is a 400 whose
 * path `pathOf(index, field)` names (index null for the invoice's own freight and tax).
 */
export function preparePurchase(
  known: Map<number, StockProduct>,
  input: Charges,
  pathOf: (index: number | null, field: string) => string = (i, f) => (i === null ? f : `lines.${i}.${f}`),
): PreparedPurchase {
  let money: PurchaseMoney;
  try {
    money = purchaseMoney(input.lines.map(priceOrAmount), { freight: input.freight, tax: input.tax });
  } catch (err) {
    if (err instanceof PurchaseLineError) throw invalid(pathOf(err.line === null ? null : err.line - 1, err.field), err.message);
    throw err;
  }
  const lines = input.lines.map((l, i) => {
    const product = known.get(l.productId);
    if (!product) throw invalid(pathOf(i, "productId"), "no such product");
    const m = money.lines[i]!;
    return {
      line: i + 1,
      productId: l.productId,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice ?? null,
      ...m,
      stockQuantity: stockQuantityOf(product, l.quantity, l.unit, pathOf(i, "unit")),
    };
  });
  return { money, lines };
}

/**
 * A line read back from the API carries both its unit price and the amount made from it (an edit form sends the
 * record back whole): when the amount is exactly quantity x price rounded, the price is the line's; otherwise both
 * stay and the domain refuses them.
 */
function priceOrAmount<L extends { quantity: string; unitPrice?: string | null; amount?: string | null }>(line: L): L {
  if (!line.unitPrice || !line.amount) return line;
  try {
    return lineAmount({ quantity: line.quantity, unitPrice: line.unitPrice }) === toCents(dec(line.amount)) ? { ...line, amount: null } : line;
  } catch {
    return line;
  }
}

function filterWhere(filter: PurchaseFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(purchases.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(purchases.entityId, ids(filter.entityId)) : undefined,
    filter.vendorId !== undefined ? inArray(purchases.vendorId, ids(filter.vendorId)) : undefined,
    filter.q ? or(ilike(purchases.invoiceNumber, `%${filter.q}%`), ilike(vendors.name, `%${filter.q}%`)) : undefined,
  );
}

/** The purchases with these ids, each with its vendor's name and its lines, in the order given. */
async function loadPurchases(ctx: ServiceContext, ids: number[]): Promise<PurchaseJson[]> {
  if (!ids.length) return [];
  const { db } = ctx;
  const [heads, lines] = await Promise.all([
    db.select({ p: purchases, vendorName: vendors.name }).from(purchases).innerJoin(vendors, eq(vendors.id, purchases.vendorId)).where(inArray(purchases.id, ids)),
    db
      .select({ l: purchaseLines, productName: products.name, stockUnit: products.stockUnit })
      .from(purchaseLines)
      .innerJoin(products, eq(products.id, purchaseLines.productId))
      .where(inArray(purchaseLines.purchaseId, ids))
      .orderBy(asc(purchaseLines.line)),
  ]);
  const byId = new Map(heads.map(({ p, vendorName }) => [p.id, {
    id: p.id, entityId: p.entityId, vendorId: p.vendorId, vendorName, invoiceNumber: p.invoiceNumber, date: p.date,
    freight: p.freight, tax: p.tax, subtotal: p.subtotal, total: p.total, notes: p.notes, createdAt: p.createdAt,
    lines: lines.filter(({ l }) => l.purchaseId === p.id).map(({ l, productName, stockUnit }) => ({
      line: l.line, productId: l.productId, productName, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice,
      amount: l.amount, freight: l.freight, tax: l.tax, value: l.value, stockQuantity: l.stockQuantity, stockUnit,
    })),
  }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The caller's entities' purchases, newest first unless a sort is given. */
export async function listPurchases(ctx: ServiceContext, params: ListParams<PurchaseFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(purchases.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const columns = { id: purchases.id, date: purchases.date, invoiceNumber: purchases.invoiceNumber, entityId: purchases.entityId, vendorId: purchases.vendorId, total: purchases.total, createdAt: purchases.createdAt };
  const page = await db
    .select({ id: purchases.id })
    .from(purchases)
    .innerJoin(vendors, eq(vendors.id, purchases.vendorId))
    .where(where)
    .orderBy(...(params.sort ? orderFor(params.sort, columns, desc(purchases.date), purchases.id) : [desc(purchases.date), desc(purchases.id)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(purchases).innerJoin(vendors, eq(vendors.id, purchases.vendorId)).where(where);
  return { rows: await loadPurchases(ctx, page.map((r) => r.id)), total: total?.n ?? 0, start: offset };
}

export async function getPurchase(ctx: ServiceContext, id: number): Promise<PurchaseJson> {
  const [row] = await ctx.db.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.id, id), withinEntities(purchases.entityId, ctx.within)));
  const [found] = row ? await loadPurchases(ctx, [row.id]) : [];
  if (!found) throw notFound("Purchase");
  return found;
}

/** The entity, vendor and products a purchase names, checked; the purchase worked out. */
async function checkedPurchase(ctx: ServiceContext, input: PurchaseInput, replacing: number | null) {
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const [vendor] = await ctx.db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, input.vendorId));
  if (!vendor) throw invalid("vendorId", "no such vendor");
  const prepared = preparePurchase(await stockProducts(ctx, input.lines.map((l) => l.productId)), input);
  const [clash] = await ctx.db
    .select({ id: purchases.id, entityName: entities.name })
    .from(purchases)
    .innerJoin(entities, eq(entities.id, purchases.entityId))
    .where(and(
      eq(purchases.entityId, input.entityId),
      eq(purchases.vendorId, input.vendorId),
      eq(purchases.invoiceNumber, input.invoiceNumber),
      replacing === null ? undefined : ne(purchases.id, replacing),
    ));
  if (clash) {
    throw new AppError(S.CONFLICT, "INVOICE_TAKEN", `Invoice ${input.invoiceNumber} from ${vendor.name} is already recorded for ${clash.entityName} (purchase ${clash.id}).`, [
      { path: "invoiceNumber", message: "is already recorded for this vendor" },
    ], undefined, { invoiceNumber: input.invoiceNumber, vendorName: vendor.name, entityName: clash.entityName, purchaseId: clash.id });
  }
  return prepared;
}

/** Writes a purchase's header and lines (the lines of an existing one replaced). */
export async function writePurchase(
  ctx: ServiceContext,
  header: Pick<PurchaseInput, "entityId" | "vendorId" | "invoiceNumber" | "date" | "notes">,
  prepared: PreparedPurchase,
  existing: number | null,
): Promise<number> {
  const { db } = ctx;
  const { money } = prepared;
  const values = { ...header, freight: money.freight, tax: money.tax, subtotal: money.subtotal, total: money.total };
  let id = existing;
  if (id === null) {
    const [row] = await db.insert(purchases).values(values).returning({ id: purchases.id });
    id = row!.id;
  } else {
    await db.update(purchases).set(values).where(eq(purchases.id, id));
    await db.delete(purchaseLines).where(eq(purchaseLines.purchaseId, id));
  }
  await db.insert(purchaseLines).values(prepared.lines.map((l) => ({ ...l, purchaseId: id! })));
  return id;
}

const touchedBy = (p: { entityId: number; lines: { productId: number }[] }): Array<[number, number]> => p.lines.map((l) => [p.entityId, l.productId]);

/** Records a supplier's invoice: its lines add to the entity's stock, later applications re-costed (409 on a shortfall). */
export async function createPurchase(ctx: ServiceContext, input: PurchaseInput): Promise<PurchaseJson & { recosted?: RecostedTask[] }> {
  const prepared = await checkedPurchase(ctx, input, null);
  const id = await writePurchase(ctx, input, prepared, null);
  const recosted = await recostProducts(ctx, touchedBy(input));
  const after = await getPurchase(ctx, id);
  ctx.audit({ action: "create", resource: "purchases", id, after });
  return withRecosted(after, recosted);
}

/** Replaces a purchase's header and lines; the products of its old and new lines are re-costed. */
export async function updatePurchase(ctx: ServiceContext, id: number, input: PurchaseInput): Promise<PurchaseJson & { recosted?: RecostedTask[] }> {
  const before = await getPurchase(ctx, id);
  const prepared = await checkedPurchase(ctx, input, id);
  await writePurchase(ctx, input, prepared, id);
  const recosted = await recostProducts(ctx, [...touchedBy(before), ...touchedBy(input)]);
  const after = await getPurchase(ctx, id);
  ctx.audit({ action: "update", resource: "purchases", id, before, after });
  return withRecosted(after, recosted);
}

/** Removes a purchase and its lines; refused (409) when what was applied since would then exceed the stock. */
export async function deletePurchase(ctx: ServiceContext, id: number): Promise<PurchaseJson & { recosted?: RecostedTask[] }> {
  const before = await getPurchase(ctx, id);
  await ctx.db.delete(purchases).where(eq(purchases.id, id));
  const recosted = await recostProducts(ctx, touchedBy(before));
  ctx.audit({ action: "delete", resource: "purchases", id, before });
  return withRecosted(before, recosted);
}
