import { Dec, dec, round, toCents } from "./money";

/**
 * The perpetual moving-average ledger of one product at one entity (docs/decisions/inventory-weighted-average.md).
 * Quantities are in the product's stock unit (input-units.ts converts); value is kept in exact cents.
 */
export type MovementKind = "receipt" | "application" | "return" | "adjustment";

export interface MovementInput {
  id: string | number;
  kind: MovementKind;
  /** YYYY-MM-DD. */
  date: string;
  /** The stable order of entries on one date (the order they were recorded in). */
  seq: number;
  /** In the stock unit; more than 0, except an adjustment's, which is signed (+ found, - lost) and never 0. */
  quantity: string | Dec;
  /**
   * Dollars and cents: a receipt's value (required; its line value with freight and tax), a return's credit from the
   * vendor (optional: without it the return leaves at the average cost), a positive adjustment's value (optional:
   * without it, at the average cost). Applications and negative adjustments always leave at the average cost.
   */
  value?: string | null;
  /** An adjustment's reason (a count, a spill): required for adjustments. */
  reason?: string | null;
}

export interface LedgerProduct {
  id: string | number;
  name: string;
  stockUnit: string;
}

/** One movement after costing: signed changes to the stock (+ in, - out) and what is on hand after it. */
export interface MovementResult {
  id: string | number;
  kind: MovementKind;
  date: string;
  seq: number;
  quantity: string;
  value: string;
  /** An application's cost (the value it took out), else null. */
  cost: string | null;
  /** A return's credit as given, and credit - value taken out when the stock could not give that much; else null. */
  credit: string | null;
  variance: string | null;
  onHandQuantity: string;
  onHandValue: string;
  /** Value / quantity on hand, per stock unit, half-up to 4 decimals for display; costs never use it. */
  averageCost: string | null;
}

/** A movement that would take out more than is on hand: the product, the date and the shortfall, never a silent zero. */
export class InventoryShortfallError extends Error {
  readonly code = "INVENTORY_SHORTFALL";
  constructor(
    readonly product: LedgerProduct,
    readonly movement: { id: string | number; kind: MovementKind; date: string },
    readonly requested: string,
    readonly onHand: string,
    readonly shortfall: string,
  ) {
    const u = product.stockUnit;
    super(
      `Not enough ${product.name} on ${movement.date}: ${requested} ${u} to ${OUT_VERB[movement.kind]}, ` +
        `${onHand} ${u} on hand, ${shortfall} ${u} short.`,
    );
    this.name = "InventoryShortfallError";
  }
}

/** A movement that cannot be costed as given; `field` names the input at fault. */
export class InventoryInputError extends Error {
  constructor(
    readonly code: "BAD_MOVEMENT" | "NO_AVERAGE_COST",
    message: string,
    readonly movementId: string | number,
    readonly field: string,
  ) {
    super(message);
    this.name = "InventoryInputError";
  }
}

const OUT_VERB: Record<MovementKind, string> = { receipt: "receive", application: "apply", return: "return", adjustment: "count out" };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const QUANTITY = /^-?\d+(\.\d+)?$/;
const CENTS = /^\d+(\.\d{1,2})?$/;
const ZERO = new Dec(0);
/** Cents as sent, never "-0.00" (decimal.js keeps the sign of a zero). */
const money = (d: Dec) => toCents(d.isZero() ? ZERO : d);

/**
 * The ledger's order: by date; on one date receipts first (goods bought that day can be used that day, and an invoice
 * entered late re-costs that day's applications), then every other movement by its sequence; the id breaks what is
 * left of a tie, so the order never depends on how the movements were read.
 */
export function compareMovements(a: Pick<MovementInput, "date" | "kind" | "seq" | "id">, b: Pick<MovementInput, "date" | "kind" | "seq" | "id">): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const ra = a.kind === "receipt" ? 0 : 1;
  const rb = b.kind === "receipt" ? 0 : 1;
  if (ra !== rb) return ra - rb;
  if (a.seq !== b.seq) return a.seq - b.seq;
  const ia = String(a.id);
  const ib = String(b.id);
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

function bad(m: MovementInput, field: string, message: string): never {
  throw new InventoryInputError("BAD_MOVEMENT", `Movement ${m.id} (${m.kind} on ${m.date}): ${message}`, m.id, field);
}

function quantityOf(m: MovementInput): Dec {
  const q = typeof m.quantity === "string" ? (QUANTITY.test(m.quantity) ? dec(m.quantity) : null) : m.quantity;
  if (q === null || !q.isFinite()) bad(m, "quantity", `quantity must be a number, not "${String(m.quantity)}".`);
  if (m.kind === "adjustment" ? q.isZero() : !q.isPositive() || q.isZero()) {
    bad(m, "quantity", m.kind === "adjustment" ? "an adjustment's quantity cannot be 0." : "quantity must be more than 0.");
  }
  return q;
}

function givenValue(m: MovementInput): Dec | null {
  if (m.value === null || m.value === undefined || m.value === "") return null;
  if (!CENTS.test(m.value)) bad(m, "value", `value must be dollars and cents, not "${m.value}".`);
  return dec(m.value);
}

/** The value `q` of `quantity` units takes out at the average cost: half-up once; the last unit takes what is left. */
function atAverage(q: Dec, quantity: Dec, value: Dec): Dec {
  return q.equals(quantity) ? value : q.times(value).div(quantity).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
}

/**
 * What `quantity` stock units would cost if taken out now, at the average cost of what is on hand: the ledger's own
 * rule (quantity x value / on hand, half-up once to the cent; taking out all of it takes the whole value). Null when
 * nothing is on hand or the quantity is more than is on hand (the ledger would refuse it), or is not above 0.
 * The task form previews an application's material cost with it.
 * @example costAtAverage("30", { onHandQuantity: "150", onHandValue: "825.00" }) === "165.00"
 */
export function costAtAverage(quantity: string | Dec, onHand: { onHandQuantity: string; onHandValue: string }): string | null {
  let q: Dec;
  let held: Dec;
  try {
    q = dec(quantity);
    held = dec(onHand.onHandQuantity);
  } catch {
    return null;
  }
  if (!q.isFinite() || !q.isPositive() || q.isZero() || !held.isPositive() || held.isZero() || q.greaterThan(held)) return null;
  return money(atAverage(q, held, dec(onHand.onHandValue)));
}

/** What an entity holds of a product at a date: its quantity (stock units) and, where money is shown, its value. */
export interface Held {
  onHandQuantity: string;
  onHandValue?: string;
}

/**
 * What a product held at a task's date before the task's own stored lines were taken out: their stock quantities
 * and (when the value is known) their costs put back, as when the task is edited and its lines costed again.
 * @example heldBeforeOwn({ onHandQuantity: "120", onHandValue: "660.00" }, [{ stockQuantity: "30", cost: "165.00" }]) // 150, 825.00
 */
export function heldBeforeOwn<H extends Held>(held: H, own: readonly { stockQuantity?: string | null; cost?: string | null }[]): H {
  let q = dec(held.onHandQuantity);
  let v = held.onHandValue === undefined ? null : dec(held.onHandValue);
  for (const line of own) {
    if (!line.stockQuantity) continue;
    if (v !== null && !line.cost) continue;
    q = q.plus(line.stockQuantity);
    if (v !== null) v = v.plus(line.cost!);
  }
  return { ...held, onHandQuantity: q.toFixed(), ...(v === null ? {} : { onHandValue: money(v) }) };
}

/** A task's line as the preview costs it: its product and its quantity in the stock unit (null while unreadable). */
export interface ApplicationLine {
  productId: number;
  quantity: string | Dec | null;
}

/**
 * A task's lines costed in order at the average cost, as the ledger will take them out (costAtAverage): a second line
 * of one product takes its cost from what the first left. A line is `short` when it asks more than is left; its cost
 * is null while unknown. materialCost sums the known costs.
 * @example applicationsAtAverage([{ productId: 1, quantity: "30" }], new Map([[1, { onHandQuantity: "150", onHandValue: "825.00" }]])).materialCost === "165.00"
 */
export function applicationsAtAverage(
  lines: readonly ApplicationLine[],
  held: ReadonlyMap<number, Required<Held> | undefined>,
): { lines: { cost: string | null; short: boolean }[]; materialCost: string } {
  const left = new Map<number, { q: Dec; v: Dec } | undefined>();
  let material = ZERO;
  const out = lines.map(({ productId, quantity }) => {
    if (!left.has(productId)) {
      const h = held.get(productId);
      left.set(productId, h ? { q: dec(h.onHandQuantity), v: dec(h.onHandValue) } : undefined);
    }
    const now = left.get(productId);
    if (quantity === null || !now) return { cost: null, short: false };
    const cost = costAtAverage(quantity, { onHandQuantity: now.q.toFixed(), onHandValue: money(now.v) });
    if (cost === null) return { cost: null, short: dec(quantity).greaterThan(now.q) };
    left.set(productId, { q: now.q.minus(quantity), v: now.v.minus(cost) });
    material = material.plus(cost);
    return { cost, short: false };
  });
  return { lines: out, materialCost: money(material) };
}

/**
 * Costs a product's movements in ledger order (compareMovements): a receipt adds its quantity and value; an
 * application, a return without a credit and a negative adjustment take out quantity x average cost, rounded half-up
 * once to the cent, and the last unit out takes the remaining value exactly; a return with a credit takes out the
 * credit, at most the value on hand (all of it with the last unit), the difference shown as its variance.
 * Taking out more than is on hand throws InventoryShortfallError.
 * @example inventoryLedger(p, [{ id: 1, kind: "receipt", date: "2026-03-01", seq: 1, quantity: "100", value: "500.00" }])
 */
export function inventoryLedger(product: LedgerProduct, movements: MovementInput[]): MovementResult[] {
  const seen = new Set<string>();
  for (const m of movements) {
    if (seen.has(String(m.id))) bad(m, "id", "the same movement is listed twice.");
    seen.add(String(m.id));
    if (!DATE.test(m.date)) bad(m, "date", `date must be YYYY-MM-DD, not "${m.date}".`);
  }
  let quantity = ZERO;
  let value = ZERO;
  const out: MovementResult[] = [];
  for (const m of [...movements].sort(compareMovements)) {
    const q = quantityOf(m);
    const given = givenValue(m);
    let dq = q;
    let dv: Dec;
    let credit: Dec | null = null;
    if (m.kind === "adjustment" && !m.reason?.trim()) bad(m, "reason", "an adjustment needs a reason.");
    if (m.kind === "receipt" || (m.kind === "adjustment" && q.isPositive())) {
      if (given !== null) dv = given;
      else if (m.kind === "receipt") bad(m, "value", "a receipt needs its value.");
      else if (quantity.isZero()) {
        throw new InventoryInputError(
          "NO_AVERAGE_COST",
          `The count adjustment of +${q.toFixed()} ${product.stockUnit} of ${product.name} on ${m.date} needs a value: nothing is on hand to take an average cost from.`,
          m.id,
          "value",
        );
      } else dv = atAverage(q, quantity, value);
    } else {
      const taken = q.abs();
      if (given !== null && m.kind !== "return") bad(m, "value", `${m.kind === "application" ? "an application" : "a negative adjustment"} leaves at the average cost; give no value.`);
      if (taken.greaterThan(quantity)) {
        throw new InventoryShortfallError(product, m, taken.toFixed(), quantity.toFixed(), taken.minus(quantity).toFixed());
      }
      credit = given;
      const leaving = given === null ? atAverage(taken, quantity, value) : taken.equals(quantity) ? value : Dec.min(given, value);
      dq = taken.negated();
      dv = leaving.negated();
    }
    quantity = quantity.plus(dq);
    value = value.plus(dv);
    out.push({
      id: m.id,
      kind: m.kind,
      date: m.date,
      seq: m.seq,
      quantity: dq.toFixed(),
      value: money(dv),
      cost: m.kind === "application" ? money(dv.negated()) : null,
      credit: credit === null ? null : money(credit),
      variance: credit === null ? null : money(credit.plus(dv)),
      onHandQuantity: quantity.toFixed(),
      onHandValue: money(value),
      averageCost: quantity.isZero() ? null : round(value.div(quantity), 4),
    });
  }
  return out;
}

/** Cumulative figures through the end of a date: value in (receipts, signed adjustments) and out, and what is on hand. */
export interface LedgerAsOf {
  receipts: string;
  adjustments: string;
  returns: string;
  applications: string;
  onHandQuantity: string;
  onHandValue: string;
}

/**
 * The ledger as of the end of `date`. By construction receipts + adjustments - returns = applications + onHandValue.
 * @example ledgerAsOf(results, "2026-03-31").onHandValue // "660.00"
 */
export function ledgerAsOf(results: MovementResult[], date: string): LedgerAsOf {
  const sums: Record<MovementKind, Dec> = { receipt: ZERO, application: ZERO, return: ZERO, adjustment: ZERO };
  let quantity = ZERO;
  let value = ZERO;
  for (const r of results) {
    if (r.date > date) break;
    sums[r.kind] = sums[r.kind].plus(dec(r.value));
    quantity = dec(r.onHandQuantity);
    value = dec(r.onHandValue);
  }
  return {
    receipts: money(sums.receipt),
    adjustments: money(sums.adjustment),
    returns: money(sums.return.negated()),
    applications: money(sums.application.negated()),
    onHandQuantity: quantity.toFixed(),
    onHandValue: money(value),
  };
}

/** An application whose cost a change to the ledger moved. */
export interface CostChange {
  id: string | number;
  date: string;
  before: string;
  after: string;
}

/**
 * The applications, in ledger order, whose cost differs between two runs of the ledger (say, before and after a
 * back-dated purchase); applications in only one of them are not changes of cost and are left out.
 */
export function recostedApplications(before: MovementResult[], after: MovementResult[]): CostChange[] {
  const old = new Map<string, string>();
  for (const r of before) if (r.cost !== null) old.set(String(r.id), r.cost);
  const changes: CostChange[] = [];
  for (const r of after) {
    const was = r.cost === null ? undefined : old.get(String(r.id));
    if (was !== undefined && r.cost !== null && was !== r.cost) changes.push({ id: r.id, date: r.date, before: was, after: r.cost });
  }
  return changes;
}
