import type { Db } from "../../../db/client";
import { buyers, cropMarks, deliveries, harvestTickets, settlementDeductions, settlementLines, settlements, storageLocations } from "../../../db/schema";
import { settlementFigures } from "../../../api/domain/harvest/settlement";

/**
 * The hand-worked corn pool, written straight into the harvest tables of a suite's own database: two fields
 * harvest 6,000 bu and 4,000 bu into a bin; 7,000 bu go out to an elevator on one delivery and are settled at $4.85
 * with $0.05/bu hauling and a $12.34 checkoff (net $33,587.66, by settlementFigures); the office marks the 3,000 bu
 * left at $4.50/bu. The figures that follow (each field's share, the landlord's, Schedule F's, the journal's) are the
 * server's; only the records are written here.
 */
export async function cornPool(
  db: Db,
  o: { entityId: number; first: number; second: number; cropYear: number; settled: string; number?: string; mark?: boolean },
) {
  const tag = `${o.entityId}-${o.cropYear}-${o.number ?? "S-1"}`;
  const [buyer] = await db.insert(buyers).values({ name: `Valley Elevator ${tag}` }).returning();
  const [bin] = await db.insert(storageLocations).values({ entityId: o.entityId, name: `Bin ${tag}` }).returning();
  const ticket = (fieldId: number, n: string, quantity: string, date: string) =>
    ({ entityId: o.entityId, fieldId, crop: "Corn", cropYear: o.cropYear, date, ticketNumber: `${tag}-${n}`, quantity, unit: "bu", locationId: bin!.id });
  await db.insert(harvestTickets).values([
    ticket(o.first, "1", "6000", `${o.cropYear}-10-01`),
    ticket(o.second, "2", "2500", `${o.cropYear}-10-02`),
    ticket(o.second, "3", "1500", `${o.cropYear}-10-03`),
  ]);
  const [delivery] = await db
    .insert(deliveries)
    .values({ entityId: o.entityId, buyerId: buyer!.id, crop: "Corn", cropYear: o.cropYear, date: `${o.cropYear}-11-01`, quantity: "7000", unit: "bu", locationId: bin!.id })
    .returning();
  const deductions = [
    { kind: "hauling", ratePerUnit: "0.05" },
    { kind: "checkoff", amount: "12.34" },
  ];
  const f = settlementFigures({ lines: [{ quantity: "7000", price: "4.85" }], deductions });
  const [s] = await db
    .insert(settlements)
    .values({
      entityId: o.entityId, buyerId: buyer!.id, number: o.number ?? "S-1", date: o.settled, crop: "Corn", cropYear: o.cropYear,
      gross: f.gross, deductions: f.deductionsTotal, net: f.net,
    })
    .returning();
  await db.insert(settlementLines).values({ settlementId: s!.id, deliveryId: delivery!.id, line: 1, quantity: "7000", unit: "bu", price: "4.85", amount: f.gross });
  await db.insert(settlementDeductions).values(deductions.map((d, i) => ({ settlementId: s!.id, line: i + 1, kind: d.kind, ratePerUnit: d.ratePerUnit ?? null, amount: f.deductions[i]! })));
  if (o.mark !== false) await db.insert(cropMarks).values({ entityId: o.entityId, crop: "Corn", cropYear: o.cropYear, price: "4.50", unit: "bu", date: `${o.cropYear}-12-31` });
  return { settlement: s!, buyer: buyer!, figures: f };
}
