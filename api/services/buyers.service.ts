import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import { type BuyerRow, buyers, cropContracts, deliveries, harvestTickets, settlements } from "../../db/schema";
import { listed } from "../domain/products";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { BuyerFilter, BuyerInput, BuyerPatch } from "../schemas/buyers.schemas";
import { orderFor, pageFor } from "./list";

export const BUYER_SORTABLE = ["id", "name", "createdAt"] as const;

function filterWhere(filter: BuyerFilter) {
  return and(
    filter.q ? ilike(buyers.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(buyers.id, ([] as number[]).concat(filter.id)) : undefined,
  );
}

/** The farm's buyers, by name unless a sort is given (crew list them to send a load straight from the field). */
export async function listBuyers(ctx: ServiceContext, params: ListParams<BuyerFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const columns = { id: buyers.id, name: buyers.name, createdAt: buyers.createdAt };
  const rows = await db.select().from(buyers).where(where).orderBy(...orderFor(params.sort, columns, asc(buyers.name), buyers.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(buyers).where(where);
  return { rows, total: total?.n ?? 0, start: offset };
}

export async function getBuyer(ctx: ServiceContext, id: number): Promise<BuyerRow> {
  const [row] = await ctx.db.select().from(buyers).where(eq(buyers.id, id));
  if (!row) throw notFound("Buyer");
  return row;
}

/** Buyer names are unique whatever their case, so a ticket import finds one by name. */
async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  const [clash] = await ctx.db.select({ name: buyers.name }).from(buyers)
    .where(and(sql`lower(${buyers.name}) = lower(${name})`, exceptId !== undefined ? ne(buyers.id, exceptId) : undefined));
  if (clash) throw conflict(`A buyer named "${clash.name}" already exists`);
}

export async function createBuyer(ctx: ServiceContext, input: BuyerInput): Promise<BuyerRow> {
  await assertNameFree(ctx, input.name);
  const [row] = await ctx.db.insert(buyers).values(input).returning();
  ctx.audit({ action: "create", resource: "buyers", after: row });
  return row!;
}

export async function updateBuyer(ctx: ServiceContext, id: number, patch: BuyerPatch): Promise<BuyerRow> {
  const before = await getBuyer(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as BuyerPatch;
  if (set.name !== undefined) await assertNameFree(ctx, set.name, id);
  if (Object.keys(set).length) await ctx.db.update(buyers).set(set).where(eq(buyers.id, id));
  const after = await getBuyer(ctx, id);
  ctx.audit({ action: "update", resource: "buyers", before, after });
  return after;
}

/** Refused (409) while a ticket, a delivery, a contract or a settlement names the buyer. */
export async function deleteBuyer(ctx: ServiceContext, id: number): Promise<BuyerRow> {
  const { db } = ctx;
  const current = await getBuyer(ctx, id);
  const counts = await Promise.all([
    db.select({ n: count() }).from(harvestTickets).where(eq(harvestTickets.buyerId, id)),
    db.select({ n: count() }).from(deliveries).where(eq(deliveries.buyerId, id)),
    db.select({ n: count() }).from(cropContracts).where(eq(cropContracts.buyerId, id)),
    db.select({ n: count() }).from(settlements).where(eq(settlements.buyerId, id)),
  ]);
  const words = [["ticket", "tickets"], ["delivery", "deliveries"], ["contract", "contracts"], ["settlement", "settlements"]] as const;
  const named = counts.flatMap(([c], i) => {
    const n = Number(c?.n ?? 0);
    return n ? [`${n} ${words[i]![n === 1 ? 0 : 1]}`] : [];
  });
  if (named.length) throw conflict(`${current.name} is named by ${listed(named)}; it cannot be deleted`);
  await db.delete(buyers).where(eq(buyers.id, id));
  ctx.audit({ action: "delete", resource: "buyers", before: current });
  return current;
}
