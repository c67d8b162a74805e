import { expect } from "bun:test";
import type { ApiClient } from "../../../api/client";
import { columnHeadings, reportInfo } from "../../../api/reports/catalog";
import {
  buyers,
  cropContracts,
  cropMarks,
  deliveries,
  harvestTickets,
  settlementDeductions,
  settlementLines,
  settlements,
  storageAdjustments,
  storageLocations,
} from "../../../db/schema";
import { readCsv, startReportApp } from "./support";

/*
 * The harvest and sales reports' farm (issue 37), every figure worked out by hand. Harvest Ranch, crop year 2026:
 *   North 40 ac Corn: T-1 10-01 3,500 bu and T-2 10-02 2,500 bu into Bin 1 -> 6,000 bu, 150 bu/ac.
 *   South 25 ac Corn: T-3 10-03 168,000 lb (3,000 bu at 56 lb) straight to Elevator A, T-4 10-04 1,000 bu into Bin 1
 *     -> 4,000 bu, 160 bu/ac. A Corn budget of 160 bushels/ac: North 93.75% -> 93.8, South 100.0.
 *   East 10 ac Alfalfa: H-1 06-20 40 bales into the Barn -> 4 bale/ac, no budget.
 *   Bin 1 corn: 3,500 + 2,500 + 1,000 in; 100 bu shrink 10-15; D-2 10-10 4,000 bu and D-3 11-01 1,000 bu out to
 *     Elevator A -> 1,900 bu on hand.
 *   Elevator A contracts C-1 (03-01) and C-2 (04-01), 5,000 bu each at $4.85 -> 10,000 contracted. First in, first
 *     out: T-3 3,000 -> C-1; D-2 4,000 -> 2,000 C-1 + 2,000 C-2; D-3 1,000 -> C-2.
 *   Settlement S-100 of 11-20 pays T-3 and D-2: 7,000 bu x $4.85 = $33,950.00 gross, hauling $0.05/bu = $350.00 and a
 *     $12.34 checkoff -> $362.34, net $33,587.66; nothing received yet (unpaid).
 *   Barn hay: D-4 07-01 25 bales to Valley Dairy; settlement H-7 of 07-15: 25 x $180.00 = $4,500.00 less $50.00 quality
 *     = $4,450.00 net, $4,400.00 received 07-30 (short-paid by $50.00).
 *   Corn mark $4.50/bu. Position: corn harvested 10,000, adjusted -100, in storage 1,900, contracted 10,000, delivered
 *     8,000, settled 7,000, unsold 10,000 - 100 - 7,000 = 2,900 -> $13,050.00 estimated; alfalfa 40 harvested, 15 in
 *     the barn, 25 delivered and settled, 15 unsold, no mark.
 */
export async function startHarvestFarm() {
  const app = await startReportApp();
  const db = app.t.db;
  const ranch = await app.entity("Harvest Ranch");
  const north = await app.field(ranch.id, "North", "40", "Corn");
  const south = await app.field(ranch.id, "South", "25", "Corn");
  const east = await app.field(ranch.id, "East", "10", "Alfalfa");
  const budget = await app.admin.api.budgets.$post({
    json: { entityId: ranch.id, cropYear: 2026, cropType: "Corn", expectedYieldPerAcre: "160", yieldUnit: "bushels", expectedPricePerUnit: "4.50", lines: [] } as never,
  });
  expect(budget.status).toBe(201);
  const entityId = ranch.id;
  const [bin, barn] = await db.insert(storageLocations).values([{ entityId, name: "Bin 1" }, { entityId, name: "Barn", kind: "shed" }]).returning();
  const [elevator, dairy] = await db.insert(buyers).values([{ name: "Elevator A" }, { name: "Valley Dairy" }]).returning();
  const corn = { entityId, crop: "Corn", cropYear: 2026 };
  const [c1, c2] = await db
    .insert(cropContracts)
    .values([
      { ...corn, buyerId: elevator!.id, number: "C-1", date: "2026-03-01", quantity: "5000", unit: "bu", price: "4.85" },
      { ...corn, buyerId: elevator!.id, number: "C-2", date: "2026-04-01", quantity: "5000", unit: "bu", price: "4.85" },
    ])
    .returning();
  const ticket = async (v: Partial<typeof harvestTickets.$inferInsert> & { fieldId: number; ticketNumber: string; date: string; quantity: string; unit: string }) =>
    (await db.insert(harvestTickets).values({ ...corn, ...v }).returning())[0]!;
  const hay = await ticket({ fieldId: east.id, crop: "Alfalfa", ticketNumber: "H-1", date: "2026-06-20", quantity: "40", unit: "bale", locationId: barn!.id });
  await ticket({ fieldId: north.id, ticketNumber: "T-1", date: "2026-10-01", quantity: "3500", unit: "bu", locationId: bin!.id, moisture: "15.50" });
  await ticket({ fieldId: north.id, ticketNumber: "T-2", date: "2026-10-02", quantity: "2500", unit: "bu", locationId: bin!.id });
  const t3 = await ticket({ fieldId: south.id, ticketNumber: "T-3", date: "2026-10-03", quantity: "168000", unit: "lb", buyerId: elevator!.id });
  await ticket({ fieldId: south.id, ticketNumber: "T-4", date: "2026-10-04", quantity: "1000", unit: "bu", locationId: bin!.id });
  expect(hay.id).toBeGreaterThan(0);
  const delivery = async (v: Partial<typeof deliveries.$inferInsert> & { buyerId: number; date: string; quantity: string; unit: string }) =>
    (await db.insert(deliveries).values({ ...corn, ...v }).returning())[0]!;
  const d4 = await delivery({ crop: "Alfalfa", buyerId: dairy!.id, date: "2026-07-01", quantity: "25", unit: "bale", locationId: barn!.id });
  const d1 = await delivery({ buyerId: elevator!.id, date: "2026-10-03", quantity: "168000", unit: "lb", ticketId: t3.id });
  const d2 = await delivery({ buyerId: elevator!.id, date: "2026-10-10", quantity: "4000", unit: "bu", locationId: bin!.id, reference: "E-4410" });
  const d3 = await delivery({ buyerId: elevator!.id, date: "2026-11-01", quantity: "1000", unit: "bu", locationId: bin!.id, reference: "E-4502" });
  await db.insert(storageAdjustments).values({ ...corn, locationId: bin!.id, date: "2026-10-15", kind: "shrink", quantity: "-100", unit: "bu", reason: "drying shrink" });
  const [s100, h7] = await db
    .insert(settlements)
    .values([
      { ...corn, buyerId: elevator!.id, number: "S-100", date: "2026-11-20", gross: "33950.00", deductions: "362.34", net: "33587.66" },
      { ...corn, crop: "Alfalfa", buyerId: dairy!.id, number: "H-7", date: "2026-07-15", gross: "4500.00", deductions: "50.00", net: "4450.00", received: "4400.00", receivedDate: "2026-07-30" },
    ])
    .returning();
  await db.insert(settlementLines).values([
    { settlementId: s100!.id, deliveryId: d1.id, line: 1, quantity: "3000", unit: "bu", price: "4.85", amount: "14550.00" },
    { settlementId: s100!.id, deliveryId: d2.id, line: 2, quantity: "4000", unit: "bu", price: "4.85", amount: "19400.00" },
    { settlementId: h7!.id, deliveryId: d4.id, line: 1, quantity: "25", unit: "bale", price: "180.00", amount: "4500.00" },
  ]);
  await db.insert(settlementDeductions).values([
    { settlementId: s100!.id, line: 1, kind: "hauling", ratePerUnit: "0.05", amount: "350.00" },
    { settlementId: s100!.id, line: 2, kind: "checkoff", amount: "12.34" },
    { settlementId: h7!.id, line: 1, kind: "quality", amount: "50.00" },
  ]);
  await db.insert(cropMarks).values({ ...corn, price: "4.50", unit: "bu", date: "2026-11-30" });
  return { app, ranch, north, south, east, ids: { bin: bin!.id, elevator: elevator!.id, c1: c1!.id, c2: c2!.id, d1: d1.id, d2: d2.id, d3: d3.id, s100: s100!.id, h7: h7!.id } };
}
export type HarvestFarm = Awaited<ReturnType<typeof startHarvestFarm>>;

type Raw = { status: number; headers: Headers; json(): Promise<unknown>; text(): Promise<string>; arrayBuffer(): Promise<ArrayBuffer> };

/** A GET through the typed client along a report's path, as farmctl walks it. */
export function callReport(client: ApiClient, name: string, param: Record<string, string>, query: Record<string, string>): Promise<Raw> {
  const info = reportInfo(name)!;
  let node = client.api as unknown as Record<string, unknown>;
  for (const segment of info.path.split("/").filter(Boolean)) node = node[segment.replace(/^\{(\w+)\}$/, ":$1")] as Record<string, unknown>;
  return (node.$get as (a: unknown) => Promise<Raw>)({ param, query });
}

export async function reportJson(res: Raw) {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown> & { rows: Array<Record<string, unknown>> };
}

/**
 * The CSV says what the JSON says: its header is the shown columns' headings (in `lang`), each line the row's value
 * per column (`cell` maps a JSON value to its CSV text where the report writes its own words).
 */
export async function csvAgrees(
  client: ApiClient,
  name: string,
  param: Record<string, string>,
  query: Record<string, string>,
  rows: Array<Record<string, unknown>>,
  keys: string[],
  cell: (row: Record<string, unknown>, key: string) => unknown = (r, k) => r[k],
  lang: "en" | "es" = "en",
) {
  const info = reportInfo(name)!;
  const columns = keys.map((k) => info.columns.find((c) => c.key === k)!);
  const csv = await readCsv(await callReport(client, name, param, { ...query, format: "csv", lang }));
  const headings = columnHeadings(info, columns, lang);
  expect(csv.header).toEqual(headings);
  expect(csv.rows.map((r) => headings.map((h) => r[h]))).toEqual(
    rows.map((row) => keys.map((k) => {
      const v = cell(row, k);
      return v === null || v === undefined ? "" : String(v);
    })),
  );
  return csv;
}
