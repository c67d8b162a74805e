import { splitCentsDec } from "../leases/split";
import { Dec, dec, toCents } from "../money";
import { baseUnit, convertQuantity } from "./units";

/**
 * The income rule for harvest and sales (DECISIONS "Income and cost"; docs/harvest.md "Allocation rule"): a crop
 * pool (entity, crop, crop year) earns its settlements' net; each settlement's net is split over the pool's fields by
 * their harvested quantity (base unit) to the cent by the largest remainder (splitCents; ties to the earlier field by
 * field id). Crop still unsold (harvested + adjustments - settled) is valued at the office's mark price and split
 * the same way, marked estimated: it is never realised income.
 */
type Num = Dec | string | number;

export interface CropPool {
  crop: string;
  cropYear: number;
  /** The base unit the pool's quantities are in (units.ts baseUnit); when left out, the base unit of the mark's unit. */
  unit?: string;
  /** What each field harvested into the pool, in the pool's base unit (one row per ticket or per field). */
  harvested: readonly { fieldId: number; quantity: Num }[];
  /** The pool's settlements: the net each earns and the quantity it settles (base unit). */
  settlements: readonly { id: number; date: string; net: Num; quantity?: Num }[];
  /** The pool's storage adjustments (shrink, counts), signed, in the base unit. */
  adjustments?: readonly Num[];
}

export interface FieldSalesRow {
  fieldId: number;
  cropYear: number;
  crop: string;
  settlementId: number;
  /** The settlement's date. */
  date: string;
  /** The field's share of the settlement's net, whole cents. */
  amount: string;
}

/**
 * Each field's harvested quantity in the pool, by field id ascending; fields that harvested nothing are left out.
 * @example fieldWeights([{ fieldId: 2, quantity: "224000" }, { fieldId: 1, quantity: "336000" }]) // [{ fieldId: 1, quantity: 336000 }, { fieldId: 2, quantity: 224000 }]
 */
export function fieldWeights(harvested: CropPool["harvested"]): { fieldId: number; quantity: Dec }[] {
  const byField = new Map<number, Dec>();
  for (const h of harvested) byField.set(h.fieldId, (byField.get(h.fieldId) ?? new Dec(0)).plus(dec(h.quantity)));
  return [...byField.entries()]
    .filter(([, q]) => q.greaterThan(0))
    .sort(([a], [b]) => a - b)
    .map(([fieldId, quantity]) => ({ fieldId, quantity }));
}

/**
 * An amount split over the fields by their harvested quantity, to the cent by the largest remainder (ties to the
 * lower field id); empty when nothing was harvested.
 * @example splitByHarvest("33587.66", [{ fieldId: 1, quantity: "336000" }, { fieldId: 2, quantity: "224000" }]) // [{ fieldId: 1, amount: "20152.60" }, { fieldId: 2, amount: "13435.06" }]
 */
export function splitByHarvest(amount: Num, harvested: CropPool["harvested"]): { fieldId: number; amount: string }[] {
  const weights = fieldWeights(harvested);
  if (weights.length === 0) return [];
  const parts = splitCentsDec(dec(amount), weights.map((w) => w.quantity));
  return weights.map((w, i) => ({ fieldId: w.fieldId, amount: parts[i]!.toFixed(2) }));
}

/**
 * Each field's share of each of the pool's settlements (by settlement date, then id; fields by id). The rows of one
 * settlement add up to its net exactly. A pool with no harvested quantity allocates nothing.
 * @example
 * fieldSalesIncome({
 *   crop: "Corn", cropYear: 2026,
 *   harvested: [{ fieldId: 1, quantity: "336000" }, { fieldId: 2, quantity: "224000" }],
 *   settlements: [{ id: 7, date: "2026-11-20", net: "33587.66" }],
 * }) // [{ fieldId: 1, ..., settlementId: 7, amount: "20152.60" }, { fieldId: 2, ..., amount: "13435.06" }]
 */
export function fieldSalesIncome(pool: CropPool): FieldSalesRow[] {
  const weights = fieldWeights(pool.harvested);
  if (weights.length === 0) return [];
  const settlements = [...pool.settlements].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const rows: FieldSalesRow[] = [];
  for (const s of settlements) {
    const parts = splitCentsDec(dec(s.net), weights.map((w) => w.quantity));
    weights.forEach((w, i) =>
      rows.push({
        fieldId: w.fieldId,
        cropYear: pool.cropYear,
        crop: pool.crop,
        settlementId: s.id,
        date: s.date,
        amount: parts[i]!.toFixed(2),
      }),
    );
  }
  return rows;
}

/**
 * The pool's unsold quantity in the base unit: harvested + adjustments - settled, never below zero.
 * @example unsoldQuantity({ crop: "Corn", cropYear: 2026, harvested: [{ fieldId: 1, quantity: "560000" }], settlements: [{ id: 7, date: "2026-11-20", net: "0", quantity: "392000" }] }).toFixed() // "168000"
 */
export function unsoldQuantity(pool: CropPool): Dec {
  const harvested = pool.harvested.reduce((acc, h) => acc.plus(dec(h.quantity)), new Dec(0));
  const adjusted = (pool.adjustments ?? []).reduce<Dec>((acc, a) => acc.plus(dec(a)), new Dec(0));
  const settled = pool.settlements.reduce((acc, s) => acc.plus(dec(s.quantity ?? 0)), new Dec(0));
  return Dec.max(harvested.plus(adjusted).minus(settled), 0);
}

export interface EstimatedUnsold {
  /** Unsold in the pool's base unit. */
  quantity: Dec;
  /** Unsold in the mark's unit. */
  markQuantity: Dec;
  /** round(markQuantity x mark price), whole cents. */
  value: string;
  /** Always true: the value is an estimate, never realised income. */
  estimated: true;
  /** The value split over the fields like the settlements. */
  fields: { fieldId: number; cropYear: number; crop: string; amount: string; estimated: true }[];
}

/**
 * The pool's unsold crop valued at the mark price (price per `mark.unit`), split over the fields by harvested
 * quantity; null when there is no mark or the pool's base unit does not convert to the mark's unit (hay counted in
 * bales, marked per ton).
 * @example
 * estimatedUnsold(
 *   { crop: "Corn", cropYear: 2026, harvested: [{ fieldId: 1, quantity: "336000" }, { fieldId: 2, quantity: "224000" }],
 *     settlements: [{ id: 7, date: "2026-11-20", net: "33587.66", quantity: "392000" }] },
 *   { price: "4.50", unit: "bu" },
 * ) // { markQuantity: 3000, value: "13500.00", fields: [8100.00, 5400.00], estimated: true }
 */
export function estimatedUnsold(
  pool: CropPool,
  mark: { price: Num; unit: string } | null | undefined,
): EstimatedUnsold | null {
  if (!mark) return null;
  const quantity = unsoldQuantity(pool);
  const markQuantity = convertQuantity(pool.crop, quantity, pool.unit ?? baseUnit(pool.crop, mark.unit), mark.unit);
  if (markQuantity === null) return null;
  const value = toCents(markQuantity.times(dec(mark.price)));
  const fields = splitByHarvest(value, pool.harvested).map((f) => ({
    fieldId: f.fieldId,
    cropYear: pool.cropYear,
    crop: pool.crop,
    amount: f.amount,
    estimated: true as const,
  }));
  return { quantity, markQuantity, value, estimated: true, fields };
}
