import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { estimatedUnsold, fieldSalesIncome } from "../../../api/domain/harvest/allocation";
import { applyDeliveries, deliveredByContract } from "../../../api/domain/harvest/contracts";
import { settlementFigures } from "../../../api/domain/harvest/settlement";
import { type StorageMovement, storageLedger, storageShortfall, storageTotals } from "../../../api/domain/harvest/storage";
import { toBase } from "../../../api/domain/harvest/units";
import { Dec, dec } from "../../../api/domain/money";

/**
 * Random tickets, deliveries, adjustments, contracts and settlements of one corn pool. Quantities are drawn as whole
 * thousandths so a model in whole numbers (bigint) can say what the domain must find; the domain's figures are
 * checked against what it was given, never against a second copy of its rules.
 */
const day = (d: number) => `2026-${String(9 + Math.floor(d / 28)).padStart(2, "0")}-${String((d % 28) + 1).padStart(2, "0")}`;
const thousandths = (n: number) => dec(n).div(1000);
const units = ["bu", "lb", "cwt", "ton"] as const;
const lbPer = { bu: 56n, lb: 1n, cwt: 100n, ton: 2000n } as const;
const ZERO = new Dec(0);

const movementDraw = fc.record({
  kind: fc.constantFrom("in", "in", "out", "out", "adjust"),
  day: fc.integer({ min: 0, max: 150 }),
  quantity: fc.integer({ min: 0, max: 5_000_000 }),
  negative: fc.boolean(),
});

describe("harvest and sales hold for any tickets, deliveries and settlements", () => {
  test("storage never goes below zero when storageShortfall finds none, and the shortfall is where it first does", () => {
    fc.assert(
      fc.property(fc.array(movementDraw, { maxLength: 40 }), (draws) => {
        const movements: StorageMovement[] = draws.map((d, i) => ({
          id: i + 1,
          kind: d.kind as StorageMovement["kind"],
          date: day(d.day),
          seq: 1000 - i,
          quantity: thousandths(d.kind === "adjust" && d.negative ? -d.quantity : d.quantity),
        }));
        const rows = storageLedger(movements);
        expect(rows).toHaveLength(movements.length);
        const short = storageShortfall(movements);
        if (short === null) {
          for (const r of rows) expect(r.onHand.isNegative()).toBe(false);
        } else {
          const at = rows.findIndex((r) => r.id === short.movementId);
          expect(rows[at]!.onHand.neg().equals(short.short)).toBe(true);
          expect(short.short.greaterThan(0)).toBe(true);
          for (const r of rows.slice(0, at)) expect(r.onHand.isNegative()).toBe(false);
        }
        // In ledger order dates never go back, and on a date nothing taken out comes before something brought in.
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1]!, rows[i]!];
          expect(a.date <= b.date).toBe(true);
          if (a.date === b.date) expect(a.change.isNegative() && !b.change.isNegative()).toBe(false);
        }
        // The last on hand is every movement's change, summed; storageTotals agrees.
        const total = movements.reduce((acc, m) => acc.plus(m.kind === "out" ? dec(m.quantity).neg() : dec(m.quantity)), ZERO);
        expect((rows.at(-1)?.onHand ?? ZERO).equals(total)).toBe(true);
        expect(storageTotals(movements).onHand.equals(total)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  const ticketDraw = fc.record({
    fieldId: fc.integer({ min: 1, max: 5 }),
    location: fc.integer({ min: 0, max: 2 }), // 0: straight to the buyer
    day: fc.integer({ min: 0, max: 60 }),
    quantity: fc.integer({ min: 1, max: 3_000_000 }),
    unit: fc.constantFrom(...units),
  });
  const outDraw = fc.record({
    location: fc.integer({ min: 1, max: 2 }),
    kind: fc.constantFrom("out", "out", "adjust"),
    day: fc.integer({ min: 0, max: 150 }),
    quantity: fc.integer({ min: 1, max: 3_000_000 }),
    negative: fc.boolean(),
  });

  test("every pound harvested is in storage, delivered or adjusted, in whatever unit each ticket was weighed", () => {
    fc.assert(
      fc.property(fc.array(ticketDraw, { minLength: 1, maxLength: 30 }), fc.array(outDraw, { maxLength: 30 }), (tickets, outs) => {
        const byLocation = new Map<number, StorageMovement[]>([
          [1, []],
          [2, []],
        ]);
        let seq = 0;
        let harvestedModel = 0n; // in thousandths of a lb
        let direct = ZERO;
        for (const t of tickets) {
          const base = toBase("Corn", thousandths(t.quantity), t.unit);
          expect(base.unit).toBe("lb");
          harvestedModel += BigInt(t.quantity) * lbPer[t.unit];
          seq++;
          if (t.location === 0) direct = direct.plus(base.quantity);
          else byLocation.get(t.location)!.push({ id: seq, kind: "in", date: day(t.day), seq, quantity: base.quantity });
        }
        // A delivery or a shrink is recorded only when the bin still never goes below zero (the API refuses it otherwise).
        for (const o of outs) {
          seq++;
          const list = byLocation.get(o.location)!;
          const q = thousandths(o.quantity).times(56);
          const m: StorageMovement = {
            id: seq,
            kind: o.kind as StorageMovement["kind"],
            date: day(o.day),
            seq,
            quantity: o.kind === "adjust" && o.negative ? q.neg() : q,
          };
          if (storageShortfall([...list, m]) === null) list.push(m);
        }
        let onHand = ZERO;
        let delivered = direct;
        let adjusted = ZERO;
        for (const list of byLocation.values()) {
          for (const r of storageLedger(list)) expect(r.onHand.isNegative()).toBe(false);
          const totals = storageTotals(list);
          onHand = onHand.plus(totals.onHand);
          delivered = delivered.plus(totals.out);
          adjusted = adjusted.plus(totals.adjusted);
        }
        const harvested = dec(harvestedModel.toString()).div(1000);
        expect(harvested.plus(adjusted).equals(onHand.plus(delivered))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  const settlementDraw = fc.record({
    day: fc.integer({ min: 0, max: 150 }),
    lines: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 9_000_000 }), price: fc.integer({ min: 1, max: 99_999 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
    rate: fc.integer({ min: 0, max: 2_000 }),
    amount: fc.integer({ min: 0, max: 50_000 }),
  });

  test("the fields' allocated income sums to the settlements' net to the cent, and the unsold estimate to its value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ fieldId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 0, max: 9_000_000 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.array(settlementDraw, { maxLength: 6 }),
        fc.integer({ min: 0, max: 99_999 }),
        (harvest, drawn, mark) => {
          const settlements = drawn.map((s, i) => {
            const f = settlementFigures({
              lines: s.lines.map((l) => ({ quantity: thousandths(l.quantity), price: dec(l.price).div(10_000) })),
              deductions: [
                { kind: "hauling", ratePerUnit: dec(s.rate).div(10_000) },
                { kind: "checkoff", amount: dec(s.amount).div(100) },
              ],
            });
            // net = gross - deductions exactly, each a whole number of cents.
            expect(dec(f.gross).minus(f.deductionsTotal).equals(dec(f.net))).toBe(true);
            return { id: i + 1, date: day(s.day), net: f.net, quantity: dec(f.quantity).times(56) };
          });
          const pool = {
            crop: "Corn",
            cropYear: 2026,
            unit: "lb",
            harvested: harvest.map((h) => ({ fieldId: h.fieldId, quantity: thousandths(h.quantity).times(56) })),
            settlements,
          };
          const rows = fieldSalesIncome(pool);
          const harvestedTotal = harvest.reduce((acc, h) => acc + h.quantity, 0);
          for (const s of settlements) {
            const mine = rows.filter((r) => r.settlementId === s.id);
            const sum = mine.reduce((acc, r) => acc.plus(r.amount), ZERO);
            if (harvestedTotal > 0) expect(sum.equals(dec(s.net))).toBe(true);
            else expect(mine).toHaveLength(0);
            // Each field's part is within a cent of its exact share, and a whole number of cents.
            for (const r of mine) {
              const own = harvest.filter((h) => h.fieldId === r.fieldId).reduce((acc, h) => acc + h.quantity, 0);
              const exact = dec(s.net).times(own).div(harvestedTotal);
              expect(dec(r.amount).minus(exact).abs().lessThan("0.01")).toBe(true);
              expect(dec(r.amount).decimalPlaces()).toBeLessThanOrEqual(2);
            }
          }
          const unsold = estimatedUnsold(pool, { price: dec(mark).div(10_000), unit: "bu" })!;
          expect(unsold.estimated).toBe(true);
          const fieldsSum = unsold.fields.reduce((acc, f) => acc.plus(f.amount), ZERO);
          if (harvestedTotal > 0) expect(fieldsSum.equals(dec(unsold.value))).toBe(true);
          expect(unsold.quantity.isNegative()).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("FIFO never puts more on a contract than its quantity, and each delivery's applications sum to it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 100 }), quantity: fc.integer({ min: 0, max: 5_000_000 }) }), {
          maxLength: 5,
        }),
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 150 }),
            quantity: fc.integer({ min: 0, max: 4_000_000 }),
            chosen: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
          }),
          { maxLength: 12 },
        ),
        (cs, ds) => {
          const contracts = cs.map((c, i) => ({ id: i + 1, date: day(c.day), quantity: thousandths(c.quantity) }));
          const deliveries = ds.map((d, i) => ({
            id: 100 + i,
            date: day(d.day),
            seq: i,
            quantity: thousandths(d.quantity),
            contractId: d.chosen,
          }));
          const { applications, open } = applyDeliveries(contracts, deliveries);
          const onContract = deliveredByContract(applications);
          for (const c of contracts) {
            const applied = onContract.get(c.id) ?? ZERO;
            expect(applied.lessThanOrEqualTo(c.quantity)).toBe(true);
            expect(open.get(c.id)!.equals(c.quantity.minus(applied))).toBe(true);
          }
          for (const a of applications) expect(a.quantity.greaterThan(0)).toBe(true);
          for (const d of deliveries) {
            const sum = applications.filter((a) => a.deliveryId === d.id).reduce((acc, a) => acc.plus(a.quantity), ZERO);
            expect(sum.equals(d.quantity)).toBe(true);
          }
          // Crop is uncontracted only when every contract is full.
          if (applications.some((a) => a.contractId === null)) for (const q of open.values()) expect(q.isZero()).toBe(true);
          // A chosen contract is filled by its own deliveries before any other: what it took from deliveries that did
          // not choose it is at most what its chosen deliveries left open.
          for (const c of contracts) {
            const chosenQty = deliveries.filter((d) => d.contractId === c.id).reduce((acc, d) => acc.plus(d.quantity), ZERO);
            const fromChosen = applications
              .filter((a) => a.contractId === c.id && deliveries.find((d) => d.id === a.deliveryId)!.contractId === c.id)
              .reduce((acc, a) => acc.plus(a.quantity), ZERO);
            expect(fromChosen.equals(Dec.min(chosenQty, c.quantity))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
