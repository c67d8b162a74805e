import type { ServiceContext } from "./context";
import { and, asc, count, eq, ilike, inArray, ne, sql } from "drizzle-orm";
import { deliveries, harvestTickets, storageAdjustments, storageLocations } from "../../db/schema";
import { listed } from "../domain/products";
import { conflict, invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { StorageLocationFilter, StorageLocationInput, StorageLocationJson } from "../schemas/storage-locations.schemas";
import { missingReference } from "./access.service";
import { reaches } from "./context";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";

export const STORAGE_LOCATION_SORTABLE = ["id", "name", "entityId", "kind", "createdAt"] as const;

const l = storageLocations;
const asJson = (row: typeof l.$inferSelect) => row as StorageLocationJson;

function filterWhere(filter: StorageLocationFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.q ? ilike(l.name, `%${filter.q}%`) : undefined,
    filter.id !== undefined ? inArray(l.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(l.entityId, ids(filter.entityId)) : undefined,
    filter.kind ? eq(l.kind, filter.kind) : undefined,
  );
}

/** The storage locations of the caller's entities, by name (crew list them to choose a ticket's destination). */
export async function listStorageLocations(ctx: ServiceContext, params: ListParams<StorageLocationFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(l.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const columns = { id: l.id, name: l.name, entityId: l.entityId, kind: l.kind, createdAt: l.createdAt };
  const rows = await db.select().from(l).where(where).orderBy(...orderFor(params.sort, columns, asc(l.name), l.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(l).where(where);
  return { rows: rows.map(asJson), total: total?.n ?? 0, start: offset };
}

export async function getStorageLocation(ctx: ServiceContext, id: number): Promise<StorageLocationJson> {
  const [row] = await ctx.db.select().from(l).where(eq(l.id, id));
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Storage location");
  return asJson(row);
}

/** Names are unique per entity whatever their case, so a ticket import finds a location by name. */
async function checked(ctx: ServiceContext, input: StorageLocationInput, exceptId?: number) {
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  if ((input.capacity === null) !== (input.capacityUnit === null)) throw invalid(input.capacity === null ? "capacity" : "capacityUnit", "give the capacity and its unit together");
  const [clash] = await ctx.db.select({ name: l.name }).from(l)
    .where(and(eq(l.entityId, input.entityId), sql`lower(${l.name}) = lower(${input.name})`, exceptId !== undefined ? ne(l.id, exceptId) : undefined));
  if (clash) throw conflict(`A storage location named "${clash.name}" already exists at this entity`);
}

export async function createStorageLocation(ctx: ServiceContext, input: StorageLocationInput): Promise<StorageLocationJson> {
  await checked(ctx, input);
  const [row] = await ctx.db.insert(l).values(input).returning();
  ctx.audit({ action: "create", resource: "storage-locations", after: row });
  return asJson(row!);
}

/** What names a location: the crop moved in, out or adjusted there. */
async function namedBy(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [[t], [d], [a]] = await Promise.all([
    db.select({ n: count() }).from(harvestTickets).where(eq(harvestTickets.locationId, id)),
    db.select({ n: count() }).from(deliveries).where(eq(deliveries.locationId, id)),
    db.select({ n: count() }).from(storageAdjustments).where(eq(storageAdjustments.locationId, id)),
  ]);
  const n = (x: { n: number } | undefined, one: string, many: string) => {
    const k = Number(x?.n ?? 0);
    return k ? [`${k} ${k === 1 ? one : many}`] : [];
  };
  return [...n(t, "ticket", "tickets"), ...n(d, "delivery", "deliveries"), ...n(a, "adjustment", "adjustments")];
}

/** Changes a location; moving it to another entity is refused while crop moved through it (409). */
export async function updateStorageLocation(ctx: ServiceContext, id: number, input: StorageLocationInput): Promise<StorageLocationJson> {
  const before = await getStorageLocation(ctx, id);
  await checked(ctx, input, id);
  if (input.entityId !== before.entityId) {
    const named = await namedBy(ctx, id);
    if (named.length) throw conflict(`${before.name} is named by ${listed(named)}; it cannot move to another entity`);
  }
  await ctx.db.update(l).set(input).where(eq(l.id, id));
  const after = await getStorageLocation(ctx, id);
  ctx.audit({ action: "update", resource: "storage-locations", before, after });
  return after;
}

/** Refused (409) while a ticket, a delivery or an adjustment names it: its ledger must keep its place. */
export async function deleteStorageLocation(ctx: ServiceContext, id: number): Promise<StorageLocationJson> {
  const before = await getStorageLocation(ctx, id);
  const named = await namedBy(ctx, id);
  if (named.length) throw conflict(`${before.name} is named by ${listed(named)}; it cannot be deleted`);
  await ctx.db.delete(l).where(eq(l.id, id));
  ctx.audit({ action: "delete", resource: "storage-locations", before });
  return before;
}
