import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import {
  InventoryInputError,
  InventoryShortfallError,
  inventoryLedger,
  ledgerAsOf,
  type MovementInput,
  type MovementResult,
} from "../../api/domain/inventory";
import { dec } from "../../api/domain/money";

/**
 * Random receipts, applications, returns and count adjustments, listed in random date order. The model below walks
 * them with whole numbers only (quantities in thousandths, money in cents) to know which would take out more than is
 * on hand; the ledger's figures are then checked against what it was given, never against a second costing.
 */
const product = { id: 1, name: "Glyphosate 4", stockUnit: "gal" };
const cents = (s: string): bigint => BigInt(s.replace(".", ""));
const milli = (s: string): bigint => BigInt(dec(s).times(1000).toFixed());
const qty = (m: number) => `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, "0")}`;
const usd = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
const day = (d: number) => `2026-01-${String(d).padStart(2, "0")}`;

const draw = fc.record({
  kind: fc.constantFrom("receipt", "receipt", "application", "application", "return", "adjustment"),
  day: fc.integer({ min: 1, max: 12 }),
  quantity: fc.integer({ min: 1, max: 150_000 }),
  value: fc.integer({ min: 0, max: 90_000 }),
  withValue: fc.boolean(),
  negative: fc.boolean(),
  // One out-movement in six takes everything on hand, so the last unit out is tried often.
  takesAll: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

type Drawn = MovementInput & { takesAll?: boolean };

function movements(draws: Array<typeof draw extends fc.Arbitrary<infer T> ? T : never>): Drawn[] {
  return draws.map((d, i) => {
    // What goes out is drawn smaller than what comes in, so most applications find stock.
    const out = d.kind === "application" || d.kind === "return" || (d.kind === "adjustment" && d.negative);
    const m: Drawn = { id: `m${i}`, kind: d.kind as MovementInput["kind"], date: day(d.day), seq: i, quantity: qty(out ? Math.ceil(d.quantity / 4) : d.quantity) };
    if (out && d.takesAll) m.takesAll = true;
    if (d.kind === "receipt") m.value = usd(d.value);
    if (d.kind === "return" && d.withValue) m.value = usd(d.value);
    if (d.kind === "adjustment") {
      m.reason = "count";
      if (d.negative) m.quantity = `-${m.quantity}`;
      else if (d.withValue) m.value = usd(d.value);
    }
    return m;
  });
}

/** The order the ledger promises: by date, receipts first on a date, then by sequence. */
const ledgerOrder = <M extends MovementInput>(ms: M[]) =>
  [...ms].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : (a.kind === "receipt" ? 0 : 1) - (b.kind === "receipt" ? 0 : 1) || a.seq - b.seq));

type Refusal = { id: string | number; kind: "shortfall"; shortfall: bigint } | { id: string | number; kind: "no-average" };

/**
 * Walks quantities alone: the first movement the ledger must refuse, and the movements it can cost, those marked
 * takesAll then taking all that is on hand; `asDrawn` keeps the quantities drawn (the raw sequence, refusals and all).
 */
function walk(ms: Drawn[], asDrawn = false): { refusal: Refusal | null; feasible: MovementInput[] } {
  let onHand = 0n;
  let refusal: Refusal | null = null;
  const feasible: MovementInput[] = [];
  for (const m of ledgerOrder(ms)) {
    const q = milli(String(m.quantity));
    const out = m.kind === "application" || m.kind === "return" || q < 0n;
    const taken = q < 0n ? -q : q;
    if (out && taken > onHand) {
      refusal ??= { id: m.id, kind: "shortfall", shortfall: taken - onHand };
      if (asDrawn || !m.takesAll || onHand === 0n) continue;
    }
    if (!asDrawn && m.takesAll && onHand > 0n) {
      const whole = qty(Number(onHand));
      const { takesAll: _all, ...plain } = m;
      feasible.push({ ...plain, quantity: q < 0n ? `-${whole}` : whole });
      onHand = 0n;
      continue;
    }
    if (!out && m.kind === "adjustment" && !m.value && onHand === 0n) {
      refusal ??= { id: m.id, kind: "no-average" };
      continue;
    }
    onHand += out ? -taken : taken;
    const { takesAll: _all, ...plain } = m;
    feasible.push(plain);
  }
  return { refusal, feasible };
}

const sequences = fc.array(draw, { minLength: 1, maxLength: 40 }).map(movements);

describe("the ledger over random sequences in random date order", () => {
  test("stock never negative, every movement's value accounted for, the invariant to the cent at every date", () => {
    fc.assert(
      fc.property(sequences, (raw) => {
        const given = walk(raw).feasible;
        const rows = inventoryLedger(product, given);
        const input = new Map(given.map((m) => [m.id, m]));
        expect(rows.length).toBe(given.length);

        let q = 0n;
        let v = 0n;
        for (const r of rows) {
          const m = input.get(r.id)!;
          const dq = milli(r.quantity);
          const dv = cents(r.value);
          // What goes in is what was given; what goes out at the average is quantity x value / quantity on hand,
          // within half a cent, and the last unit out takes exactly what is left.
          if (m.kind === "receipt" || (m.kind === "adjustment" && m.value)) expect(dv).toBe(cents(m.value!));
          if (dq < 0n) {
            const out = -dv;
            expect(out).toBeLessThanOrEqual(v);
            if (-dq === q) expect(out).toBe(v);
            else if (m.kind !== "return" || !m.value) {
              const exact = dec(String(-dq)).times(String(v)).div(String(q));
              expect(dec(String(out)).minus(exact).abs().lessThanOrEqualTo("0.5")).toBe(true);
            } else expect(out).toBe(cents(m.value) < v ? cents(m.value) : v);
          }
          if (r.kind === "application") expect(cents(r.cost!)).toBe(-dv);
          if (r.credit !== null) expect(cents(r.variance!)).toBe(cents(r.credit) + dv);
          q += dq;
          v += dv;
          // Nothing created or lost between movements; never below zero; no value left without stock.
          expect(milli(r.onHandQuantity)).toBe(q);
          expect(cents(r.onHandValue)).toBe(v);
          expect(q >= 0n && v >= 0n).toBe(true);
          if (q === 0n) expect(v).toBe(0n);
        }

        for (let d = 0; d <= 13; d++) {
          const date = day(d);
          const asOf = ledgerAsOf(rows, date);
          const upTo = (r: MovementResult) => r.date <= date;
          const receipts = given.filter((m) => m.kind === "receipt" && m.date <= date).reduce((a, m) => a + cents(m.value!), 0n);
          const applied = rows.filter((r) => upTo(r) && r.kind === "application").reduce((a, r) => a + cents(r.cost!), 0n);
          expect(cents(asOf.receipts)).toBe(receipts);
          expect(cents(asOf.applications)).toBe(applied);
          expect(cents(asOf.receipts) + cents(asOf.adjustments) - cents(asOf.returns)).toBe(applied + cents(asOf.onHandValue));
          expect(cents(asOf.onHandValue)).toBe(rows.filter(upTo).reduce((a, r) => a + cents(r.value), 0n));
        }
      }),
      { numRuns: 400 },
    );
  });

  test("the order the movements are listed in changes nothing", () => {
    fc.assert(
      fc.property(
        sequences.map((raw) => walk(raw).feasible),
        fc.infiniteStream(fc.integer()),
        (given, keys) => {
          const shuffled = given.map((m) => ({ m, k: keys.next().value as number })).sort((a, b) => a.k - b.k).map((x) => x.m);
          expect(inventoryLedger(product, shuffled)).toEqual(inventoryLedger(product, given));
        },
      ),
      { numRuns: 200 },
    );
  });

  test("a movement that would take stock below zero is refused, naming it and the exact shortfall", () => {
    fc.assert(
      fc.property(sequences, (raw) => {
        const { refusal } = walk(raw, true);
        let error: unknown = null;
        try {
          inventoryLedger(product, raw);
        } catch (e) {
          error = e;
        }
        if (refusal === null) return expect(error).toBeNull();
        if (refusal.kind === "no-average") {
          expect(error).toBeInstanceOf(InventoryInputError);
          return expect((error as InventoryInputError).movementId).toBe(refusal.id);
        }
        expect(error).toBeInstanceOf(InventoryShortfallError);
        const e = error as InventoryShortfallError;
        expect(e.movement.id).toBe(refusal.id);
        expect(milli(e.shortfall)).toBe(refusal.shortfall);
        expect(e.message).toContain(e.movement.date);
        expect(e.message).toContain(product.name);
      }),
      { numRuns: 400 },
    );
  });
});
