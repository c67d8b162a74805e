import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { BuyerSchema } from "../../api/schemas/buyers.schemas";
import { CropMarkSchema } from "../../api/schemas/crop-marks.schemas";
import { StorageLocationSchema } from "../../api/schemas/storage-locations.schemas";
import { StorageAdjustmentSchema, StorageRowSchema } from "../../api/schemas/storage.schemas";
import { buyers, deliveries } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { type ReportApp, expectInvalid, startReportApp } from "./reports/support";

/*
 * Crop in storage (issue 37, point 2), worked by hand. Corn of crop year 2025 into Bin 1: 6,000 bu (North) and 4,000 bu
 * (South) = 10,000 bu = 560,000 lb at 56 lb/bu. On 2026-02-01, 7,000 bu (392,000 lb) delivered out; on 2026-03-01,
 * 50 bu (2,800 lb) of shrink. On hand: 560,000 - 392,000 - 2,800 = 165,200 lb = 2,950 bu, still the 2025 crop in
 * 2026 with no step at the turn of the year. At the end of 2025: 560,000 lb = 10,000 bu.
 */

let app: ReportApp;
let ranch: { id: number };
let other: { id: number };
let north: { id: number };
let south: { id: number };
let bin: number;
let elevator: number;
let crew: ApiClient;

type Json = Record<string, unknown>;

async function created<T extends z.ZodType>(schema: T, res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, status = 201): Promise<z.output<T>> {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return schema.parse(await res.json());
}

const location = (json: Json, as: ApiClient = app.admin) => as.api["storage-locations"].$post({ json: { entityId: ranch.id, ...json } as never });
const adjust = (json: Json) => app.admin.api["storage-adjustments"].$post({
  json: { entityId: ranch.id, locationId: bin, crop: "Corn", cropYear: 2025, date: "2026-03-01", kind: "shrink", quantity: "-50", unit: "bu", reason: "Dry matter loss", ...json } as never,
});
const ticket = (json: Json) => app.admin.api["harvest-tickets"].$post({
  json: { entityId: ranch.id, fieldId: north.id, crop: "Corn", cropYear: 2025, date: "2025-10-01", quantity: "6000", unit: "bu", locationId: bin, ...json } as never,
});

async function onHand(query: Record<string, string> = {}, as: ApiClient = app.reader) {
  const res = await as.api.storage.$get({ query: { entityId: String(ranch.id), ...query } });
  expect(res.status).toBe(200);
  return z.array(StorageRowSchema).parse(await res.json());
}

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Storage Ranch");
  other = await app.entity("Storage Elsewhere");
  north = await app.field(ranch.id, "North", "60", "Corn");
  south = await app.field(ranch.id, "South", "40", "Corn");
  bin = (await created(StorageLocationSchema, await location({ name: "Bin 1", kind: "bin", capacity: "30000", capacityUnit: "bu" }))).id;
  const [e] = await app.t.db.insert(buyers).values({ name: "Storage Elevator" }).returning();
  elevator = e!.id;
  expect((await app.admin.api.users.$post({ json: { username: "storage-crew", password: TEST_PASSWORD, role: "crew", entityIds: [ranch.id] } as never })).status).toBe(201);
  crew = app.t.client();
  expect((await crew.api.auth.login.$post({ json: { username: "storage-crew", password: TEST_PASSWORD } })).status).toBe(200);
}, 60_000);
afterAll(() => app.t.close());

describe("GET /api/storage", () => {
  test("in, out, adjusted and on hand per crop, year and location, in lb and in bushels; carried into the next calendar year", async () => {
    expect((await ticket({ ticketNumber: "1001" })).status).toBe(201);
    expect((await ticket({ ticketNumber: "1002", fieldId: south.id, date: "2025-10-02", quantity: "4000" })).status).toBe(201);
    await app.t.db.insert(deliveries).values({ entityId: ranch.id, buyerId: elevator, crop: "corn", cropYear: 2025, date: "2026-02-01", quantity: "7000", unit: "bu", locationId: bin });
    await created(StorageAdjustmentSchema, await adjust({}));
    const rows = await onHand();
    expect(rows).toEqual([{
      entityId: ranch.id, entityName: "Storage Ranch", crop: "Corn", cropYear: 2025, locationId: bin, locationName: "Bin 1", unit: "lb",
      in: "560000", out: "392000", adjusted: "-2800", onHand: "165200",
      shown: { unit: "bu", in: "10000", out: "7000", adjusted: "-50", onHand: "2950" },
    }]);
    const endOf2025 = await onHand({ asOf: "2025-12-31" });
    expect(endOf2025[0]).toMatchObject({ in: "560000", out: "0", adjusted: "0", onHand: "560000", shown: { onHand: "10000" } });
    expect(await onHand({ asOf: "2025-09-30" })).toEqual([]);
  });

  test("every entity of the caller without entityId; another entity is a 404; 400 on a bad date; crew 403; 401", async () => {
    const all = await app.reader.api.storage.$get({ query: {} });
    expect(z.array(StorageRowSchema).parse(await all.json()).map((r) => r.locationName)).toEqual(["Bin 1"]);
    expect((await app.reader.api.storage.$get({ query: { entityId: "999999" } })).status).toBe(404);
    await expectInvalid(await app.reader.api.storage.$get({ query: { asOf: "2026-13-01" } }), "asOf");
    expect((await crew.api.storage.$get({ query: {} })).status).toBe(403);
    expect((await app.t.client().api.storage.$get({ query: {} })).status).toBe(401);
    // A reader granted only the other entity sees none of it.
    await app.admin.api.users.$post({ json: { username: "storage-other-reader", password: TEST_PASSWORD, role: "readonly", entityIds: [other.id] } as never });
    const outsider = app.t.client();
    await outsider.api.auth.login.$post({ json: { username: "storage-other-reader", password: TEST_PASSWORD } });
    expect(z.array(StorageRowSchema).parse(await (await outsider.api.storage.$get({ query: {} })).json())).toEqual([]);
    expect((await outsider.api.storage.$get({ query: { entityId: String(ranch.id) } })).status).toBe(404);
  });
});

describe("POST and DELETE /api/storage-adjustments", () => {
  test("a count adds; shrink beyond what is on hand at its date is a 409 naming the bin and the shortfall, nothing written", async () => {
    const count = await created(StorageAdjustmentSchema, await adjust({ kind: "count", date: "2026-03-02", quantity: "10", reason: "Bin measured" }));
    expect(count).toMatchObject({ kind: "count", quantity: "10", unit: "bu", locationName: "Bin 1", reason: "Bin measured" });
    expect((await onHand())[0]).toMatchObject({ adjusted: "-2240", onHand: "165760", shown: { onHand: "2960" } });
    const res = await adjust({ quantity: "-3000", date: "2026-03-05" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "STORAGE_SHORTFALL", message: "Not enough Corn 2025 in Bin 1 on 2026-03-05: 40 bu (2240 lb) short." });
    // Back-dated before the corn came in: short that day.
    const early = await adjust({ quantity: "-1", date: "2025-09-01" });
    expect(((await early.json()) as { message: string }).message).toBe("Not enough Corn 2025 in Bin 1 on 2025-09-01: 1 bu (56 lb) short.");
    expect((await onHand())[0]).toMatchObject({ onHand: "165760" });
    const list = await app.reader.api["storage-adjustments"].$get({ query: { filter: JSON.stringify({ entityId: ranch.id }) } });
    expect(list.headers.get("content-range")).toBe("storage-adjustments 0-1/2");
    expect((await app.admin.api["storage-adjustments"][":id"].$delete({ param: { id: String(count.id) } })).status).toBe(200);
    expect((await onHand())[0]).toMatchObject({ onHand: "165200" });
  });

  test("removing a count the later deliveries needed is a 409", async () => {
    const found = await created(StorageAdjustmentSchema, await adjust({ kind: "count", date: "2026-04-01", quantity: "100", reason: "Recount" }));
    await app.t.db.insert(deliveries).values({ entityId: ranch.id, buyerId: elevator, crop: "Corn", cropYear: 2025, date: "2026-04-02", quantity: "3050", unit: "bu", locationId: bin });
    const res = await app.admin.api["storage-adjustments"][":id"].$delete({ param: { id: String(found.id) } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("Not enough Corn 2025 in Bin 1 on 2026-04-02: 100 bu (5600 lb) short.");
    expect((await app.reader.api["storage-adjustments"][":id"].$get({ param: { id: String(found.id) } })).status).toBe(200);
  });

  test("400 naming the field; readonly 403; a missing one 404", async () => {
    await expectInvalid(await adjust({ reason: "" }), "reason");
    await expectInvalid(await adjust({ quantity: "50" }), "quantity");
    await expectInvalid(await adjust({ quantity: "0", kind: "count" }), "quantity");
    await expectInvalid(await adjust({ kind: "theft" }), "kind");
    await expectInvalid(await adjust({ unit: "kg" }), "unit");
    await expectInvalid(await adjust({ locationId: 999999 }), "locationId");
    expect((await app.reader.api["storage-adjustments"].$post({ json: {} as never })).status).toBe(403);
    expect((await app.reader.api["storage-adjustments"][":id"].$get({ param: { id: "999999" } })).status).toBe(404);
  });
});

describe("/api/storage-locations", () => {
  test("names unique per entity whatever their case; one named by a ticket cannot be deleted; an empty one can", async () => {
    const res = await location({ name: "BIN 1" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('A storage location named "Bin 1" already exists at this entity');
    expect((await location({ entityId: other.id, name: "Bin 1" })).status).toBe(201);
    await expectInvalid(await location({ name: "Pile", capacity: "100" }), "capacityUnit");
    await expectInvalid(await location({ name: "Pile", kind: "silo" }), "kind");
    const named = await app.admin.api["storage-locations"][":id"].$delete({ param: { id: String(bin) } });
    expect(named.status).toBe(409);
    expect(((await named.json()) as { message: string }).message).toBe("Bin 1 is named by 2 tickets, 2 deliveries and 2 adjustments; it cannot be deleted");
    const pile = await created(StorageLocationSchema, await location({ name: "Ground pile", kind: "pile" }));
    const renamed = await app.admin.api["storage-locations"][":id"].$put({ param: { id: String(pile.id) }, json: { entityId: ranch.id, name: "East pile", kind: "pile" } as never });
    expect((await created(StorageLocationSchema, renamed, 200)).name).toBe("East pile");
    expect((await app.admin.api["storage-locations"][":id"].$delete({ param: { id: String(pile.id) } })).status).toBe(200);
    expect((await app.admin.api["storage-locations"][":id"].$get({ param: { id: String(pile.id) } })).status).toBe(404);
    expect((await location({ name: "Crew bin" }, crew)).status).toBe(403);
  });
});

describe("/api/buyers", () => {
  test("a buyer's name is unique whatever its case; one a ticket or delivery names cannot be deleted", async () => {
    const mill = await created(BuyerSchema, await app.admin.api.buyers.$post({ json: { name: "Prairie Mill", address: "1 Mill Rd" } }));
    expect((await app.admin.api.buyers.$post({ json: { name: "prairie mill" } })).status).toBe(409);
    await expectInvalid(await app.admin.api.buyers.$post({ json: { name: " " } }), "name");
    const changed = await created(BuyerSchema, await app.admin.api.buyers[":id"].$put({ param: { id: String(mill.id) }, json: { notes: "Pays in 10 days" } }), 200);
    expect(changed).toMatchObject({ name: "Prairie Mill", notes: "Pays in 10 days" });
    const named = await app.admin.api.buyers[":id"].$delete({ param: { id: String(elevator) } });
    expect(((await named.json()) as { message: string }).message).toBe("Storage Elevator is named by 2 deliveries; it cannot be deleted");
    expect((await app.admin.api.buyers[":id"].$delete({ param: { id: String(mill.id) } })).status).toBe(200);
    expect((await app.reader.api.buyers[":id"].$get({ param: { id: String(mill.id) } })).status).toBe(404);
    expect((await app.reader.api.buyers.$post({ json: { name: "Nope" } })).status).toBe(403);
  });
});

describe("/api/crop-marks/{entityId}/{cropYear}/{crop}", () => {
  const path = (crop: string, entityId = ranch.id) => ({ entityId: String(entityId), cropYear: "2025", crop });
  test("one mark per crop pool: PUT sets it, again replaces it (the crop in any case); removed, it is a 404", async () => {
    const first = await created(CropMarkSchema, await app.admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: path("Corn"), json: { price: "4.50", unit: "bu", date: "2026-01-31" } }), 200);
    expect(first).toMatchObject({ entityId: ranch.id, crop: "Corn", cropYear: 2025, price: "4.5000", unit: "bu", date: "2026-01-31" });
    const again = await created(CropMarkSchema, await app.admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: path("CORN"), json: { price: "4.6125", unit: "bu", date: "2026-02-28" } }), 200);
    expect(again).toMatchObject({ id: first.id, crop: "Corn", price: "4.6125", date: "2026-02-28" });
    const list = await app.reader.api["crop-marks"].$get({ query: { filter: JSON.stringify({ entityId: ranch.id }) } });
    expect(z.array(CropMarkSchema).parse(await list.json()).map((m) => m.price)).toEqual(["4.6125"]);
    expect((await app.reader.api["crop-marks"][":entityId"][":cropYear"][":crop"].$get({ param: path(" corn ") })).status).toBe(200);
    await expectInvalid(await app.admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: path("Corn"), json: { price: "-1", unit: "bu", date: "2026-01-31" } }), "price");
    await expectInvalid(await app.admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: path("Corn"), json: { price: "4.50", unit: "bushel" as never, date: "2026-01-31" } }), "unit");
    expect((await app.reader.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: path("Corn"), json: { price: "1", unit: "bu", date: "2026-01-31" } })).status).toBe(403);
    expect((await crew.api["crop-marks"].$get({ query: {} })).status).toBe(403);
    expect((await app.admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$delete({ param: path("corn") })).status).toBe(200);
    expect((await app.reader.api["crop-marks"][":entityId"][":cropYear"][":crop"].$get({ param: path("Corn") })).status).toBe(404);
    expect((await app.admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: path("Corn", 999999), json: { price: "1", unit: "bu", date: "2026-01-31" } })).status).toBe(404);
  });
});
