import type { ServiceContext } from "./context";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { storageAdjustments, storageLocations } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { StorageAdjustmentFilter, StorageAdjustmentInput, StorageAdjustmentJson } from "../schemas/storage.schemas";
import { missingReference } from "./access.service";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { assertStorage } from "./storage.service";

/*
 * Shrink and count corrections of a crop pool in a storage location (docs/harvest.md): a signed quantity with a
 * reason. Taking crop out is refused (409 STORAGE_SHORTFALL) when the location would then be short at any date.
 */

export const STORAGE_ADJUSTMENT_SORTABLE = ["id", "date", "entityId", "locationId", "crop", "cropYear", "kind", "createdAt"] as const;

const a = storageAdjustments;

function filterWhere(filter: StorageAdjustmentFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(a.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(a.entityId, ids(filter.entityId)) : undefined,
    filter.locationId !== undefined ? inArray(a.locationId, ids(filter.locationId)) : undefined,
    filter.cropYear !== undefined ? inArray(a.cropYear, ids(filter.cropYear)) : undefined,
    filter.crop ? sql`lower(trim(${a.crop})) = ${cropKey(filter.crop)}` : undefined,
    filter.kind ? eq(a.kind, filter.kind) : undefined,
  );
}

const select = { a, locationName: storageLocations.name };
const asJson = ({ a: r, locationName }: { a: typeof a.$inferSelect; locationName: string }): StorageAdjustmentJson => ({
  id: r.id, entityId: r.entityId, locationId: r.locationId, locationName, crop: r.crop, cropYear: r.cropYear, date: r.date,
  kind: r.kind as StorageAdjustmentJson["kind"], quantity: r.quantity, unit: r.unit, reason: r.reason, createdAt: r.createdAt,
});

export async function listStorageAdjustments(ctx: ServiceContext, params: ListParams<StorageAdjustmentFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(a.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const columns = { id: a.id, date: a.date, entityId: a.entityId, locationId: a.locationId, crop: a.crop, cropYear: a.cropYear, kind: a.kind, createdAt: a.createdAt };
  const rows = await db.select(select).from(a).innerJoin(storageLocations, eq(storageLocations.id, a.locationId)).where(where)
    .orderBy(...(params.sort ? orderFor(params.sort, columns, desc(a.date), a.id) : [desc(a.date), desc(a.seq)]))
    .limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  return { rows: rows.map(asJson), total: total?.n ?? 0, start: offset };
}

export async function getStorageAdjustment(ctx: ServiceContext, id: number): Promise<StorageAdjustmentJson> {
  const [row] = await ctx.db.select(select).from(a).innerJoin(storageLocations, eq(storageLocations.id, a.locationId))
    .where(and(eq(a.id, id), withinEntities(a.entityId, ctx.within)));
  if (!row) throw notFound("Storage adjustment");
  return asJson(row);
}

/** Records shrink (negative) or a count correction (signed) with its reason; 409 when it leaves the location short. */
export async function createStorageAdjustment(ctx: ServiceContext, input: StorageAdjustmentInput): Promise<StorageAdjustmentJson> {
  const { db } = ctx;
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const [location] = await db.select({ entityId: storageLocations.entityId }).from(storageLocations).where(eq(storageLocations.id, input.locationId));
  if (!location || location.entityId !== input.entityId) throw missingReference("locationId");
  if (input.kind === "shrink" && !input.quantity.startsWith("-")) throw invalid("quantity", "shrink takes crop out: give it as a negative quantity");
  const [row] = await db.insert(a).values(input).returning({ id: a.id });
  await assertStorage(ctx, [input], input.unit);
  const after = await getStorageAdjustment(ctx, row!.id);
  ctx.audit({ action: "create", resource: "storage-adjustments", after });
  return after;
}

/** Removes an adjustment; removing one that added crop is refused (409) when what left since would run short. */
export async function deleteStorageAdjustment(ctx: ServiceContext, id: number): Promise<StorageAdjustmentJson> {
  const before = await getStorageAdjustment(ctx, id);
  await ctx.db.delete(a).where(eq(a.id, id));
  await assertStorage(ctx, [before], before.unit);
  ctx.audit({ action: "delete", resource: "storage-adjustments", before });
  return before;
}
