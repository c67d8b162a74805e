import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import { type VendorRow, inventoryAdjustments, purchases, vendors } from "../../db/schema";
import { listed } from "../domain/products";
import { conflict, nameTaken, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { VendorFilter, VendorInput, VendorPatch } from "../schemas/vendors.schemas";
import { orderFor, pageFor } from "./list";

export const VENDOR_SORTABLE = ["id", "name", "createdAt"] as const;

function filterWhere(filter: VendorFilter) {
  return and(
    filter.q ? ilike(vendors.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(vendors.id, ([] as number[]).concat(filter.id)) : undefined,
  );
}

/** The farm's suppliers, by name unless a sort is given. */
export async function listVendors(ctx: ServiceContext, params: ListParams<VendorFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const columns = { id: vendors.id, name: vendors.name, createdAt: vendors.createdAt };
  const rows = await db
    .select()
    .from(vendors)
    .where(where)
    .orderBy(...orderFor(params.sort, columns, asc(vendors.name), vendors.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

/** One vendor (404 when there is none). */
export async function getVendor(ctx: ServiceContext, id: number): Promise<VendorRow> {
  const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound("Vendor");
  return row;
}

/** The vendor of this name whatever its case (an invoice import's Vendor column), or null. */
export async function findVendorByName(ctx: ServiceContext, name: string): Promise<VendorRow | null> {
  const [row] = await ctx.db.select().from(vendors).where(sql`lower(${vendors.name}) = lower(${name.trim()})`);
  return row ?? null;
}

/** Vendor names are unique whatever their case, so an invoice import finds one by name. */
async function assertVendorNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  const [clash] = await ctx.db
    .select({ name: vendors.name })
    .from(vendors)
    .where(and(sql`lower(${vendors.name}) = lower(${name})`, exceptId !== undefined ? ne(vendors.id, exceptId) : undefined));
  if (clash) throw nameTaken(`A vendor named "${clash.name}" already exists`, { taken: "vendor", name: clash.name });
}

export async function createVendor(ctx: ServiceContext, input: VendorInput): Promise<VendorRow> {
  await assertVendorNameFree(ctx, input.name);
  const [row] = await ctx.db.insert(vendors).values(input).returning();
  ctx.audit({ action: "create", resource: "vendors", after: row });
  return row!;
}

export async function updateVendor(ctx: ServiceContext, id: number, patch: VendorPatch): Promise<VendorRow> {
  const before = await getVendor(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as VendorPatch;
  if (set.name !== undefined) await assertVendorNameFree(ctx, set.name, id);
  if (Object.keys(set).length) await ctx.db.update(vendors).set(set).where(eq(vendors.id, id));
  const after = await getVendor(ctx, id);
  ctx.audit({ action: "update", resource: "vendors", before, after });
  return after;
}

/** Refused (409) while a purchase or a return names the vendor: the invoices and credits must keep their supplier. */
export async function deleteVendor(ctx: ServiceContext, id: number): Promise<VendorRow> {
  const { db } = ctx;
  const current = await getVendor(ctx, id);
  const [bought] = await db.select({ n: count() }).from(purchases).where(eq(purchases.vendorId, id));
  const [returned] = await db.select({ n: count() }).from(inventoryAdjustments).where(eq(inventoryAdjustments.vendorId, id));
  const n = { purchases: Number(bought?.n ?? 0), returns: Number(returned?.n ?? 0) };
  const parts = [n.purchases ? `${n.purchases} purchase${n.purchases === 1 ? "" : "s"}` : null, n.returns ? `${n.returns} return${n.returns === 1 ? "" : "s"}` : null];
  const named = parts.filter((p): p is string => p !== null);
  if (named.length) throw conflict(`${current.name} is named by ${listed(named)}; it cannot be deleted`);
  await db.delete(vendors).where(eq(vendors.id, id));
  ctx.audit({ action: "delete", resource: "vendors", before: current });
  return current;
}
