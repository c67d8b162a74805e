import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/*
 * farmctl harvest import, storage, contracts list and settlements list --unpaid (issue 37, point 8), on a real
 * server. CLI Farm's North field: T-1 6,000 bu of corn into Bin 1 and T-2 168,000 lb (3,000 bu at 56 lb/bu) straight to
 * Elevator CLI. Contract C-1, 5,000 bu at $4.85: T-2's load fills 3,000 of it, 2,000 open. Settlement S-1 pays T-2's
 * load: 3,000 bu x $4.85 = $14,550.00 less $0.05/bu hauling ($150.00) = $14,400.00 net, unpaid until received.
 */

let s: TestServer;
let cron: Record<string, string>;
let entityId: number;
let buyerId: number;

const FILE = [
  "Ticket,Date,Field,Crop,Crop Year,Net,Unit,Moisture,Grade,Destination",
  "T-1,2026-10-01,North,Corn,2026,6000,bu,15.5,#2,Bin 1",
  "T-2,2026-10-02,North,Corn,2026,168000,lb,,,Elevator CLI",
].join("\n");

async function made(res: Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>) {
  const r = await res;
  if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as { id: number };
}

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "harvest-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  entityId = (await made(s.admin.api.entities.$post({ json: { name: "CLI Farm" } }))).id;
  await made(s.admin.api.fields.$post({ json: { entityId, name: "North", acreage: "40", cropType: "Corn", location: "" } }));
  await made(s.admin.api["storage-locations"].$post({ json: { entityId, name: "Bin 1" } as never }));
  buyerId = (await made(s.admin.api.buyers.$post({ json: { name: "Elevator CLI" } as never }))).id;
  await made(s.admin.api.contracts.$post({ json: { entityId, buyerId, number: "C-1", crop: "Corn", cropYear: 2026, date: "2026-03-01", quantity: "5000", unit: "bu", price: "4.85" } as never }));
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

const file = (name: string, text: string) => {
  const path = join(s.dir, name);
  writeFileSync(path, text);
  return path;
};

describe("farmctl harvest import", () => {
  test("every bad row is named by its line and nothing is written; a dry run writes nothing; the import; again it is refused", async () => {
    const bad = file("bad.csv", [FILE.split("\n")[0], "T-9,2026-10-05,Nowhere,Corn,2026,100,bu,,,Bin 1", "T-10,2026-10-05,North,Corn,2026,100,sacks,,,Bin 1"].join("\n"));
    const refused = await s.farmctl(["harvest", "import", bad, "--entity", "cli farm"], { env: cron });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("line 2, column Field");
    expect(refused.stderr).toContain("line 3, column Unit");
    expect(refused.stderr).toContain("2 rows have problems. Nothing was written.");

    const path = file("tickets.csv", FILE);
    const dry = await s.farmctl(["harvest", "import", path, "--entity", "CLI Farm", "--dry-run"], { env: cron });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toBe("2 tickets would be created.\n");
    expect(dry.stderr).toContain("Dry run: nothing was written.");
    const done = await s.farmctl(["harvest", "import", path, "--entity", "CLI Farm"], { env: cron });
    expect(done.code).toBe(0);
    expect(done.stdout).toBe("2 tickets created.\n");
    const again = await s.farmctl(["harvest", "import", path, "--entity", "CLI Farm"], { env: cron });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("T-1");
    // The server's message says it once: "Tickets already recorded: T-1 (row 1, ...); ...; nothing was imported."
    expect(again.stderr).toContain("; nothing was imported.");
    expect(again.stderr.match(/nothing was imported/gi)).toHaveLength(1);
  });
});

describe("farmctl storage, contracts list and settlements list", () => {
  test("storage: 6,000 bu of corn on hand in Bin 1, still so in the next calendar year", async () => {
    const json = await s.farmctl(["storage", "--entity", "CLI Farm", "--as-of", "2027-01-31", "--json"], { env: cron });
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { rows: Array<Record<string, unknown>> };
    expect(report.rows.map((r) => [r.locationName, r.crop, r.cropYear, r.unit, r.in, r.out, r.onHand])).toEqual([["Bin 1", "Corn", 2026, "bu", "6000", "0", "6000"]]);
    const table = await s.farmctl(["storage", "--as-of", "2027-01-31"], { env: cron });
    expect(table.code).toBe(0);
    for (const text of ["Bin 1", "Corn", "6000", "On Hand"]) expect(table.stdout).toContain(text);
    const before = await s.farmctl(["storage", "--as-of", "2026-09-30", "--json"], { env: cron });
    expect((JSON.parse(before.stdout) as typeof report).rows).toEqual([]);
  });

  test("contracts list: delivered first in, first out and still open, in the contract's unit", async () => {
    const res = await s.farmctl(["contracts", "list", "--year", "2026", "--json"], { env: cron });
    expect(res.code).toBe(0);
    const rows = JSON.parse(res.stdout) as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.number, r.buyerName, r.quantity, r.unit, r.price, r.delivered, r.open])).toEqual([["C-1", "Elevator CLI", "5000", "bu", "4.8500", "3000", "2000"]]);
    const table = await s.farmctl(["contracts", "list", "--entity", "CLI Farm"], { env: cron });
    expect(table.code).toBe(0);
    for (const text of ["C-1", "Elevator CLI", "Delivered", "Open", "2000"]) expect(table.stdout).toContain(text);
    const none = await s.farmctl(["contracts", "list", "--year", "2025"], { env: cron });
    expect(none.code).toBe(0);
    expect(none.stderr).toContain("No contracts yet.");
  });

  test("settlements list --unpaid: the settlement until it is received", async () => {
    const loads = (await (await s.admin.api.deliveries.$get({ query: {} })).json()) as Array<{ id: number; ticketId: number | null }>;
    const load = loads.find((d) => d.ticketId !== null)!;
    const settlement = await made(s.admin.api.settlements.$post({
      json: { entityId, buyerId, number: "S-1", date: "2026-11-20", crop: "Corn", cropYear: 2026, lines: [{ deliveryId: load.id }], deductions: [{ kind: "hauling", ratePerUnit: "0.05" }] } as never,
    }));
    const unpaid = await s.farmctl(["settlements", "list", "--unpaid", "--json"], { env: cron });
    expect(unpaid.code).toBe(0);
    expect((JSON.parse(unpaid.stdout) as Array<Record<string, unknown>>).map((r) => [r.number, r.quantity, r.unit, r.gross, r.deductionsTotal, r.net, r.received, r.status])).toEqual([
      ["S-1", "3000", "bu", "14550.00", "150.00", "14400.00", null, "unpaid"],
    ]);
    const table = await s.farmctl(["settlements", "list", "--unpaid"], { env: cron });
    for (const text of ["S-1", "Elevator CLI", "14400.00", "unpaid"]) expect(table.stdout).toContain(text);
    const paid = await s.admin.api.settlements[":id"].$put({ param: { id: String(settlement.id) }, json: { received: "14400.00", receivedDate: "2026-12-01" } as never });
    expect(paid.status).toBe(200);
    const none = await s.farmctl(["settlements", "list", "--unpaid"], { env: cron });
    expect(none.code).toBe(0);
    expect(none.stdout).toBe("");
    expect(none.stderr).toContain("No unpaid or short-paid settlements.");
    const all = await s.farmctl(["settlements", "list", "--entity", "CLI Farm", "--year", "2026"], { env: cron });
    expect(all.stdout).toContain("paid");
  });
});
