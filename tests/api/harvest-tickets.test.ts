import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { moneyKeysIn } from "../../api/domain/access";
import { HarvestTicketSchema } from "../../api/schemas/harvest-tickets.schemas";
import { buyers, deliveries, settlementLines, settlements, storageLocations } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { type ReportApp, expectInvalid, startReportApp } from "./reports/support";

/*
 * Scale tickets (issue 37, point 1): a field's load into a storage location or sold straight to a buyer (the ticket
 * writes its delivery in the same transaction); ticket numbers unique per entity (409 naming the number); a change
 * that would leave a location short at any date is a 409 STORAGE_SHORTFALL and writes nothing. Crew record and list
 * tickets of their granted entities, never money. 6,000 bu of corn = 336,000 lb (56 lb/bu).
 */

let app: ReportApp;
let ranch: { id: number };
let other: { id: number };
let north: { id: number };
let south: { id: number };
let elsewhere: { id: number };
let bin: number;
let foreignBin: number;
let elevator: number;
let crew: ApiClient;

type Json = Record<string, unknown>;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Ticket Ranch");
  other = await app.entity("Ticket Elsewhere");
  north = await app.field(ranch.id, "North 80", "80", "Corn");
  south = await app.field(ranch.id, "South 40", "40", "Corn");
  elsewhere = await app.field(other.id, "Far Field", "10", "Corn");
  const [b] = await app.t.db.insert(storageLocations).values({ entityId: ranch.id, name: "Bin 1" }).returning();
  bin = b!.id;
  const [f] = await app.t.db.insert(storageLocations).values({ entityId: other.id, name: "Far Bin" }).returning();
  foreignBin = f!.id;
  const [e] = await app.t.db.insert(buyers).values({ name: "Valley Elevator" }).returning();
  elevator = e!.id;
  const made = await app.admin.api.users.$post({ json: { username: "ticket-crew", password: TEST_PASSWORD, role: "crew", entityIds: [ranch.id] } as never });
  expect(made.status).toBe(201);
  crew = app.t.client();
  expect((await crew.api.auth.login.$post({ json: { username: "ticket-crew", password: TEST_PASSWORD } })).status).toBe(200);
}, 60_000);
afterAll(() => app.t.close());

const load = (json: Json = {}): Json => ({
  entityId: ranch.id, fieldId: north.id, crop: "Corn", cropYear: 2025, date: "2025-10-01", ticketNumber: "T-1", quantity: "6000", unit: "bu", locationId: bin, ...json,
});
const post = (json: Json, as: ApiClient = app.admin) => as.api["harvest-tickets"].$post({ json: json as never });
const put = (id: number, json: Json) => app.admin.api["harvest-tickets"][":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number) => app.admin.api["harvest-tickets"][":id"].$delete({ param: { id: String(id) } });

async function ok(res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, status = 201) {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return HarvestTicketSchema.parse(await res.json());
}

async function refused(res: { status: number; json(): Promise<unknown> }, code = "CONFLICT") {
  expect(res.status).toBe(409);
  const body = (await res.json()) as { code: string; message: string; details?: Json };
  expect(body.code).toBe(code);
  return body;
}

/** Crop delivered out of a storage location (the sales' deliveries write these rows). */
async function deliverOut(locationId: number, date: string, quantity: string, unit = "bu") {
  const [d] = await app.t.db.insert(deliveries).values({ entityId: ranch.id, buyerId: elevator, crop: "Corn", cropYear: 2025, date, quantity, unit, locationId }).returning();
  return d!.id;
}

describe("POST /api/harvest-tickets", () => {
  test("a load into a bin: its base quantity in lb; a load sold straight from the field writes its delivery", async () => {
    const binned = await ok(await post(load()));
    expect(binned).toMatchObject({ ticketNumber: "T-1", quantity: "6000", unit: "bu", baseQuantity: "336000", baseUnit: "lb", locationName: "Bin 1", buyerId: null, deliveryId: null, fieldName: "North 80" });
    const sold = await ok(await post(load({ ticketNumber: "T-2", fieldId: south.id, quantity: "40000", unit: "lb", locationId: null, buyerId: elevator, moisture: "15.5", grade: "#2" })));
    expect(sold).toMatchObject({ buyerName: "Valley Elevator", locationId: null, moisture: "15.50", grade: "#2", baseQuantity: "40000" });
    const [delivery] = await app.t.db.select().from(deliveries).where(eq(deliveries.id, sold.deliveryId!));
    expect(delivery).toMatchObject({ entityId: ranch.id, buyerId: elevator, crop: "Corn", cropYear: 2025, date: "2025-10-01", quantity: "40000", unit: "lb", locationId: null, ticketId: sold.id, reference: "T-2" });
  });

  test("a ticket number is recorded once per entity: 409 naming it; another entity may use it", async () => {
    const res = await post(load({ quantity: "1" }));
    const body = await refused(res);
    expect(body.message).toBe("Ticket T-1 is already recorded for Ticket Ranch (2025-10-01, North 80).");
    await ok(await post(load({ entityId: other.id, fieldId: elsewhere.id, locationId: foreignBin })));
  });

  test("400 naming the field", async () => {
    await expectInvalid(await post(load({ ticketNumber: "B-1", quantity: "0" })), "quantity");
    await expectInvalid(await post(load({ ticketNumber: "B-1", quantity: "-5" })), "quantity");
    await expectInvalid(await post(load({ ticketNumber: "B-1", unit: "kg" })), "unit");
    await expectInvalid(await post(load({ ticketNumber: "B-1", crop: " " })), "crop");
    await expectInvalid(await post(load({ ticketNumber: "" })), "ticketNumber");
    await expectInvalid(await post(load({ ticketNumber: "B-1", date: "2025-02-30" })), "date");
    await expectInvalid(await post(load({ ticketNumber: "B-1", moisture: "120" })), "moisture");
    await expectInvalid(await post(load({ ticketNumber: "B-1", cropYear: 1999 })), "cropYear");
    await expectInvalid(await post(load({ ticketNumber: "B-1", buyerId: elevator })), "buyerId");
    await expectInvalid(await post(load({ ticketNumber: "B-1", locationId: null })), "locationId");
    await expectInvalid(await post(load({ ticketNumber: "B-1", locationId: null, buyerId: 999999 })), "buyerId");
    // Another entity's field or bin answers as a missing one.
    await expectInvalid(await post(load({ ticketNumber: "B-1", fieldId: elsewhere.id })), "fieldId");
    await expectInvalid(await post(load({ ticketNumber: "B-1", locationId: foreignBin })), "locationId");
    await expectInvalid(await post(load({ ticketNumber: "B-1", locationId: 999999 })), "locationId");
  });
});

describe("GET /api/harvest-tickets", () => {
  test("filters by entity, crop year, field and crop (any case), newest first (on a day, the last recorded first), with a Content-Range", async () => {
    await ok(await post(load({ ticketNumber: "T-3", date: "2025-10-03", quantity: "4000" })));
    await ok(await post(load({ ticketNumber: "W-1", crop: "Wheat", cropYear: 2026, date: "2026-07-01", quantity: "10", unit: "ton" })));
    const list = async (filter: Json) => {
      const res = await app.reader.api["harvest-tickets"].$get({ query: { filter: JSON.stringify({ entityId: ranch.id, ...filter }) } });
      expect(res.status).toBe(200);
      return { range: res.headers.get("content-range"), rows: ((await res.json()) as { ticketNumber: string }[]).map((r) => r.ticketNumber) };
    };
    expect(await list({})).toEqual({ range: "harvest-tickets 0-3/4", rows: ["W-1", "T-3", "T-2", "T-1"] });
    expect((await list({ cropYear: 2025 })).rows).toEqual(["T-3", "T-2", "T-1"]);
    expect((await list({ fieldId: south.id })).rows).toEqual(["T-2"]);
    expect((await list({ crop: " CORN " })).rows).toEqual(["T-3", "T-2", "T-1"]);
    expect((await list({ q: "w-" })).rows).toEqual(["W-1"]);
  });

  test("one ticket; a missing one is a 404; signed out 401", async () => {
    const [first] = (await (await app.reader.api["harvest-tickets"].$get({ query: { filter: JSON.stringify({ q: "T-1", entityId: ranch.id }) } })).json()) as { id: number }[];
    const res = await app.reader.api["harvest-tickets"][":id"].$get({ param: { id: String(first!.id) } });
    expect(HarvestTicketSchema.parse(await res.json()).ticketNumber).toBe("T-1");
    expect((await app.reader.api["harvest-tickets"][":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await app.t.client().api["harvest-tickets"].$get({ query: {} })).status).toBe(401);
  });
});

describe("PUT and DELETE /api/harvest-tickets/{id}", () => {
  test("the delivery follows the ticket: to a buyer it is written, back into a bin it is removed", async () => {
    const t = await ok(await post(load({ ticketNumber: "M-1", date: "2025-10-05", quantity: "100" })));
    const sold = await ok(await put(t.id, load({ ticketNumber: "M-1", date: "2025-10-05", quantity: "100", locationId: null, buyerId: elevator })), 200);
    expect(sold.deliveryId).not.toBeNull();
    const binned = await ok(await put(t.id, load({ ticketNumber: "M-1", date: "2025-10-05", quantity: "100" })), 200);
    expect(binned.deliveryId).toBeNull();
    expect(await app.t.db.select().from(deliveries).where(eq(deliveries.id, sold.deliveryId!))).toEqual([]);
    expect((await del(t.id)).status).toBe(200);
    expect((await app.reader.api["harvest-tickets"][":id"].$get({ param: { id: String(t.id) } })).status).toBe(404);
  });

  test("a change that leaves the bin short at any date is a 409 STORAGE_SHORTFALL and writes nothing", async () => {
    const [b] = await app.t.db.insert(storageLocations).values({ entityId: ranch.id, name: "Bin 7" }).returning();
    const t = await ok(await post(load({ ticketNumber: "S-1", date: "2025-10-10", quantity: "1000", locationId: b!.id })));
    await deliverOut(b!.id, "2026-02-01", "800");
    const fewer = await refused(await put(t.id, load({ ticketNumber: "S-1", date: "2025-10-10", quantity: "700", locationId: b!.id })), "STORAGE_SHORTFALL");
    expect(fewer.message).toBe("Not enough Corn 2025 in Bin 7 on 2026-02-01: 100 bu (5600 lb) short.");
    expect(fewer.details).toMatchObject({ location: "Bin 7", crop: "Corn", cropYear: 2025, date: "2026-02-01", short: "5600", unit: "lb" });
    // Hauled in after it went out: short on the day it went out.
    expect((await refused(await put(t.id, load({ ticketNumber: "S-1", date: "2026-03-01", quantity: "1000", locationId: b!.id })), "STORAGE_SHORTFALL")).message)
      .toBe("Not enough Corn 2025 in Bin 7 on 2026-02-01: 800 bu (44800 lb) short.");
    // Moved to another bin, or deleted: Bin 7 is short.
    expect((await put(t.id, load({ ticketNumber: "S-1", date: "2025-10-10", quantity: "1000", locationId: bin }))).status).toBe(409);
    expect((await del(t.id)).status).toBe(409);
    const still = await app.reader.api["harvest-tickets"][":id"].$get({ param: { id: String(t.id) } });
    expect(HarvestTicketSchema.parse(await still.json())).toMatchObject({ quantity: "1000", date: "2025-10-10", locationId: b!.id });
    // A harmless change is saved: the same load in lb.
    expect((await ok(await put(t.id, load({ ticketNumber: "S-1", date: "2025-10-10", quantity: "56000", unit: "lb", locationId: b!.id })), 200)).baseQuantity).toBe("56000");
  });

  test("a load a settlement pays keeps its quantity and cannot be removed (409 naming the settlement)", async () => {
    const t = await ok(await post(load({ ticketNumber: "P-1", date: "2025-10-12", quantity: "500", locationId: null, buyerId: elevator })));
    const [s] = await app.t.db.insert(settlements).values({ entityId: ranch.id, buyerId: elevator, number: "ST-9", date: "2025-11-01", crop: "Corn", cropYear: 2025, gross: "2425.00", deductions: "0", net: "2425.00" }).returning();
    await app.t.db.insert(settlementLines).values({ settlementId: s!.id, deliveryId: t.deliveryId!, line: 1, quantity: "500", unit: "bu", price: "4.85", amount: "2425.00" });
    expect((await refused(await del(t.id))).message).toBe("Ticket P-1 is paid by settlement ST-9 of Valley Elevator; remove it from the settlement first.");
    expect((await put(t.id, load({ ticketNumber: "P-1", date: "2025-10-12", quantity: "600", locationId: null, buyerId: elevator }))).status).toBe(409);
    // Its notes and grade may change.
    expect((await ok(await put(t.id, load({ ticketNumber: "P-1", date: "2025-10-12", quantity: "500", locationId: null, buyerId: elevator, grade: "#1" })), 200)).grade).toBe("#1");
  });
});

describe("access", () => {
  test("crew record and list tickets of their granted entity, with quantities and no money; nothing else", async () => {
    const mine = await ok(await post(load({ ticketNumber: "C-1", date: "2025-10-20", quantity: "250" }), crew));
    expect(mine).toMatchObject({ quantity: "250", unit: "bu" });
    const list = await crew.api["harvest-tickets"].$get({ query: {} });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { entityId: number }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.entityId))).toEqual(new Set([ranch.id]));
    expect(moneyKeysIn(rows)).toEqual([]);
    // The bins and buyers a ticket names, listed.
    expect((await crew.api["storage-locations"].$get({ query: {} })).status).toBe(200);
    expect((await crew.api.buyers.$get({ query: {} })).status).toBe(200);
    // Another entity answers as a missing one; edits, deletes and imports are the office's.
    await expectInvalid(await post(load({ ticketNumber: "C-2", entityId: other.id, fieldId: elsewhere.id, locationId: foreignBin }), crew), "entityId");
    expect((await crew.api["harvest-tickets"][":id"].$put({ param: { id: String(mine.id) }, json: load({ ticketNumber: "C-1" }) as never })).status).toBe(403);
    expect((await crew.api["harvest-tickets"][":id"].$delete({ param: { id: String(mine.id) } })).status).toBe(403);
    expect((await crew.api.storage.$get({ query: {} })).status).toBe(403);
  });

  test("readonly reads but may not record (403)", async () => {
    expect((await post(load({ ticketNumber: "R-1" }), app.reader)).status).toBe(403);
  });
});
