import { type CropPool, estimatedUnsold, unsoldQuantity } from "../harvest/allocation";
import { poolKey } from "../harvest/pool";
import { baseUnit, convertQuantity, toBase } from "../harvest/units";
import { Dec, dec, sumCents, toCents } from "../money";
import { shownQuantity } from "./harvest-by-field";
import type { CropPosition } from "./shapes";

/**
 * A quantity of a crop pool as the position reads it: tickets, deliveries, adjustments, contracts or settled lines,
 * each row one or a sum of several in one unit (the service adds them up in SQL, exactly).
 */
export interface PoolQuantity {
  entityId: number;
  crop: string;
  cropYear: number;
  quantity: string;
  unit: string;
}

export interface PositionInput {
  entity: "all" | number;
  entityName: string;
  cropYear: number | null;
  entities: Array<{ id: number; name: string }>;
  /** Per field, unit and whether into storage: the quantity and how many tickets (the pool's unit is its tickets' most used). */
  tickets: Array<PoolQuantity & { fieldId: number; intoStorage: boolean; tickets: number }>;
  adjustments: PoolQuantity[];
  deliveries: Array<PoolQuantity & { fromStorage: boolean }>;
  contracts: PoolQuantity[];
  /** Settlement lines, with their settlement's pool. */
  settledLines: PoolQuantity[];
  /** The settlements' net, by the unit of their first line (null: a settlement without lines). */
  settlements: Array<{ entityId: number; crop: string; cropYear: number; net: string; unit: string | null }>;
  marks: Array<{ entityId: number; crop: string; cropYear: number; price: string; unit: string }>;
}

interface Pool {
  entityId: number;
  crop: string;
  cropYear: number;
  base: string;
  unit: string;
  /** Tickets per unit: the most used is the unit shown. */
  units: Map<string, number>;
  harvested: Dec;
  /** What each field harvested, base unit: the weights of the mark's estimate (`estimatedUnsold`). */
  fields: Array<{ fieldId: number; quantity: Dec }>;
  adjusted: Dec;
  inStorage: Dec;
  contracted: Dec;
  delivered: Dec;
  settled: Dec;
  settledValue: Dec;
}

/**
 * The position of each crop pool (entity, crop, crop year): harvested, in storage, contracted, delivered, settled
 * and unsold (harvested + adjusted - settled, never below zero: `unsoldQuantity`), with the settlements' net (realised) and the unsold crop at the
 * office's mark price (estimated) apart. Quantities are added in their base unit (api/domain/harvest/units) and shown
 * in the unit most of the pool's tickets are written in (as the storage screen does; ties to the first by name), else
 * its first contract's; a count (bales) beside weights is a row of its own.
 * @example 10,000 bu corn harvested, 7,000 settled for a $33,587.66 net, a $4.50 mark: { unsold: "3000", settledValue: "33587.66", estimatedValue: "13500.00" }
 */
export function cropPosition(input: PositionInput): CropPosition {
  const pools = new Map<string, Pool>();
  const pool = (q: Pick<PoolQuantity, "entityId" | "crop" | "cropYear" | "unit">): Pool => {
    const base = baseUnit(q.crop, q.unit);
    const key = `${poolKey(q.entityId, q.crop, q.cropYear)}|${base}`;
    let p = pools.get(key);
    if (!p) {
      const zero = new Dec(0);
      p = { entityId: q.entityId, crop: q.crop.trim(), cropYear: q.cropYear, base, unit: q.unit, units: new Map(), harvested: zero, fields: [], adjusted: zero, inStorage: zero, contracted: zero, delivered: zero, settled: zero, settledValue: zero };
      pools.set(key, p);
    }
    return p;
  };
  const base = (q: PoolQuantity) => toBase(q.crop, q.quantity, q.unit).quantity;
  for (const t of input.tickets) {
    const p = pool(t);
    p.harvested = p.harvested.plus(base(t));
    p.fields.push({ fieldId: t.fieldId, quantity: base(t) });
    p.units.set(t.unit, (p.units.get(t.unit) ?? 0) + t.tickets);
    if (t.intoStorage) p.inStorage = p.inStorage.plus(base(t));
  }
  for (const p of pools.values()) {
    p.unit = [...p.units.entries()].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]![0];
  }
  for (const c of input.contracts) {
    const p = pool(c);
    p.contracted = p.contracted.plus(base(c));
  }
  for (const a of input.adjustments) {
    const p = pool(a);
    p.adjusted = p.adjusted.plus(base(a));
    p.inStorage = p.inStorage.plus(base(a));
  }
  for (const d of input.deliveries) {
    const p = pool(d);
    p.delivered = p.delivered.plus(base(d));
    if (d.fromStorage) p.inStorage = p.inStorage.minus(base(d));
  }
  for (const l of input.settledLines) {
    const p = pool(l);
    p.settled = p.settled.plus(base(l));
  }
  for (const s of input.settlements) {
    // A settlement without lines earns its pool all the same, in the pool's first unit.
    const p = s.unit ? pool({ ...s, unit: s.unit }) : [...pools.values()].find((x) => poolKey(x.entityId, x.crop, x.cropYear) === poolKey(s.entityId, s.crop, s.cropYear)) ?? pool({ ...s, unit: "lb" });
    p.settledValue = p.settledValue.plus(dec(s.net));
  }
  const names = new Map(input.entities.map((e) => [e.id, e.name]));
  const marks = new Map(input.marks.map((m) => [poolKey(m.entityId, m.crop, m.cropYear), m]));
  const rows: CropPosition["rows"] = [];
  for (const p of pools.values()) {
    const name = names.get(p.entityId);
    if (name === undefined) continue;
    const shown = (q: Dec) => shownQuantity(convertQuantity(p.crop, q, p.base, p.unit) ?? q);
    // The income rule's own figures: unsold = harvested + adjusted - settled (never below zero), valued at the mark.
    const cropPool: CropPool = { crop: p.crop, cropYear: p.cropYear, unit: p.base, harvested: p.fields, settlements: [{ id: 0, date: "", net: "0", quantity: p.settled }], adjustments: [p.adjusted] };
    const unsold = unsoldQuantity(cropPool);
    const mark = marks.get(poolKey(p.entityId, p.crop, p.cropYear));
    const estimate = estimatedUnsold(cropPool, mark);
    rows.push({
      entityId: p.entityId,
      entityName: name,
      crop: p.crop,
      cropYear: p.cropYear,
      unit: p.unit,
      harvested: shown(p.harvested),
      adjusted: shown(p.adjusted),
      inStorage: shown(p.inStorage),
      contracted: shown(p.contracted),
      delivered: shown(p.delivered),
      settled: shown(p.settled),
      unsold: shown(unsold),
      settledValue: toCents(p.settledValue),
      markPrice: estimate ? mark!.price : null,
      markUnit: estimate ? mark!.unit : null,
      estimatedValue: estimate ? estimate.value : null,
    });
  }
  rows.sort((a, b) => a.entityName.localeCompare(b.entityName) || a.entityId - b.entityId || a.crop.localeCompare(b.crop) || a.cropYear - b.cropYear || a.unit.localeCompare(b.unit));
  return {
    entity: input.entity,
    entityName: input.entityName,
    cropYear: input.cropYear,
    rows,
    totals: { settledValue: sumCents(rows.map((r) => r.settledValue)), estimatedValue: sumCents(rows.map((r) => r.estimatedValue)) },
  };
}
