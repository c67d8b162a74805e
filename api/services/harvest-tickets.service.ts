import type { ServiceContext } from "./context";
import { and, count, desc, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import { buyers, deliveries, entities, fields, harvestTickets, settlementLines, settlements, storageLocations } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { toBase } from "../domain/harvest/units";
import { conflict, invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { HarvestTicketFilter, HarvestTicketInput, HarvestTicketJson } from "../schemas/harvest-tickets.schemas";
import { missingReference } from "./access.service";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { type StorageKey, assertStorage } from "./storage.service";

/*
 * Scale tickets (docs/harvest.md): a load of a field's crop into a storage location of the entity, or sold straight
 * from the field to a buyer, when the ticket writes its delivery row with it (in the same transaction). Ticket
 * numbers are unique per entity. A change that would leave a location short at any date is refused (409).
 */

export const HARVEST_TICKET_SORTABLE = ["id", "date", "ticketNumber", "entityId", "fieldId", "crop", "cropYear", "quantity", "createdAt"] as const;

const t = harvestTickets;
/** Rows per statement of a bulk write or lookup (an import of a season's tickets). */
const CHUNK = 1000;

function filterWhere(filter: HarvestTicketFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(t.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(t.entityId, ids(filter.entityId)) : undefined,
    filter.fieldId !== undefined ? inArray(t.fieldId, ids(filter.fieldId)) : undefined,
    filter.cropYear !== undefined ? inArray(t.cropYear, ids(filter.cropYear)) : undefined,
    filter.locationId !== undefined ? inArray(t.locationId, ids(filter.locationId)) : undefined,
    filter.buyerId !== undefined ? inArray(t.buyerId, ids(filter.buyerId)) : undefined,
    filter.crop ? sql`lower(trim(${t.crop})) = ${cropKey(filter.crop)}` : undefined,
    filter.q ? ilike(t.ticketNumber, `%${filter.q}%`) : undefined,
  );
}

/** The tickets with these ids, with their field's, location's and buyer's names and their delivery, in the order given. */
async function loadTickets(ctx: ServiceContext, ids: number[]): Promise<HarvestTicketJson[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({ t, fieldName: fields.name, locationName: storageLocations.name, buyerName: buyers.name, deliveryId: deliveries.id })
    .from(t)
    .innerJoin(fields, eq(fields.id, t.fieldId))
    .leftJoin(storageLocations, eq(storageLocations.id, t.locationId))
    .leftJoin(buyers, eq(buyers.id, t.buyerId))
    .leftJoin(deliveries, eq(deliveries.ticketId, t.id))
    .where(inArray(t.id, ids));
  const byId = new Map(rows.map(({ t: r, ...names }) => {
    const base = toBase(r.crop, r.quantity, r.unit);
    return [r.id, {
      id: r.id, entityId: r.entityId, fieldId: r.fieldId, fieldName: names.fieldName, crop: r.crop, cropYear: r.cropYear, date: r.date,
      ticketNumber: r.ticketNumber, quantity: r.quantity, unit: r.unit, baseQuantity: base.quantity.toFixed(), baseUnit: base.unit,
      moisture: r.moisture, grade: r.grade, locationId: r.locationId, locationName: names.locationName, buyerId: r.buyerId, buyerName: names.buyerName,
      deliveryId: names.deliveryId, notes: r.notes, createdAt: r.createdAt,
    } satisfies HarvestTicketJson];
  }));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The caller's entities' tickets (crew: their granted entities'), newest first unless a sort is given. */
export async function listHarvestTickets(ctx: ServiceContext, params: ListParams<HarvestTicketFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(t.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const columns = { id: t.id, date: t.date, ticketNumber: t.ticketNumber, entityId: t.entityId, fieldId: t.fieldId, crop: t.crop, cropYear: t.cropYear, quantity: t.quantity, createdAt: t.createdAt };
  const page = await db.select({ id: t.id }).from(t).where(where)
    .orderBy(...(params.sort ? orderFor(params.sort, columns, desc(t.date), t.id) : [desc(t.date), desc(t.seq)]))
    .limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { rows: await loadTickets(ctx, page.map((r) => r.id)), total: total?.n ?? 0, start: offset };
}

export async function getHarvestTicket(ctx: ServiceContext, id: number): Promise<HarvestTicketJson> {
  const [row] = await ctx.db.select({ id: t.id }).from(t).where(and(eq(t.id, id), withinEntities(t.entityId, ctx.within)));
  const [found] = row ? await loadTickets(ctx, [row.id]) : [];
  if (!found) throw notFound("Harvest ticket");
  return found;
}

/**
 * The ticket numbers of `numbers` the entity already recorded, with the date and field of each.
 * @example await takenTicketNumbers(ctx, 1, ["T-1", "T-2"]) // Map { "T-1" => { date: "2025-10-01", fieldName: "North 80" } }
 */
export async function takenTicketNumbers(ctx: ServiceContext, entityId: number, numbers: string[], exceptId?: number): Promise<Map<string, { date: string; fieldName: string }>> {
  const taken = new Map<string, { date: string; fieldName: string }>();
  for (let at = 0; at < numbers.length; at += CHUNK) {
    const rows = await ctx.db.select({ ticketNumber: t.ticketNumber, date: t.date, fieldName: fields.name }).from(t)
      .innerJoin(fields, eq(fields.id, t.fieldId))
      .where(and(eq(t.entityId, entityId), inArray(t.ticketNumber, numbers.slice(at, at + CHUNK)), exceptId !== undefined ? ne(t.id, exceptId) : undefined));
    for (const r of rows) taken.set(r.ticketNumber, { date: r.date, fieldName: r.fieldName });
  }
  return taken;
}

/** A ticket's entity, field and one destination (a location of its entity, or a buyer) checked; its number free. */
async function checkedTicket(ctx: ServiceContext, input: HarvestTicketInput, exceptId?: number) {
  const { db } = ctx;
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const [field] = await db.select({ entityId: fields.entityId }).from(fields).where(and(eq(fields.id, input.fieldId), isNull(fields.deletedAt)));
  if (!field || field.entityId !== input.entityId) throw missingReference("fieldId");
  if (input.locationId !== null && input.buyerId !== null) throw invalid("buyerId", "a load goes to a storage location or to a buyer, not both");
  if (input.locationId === null && input.buyerId === null) throw invalid("locationId", "is required: the storage location the load went into, or a buyer (buyerId) it was sold to");
  if (input.locationId !== null) {
    const [location] = await db.select({ entityId: storageLocations.entityId }).from(storageLocations).where(eq(storageLocations.id, input.locationId));
    if (!location || location.entityId !== input.entityId) throw missingReference("locationId");
  }
  if (input.buyerId !== null) {
    const [buyer] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, input.buyerId));
    if (!buyer) throw invalid("buyerId", "no such buyer");
  }
  const taken = (await takenTicketNumbers(ctx, input.entityId, [input.ticketNumber], exceptId)).get(input.ticketNumber);
  if (taken) {
    const [entity] = await db.select({ name: entities.name }).from(entities).where(eq(entities.id, input.entityId));
    throw conflict(`Ticket ${input.ticketNumber} is already recorded for ${entity?.name ?? "this entity"} (${taken.date}, ${taken.fieldName}).`);
  }
}

/** The settlement paying a ticket's delivery, or null: a paid load cannot change under its settlement. */
async function settlementOf(ctx: ServiceContext, deliveryId: number) {
  const [paid] = await ctx.db.select({ number: settlements.number, buyerName: buyers.name }).from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId)).innerJoin(buyers, eq(buyers.id, settlements.buyerId))
    .where(eq(settlementLines.deliveryId, deliveryId));
  return paid ?? null;
}

const deliveryValues = (id: number, v: HarvestTicketInput) => ({
  entityId: v.entityId, buyerId: v.buyerId!, crop: v.crop, cropYear: v.cropYear, date: v.date, quantity: v.quantity, unit: v.unit,
  locationId: null, ticketId: id, reference: v.ticketNumber,
});

/**
 * Writes new tickets and, for those sold straight from the field, their deliveries (the caller checked them).
 * Returns the tickets' ids in the order given.
 */
export async function insertTickets(ctx: ServiceContext, values: HarvestTicketInput[]): Promise<number[]> {
  const ids: number[] = [];
  // A season's export in statements of 1,000 rows: one statement holds at most 65,535 parameters.
  for (let at = 0; at < values.length; at += CHUNK) {
    const part = values.slice(at, at + CHUNK);
    const rows = await ctx.db.insert(t).values(part).returning({ id: t.id });
    const sold = part.flatMap((v, i) => (v.buyerId === null ? [] : [deliveryValues(rows[i]!.id, v)]));
    if (sold.length) await ctx.db.insert(deliveries).values(sold);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

const storageKey = (v: { entityId: number; locationId: number | null; crop: string; cropYear: number }): StorageKey[] =>
  v.locationId === null ? [] : [{ entityId: v.entityId, locationId: v.locationId, crop: v.crop, cropYear: v.cropYear }];

/** Records a ticket (crew too, in their granted entities); one to a buyer writes its delivery with it. */
export async function createHarvestTicket(ctx: ServiceContext, input: HarvestTicketInput): Promise<HarvestTicketJson> {
  await checkedTicket(ctx, input);
  const [id] = await insertTickets(ctx, [input]);
  const after = await getHarvestTicket(ctx, id!);
  ctx.audit({ action: "create", resource: "harvest-tickets", after });
  return after;
}

/**
 * Replaces a ticket. Its delivery follows it (a load now going into storage loses it; the buyer, crop or year
 * changed, the contract it was applied to is let go); one a settlement pays keeps its buyer, crop, year, date and
 * quantity (409). Refused (409 STORAGE_SHORTFALL) when a location it left or reduced would run short.
 */
export async function updateHarvestTicket(ctx: ServiceContext, id: number, input: HarvestTicketInput): Promise<HarvestTicketJson> {
  const before = await getHarvestTicket(ctx, id);
  await checkedTicket(ctx, input, id);
  const { db } = ctx;
  if (before.deliveryId !== null) {
    const moved = input.buyerId !== before.buyerId || cropKey(input.crop) !== cropKey(before.crop) || input.cropYear !== before.cropYear;
    const changed = moved || input.date !== before.date || input.quantity !== before.quantity || input.unit !== before.unit || input.entityId !== before.entityId;
    const paid = changed ? await settlementOf(ctx, before.deliveryId) : null;
    if (paid) throw conflict(`Ticket ${before.ticketNumber} is paid by settlement ${paid.number} of ${paid.buyerName}: its buyer, crop, year, date and quantity stay as settled.`);
    if (input.buyerId === null) await db.delete(deliveries).where(eq(deliveries.id, before.deliveryId));
    else await db.update(deliveries).set({ ...deliveryValues(id, input), ...(moved ? { contractId: null } : {}) }).where(eq(deliveries.id, before.deliveryId));
  } else if (input.buyerId !== null) {
    await db.insert(deliveries).values(deliveryValues(id, input));
  }
  await db.update(t).set(input).where(eq(t.id, id));
  await assertStorage(ctx, [...storageKey(before), ...storageKey(input)], input.unit);
  const after = await getHarvestTicket(ctx, id);
  ctx.audit({ action: "update", resource: "harvest-tickets", before, after });
  return after;
}

/** Removes a ticket (and its delivery); refused when a settlement pays it or its location would run short (409). */
export async function deleteHarvestTicket(ctx: ServiceContext, id: number): Promise<HarvestTicketJson> {
  const before = await getHarvestTicket(ctx, id);
  if (before.deliveryId !== null) {
    const paid = await settlementOf(ctx, before.deliveryId);
    if (paid) throw conflict(`Ticket ${before.ticketNumber} is paid by settlement ${paid.number} of ${paid.buyerName}; remove it from the settlement first.`);
  }
  await ctx.db.delete(t).where(eq(t.id, id));
  await assertStorage(ctx, storageKey(before), before.unit);
  ctx.audit({ action: "delete", resource: "harvest-tickets", before });
  return before;
}
