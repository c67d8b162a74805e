import type { ServiceContext } from "./context";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { deliveries, entities, harvestTickets, storageAdjustments, storageLocations } from "../../db/schema";
import { cropKey } from "../domain/harvest/pool";
import { type StorageMovement, storageShortfall, storageTotals } from "../domain/harvest/storage";
import { convertQuantity, toBase } from "../domain/harvest/units";
import type { Dec } from "../domain/money";
import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";
import type { StorageRowJson } from "../schemas/storage.schemas";
import { withinEntities } from "./list";

/*
 * Crop in storage (docs/harvest.md "Storage ledger"): what each location of an entity holds of a crop pool, read from
 * the tickets hauled into it, the deliveries taken out of it and its shrink and count adjustments. One reading of the
 * movements for the storage report, the checks of every write that moves crop, and the sales' deliveries.
 */

/** A location's ledger of one crop pool: (entity, crop, crop year, location) in one base unit (lb, or a count). */
export interface StoragePile {
  entityId: number;
  /** The crop as first written (pools compare it trimmed, in any case). */
  crop: string;
  cropYear: number;
  locationId: number;
  unit: string;
  movements: (StorageMovement & { source: { kind: "ticket" | "delivery" | "adjustment"; id: number; unit: string } })[];
}

/** Which crop pool at which location a write touched. */
export interface StorageKey {
  entityId: number;
  locationId: number;
  crop: string;
  cropYear: number;
}

const keyOf = (k: { entityId: number; locationId: number; crop: string; cropYear: number }) => `${k.entityId}|${k.locationId}|${cropKey(k.crop)}|${k.cropYear}`;

/**
 * Every storage movement at some locations (or at the locations of some entities), through `asOf` when given,
 * grouped into piles: one per (entity, crop, crop year, location, base unit). Tickets to a location come in,
 * deliveries from a location go out, adjustments are signed; each quantity in its base unit (units.ts `toBase`).
 */
export async function storagePiles(db: Db, where: { locationIds?: number[]; entityIds?: readonly number[] | null; asOf?: string }): Promise<StoragePile[]> {
  if (where.locationIds && !where.locationIds.length) return [];
  const scope = (entityCol: PgColumn, locationCol: PgColumn, dateCol: PgColumn) =>
    and(
      isNotNull(locationCol),
      where.locationIds ? inArray(locationCol, where.locationIds) : undefined,
      where.entityIds ? withinEntities(entityCol, where.entityIds) : undefined,
      where.asOf ? lte(dateCol, where.asOf) : undefined,
    );
  const t = harvestTickets;
  const d = deliveries;
  const a = storageAdjustments;
  const [tickets, delivered, adjusted] = await Promise.all([
    db.select({ id: t.id, entityId: t.entityId, locationId: t.locationId, crop: t.crop, cropYear: t.cropYear, date: t.date, seq: t.seq, quantity: t.quantity, unit: t.unit })
      .from(t).where(scope(t.entityId, t.locationId, t.date)),
    db.select({ id: d.id, entityId: d.entityId, locationId: d.locationId, crop: d.crop, cropYear: d.cropYear, date: d.date, seq: d.seq, quantity: d.quantity, unit: d.unit })
      .from(d).where(scope(d.entityId, d.locationId, d.date)),
    db.select({ id: a.id, entityId: a.entityId, locationId: a.locationId, crop: a.crop, cropYear: a.cropYear, date: a.date, seq: a.seq, quantity: a.quantity, unit: a.unit })
      .from(a).where(scope(a.entityId, a.locationId, a.date)),
  ]);
  const piles = new Map<string, StoragePile>();
  let n = 0;
  const add = (kind: "ticket" | "delivery" | "adjustment", rows: typeof tickets) => {
    for (const r of rows) {
      const base = toBase(r.crop, r.quantity, r.unit);
      const k = `${keyOf({ ...r, locationId: r.locationId! })}|${base.unit}`;
      let pile = piles.get(k);
      if (!pile) piles.set(k, (pile = { entityId: r.entityId, crop: r.crop.trim(), cropYear: r.cropYear, locationId: r.locationId!, unit: base.unit, movements: [] }));
      // Ids of three tables: the ledger gets one of its own (n), the source says which row it is.
      pile.movements.push({ id: ++n, kind: kind === "ticket" ? "in" : kind === "delivery" ? "out" : "adjust", date: r.date, seq: r.seq, quantity: base.quantity, source: { kind, id: r.id, unit: r.unit } });
    }
  };
  add("ticket", tickets);
  add("delivery", delivered);
  add("adjustment", adjusted);
  return [...piles.values()];
}

/** A quantity as a person reads it: exact up to 4 decimal places. */
export const shownQuantity = (q: Dec) => q.toDecimalPlaces(4).toFixed();

/** The 409 of a write that would take a location below zero: the location, the crop, the date and the shortfall. */
function shortfallError(pile: StoragePile, locationName: string, date: string, short: Dec, unit: string | undefined) {
  const inUnit = unit && unit !== pile.unit ? convertQuantity(pile.crop, short, pile.unit, unit) : null;
  const amount = inUnit ? `${shownQuantity(inUnit)} ${unit} (${shownQuantity(short)} ${pile.unit})` : `${shownQuantity(short)} ${pile.unit}`;
  const message = `Not enough ${pile.crop} ${pile.cropYear} in ${locationName} on ${date}: ${amount} short.`;
  return new AppError(S.CONFLICT, "STORAGE_SHORTFALL", message, [{ path: "quantity", message: `${amount} of ${pile.crop} ${pile.cropYear} short in ${locationName} on ${date}` }], undefined, {
    locationId: pile.locationId, location: locationName, crop: pile.crop, cropYear: pile.cropYear, date,
    short: shownQuantity(short), unit: pile.unit, shortInUnit: inUnit ? shownQuantity(inUnit) : null, inUnit: inUnit ? unit : null,
  });
}

/**
 * Refuses (409 STORAGE_SHORTFALL, naming the location, the crop, the date and how much is short) a write that left
 * a location below zero at any date: call it inside the write's transaction, after writing, with the crop pools and
 * locations the write touched (before and after an edit); the refusal rolls the whole write back. Writes to one
 * location are taken one at a time (a transaction lock), so two deliveries cannot both take the last load.
 * `unit` is the unit the caller wrote in, to say the shortfall in it too.
 * @example await assertStorage(ctx, [{ entityId: 1, locationId: 4, crop: "Corn", cropYear: 2026 }], "bu")
 */
export async function assertStorage(ctx: ServiceContext, touched: readonly StorageKey[], unit?: string): Promise<void> {
  if (!touched.length) return;
  const { db } = ctx;
  const locationIds = [...new Set(touched.map((k) => k.locationId))].sort((x, y) => x - y);
  for (const id of locationIds) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${id}`}, 0))`);
  const wanted = new Set(touched.map(keyOf));
  const piles = (await storagePiles(db, { locationIds })).filter((p) => wanted.has(keyOf(p)));
  for (const pile of piles) {
    const short = storageShortfall(pile.movements);
    if (!short) continue;
    const [location] = await db.select({ name: storageLocations.name }).from(storageLocations).where(eq(storageLocations.id, pile.locationId));
    throw shortfallError(pile, location?.name ?? `location ${pile.locationId}`, short.date, short.short, unit);
  }
}

/**
 * The unit a crop's tickets are most often written in at an entity (ties to the unit first used), for showing a
 * pile in the unit the farm thinks in: 3,000 bu rather than 168,000 lb.
 */
async function usualUnits(db: Db, entityIds: readonly number[] | null): Promise<Map<string, string>> {
  const rows = await db
    .select({ entityId: harvestTickets.entityId, crop: harvestTickets.crop, unit: harvestTickets.unit, n: sql<number>`count(*)::int`, first: sql<number>`min(${harvestTickets.id})` })
    .from(harvestTickets)
    .where(entityIds ? withinEntities(harvestTickets.entityId, entityIds) : undefined)
    .groupBy(harvestTickets.entityId, harvestTickets.crop, harvestTickets.unit);
  // Spellings of one crop ("Corn", "corn") add up.
  const counts = new Map<string, { crop: string; unit: string; n: number; first: number }>();
  for (const r of rows) {
    const k = `${r.entityId}|${cropKey(r.crop)}|${r.unit}`;
    const c = counts.get(k) ?? { crop: `${r.entityId}|${cropKey(r.crop)}`, unit: r.unit, n: 0, first: Number(r.first) };
    c.n += Number(r.n);
    c.first = Math.min(c.first, Number(r.first));
    counts.set(k, c);
  }
  const best = new Map<string, { unit: string; n: number; first: number }>();
  for (const c of counts.values()) {
    const was = best.get(c.crop);
    if (!was || c.n > was.n || (c.n === was.n && c.first < was.first)) best.set(c.crop, c);
  }
  return new Map([...best].map(([k, v]) => [k, v.unit]));
}

/**
 * Crop on hand per entity, crop, crop year and location through `asOf` (every movement when absent): what came in,
 * went out and was adjusted, and on hand, in the pile's base unit and, when it converts, in the crop's usual ticket
 * unit. It carries over calendar years by itself: the crop year is the key, not the date.
 */
export async function storageOnHand(ctx: ServiceContext, query: { entityId?: number; asOf?: string }): Promise<StorageRowJson[]> {
  const { db } = ctx;
  const entityIds = query.entityId !== undefined ? (ctx.within === null || ctx.within.includes(query.entityId) ? [query.entityId] : []) : ctx.within;
  if (entityIds && !entityIds.length) return [];
  const [piles, usual, locations] = await Promise.all([
    storagePiles(db, { entityIds, asOf: query.asOf }),
    usualUnits(db, entityIds),
    db.select({ id: storageLocations.id, name: storageLocations.name, entityName: entities.name })
      .from(storageLocations).innerJoin(entities, eq(entities.id, storageLocations.entityId))
      .where(entityIds ? withinEntities(storageLocations.entityId, entityIds) : undefined),
  ]);
  const locationOf = new Map(locations.map((l) => [l.id, l]));
  const rows = piles.map((p): StorageRowJson => {
    const totals = storageTotals(p.movements, query.asOf);
    const unit = usual.get(`${p.entityId}|${cropKey(p.crop)}`);
    const shown = (q: Dec) => (unit && unit !== p.unit ? convertQuantity(p.crop, q, p.unit, unit) : null);
    const onHand = shown(totals.onHand);
    const location = locationOf.get(p.locationId);
    return {
      entityId: p.entityId, entityName: location?.entityName ?? "", crop: p.crop, cropYear: p.cropYear, locationId: p.locationId, locationName: location?.name ?? "",
      unit: p.unit, in: totals.in.toFixed(), out: totals.out.toFixed(), adjusted: totals.adjusted.toFixed(), onHand: totals.onHand.toFixed(),
      shown: onHand === null ? null : {
        unit: unit!, in: shownQuantity(shown(totals.in)!), out: shownQuantity(shown(totals.out)!), adjusted: shownQuantity(shown(totals.adjusted)!), onHand: shownQuantity(onHand),
      },
    };
  });
  return rows.sort((x, y) => x.entityName.localeCompare(y.entityName) || cropKey(x.crop).localeCompare(cropKey(y.crop)) || x.cropYear - y.cropYear ||
    x.locationName.localeCompare(y.locationName) || x.unit.localeCompare(y.unit));
}
