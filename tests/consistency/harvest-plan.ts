import fc from "fast-check";
import type { Db } from "../../db/client";
import { buyers, cropMarks, deliveries, harvestTickets, settlementDeductions, settlementLines, settlements, storageAdjustments, storageLocations } from "../../db/schema";
import { cents, roundDiv, YEAR } from "./farm-plan";

/**
 * A farm's corn of the crop year under test, as whole numbers: scale tickets from its fields into one bin, loads out
 * of the bin to a buyer, the buyer's settlements of those loads (a price per bushel, a hauling deduction), a shrink
 * and the office's mark. The test works out each field's share of each settlement by its own arithmetic below
 * (largest remainder on the fields' bushels, BigInt), never by the product's code.
 */
export interface HarvestPlan {
  /** Whole bushels per ticket: field index and quantity (a field may have several, or none). */
  tickets: Array<{ field: number; bushels: number }>;
  /**
   * Settlements, oldest first: the percent of what is still unsold that each settles (so none settles more than is
   * in the bin), its date, its price in ten-thousandths of a dollar per bushel, and its hauling deduction in cents
   * (at most the gross).
   */
  settlements: Array<{ percent: number; year: number; month: number; day: number; priceE4: number; deductionCents: number }>;
  /** Whole bushels of shrink, at most what is left unsold. */
  shrink: number;
  /** The mark per bushel, ten-thousandths of a dollar; null: no mark. */
  markE4: number | null;
}

export const harvestPlan = (fields: number): fc.Arbitrary<HarvestPlan> =>
  fc.record({
    tickets: fc.array(fc.record({ field: fc.nat({ max: fields - 1 }), bushels: fc.integer({ min: 1, max: 20_000 }) }), { minLength: 1, maxLength: 8 }),
    settlements: fc.array(
      fc.record({
        percent: fc.integer({ min: 1, max: 100 }),
        year: fc.constantFrom(YEAR, YEAR + 1),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        priceE4: fc.integer({ min: 1, max: 150_000 }),
        deductionCents: fc.integer({ min: 0, max: 500_000 }),
      }),
      { maxLength: 3 },
    ),
    shrink: fc.integer({ min: 0, max: 50 }),
    markE4: fc.option(fc.integer({ min: 1, max: 150_000 }), { nil: null, freq: 3 }),
  });

const date = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** What a harvest plan comes to: the settlements as recorded, with their figures in cents. */
export interface SettledPlan {
  bushels: bigint;
  date: string;
  priceE4: number;
  gross: bigint;
  deduction: bigint;
  net: bigint;
}

/** The settlements as the plan records them: each settles its percent of what is left, gross rounded once, net = gross - deduction. */
export function settled(plan: HarvestPlan): SettledPlan[] {
  let left = plan.tickets.reduce((a, t) => a + BigInt(t.bushels), 0n);
  return plan.settlements.flatMap((s) => {
    const bushels = (left * BigInt(s.percent)) / 100n;
    if (bushels === 0n) return [];
    left -= bushels;
    // bushels x $/bu in ten-thousandths = 1/10,000 of a dollar; cents rounded once, half up
    const gross = roundDiv(bushels * BigInt(s.priceE4), 100n);
    const deduction = BigInt(s.deductionCents) > gross ? gross : BigInt(s.deductionCents);
    return [{ bushels, date: date(s.year, s.month, s.day), priceE4: s.priceE4, gross, deduction, net: gross - deduction }];
  });
}

/**
 * Each field's share of each settlement's net, in cents, by the test's own largest remainder: each field gets
 * floor(net x its bushels / all bushels); the cents left go one by one to the largest remainders, ties to the
 * earlier field. Answers per settlement the shares by field index (fields without a ticket get none).
 */
export function fieldShares(plan: HarvestPlan, fields: number): Array<{ date: string; shares: bigint[] }> {
  const weights = Array.from({ length: fields }, (_, i) => plan.tickets.filter((t) => t.field === i).reduce((a, t) => a + BigInt(t.bushels), 0n));
  const total = weights.reduce((a, b) => a + b, 0n);
  return settled(plan).map((s) => {
    const sign = s.net < 0n ? -1n : 1n;
    const net = s.net * sign;
    const shares = weights.map((w) => (net * w) / total);
    let left = net - shares.reduce((a, b) => a + b, 0n);
    const order = weights
      .map((w, i) => ({ i, rest: (net * w) % total }))
      .filter((x) => weights[x.i]! > 0n)
      .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
    for (const { i } of order) {
      if (left <= 0n) break;
      shares[i]! += 1n;
      left -= 1n;
    }
    return { date: s.date, shares: shares.map((x) => x * sign) };
  });
}

/** Which fields harvested in the crop year (have a ticket): their typed yield values are no income. */
export const harvestedFields = (plan: HarvestPlan | undefined) => new Set((plan?.tickets ?? []).map((t) => t.field));

/**
 * Records the plan on the farm, as the harvest screens would: a bin, a buyer, the tickets into the bin, a load out
 * for each settlement and the settlement of it (a line at its price, a hauling deduction), the shrink and the mark.
 */
export async function recordHarvest(db: Db, plan: HarvestPlan, name: string, entityId: number, fieldIds: number[]) {
  const [bin] = await db.insert(storageLocations).values({ entityId, name: `Bin of ${name}` }).returning();
  const [buyer] = await db.insert(buyers).values({ name: `Elevator of ${name}` }).returning();
  for (const [i, t] of plan.tickets.entries()) {
    await db.insert(harvestTickets).values({
      entityId,
      fieldId: fieldIds[t.field]!,
      crop: "Corn",
      cropYear: YEAR,
      date: date(YEAR, 9, 1 + (i % 28)),
      ticketNumber: `T-${i + 1}`,
      quantity: String(t.bushels),
      unit: "bu",
      locationId: bin!.id,
    });
  }
  for (const [i, s] of settled(plan).entries()) {
    const [load] = await db
      .insert(deliveries)
      .values({ entityId, buyerId: buyer!.id, crop: "Corn", cropYear: YEAR, date: s.date, quantity: String(s.bushels), unit: "bu", locationId: bin!.id })
      .returning();
    const [settlement] = await db
      .insert(settlements)
      .values({ entityId, buyerId: buyer!.id, number: `S-${i + 1}`, date: s.date, crop: "corn ", cropYear: YEAR, gross: cents(s.gross), deductions: cents(s.deduction), net: cents(s.net) })
      .returning();
    const price = `${Math.floor(s.priceE4 / 10_000)}.${String(s.priceE4 % 10_000).padStart(4, "0")}`;
    await db.insert(settlementLines).values({ settlementId: settlement!.id, deliveryId: load!.id, line: 1, quantity: String(s.bushels), unit: "bu", price, amount: cents(s.gross) });
    await db.insert(settlementDeductions).values({ settlementId: settlement!.id, line: 1, kind: "hauling", amount: cents(s.deduction) });
  }
  const left = plan.tickets.reduce((a, t) => a + BigInt(t.bushels), 0n) - settled(plan).reduce((a, s) => a + s.bushels, 0n);
  const shrink = BigInt(plan.shrink) > left ? left : BigInt(plan.shrink);
  if (shrink > 0n) {
    await db.insert(storageAdjustments).values({ entityId, locationId: bin!.id, crop: "Corn", cropYear: YEAR, date: date(YEAR, 12, 1), kind: "shrink", quantity: String(-shrink), unit: "bu", reason: "Shrink" });
  }
  if (plan.markE4 !== null) {
    const price = `${Math.floor(plan.markE4 / 10_000)}.${String(plan.markE4 % 10_000).padStart(4, "0")}`;
    await db.insert(cropMarks).values({ entityId, crop: "CORN", cropYear: YEAR, price, unit: "bu", date: date(YEAR, 12, 31) });
  }
}
