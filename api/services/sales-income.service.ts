import type { ServiceContext } from "./context";
import { type AnyColumn, type SQL, and, asc, eq, inArray, sql } from "drizzle-orm";
import { buyers, cropMarks, harvestTickets, settlementLines, settlements, storageAdjustments } from "../../db/schema";
import { type CropPool, estimatedUnsold, fieldSalesIncome } from "../domain/harvest/allocation";
import { type FieldIncome, type FieldSale, type FieldUnsold, fieldYear, NO_FIELD_INCOME } from "../domain/harvest/field-income";
import { poolKey } from "../domain/harvest/pool";
import { toBase } from "../domain/harvest/units";
import { Dec } from "../domain/money";
import type { EntityScope } from "./report-data.service";

/** Which crop years to load: some, or every one. */
export type CropYears = readonly number[] | "all";

export interface SalesIncomeScope {
  /** The entities whose crop pools are read. */
  entities: EntityScope;
  cropYears: CropYears;
}

/** One pool being gathered: its quantities by base unit, its settlements, its adjustments and its mark. */
interface Gathering {
  crop: string;
  cropYear: number;
  harvested: Map<string, Array<{ fieldId: number; quantity: Dec }>>;
  settlements: Array<{ id: number; date: string; net: string; number: string; buyerName: string; quantity: Map<string, Dec> }>;
  adjustments: Map<string, Dec>;
  mark: { price: string; unit: string } | null;
}

/**
 * A scope's harvest and sales as the profit reports read them (`FieldIncome`): each field's share of each settlement
 * of its crop pools (realised), each field's share of the pools' unsold crop at the mark price (estimated) and the
 * field-years with a harvest ticket (the yield rule). Pools are (entity, crop, crop year); their quantities are
 * compared in the base unit of the crop (`toBase`). A scope with no harvest ticket answers `NO_FIELD_INCOME` after
 * one query, so a farm that records no harvests keeps today's figures. Tickets of a deleted field still weigh in
 * their pool (its share is simply not shown), so every other field's share stays what the pool's rule gives.
 * @example await loadFieldIncome(ctx, { entities: [entityId], cropYears: [2026] })
 */
export async function loadFieldIncome(ctx: ServiceContext, scope: SalesIncomeScope): Promise<FieldIncome> {
  const { db } = ctx;
  if (scope.cropYears !== "all" && scope.cropYears.length === 0) return NO_FIELD_INCOME;
  if (scope.entities !== "all" && scope.entities.length === 0) return NO_FIELD_INCOME;
  const within = (table: { entityId: AnyColumn; cropYear: AnyColumn }): SQL | undefined =>
    and(
      scope.entities === "all" ? undefined : inArray(table.entityId, [...scope.entities]),
      scope.cropYears === "all" ? undefined : inArray(table.cropYear, [...scope.cropYears]),
    );

  const tickets = await db
    .select({
      entityId: harvestTickets.entityId,
      crop: harvestTickets.crop,
      cropYear: harvestTickets.cropYear,
      fieldId: harvestTickets.fieldId,
      unit: harvestTickets.unit,
      quantity: sql<string>`sum(${harvestTickets.quantity})::text`,
    })
    .from(harvestTickets)
    .where(within(harvestTickets))
    .groupBy(harvestTickets.entityId, harvestTickets.crop, harvestTickets.cropYear, harvestTickets.fieldId, harvestTickets.unit);
  if (tickets.length === 0) return NO_FIELD_INCOME;

  const [settled, lines, adjusted, marks] = await Promise.all([
    db
      .select({
        id: settlements.id,
        entityId: settlements.entityId,
        crop: settlements.crop,
        cropYear: settlements.cropYear,
        date: settlements.date,
        number: settlements.number,
        net: settlements.net,
        buyerName: buyers.name,
      })
      .from(settlements)
      .innerJoin(buyers, eq(buyers.id, settlements.buyerId))
      .where(within(settlements))
      .orderBy(asc(settlements.date), asc(settlements.id)),
    db
      .select({ settlementId: settlementLines.settlementId, unit: settlementLines.unit, quantity: sql<string>`sum(${settlementLines.quantity})::text` })
      .from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(within(settlements))
      .groupBy(settlementLines.settlementId, settlementLines.unit),
    db
      .select({
        entityId: storageAdjustments.entityId,
        crop: storageAdjustments.crop,
        cropYear: storageAdjustments.cropYear,
        unit: storageAdjustments.unit,
        quantity: sql<string>`sum(${storageAdjustments.quantity})::text`,
      })
      .from(storageAdjustments)
      .where(within(storageAdjustments))
      .groupBy(storageAdjustments.entityId, storageAdjustments.crop, storageAdjustments.cropYear, storageAdjustments.unit),
    db
      .select({ entityId: cropMarks.entityId, crop: cropMarks.crop, cropYear: cropMarks.cropYear, price: cropMarks.price, unit: cropMarks.unit })
      .from(cropMarks)
      .where(within(cropMarks)),
  ]);

  const pools = new Map<string, Gathering>();
  const poolOf = (entityId: number, crop: string, cropYear: number) => {
    const key = poolKey(entityId, crop, cropYear);
    let p = pools.get(key);
    if (!p) pools.set(key, (p = { crop: crop.trim(), cropYear, harvested: new Map(), settlements: [], adjustments: new Map(), mark: null }));
    return p;
  };
  const add = (m: Map<string, Dec>, unit: string, q: Dec) => m.set(unit, (m.get(unit) ?? new Dec(0)).plus(q));

  const harvested = new Set<string>();
  for (const t of tickets) {
    harvested.add(fieldYear(t.fieldId, t.cropYear));
    const p = poolOf(t.entityId, t.crop, t.cropYear);
    const base = toBase(t.crop, t.quantity, t.unit);
    const list = p.harvested.get(base.unit) ?? [];
    list.push({ fieldId: t.fieldId, quantity: base.quantity });
    p.harvested.set(base.unit, list);
  }
  const settledQuantity = new Map<number, Map<string, Dec>>();
  const cropOf = new Map(settled.map((s) => [s.id, s.crop]));
  for (const l of lines) {
    const m = settledQuantity.get(l.settlementId) ?? new Map<string, Dec>();
    settledQuantity.set(l.settlementId, m);
    const base = toBase(cropOf.get(l.settlementId) ?? "", l.quantity, l.unit);
    add(m, base.unit, base.quantity);
  }
  for (const s of settled) {
    poolOf(s.entityId, s.crop, s.cropYear).settlements.push({
      id: s.id,
      date: s.date,
      net: s.net,
      number: s.number,
      buyerName: s.buyerName,
      quantity: settledQuantity.get(s.id) ?? new Map(),
    });
  }
  for (const a of adjusted) {
    const base = toBase(a.crop, a.quantity, a.unit);
    add(poolOf(a.entityId, a.crop, a.cropYear).adjustments, base.unit, base.quantity);
  }
  for (const m of marks) poolOf(m.entityId, m.crop, m.cropYear).mark = { price: m.price, unit: m.unit };

  const realised: FieldSale[] = [];
  const estimated: FieldUnsold[] = [];
  for (const p of pools.values()) {
    const unit = poolUnit(p);
    if (unit === null) continue;
    const pool: CropPool = {
      crop: p.crop,
      cropYear: p.cropYear,
      unit,
      harvested: p.harvested.get(unit) ?? [],
      settlements: p.settlements.map((s) => ({ id: s.id, date: s.date, net: s.net, quantity: s.quantity.get(unit) ?? new Dec(0) })),
      adjustments: p.adjustments.has(unit) ? [p.adjustments.get(unit)!] : [],
    };
    const named = new Map(p.settlements.map((s) => [s.id, s]));
    for (const row of fieldSalesIncome(pool)) {
      const s = named.get(row.settlementId);
      realised.push({ ...row, number: s?.number, buyerName: s?.buyerName });
    }
    for (const f of estimatedUnsold(pool, p.mark)?.fields ?? []) estimated.push(f);
  }
  return { realised, estimated, harvested };
}

/**
 * The base unit a pool's shares are weighed in: the one its tickets came in (a crop in bushels and tons is in pounds).
 * A pool harvested in units that do not convert into one another (bales and tons of hay) is weighed in the unit that
 * holds the most of its tickets' fields; null for a pool with no ticket (its settlements have no field to go to).
 */
function poolUnit(p: Gathering): string | null {
  let best: string | null = null;
  let size = -1;
  for (const [unit, rows] of p.harvested) if (rows.length > size) [best, size] = [unit, rows.length];
  return best;
}
