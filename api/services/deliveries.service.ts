import type { ServiceContext } from "./context";
import { and, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { buyers, cropContracts, deliveries, harvestTickets, settlementLines, settlements, storageLocations } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { convertQuantity } from "../domain/harvest/units";
import { dec } from "../domain/money";
import { AppError, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { ListParams } from "../lib/list-query";
import type { DeliveryFilter, DeliveryInput, DeliveryJson } from "../schemas/deliveries.schemas";
import { missingReference } from "./access.service";
import { applyPools } from "./contract-applications.service";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { type StorageKey, assertStorage, shownQuantity } from "./storage.service";

export const DELIVERY_SORTABLE = ["id", "date", "entityId", "buyerId", "crop", "cropYear", "quantity", "locationId", "contractId", "createdAt"] as const;

const select = {
  ...getTableColumns(deliveries),
  buyerName: buyers.name,
  locationName: storageLocations.name,
  ticketNumber: harvestTickets.ticketNumber,
  fieldId: harvestTickets.fieldId,
  settlementId: settlements.id,
  settlementNumber: settlements.number,
};

const base = (ctx: ServiceContext) =>
  ctx.db.select(select).from(deliveries)
    .innerJoin(buyers, eq(buyers.id, deliveries.buyerId))
    .leftJoin(storageLocations, eq(storageLocations.id, deliveries.locationId))
    .leftJoin(harvestTickets, eq(harvestTickets.id, deliveries.ticketId))
    .leftJoin(settlementLines, eq(settlementLines.deliveryId, deliveries.id))
    .leftJoin(settlements, eq(settlements.id, settlementLines.settlementId));
type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

/** The rows with the contracts each is applied to (its chosen one first, then first in, first out). */
async function withApplications(ctx: ServiceContext, rows: Row[]): Promise<DeliveryJson[]> {
  const applied = await applyPools(ctx, rows);
  const contractIds = [...new Set([...applied.deliveries.values()].flatMap((parts) => parts.flatMap((p) => (p.contractId === null ? [] : [p.contractId]))))];
  const numbers = new Map(
    contractIds.length
      ? (await ctx.db.select({ id: cropContracts.id, number: cropContracts.number }).from(cropContracts).where(inArray(cropContracts.id, contractIds))).map((c) => [c.id, c.number])
      : [],
  );
  return rows.map(({ seq: _seq, ...r }) => ({
    ...r,
    applications: (applied.deliveries.get(r.id) ?? []).map((p) => ({
      contractId: p.contractId, contractNumber: p.contractId === null ? null : (numbers.get(p.contractId) ?? null), quantity: shownQuantity(p.quantity),
    })),
  }));
}

function filterWhere(filter: DeliveryFilter) {
  const ids = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    filter.id !== undefined ? inArray(deliveries.id, ids(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(deliveries.entityId, ids(filter.entityId)) : undefined,
    filter.buyerId !== undefined ? inArray(deliveries.buyerId, ids(filter.buyerId)) : undefined,
    filter.locationId !== undefined ? inArray(deliveries.locationId, ids(filter.locationId)) : undefined,
    filter.contractId !== undefined ? inArray(deliveries.contractId, ids(filter.contractId)) : undefined,
    filter.cropYear !== undefined ? inArray(deliveries.cropYear, ids(filter.cropYear)) : undefined,
    filter.crop ? sql`lower(trim(${deliveries.crop})) = ${cropKey(filter.crop)}` : undefined,
    filter.settled === true ? isNotNull(settlementLines.id) : filter.settled === false ? isNull(settlementLines.id) : undefined,
    filter.q ? ilike(deliveries.reference, `%${filter.q}%`) : undefined,
  );
}

/** The caller's entities' deliveries, newest first unless a sort is given. */
export async function listDeliveries(ctx: ServiceContext, params: ListParams<DeliveryFilter>) {
  const where = and(filterWhere(params.filter), withinEntities(deliveries.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const order = params.sort
    ? orderFor(params.sort, getTableColumns(deliveries), desc(deliveries.date), deliveries.id)
    : [desc(deliveries.date), desc(deliveries.id)];
  const rows = await base(ctx).where(where).orderBy(...order).limit(limit).offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(deliveries).leftJoin(settlementLines, eq(settlementLines.deliveryId, deliveries.id)).where(where);
  return { rows: await withApplications(ctx, rows), total: total?.n ?? 0, start: offset };
}

export async function getDelivery(ctx: ServiceContext, id: number): Promise<DeliveryJson> {
  const [row] = await base(ctx).where(and(eq(deliveries.id, id), withinEntities(deliveries.entityId, ctx.within)));
  if (!row) throw notFound("Delivery");
  return (await withApplications(ctx, [row]))[0]!;
}

/**
 * The buyer, the location and the contract a delivery names, checked: the location is one of the entity's, the
 * contract one of the entity's with this buyer for this crop and crop year, in a unit the delivery converts to.
 */
async function checkDelivery(ctx: ServiceContext, input: DeliveryInput, fromTicket: boolean) {
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const [buyer] = await ctx.db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, input.buyerId));
  if (!buyer) throw invalid("buyerId", "no such buyer");
  if (!fromTicket) {
    if (input.locationId === null) throw invalid("locationId", "is required: the storage location the crop leaves (a load straight from the field is recorded by its scale ticket to the buyer)");
    const [location] = await ctx.db.select({ entityId: storageLocations.entityId }).from(storageLocations).where(eq(storageLocations.id, input.locationId));
    if (!location || location.entityId !== input.entityId) throw invalid("locationId", "no such storage location");
  }
  if (input.contractId !== null) {
    const [c] = await ctx.db.select().from(cropContracts).where(eq(cropContracts.id, input.contractId));
    if (!c || c.entityId !== input.entityId) throw invalid("contractId", "no such contract");
    if (c.buyerId !== input.buyerId || cropKey(c.crop) !== cropKey(input.crop) || c.cropYear !== input.cropYear) {
      throw invalid("contractId", `contract ${c.number} is for another buyer, crop or crop year: choose one of ${buyer.name}'s ${input.crop} ${input.cropYear} contracts`);
    }
    if (convertQuantity(input.crop, input.quantity, input.unit, c.unit) === null) {
      throw invalid("unit", `${input.unit} of ${input.crop} do not convert to the contract's ${c.unit}`);
    }
  }
}

const values = (input: DeliveryInput) => ({
  entityId: input.entityId, buyerId: input.buyerId, crop: input.crop, cropYear: input.cropYear, date: input.date, quantity: input.quantity,
  unit: input.unit, locationId: input.locationId, contractId: input.contractId, reference: input.reference, notes: input.notes,
});

const storageKey = (d: { entityId: number; locationId: number | null; crop: string; cropYear: number }): StorageKey[] =>
  d.locationId === null ? [] : [{ entityId: d.entityId, locationId: d.locationId, crop: d.crop, cropYear: d.cropYear }];

/** Records crop delivered to a buyer out of a storage location; refused (409 STORAGE_SHORTFALL) beyond what it holds. */
export async function createDelivery(ctx: ServiceContext, input: DeliveryInput): Promise<DeliveryJson> {
  await checkDelivery(ctx, input, false);
  const [row] = await ctx.db.insert(deliveries).values(values(input)).returning({ id: deliveries.id });
  await assertStorage(ctx, storageKey(input), input.unit);
  const after = await getDelivery(ctx, row!.id);
  ctx.audit({ action: "create", resource: "deliveries", id: after.id, after });
  return after;
}

/** What of a delivery may not change: its load. A ticket's delivery or a settled one may change its contract, reference and notes only. */
const LOAD = ["entityId", "buyerId", "crop", "cropYear", "date", "quantity", "unit", "locationId"] as const;

function loadChanged(before: DeliveryJson, input: DeliveryInput): string | null {
  for (const key of LOAD) {
    const was = before[key];
    const now = input[key];
    const same = key === "quantity" ? dec(String(was)).eq(dec(String(now))) : key === "crop" ? String(was).trim() === String(now).trim() : was === now;
    if (!same) return key;
  }
  return null;
}

/**
 * 409 DELIVERY_LOCKED: a ticket's own load changes through its ticket; a settled delivery's load stays what was paid
 * (`field`: what the change touched; null for a deletion).
 */
function locked(before: DeliveryJson, field: string | null): AppError {
  const byTicket = before.ticketId !== null;
  const message = byTicket
    ? `Delivery ${before.id} is ticket ${before.ticketNumber}'s load to ${before.buyerName}: ${field ? `change the ticket (its ${field}) instead` : "delete or change the ticket instead"}`
    : `Delivery ${before.id} is paid by settlement ${before.settlementNumber}: ${field ? `take it off the settlement before changing its ${field}` : "take it off the settlement first"}`;
  return new AppError(S.CONFLICT, "DELIVERY_LOCKED", message, undefined, undefined, {
    deliveryId: before.id, by: byTicket ? "ticket" : "settlement", ticket: before.ticketNumber, settlement: before.settlementNumber, buyer: before.buyerName, field,
  });
}

/** Replaces a delivery; both the storage it left and the storage it now leaves are checked (409). */
export async function updateDelivery(ctx: ServiceContext, id: number, input: DeliveryInput): Promise<DeliveryJson> {
  const before = await getDelivery(ctx, id);
  const changed = loadChanged(before, input);
  if (changed && (before.ticketId !== null || before.settlementId !== null)) throw locked(before, changed);
  const fromTicket = before.ticketId !== null;
  await checkDelivery(ctx, fromTicket ? { ...input, locationId: null } : input, fromTicket);
  const set = fromTicket ? { contractId: input.contractId, reference: input.reference, notes: input.notes } : values(input);
  await ctx.db.update(deliveries).set(set).where(eq(deliveries.id, id));
  if (!fromTicket) await assertStorage(ctx, [...storageKey(before), ...storageKey(input)], input.unit);
  const after = await getDelivery(ctx, id);
  ctx.audit({ action: "update", resource: "deliveries", id, before, after });
  return after;
}

/** Removes a delivery out of storage; a ticket's own (delete the ticket) or a settled one is refused (409). */
export async function deleteDelivery(ctx: ServiceContext, id: number): Promise<DeliveryJson> {
  const before = await getDelivery(ctx, id);
  if (before.ticketId !== null || before.settlementId !== null) throw locked(before, null);
  await ctx.db.delete(deliveries).where(eq(deliveries.id, id));
  ctx.audit({ action: "delete", resource: "deliveries", id, before });
  return before;
}
