import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, sql } from "drizzle-orm";
import { type ProductRow, products, tasks } from "../../db/schema";
import { fertilizerStockUnit, fertilizerType } from "../domain/products";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { FertilizerInput, FertilizerPatch } from "../schemas/fertilizers.schemas";
import { orderFor, pageFor } from "./list";
import { assertProductNameFree, assertProductUnused, assertUnitsKept, getProductRow } from "./products.service";
import { countTasksUsing, stillUsedMessage } from "./tasks-read.service";

export const FERTILIZER_SORTABLE = ["id", "name", "type", "nPerGal", "pPerGal", "kPerGal", "createdAt"] as const;
export interface FertilizerFilter {
  q?: string;
  id?: number | number[];
  type?: string;
}

/** The fertilizers are the catalogue's products of kind fertilizer; their type follows their stock unit. */
const isFertilizer = eq(products.kind, "fertilizer");

/** A product as the fertilizers list shows it. */
function asFertilizer(p: ProductRow) {
  return { id: p.id, name: p.name, nPerGal: p.nPerGal, pPerGal: p.pPerGal, kPerGal: p.kPerGal, type: fertilizerType(p.stockUnit), createdAt: p.createdAt };
}

/** Sorting by type: dry (by weight) before liquid (by volume), as the words sort. */
const typeOrder = sql`case when ${products.stockUnit} in ('lb', 'oz', 'ton') then 'dry' else 'liquid' end`;
const SORT_COLUMNS = {
  id: products.id,
  name: products.name,
  type: typeOrder,
  nPerGal: products.nPerGal,
  pPerGal: products.pPerGal,
  kPerGal: products.kPerGal,
  createdAt: products.createdAt,
};

function filterWhere(filter: FertilizerFilter) {
  return and(
    isFertilizer,
    filter.q ? ilike(products.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(products.id, ([] as number[]).concat(filter.id)) : undefined,
    filter.type !== undefined ? sql`${typeOrder} = ${filter.type}` : undefined,
  );
}

/** Fertilizers by name unless a sort is given. */
export async function listFertilizers(ctx: ServiceContext, params: ListParams<FertilizerFilter>) {
  const { db } = ctx;
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderFor(params.sort, SORT_COLUMNS, asc(products.name), products.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows: rows.map(asFertilizer), total: total?.n ?? 0, start: offset };
}

async function getFertilizerRow(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db.select().from(products).where(and(eq(products.id, id), isFertilizer));
  if (!row) throw notFound("Fertilizer");
  return row;
}

export async function getFertilizer(ctx: ServiceContext, id: number) {
  return asFertilizer(await getFertilizerRow(ctx, id));
}

export async function createFertilizer(ctx: ServiceContext, input: FertilizerInput) {
  const { db } = ctx;
  await assertProductNameFree(db, input.name);
  const { type, ...analysis } = input;
  const [row] = await db.insert(products).values({ ...analysis, kind: "fertilizer", stockUnit: fertilizerStockUnit(type) }).returning();
  const after = asFertilizer(row!);
  ctx.audit({ action: "create", resource: "fertilizers", after });
  return after;
}

export async function updateFertilizer(ctx: ServiceContext, id: number, patch: FertilizerPatch) {
  const { db } = ctx;
  const before = await getFertilizer(ctx, id);
  const { type, ...rest } = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as FertilizerPatch;
  const set = { ...rest, ...(type !== undefined ? { stockUnit: fertilizerStockUnit(type) } : {}) };
  if (set.name !== undefined) await assertProductNameFree(db, set.name, id);
  // A liquid turned dry would change the unit its recorded purchases and applications are kept in.
  if (set.stockUnit !== undefined) {
    const row = await getProductRow(ctx, id);
    await assertUnitsKept(ctx, row, { ...row, stockUnit: set.stockUnit });
  }
  if (Object.keys(set).length) await db.update(products).set(set).where(eq(products.id, id));
  const after = await getFertilizer(ctx, id);
  ctx.audit({ action: "update", resource: "fertilizers", before, after });
  return after;
}

/**
 * Refused (409) while any task, even a recoverable deleted one, names the fertilizer, or any purchase line, return,
 * adjustment or task product line does (products.service.ts).
 */
export async function deleteFertilizer(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getFertilizer(ctx, id);
  const used = stillUsedMessage(`Fertilizer "${current.name}"`, await countTasksUsing(ctx, eq(tasks.fertilizerId, id)));
  if (used) throw conflict(used);
  await assertProductUnused(ctx, id, current.name);
  await db.delete(products).where(eq(products.id, id));
  ctx.audit({ action: "delete", resource: "fertilizers", before: current });
  return current;
}
