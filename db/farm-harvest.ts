import { and, asc, eq, inArray } from "drizzle-orm";
import { cropForYear } from "../api/domain/crops";
import { settlementFigures } from "../api/domain/harvest/settlement";
import { type StorageMovement, storageShortfall } from "../api/domain/harvest/storage";
import { toBase } from "../api/domain/harvest/units";
import { Dec, dec, sumCents, toCents } from "../api/domain/money";
import { budgetHarvestUnit } from "../api/domain/reports/harvest-by-field";
import { CATEGORY_NAME, SEED_CATEGORIES } from "../api/domain/task-categories";
import type { Db } from "./client";
import { CROPS } from "./farm-catalog";
import { createRng, type Rng } from "./farm-rows";
import {
  buyers,
  cropContracts,
  cropMarks,
  deliveries,
  fieldCropYears,
  fields,
  harvestTickets,
  settlementDeductions,
  settlementLines,
  settlements,
  storageAdjustments,
  storageLocations,
  tasks,
} from "./schema";

/*
 * A farm's harvest and sales (issue 37), written below the API with the pure domain rules the services use
 * (docs/decisions/one-way-in.md): storage locations, buyers, scale tickets from every field into a bin or straight to
 * a buyer (with its delivery), a contract per crop, deliveries out of storage dated after the crop came in and never
 * more than is on hand (storageShortfall checks each pile), shrink, settlements paying most of the loads (figures by
 * settlementFigures; most paid, one short, the latest unpaid) and a mark per crop. The demo farm (db/demo-farm.ts)
 * and the harvest bench (bench/harvest-position.ts) load it; every draw follows from the seed.
 */

export interface HarvestSpec {
  seed: number;
  cropYear: number;
  /** The last day anything is dated (a ticket, delivery or settlement after it is not written). */
  until: string;
  /** Scale tickets per field. */
  loadsPerField: number;
  /** Loads a settlement pays (a buyer's loads of a crop are settled in runs of this many). */
  loadsPerSettlement: number;
  /**
   * Take out the field-years' Income Generated tasks of the crop year: their income is now the settlements' (the demo
   * farm; a real farm records one or the other).
   */
  replaceIncomeTasks?: boolean;
}

export interface LoadedHarvest {
  locations: number;
  buyers: number;
  tickets: number;
  contracts: number;
  deliveries: number;
  settlements: number;
  /** The settlements' net, added up. */
  settledNet: string;
  /** Deliveries no settlement pays (lost loads, until settled). */
  unsettled: number;
  marks: number;
}

const BUYERS = ["Valley Grain Co.", "Central Valley Processing", "Westside Dairy Feed", "Pacific Nut Growers", "Delta Cotton Gin"];
const BATCH = 2_000;
const INCOME_GENERATED = SEED_CATEGORIES.find((c) => c.name === CATEGORY_NAME.INCOME_GENERATED)!.id;

interface FieldCrop {
  id: number;
  entityId: number;
  acreage: string;
  crop: string;
}

interface TicketDraft {
  entityId: number;
  fieldId: number;
  crop: string;
  cropYear: number;
  date: string;
  ticketNumber: string;
  quantity: string;
  unit: string;
  moisture: string | null;
  locationId: number | null;
  buyerId: number | null;
}

interface DeliveryDraft {
  entityId: number;
  buyerId: number;
  crop: string;
  cropYear: number;
  date: string;
  quantity: string;
  unit: string;
  locationId: number | null;
  ticketIndex: number | null;
  reference: string;
}

const day = (year: number, month: number, d: number) => `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function insertReturning<T extends { id: number }>(rows: unknown[], insert: (batch: unknown[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/** The fields of the entities with their crop of the year, where the catalogue knows the crop. */
async function fieldCrops(db: Db, entityIds: number[], year: number): Promise<FieldCrop[]> {
  const rows = await db
    .select({ id: fields.id, entityId: fields.entityId, acreage: fields.acreage, cropType: fields.cropType, yearCrop: fieldCropYears.cropType })
    .from(fields)
    .leftJoin(fieldCropYears, and(eq(fieldCropYears.fieldId, fields.id), eq(fieldCropYears.year, year)))
    .where(inArray(fields.entityId, entityIds))
    .orderBy(asc(fields.id));
  return rows.flatMap((f) => {
    const crop = cropForYear(f.yearCrop, f.cropType);
    return crop && CROPS[crop] && dec(f.acreage).greaterThan(0) ? [{ id: f.id, entityId: f.entityId, acreage: f.acreage ?? "0", crop }] : [];
  });
}

/** A field's season in loads: its yield split over `n` tickets dated in the crop's harvest months. */
function loads(rng: Rng, field: FieldCrop, year: number, n: number) {
  const profile = CROPS[field.crop]!;
  const unit = budgetHarvestUnit(profile.yieldUnit) ?? "ton";
  const total = dec(rng.amount(profile.yieldPerAcre)).times(profile.harvests).times(dec(field.acreage));
  const places = unit === "ton" ? 2 : 0;
  const each = total.div(n);
  return Array.from({ length: n }, () => {
    const month = rng.pick(profile.harvestMonths);
    return { date: day(year, month, rng.int(1, 28)), quantity: Dec.max(each.times(rng.int(85, 115)).div(100).toDecimalPlaces(places), 1).toFixed(), unit };
  }).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Writes the harvest of `spec.cropYear` on the entities' fields (see the file's comment). Quantities are in the
 * crop's yield unit of the catalogue (tons, lb, bales, bu).
 * @example await insertFarmHarvest(db, [entityId], { seed: 7, cropYear: 2025, until: "2026-06-30", loadsPerField: 4, loadsPerSettlement: 3 })
 */
export async function insertFarmHarvest(db: Db, entityIds: number[], spec: HarvestSpec): Promise<LoadedHarvest> {
  const rng = createRng(spec.seed);
  const year = spec.cropYear;
  await db.insert(buyers).values(BUYERS.map((name) => ({ name, notes: "Demo buyer" }))).onConflictDoNothing();
  const buyerRows = await db.select({ id: buyers.id, name: buyers.name }).from(buyers).where(inArray(buyers.name, BUYERS));
  const buyerIds = BUYERS.map((n) => buyerRows.find((b) => b.name === n)!.id);
  const crops = Object.keys(CROPS);
  const buyerOf = (crop: string) => buyerIds[crops.indexOf(crop) % buyerIds.length]!;

  const locationRows = await db
    .insert(storageLocations)
    .values(entityIds.flatMap((entityId) => [
      { entityId, name: "Bin 1", kind: "bin", capacity: "60000", capacityUnit: "bu" },
      { entityId, name: "Bin 2", kind: "bin", capacity: "60000", capacityUnit: "bu" },
      { entityId, name: "Hay Barn", kind: "shed" },
      { entityId, name: "Cold Storage", kind: "warehouse" },
    ]))
    .returning({ id: storageLocations.id, entityId: storageLocations.entityId });
  const locationsOf = new Map<number, number[]>();
  for (const l of locationRows) locationsOf.set(l.entityId, [...(locationsOf.get(l.entityId) ?? []), l.id]);
  // One location per crop at each entity, so a pile is one crop.
  const locationOf = (entityId: number, crop: string) => locationsOf.get(entityId)![crops.indexOf(crop) % 4]!;

  const fieldList = await fieldCrops(db, entityIds, year);
  const tickets: TicketDraft[] = [];
  const numbers = new Map<number, number>();
  for (const f of fieldList) {
    for (const load of loads(rng, f, year, spec.loadsPerField)) {
      if (load.date > spec.until) continue;
      const n = (numbers.get(f.entityId) ?? 0) + 1;
      numbers.set(f.entityId, n);
      const straight = rng.chance(0.3);
      tickets.push({
        entityId: f.entityId,
        fieldId: f.id,
        crop: f.crop,
        cropYear: year,
        date: load.date,
        ticketNumber: `${String(year).slice(2)}-${String(n).padStart(5, "0")}`,
        quantity: load.quantity,
        unit: load.unit,
        moisture: load.unit === "bu" ? (rng.int(130, 170) / 10).toFixed(2) : null,
        locationId: straight ? null : locationOf(f.entityId, f.crop),
        buyerId: straight ? buyerOf(f.crop) : null,
      });
    }
  }
  tickets.sort((a, b) => a.date.localeCompare(b.date) || a.entityId - b.entityId || a.ticketNumber.localeCompare(b.ticketNumber));
  if (spec.replaceIncomeTasks) {
    const harvested = [...new Set(tickets.map((t) => t.fieldId))];
    for (let i = 0; i < harvested.length; i += BATCH) {
      await db.delete(tasks).where(and(inArray(tasks.fieldId, harvested.slice(i, i + BATCH)), eq(tasks.cropYear, year), eq(tasks.categoryId, INCOME_GENERATED)));
    }
  }
  const ticketIds = (await insertReturning(tickets, (b) => db.insert(harvestTickets).values(b as TicketDraft[]).returning({ id: harvestTickets.id }))).map((r) => r.id);

  // Deliveries: each ticket straight to a buyer, then out of each pile after its last load came in.
  const drafts: DeliveryDraft[] = tickets.flatMap((t, i) =>
    t.buyerId === null ? [] : [{ entityId: t.entityId, buyerId: t.buyerId, crop: t.crop, cropYear: year, date: t.date, quantity: t.quantity, unit: t.unit, locationId: null, ticketIndex: i, reference: "" }],
  );
  const piles = Map.groupBy(tickets.filter((t) => t.locationId !== null), (t) => `${t.entityId}|${t.crop}|${t.locationId}`);
  const shrink: Array<typeof storageAdjustments.$inferInsert> = [];
  let reference = 0;
  for (const pile of piles.values()) {
    const first = pile[0]!;
    const last = pile.at(-1)!.date;
    const total = pile.reduce((s, t) => s.plus(dec(t.quantity)), new Dec(0));
    const movements: StorageMovement[] = pile.map((t, i) => ({ id: i, kind: "in", date: t.date, seq: i, quantity: toBase(t.crop, t.quantity, t.unit).quantity }));
    const lost = total.times("0.005").toDecimalPlaces(first.unit === "ton" ? 2 : 0);
    const shrinkDate = addDays(last, 3);
    if (lost.greaterThan(0) && shrinkDate <= spec.until) {
      shrink.push({ entityId: first.entityId, locationId: first.locationId!, crop: first.crop, cropYear: year, date: shrinkDate, kind: "shrink", quantity: lost.negated().toFixed(), unit: first.unit, reason: "Drying and handling shrink" });
      movements.push({ id: movements.length, kind: "adjust", date: shrinkDate, seq: movements.length, quantity: toBase(first.crop, lost.negated(), first.unit).quantity });
    }
    // Out of storage: 60% of what came in, in up to six loads a week apart after the last load in.
    const out = total.times("0.6");
    const count = Math.min(6, pile.length);
    const places = first.unit === "ton" ? 2 : 0;
    for (let k = 0; k < count; k++) {
      const date = addDays(last, 10 + 7 * k);
      if (date > spec.until) break;
      const quantity = out.div(count).toDecimalPlaces(places, Dec.ROUND_DOWN);
      if (quantity.lessThanOrEqualTo(0)) continue;
      drafts.push({ entityId: first.entityId, buyerId: buyerOf(first.crop), crop: first.crop, cropYear: year, date, quantity: quantity.toFixed(), unit: first.unit, locationId: first.locationId, ticketIndex: null, reference: `L-${++reference}` });
      movements.push({ id: movements.length, kind: "out", date, seq: movements.length, quantity: toBase(first.crop, quantity, first.unit).quantity });
    }
    const short = storageShortfall(movements);
    if (short) throw new Error(`harvest generator: ${first.crop} at location ${first.locationId} short ${short.short.toFixed()} on ${short.date}`);
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.entityId - b.entityId);
  const deliveryIds = (
    await insertReturning(drafts, (b) =>
      db
        .insert(deliveries)
        .values((b as DeliveryDraft[]).map(({ ticketIndex, ...d }) => ({ ...d, ticketId: ticketIndex === null ? null : ticketIds[ticketIndex]! })))
        .returning({ id: deliveries.id }),
    )
  ).map((r) => r.id);
  for (let i = 0; i < shrink.length; i += BATCH) await db.insert(storageAdjustments).values(shrink.slice(i, i + BATCH));

  // A contract per entity and crop with its buyer, for about 70% of the expected crop, priced in the catalogue's range.
  const pools = Map.groupBy(fieldList, (f) => `${f.entityId}|${f.crop}`);
  const priceOf = new Map<string, string>();
  const contractRows: Array<typeof cropContracts.$inferInsert> = [];
  const markRows: Array<typeof cropMarks.$inferInsert> = [];
  for (const [key, list] of pools) {
    const { entityId, crop } = list[0]!;
    const profile = CROPS[crop]!;
    const unit = budgetHarvestUnit(profile.yieldUnit) ?? "ton";
    const price = rng.amount(profile.pricePerUnit);
    priceOf.set(key, price);
    const acres = list.reduce((s, f) => s.plus(dec(f.acreage)), new Dec(0));
    const expected = acres.times(profile.yieldPerAcre[0]).times(profile.harvests).times("0.7").toDecimalPlaces(0);
    contractRows.push({ entityId, buyerId: buyerOf(crop), number: `${crop.slice(0, 3).toUpperCase()}-${year}-1`, crop, cropYear: year, date: day(year, 1, 15), quantity: expected.toFixed(), unit, price, notes: "Demo contract" });
    if (spec.until >= day(year, 1, 15)) markRows.push({ entityId, crop, cropYear: year, price: dec(price).times("0.95").toDecimalPlaces(4).toFixed(), unit, date: spec.until });
  }
  if (contractRows.length) await db.insert(cropContracts).values(contractRows);
  if (markRows.length) await db.insert(cropMarks).values(markRows);

  // Settlements: each buyer's loads of a crop in runs (loadsPerSettlement), dated two weeks after the run's last load; the loads of
  // the last weeks stay unsettled. Most are paid in full, every fifth short by a dollar a load, the latest unpaid.
  const settlementRows: Array<typeof settlements.$inferInsert> = [];
  const lineRows: Array<Omit<typeof settlementLines.$inferInsert, "settlementId"> & { s: number }> = [];
  const deductionRows: Array<Omit<typeof settlementDeductions.$inferInsert, "settlementId"> & { s: number }> = [];
  const byBuyer = Map.groupBy(drafts.map((d, i) => ({ ...d, id: deliveryIds[i]! })), (d) => `${d.entityId}|${d.crop}|${d.buyerId}`);
  const numbersOf = new Map<number, number>();
  for (const [, list] of byBuyer) {
    const { entityId, crop, buyerId } = list[0]!;
    const price = priceOf.get(`${entityId}|${crop}`) ?? rng.amount(CROPS[crop]!.pricePerUnit);
    const size = spec.loadsPerSettlement;
    for (let i = 0; i + size <= list.length; i += size) {
      const run = list.slice(i, i + size);
      const date = addDays(run.at(-1)!.date, 14);
      if (date > spec.until) break;
      const rate = run[0]!.unit === "bu" ? "0.05" : run[0]!.unit === "ton" ? "4.50" : run[0]!.unit === "bale" ? "1.25" : "0.01";
      const deductions = [{ kind: "hauling", ratePerUnit: rate, amount: null }, { kind: "checkoff", ratePerUnit: null, amount: rng.amount([5, 40]) }];
      const figures = settlementFigures({ lines: run.map((d) => ({ quantity: d.quantity, price })), deductions });
      const s = settlementRows.length;
      const n = (numbersOf.get(entityId) ?? 0) + 1;
      numbersOf.set(entityId, n);
      const short = s % 5 === 4;
      const latest = i + 2 * size > list.length;
      settlementRows.push({
        entityId, buyerId, number: `S-${String(year).slice(2)}${String(n).padStart(4, "0")}`, date, crop, cropYear: year,
        gross: figures.gross, deductions: figures.deductionsTotal, net: figures.net,
        received: latest ? null : short ? toCents(dec(figures.net).minus(run.length)) : figures.net,
        receivedDate: latest ? null : addDays(date, 10) <= spec.until ? addDays(date, 10) : date,
      });
      run.forEach((d, k) => lineRows.push({ s, deliveryId: d.id, line: k + 1, quantity: d.quantity, unit: d.unit, price, amount: toCents(dec(d.quantity).times(price)) }));
      deductions.forEach((d, k) => deductionRows.push({ s, line: k + 1, kind: d.kind, ratePerUnit: d.ratePerUnit, amount: figures.deductions[k]! }));
    }
  }
  const settlementIds = (await insertReturning(settlementRows, (b) => db.insert(settlements).values(b as Array<typeof settlements.$inferInsert>).returning({ id: settlements.id }))).map((r) => r.id);
  for (let i = 0; i < lineRows.length; i += BATCH) await db.insert(settlementLines).values(lineRows.slice(i, i + BATCH).map(({ s, ...l }) => ({ ...l, settlementId: settlementIds[s]! })));
  for (let i = 0; i < deductionRows.length; i += BATCH) await db.insert(settlementDeductions).values(deductionRows.slice(i, i + BATCH).map(({ s, ...d }) => ({ ...d, settlementId: settlementIds[s]! })));

  return {
    locations: locationRows.length,
    buyers: buyerIds.length,
    tickets: tickets.length,
    contracts: contractRows.length,
    deliveries: drafts.length,
    settlements: settlementRows.length,
    settledNet: sumCents(settlementRows.map((s) => s.net)),
    unsettled: drafts.length - lineRows.length,
    marks: markRows.length,
  };
}
