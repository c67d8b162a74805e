import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { HarvestImportResultSchema } from "../../api/schemas/harvest-tickets.schemas";
import { buyers, deliveries, harvestTickets, storageLocations } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { type ReportApp, startReportApp } from "./reports/support";

/*
 * Importing a scale-ticket export (issue 37, point 1): one ticket per row, to a bin of the entity or a buyer by name;
 * every bad row named by line and column and nothing written; a dry run writes nothing; a file imported twice is
 * refused by its ticket numbers (409 naming them).
 */

let app: ReportApp;
let ranch: { id: number };
let other: { id: number };

const HEADER = "Ticket,Date,Field,Crop,Crop Year,Net,Unit,Moisture,Grade,Destination";
const FILE = [
  HEADER,
  "24-0101,10/01/2025,North 80,Corn,2025,\"6,000\",Bushels,15.5%,#2,Bin 1",
  "24-0102,2025-10-02,north 80,Corn,,52000,lbs,,,Valley Elevator",
  "",
  "24-0103,2025-10-03,South 40,Soybeans,2025,1800,bu,13,,bin 1",
].join("\n");

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Import Ranch");
  other = await app.entity("Import Elsewhere");
  await app.field(ranch.id, "North 80", "80", "Corn");
  await app.field(ranch.id, "South 40", "40", "Soybeans");
  await app.field(other.id, "Far Field", "10", "Corn");
  await app.t.db.insert(storageLocations).values([{ entityId: ranch.id, name: "Bin 1" }, { entityId: other.id, name: "Far Bin" }]);
  await app.t.db.insert(buyers).values({ name: "Valley Elevator" });
}, 60_000);
afterAll(() => app.t.close());

const send = (json: Record<string, unknown>, as = app.admin) => as.api["harvest-tickets"].import.$post({ query: {}, json: json as never });
const ticketsOf = (entityId: number) => app.t.db.select().from(harvestTickets).where(eq(harvestTickets.entityId, entityId));

async function issuesOf(res: { status: number; json(): Promise<unknown> }) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; message: string; issues: { path: string; message: string }[] };
  expect(body.code).toBe("VALIDATION");
  return body;
}

describe("POST /api/harvest-tickets/import", () => {
  test("a dry run writes nothing; the import records every row, a buyer's load with its delivery; a second import is refused by ticket number", async () => {
    const dry = HarvestImportResultSchema.parse(await (await send({ csv: FILE, entity: "Import Ranch", dryRun: true })).json());
    expect(dry).toMatchObject({ dryRun: true, created: 3 });
    expect(dry.tickets.map((t) => [t.row, t.ticketNumber, t.date, t.fieldName, t.crop, t.cropYear, t.quantity, t.unit, t.destination, t.ticketId])).toEqual([
      [1, "24-0101", "2025-10-01", "North 80", "Corn", 2025, "6000", "bu", "Bin 1", null],
      [2, "24-0102", "2025-10-02", "North 80", "Corn", 2025, "52000", "lb", "Valley Elevator", null],
      [4, "24-0103", "2025-10-03", "South 40", "Soybeans", 2025, "1800", "bu", "Bin 1", null],
    ]);
    expect(await ticketsOf(ranch.id)).toEqual([]);

    const res = await send({ csv: FILE, entity: String(ranch.id) });
    if (res.status !== 200) throw new Error(await res.text());
    const done = HarvestImportResultSchema.parse(await res.json());
    expect(done).toMatchObject({ dryRun: false, created: 3 });
    const stored = await ticketsOf(ranch.id);
    expect(stored.map((t) => [t.ticketNumber, t.quantity, t.unit, t.moisture, t.grade, t.locationId !== null, t.buyerId !== null])).toEqual([
      ["24-0101", "6000", "bu", "15.50", "#2", true, false],
      ["24-0102", "52000", "lb", null, null, false, true],
      ["24-0103", "1800", "bu", "13.00", null, true, false],
    ]);
    const sold = stored.find((t) => t.ticketNumber === "24-0102")!;
    expect(await app.t.db.select({ quantity: deliveries.quantity, reference: deliveries.reference }).from(deliveries).where(eq(deliveries.ticketId, sold.id))).toEqual([{ quantity: "52000", reference: "24-0102" }]);

    const again = await send({ csv: FILE, entity: "import ranch" });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { code: string; message: string };
    expect(body.code).toBe("TICKETS_RECORDED");
    expect(body.message).toBe("Tickets already recorded: 24-0101 (row 1, Import Ranch, recorded 2025-10-01); 24-0102 (row 2, Import Ranch, recorded 2025-10-02); 24-0103 (row 4, Import Ranch, recorded 2025-10-03); nothing was imported.");
    expect(await ticketsOf(ranch.id)).toHaveLength(3);
  });

  test("every bad row is named by line and column, and nothing is written", async () => {
    const csv = [
      `Entity,${HEADER}`,
      "Import Ranch,B-1,2025-10-01,Nowhere,Corn,2025,100,bu,,,Bin 1",
      "Import Ranch,B-2,2025-13-01,North 80,Corn,2025,100,bu,,,Bin 1",
      "Import Ranch,B-3,2025-10-01,North 80,Corn,2025,0,bu,,,Bin 1",
      "Import Ranch,B-4,2025-10-01,North 80,Corn,2025,100,kg,,,Bin 1",
      "Import Ranch,B-5,2025-10-01,North 80,Corn,2025,100,bu,,,Nobody Grain",
      "Import Ranch,B-5,2025-10-01,North 80,Corn,2025,100,bu,140,,Bin 1",
      "Nowhere Farms,B-7,2025-10-01,North 80,Corn,2025,100,bu,,,Bin 1",
      "Import Ranch,B-8,2025-10-01,North 80,Corn,2025,100,bu,,,Far Bin",
      "Import Ranch,B-9,2025-10-01,North 80,,2025,100,bu,,,Bin 1",
      "Import Ranch,B-10,2025-10-01,North 80,Corn,2025,100,bu,,,Bin 1",
    ].join("\n");
    const before = (await ticketsOf(ranch.id)).length;
    const body = await issuesOf(await send({ csv }));
    expect(body.issues).toEqual([
      { path: "rows.1.Field", message: 'no field named "Nowhere" at Import Ranch' },
      { path: "rows.2.Date", message: '"2025-13-01" is not a date: write YYYY-MM-DD' },
      { path: "rows.3.Quantity", message: "must be above zero" },
      { path: "rows.4.Unit", message: "must be one of bu, cwt, lb, ton, bale, bin, box" },
      { path: "rows.5.Destination", message: 'no storage location of Import Ranch or buyer named "Nobody Grain" (add it first)' },
      { path: "rows.6.Moisture", message: "must be a percentage from 0 to 100 with at most 2 decimal places" },
      { path: "rows.6.Ticket", message: "ticket B-5 is also on row 5: a ticket is recorded once" },
      { path: "rows.7.Entity", message: 'no such farm entity: "Nowhere Farms"' },
      { path: "rows.8.Destination", message: 'no storage location of Import Ranch or buyer named "Far Bin" (add it first)' },
      { path: "rows.9.Crop", message: "is required" },
    ]);
    expect(body.message).toBe('9 rows are bad; nothing was imported. rows.1.Field: no field named "Nowhere" at Import Ranch');
    expect(await ticketsOf(ranch.id)).toHaveLength(before);
  });

  test("a text/csv body with its options in the query; a missing column is named", async () => {
    const csv = ["Ticket,Date,Field,Crop,Quantity,Unit,Destination", "X-1,2025-10-09,Far Field,Corn,10,ton,Far Bin"].join("\n");
    const res = await app.t.app.fetch(new Request(`http://farm.test/api/harvest-tickets/import?entity=${other.id}&dryRun=true`, {
      method: "POST", headers: { ...(await cookieOf()), "content-type": "text/csv" }, body: csv,
    }));
    if (res.status !== 200) throw new Error(await res.text());
    expect(HarvestImportResultSchema.parse(await res.json())).toMatchObject({ dryRun: true, created: 1, tickets: [{ cropYear: 2025, destination: "Far Bin", entityId: other.id }] });
    const noEntity = await issuesOf(await send({ csv }));
    expect(noEntity.issues.map((i) => i.path)).toEqual(["columns.Entity"]);
    const noUnit = await issuesOf(await send({ csv: "Ticket,Date,Field,Crop,Quantity,Destination\nX-1,2025-10-09,Far Field,Corn,10,Far Bin", entity: "Import Elsewhere" }));
    expect(noUnit.issues).toEqual([{ path: "columns.Unit", message: "is required" }]);
  });

  test("401 signed out, 403 readonly and crew; an entity not granted is no such entity", async () => {
    expect((await send({ csv: FILE }, app.t.client())).status).toBe(401);
    expect((await send({ csv: FILE }, app.reader)).status).toBe(403);
    const crew = await app.t.signIn("crew");
    expect((await send({ csv: FILE }, crew)).status).toBe(403);
    await app.admin.api.users.$post({ json: { username: "import-editor", password: TEST_PASSWORD, role: "editor", entityIds: [other.id] } as never });
    const editor = app.t.client();
    await editor.api.auth.login.$post({ json: { username: "import-editor", password: TEST_PASSWORD } });
    const body = await issuesOf(await send({ csv: FILE, entity: "Import Ranch" }, editor));
    expect(body.issues[0]).toEqual({ path: "rows.1.Entity", message: 'no such farm entity: "Import Ranch"' });
  });
});

/** A new admin's session cookie, for a raw text/csv request. */
async function cookieOf() {
  const name = `harvest-csv-admin-${Date.now()}`;
  await app.t.signIn("admin", name);
  const res = await app.t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: name, password: TEST_PASSWORD }),
  }));
  return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0]! };
}

describe("a season's export", () => {
  test("2,500 loads in one text/csv file of more than 1 MB are recorded, each once", async () => {
    const season = await app.entity("Season Ranch");
    await app.field(season.id, "Section 12", "640", "Corn");
    await app.t.db.insert(storageLocations).values({ entityId: season.id, name: "Main Bins" });
    const padding = "x".repeat(400);
    const lines = Array.from({ length: 2500 }, (_, i) => `S-${i + 1},2025-10-${String((i % 28) + 1).padStart(2, "0")},Section 12,Corn,2025,1000,bu,,,Main Bins,${padding}`);
    const csv = ["Ticket,Date,Field,Crop,Crop Year,Net,Unit,Moisture,Grade,Destination,Notes", ...lines].join("\n");
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    const res = await app.t.app.fetch(new Request(`http://farm.test/api/harvest-tickets/import?entity=${season.id}`, {
      method: "POST", headers: { ...(await cookieOf()), "content-type": "text/csv" }, body: csv,
    }));
    if (res.status !== 200) throw new Error(`${res.status} ${(await res.text()).slice(0, 500)}`);
    expect(HarvestImportResultSchema.parse(await res.json()).created).toBe(2500);
    const stored = await ticketsOf(season.id);
    expect(new Set(stored.map((t) => t.ticketNumber)).size).toBe(2500);
    const again = await app.t.app.fetch(new Request(`http://farm.test/api/harvest-tickets/import?entity=${season.id}&dryRun=true`, {
      method: "POST", headers: { ...(await cookieOf()), "content-type": "text/csv" }, body: csv,
    }));
    expect(again.status).toBe(409);
  }, 120_000);
});
