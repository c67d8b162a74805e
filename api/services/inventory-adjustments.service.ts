import type { ServiceContext } from "./context";
import { and, count, desc, eq, getTableColumns, ilike, inArray } from "drizzle-orm";
import { inventoryAdjustments, products, vendors } from "../../db/schema";
import { dec } from "../domain/money";
import { invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { AdjustmentFilter, AdjustmentInput, AdjustmentJson } from "../schemas/inventory.schemas";
import { missingReference } from "./access.service";
import { assertEntityActive } from "./entities.service";
import type { RecostedTask } from "./inventory.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { recostProducts, stockProducts, stockQuantityOf, withRecosted } from "./stock.service";

export const ADJUSTMENT_SORTABLE = ["id", "date", "entityId", "productId", "kind", "createdAt"] as const;

const select = {
  ...getTableColumns(inventoryAdjustments),
  productName: products.name,
  stockUnit: products.stockUnit,
  vendorName: vendors.name,
};

const base = (ctx: ServiceContext) =>
  ctx.db.select(select).from(inventoryAdjustments)
    .innerJoin(products, eq(products.id, inventoryAdjustments.productId))
    .leftJoin(vendors, eq(vendors.id, inventoryAdjustments.vendorId));

type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
const toJson = ({ seq: _seq, kind, ...r }: Row): AdjustmentJson => ({ ...r, kind: kind === "return" ? "return" : "adjustment" });

function filterWhere(filter: AdjustmentFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(inventoryAdjustments.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(inventoryAdjustments.entityId, ids(filter.entityId)) : undefined,
    filter.productId !== undefined ? inArray(inventoryAdjustments.productId, ids(filter.productId)) : undefined,
    filter.kind ? eq(inventoryAdjustments.kind, filter.kind) : undefined,
    filter.q ? ilike(inventoryAdjustments.reason, `%${filter.q}%`) : undefined,
  );
}

/** The caller's entities' returns and adjustments, newest first unless a sort is given. */
export async function listAdjustments(ctx: ServiceContext, params: ListParams<AdjustmentFilter>) {
  const where = and(filterWhere(params.filter), withinEntities(inventoryAdjustments.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const order = params.sort ? orderFor(params.sort, getTableColumns(inventoryAdjustments), desc(inventoryAdjustments.date), inventoryAdjustments.id) : [desc(inventoryAdjustments.date), desc(inventoryAdjustments.id)];
  const rows = await base(ctx).where(where).orderBy(...order).limit(limit).offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(inventoryAdjustments).where(where);
  return { rows: rows.map(toJson), total: total?.n ?? 0, start: offset };
}

export async function getAdjustment(ctx: ServiceContext, id: number): Promise<AdjustmentJson> {
  const [row] = await base(ctx).where(and(eq(inventoryAdjustments.id, id), withinEntities(inventoryAdjustments.entityId, ctx.within)));
  if (!row) throw notFound("Inventory adjustment");
  return toJson(row);
}

/**
 * The kind's rules (api/domain/inventory.ts), said for the field at fault: a return takes out a quantity (> 0), with
 * the vendor's credit if any; an adjustment is signed (+ found, - lost) and says why; only a return or a positive
 * adjustment carries a value.
 */
function checkKind(input: AdjustmentInput) {
  const q = dec(input.quantity);
  if (input.kind === "return") {
    if (!q.isPositive() || q.isZero()) throw invalid("quantity", "a return's quantity must be more than 0");
    return;
  }
  if (q.isZero()) throw invalid("quantity", "an adjustment's quantity cannot be 0: + for stock found, - for stock lost");
  if (!input.reason.trim()) throw invalid("reason", "is required for an adjustment: say why the count changed (a recount, a spill)");
  if (input.value !== null && q.isNegative()) throw invalid("value", "a negative adjustment leaves at the average cost: give no value");
  if (input.vendorId !== null) throw invalid("vendorId", "only a return names a vendor");
}

/** Records a return or a count adjustment and re-costs the product at the entity (409 on a shortfall). */
export async function createAdjustment(ctx: ServiceContext, input: AdjustmentInput): Promise<AdjustmentJson & { recosted?: RecostedTask[] }> {
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  checkKind(input);
  const product = (await stockProducts(ctx, [input.productId])).get(input.productId);
  if (!product) throw invalid("productId", "no such product");
  if (input.vendorId !== null) {
    const [vendor] = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, input.vendorId));
    if (!vendor) throw invalid("vendorId", "no such vendor");
  }
  const stockQuantity = stockQuantityOf(product, input.quantity, input.unit, "unit");
  const [row] = await ctx.db.insert(inventoryAdjustments).values({ ...input, stockQuantity }).returning({ id: inventoryAdjustments.id });
  const recosted = await recostProducts(ctx, [[input.entityId, input.productId]]);
  const after = await getAdjustment(ctx, row!.id);
  ctx.audit({ action: "create", resource: "inventory-adjustments", id: row!.id, after });
  return withRecosted(after, recosted);
}

/** Removes a return or an adjustment; refused (409) when the stock would then run short of what was applied. */
export async function deleteAdjustment(ctx: ServiceContext, id: number): Promise<AdjustmentJson & { recosted?: RecostedTask[] }> {
  const before = await getAdjustment(ctx, id);
  await ctx.db.delete(inventoryAdjustments).where(eq(inventoryAdjustments.id, id));
  const recosted = await recostProducts(ctx, [[before.entityId, before.productId]]);
  ctx.audit({ action: "delete", resource: "inventory-adjustments", id, before });
  return withRecosted(before, recosted);
}
