import { Dec, dec } from "../money";

/**
 * The storage ledger of one crop pool in one location: (entity, crop, crop year, location). Crop comes in from the
 * field (a ticket), goes out to a buyer (a delivery) and is corrected by shrink or a count (an adjustment, signed).
 * Quantities are in the crop's base unit (units.ts `toBase`). The crop year is the key, not the calendar: corn of
 * 2026 still in the bin in March 2027 is on hand in the 2026 pool with no step at the turn of the year
 * (docs/harvest.md "Storage ledger").
 */
export type StorageMovementKind = "in" | "out" | "adjust";

export interface StorageMovement {
  id: number;
  kind: StorageMovementKind;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The order movements of one date were recorded in (harvest_seq). */
  seq: number;
  /** In the base unit: the amount in or out (positive), or the signed adjustment. */
  quantity: Dec | string | number;
}

export interface StorageLedgerRow {
  id: number;
  kind: StorageMovementKind;
  date: string;
  seq: number;
  /** The signed change to on hand: + in, - out, the adjustment as signed. */
  change: Dec;
  /** On hand after this movement. */
  onHand: Dec;
}

export interface StorageShortfall {
  /** The date on hand first goes below zero. */
  date: string;
  /** The movement that takes it below zero. */
  movementId: number;
  /** By how much on hand is below zero there (positive). */
  short: Dec;
}

/** The signed change a movement makes to on hand. */
export function storageChange(m: StorageMovement): Dec {
  const q = dec(m.quantity);
  return m.kind === "out" ? q.neg() : q;
}

/** 0 for what adds (crop in, an adjustment up), 1 for what takes away (crop out, an adjustment down). */
const rank = (m: StorageMovement) => (storageChange(m).isNegative() ? 1 : 0);

/**
 * Movements in ledger order: by date; on a date, crop in (and adjustments up) before crop out (and adjustments
 * down); then by seq, then id. So a load hauled in and delivered the same day never shows a false shortfall.
 * @example orderStorageMovements([{ id: 2, kind: "out", date: "2026-10-01", seq: 1, quantity: "5" }, { id: 1, kind: "in", date: "2026-10-01", seq: 2, quantity: "5" }]).map((m) => m.id) // [1, 2]
 */
export function orderStorageMovements<M extends StorageMovement>(movements: readonly M[]): M[] {
  return [...movements].sort(
    (a, b) => a.date.localeCompare(b.date) || rank(a) - rank(b) || a.seq - b.seq || a.id - b.id,
  );
}

/**
 * The ledger rows with the running on hand, in ledger order (orderStorageMovements).
 * @example storageLedger([{ id: 1, kind: "in", date: "2026-10-01", seq: 1, quantity: "336000" }, { id: 2, kind: "out", date: "2027-02-01", seq: 2, quantity: "100000" }]).map((r) => r.onHand.toFixed()) // ["336000", "236000"]
 */
export function storageLedger(movements: readonly StorageMovement[]): StorageLedgerRow[] {
  let onHand = new Dec(0);
  return orderStorageMovements(movements).map((m) => {
    const change = storageChange(m);
    onHand = onHand.plus(change);
    return { id: m.id, kind: m.kind, date: m.date, seq: m.seq, change, onHand };
  });
}

/**
 * The first point the location's on hand goes below zero, or null when it never does.
 * @example storageShortfall([{ id: 1, kind: "in", date: "2026-10-01", seq: 1, quantity: "10" }, { id: 2, kind: "out", date: "2026-10-02", seq: 2, quantity: "12" }]) // { date: "2026-10-02", movementId: 2, short: 2 }
 */
export function storageShortfall(movements: readonly StorageMovement[]): StorageShortfall | null {
  for (const row of storageLedger(movements)) {
    if (row.onHand.isNegative()) return { date: row.date, movementId: row.id, short: row.onHand.neg() };
  }
  return null;
}

export interface StorageTotals {
  in: Dec;
  out: Dec;
  /** The adjustments' signed sum. */
  adjusted: Dec;
  /** in - out + adjusted. */
  onHand: Dec;
}

/**
 * What came in, went out and was adjusted up to and including a date (all movements without one), and on hand.
 * @example storageTotals([{ id: 1, kind: "in", date: "2026-10-01", seq: 1, quantity: "10" }, { id: 2, kind: "adjust", date: "2027-01-05", seq: 2, quantity: "-1" }], "2026-12-31").onHand.toFixed() // "10"
 */
export function storageTotals(movements: readonly StorageMovement[], asOf?: string): StorageTotals {
  const totals = { in: new Dec(0), out: new Dec(0), adjusted: new Dec(0) };
  for (const m of movements) {
    if (asOf !== undefined && m.date > asOf) continue;
    const q = dec(m.quantity);
    if (m.kind === "in") totals.in = totals.in.plus(q);
    else if (m.kind === "out") totals.out = totals.out.plus(q);
    else totals.adjusted = totals.adjusted.plus(q);
  }
  return { ...totals, onHand: totals.in.minus(totals.out).plus(totals.adjusted) };
}
