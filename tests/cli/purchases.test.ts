import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/*
 * farmctl purchases import and farmctl inventory (issue 36, point 7), on a real server. The file holds the issue's
 * figures: 100 gal of Roundup at $5.00 (invoice 1234) then 50 gal at $6.50 (invoice 1240): 150 gal worth $825.00,
 * average $5.50; and (invoice 1241) 4 cases of 2 x 2.5 gal jugs of Lorsban (20 gal) for $400.00 with $10.00 freight:
 * 20 gal worth $410.00, average $20.50.
 */

let s: TestServer;
let cron: Record<string, string>;

const FILE = [
  "Entity,Vendor,Invoice,Date,Product,Quantity,Unit,Unit Price,Amount,Freight,Tax",
  "CLI Ranch,Wilbur-Ellis,1234,2026-03-01,Roundup CLI,100,gal,5.00,,,",
  "CLI Ranch,Wilbur-Ellis,1240,2026-03-10,Roundup CLI,50,gal,6.50,,,",
  "CLI Ranch,Wilbur-Ellis,1241,2026-03-10,Lorsban CLI,4,case,,400.00,10.00,",
].join("\n");

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "purchases-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const made = async (res: Promise<{ status: number; text(): Promise<string> }>) => {
    const r = await res;
    if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
  };
  await made(s.admin.api.entities.$post({ json: { name: "CLI Ranch" } }));
  await made(s.admin.api.products.$post({ json: { name: "Roundup CLI", kind: "crop protection", stockUnit: "gal" } as never }));
  const packs = [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }, { name: "case", quantity: "2", unit: "2.5 gal jug" }];
  await made(s.admin.api.products.$post({ json: { name: "Lorsban CLI", kind: "crop protection", stockUnit: "gal", packs } as never }));
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

const file = (name: string, text: string) => {
  const path = join(s.dir, name);
  writeFileSync(path, text);
  return path;
};

describe("farmctl purchases import", () => {
  test("a dry run writes nothing; the import creates the invoices and the vendor; again it adds nothing", async () => {
    const path = file("invoices.csv", FILE);
    const dry = await s.farmctl(["purchases", "import", path, "--dry-run"], { env: cron });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toBe("3 invoices would be created, 0 unchanged.\n");
    expect(dry.stderr).toContain("Dry run: nothing was written.");
    const done = await s.farmctl(["purchases", "import", path], { env: cron });
    expect(done.code).toBe(0);
    expect(done.stdout).toBe("3 invoices created, 0 unchanged.\n");
    expect(done.stderr).toContain("New vendors: Wilbur-Ellis.");
    const again = await s.farmctl(["purchases", "import", path, "--json"], { env: cron });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, unchanged: 3, replaced: 0, vendorsCreated: [] });
  });

  test("every bad row is named by its line in the file and nothing is written; an invoice with other lines needs --replace", async () => {
    const bad = file("bad.csv", [
      "Vendor,Invoice,Date,Product,Quantity,Unit,Unit Price",
      "Wilbur-Ellis,2001,2026-04-01,Roundup CLI,1,gal,5",
      "Wilbur-Ellis,2001,2026-04-01,Roundup CLI,1,lb,5",
      "Wilbur-Ellis,2002,2026-04-01,Nothing Such,1,gal,5",
    ].join("\n"));
    const res = await s.farmctl(["purchases", "import", bad, "--entity", "cli ranch"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("line 3, column Unit: ");
    expect(res.stderr).toContain('line 4, column Product: no such product: "Nothing Such"');
    expect(res.stderr).toContain("2 rows have problems. Nothing was written.");
    const changed = file("changed.csv", FILE.replace("100,gal,5.00", "100,gal,5.25"));
    const refused = await s.farmctl(["purchases", "import", changed], { env: cron });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Invoice 1234 from Wilbur-Ellis (CLI Ranch, rows 1)");
    expect(refused.stderr).toContain("--replace");
  });
});

describe("farmctl inventory", () => {
  test("each product's quantity on hand, value and average cost, from the inventory report; a product's ledger", async () => {
    const json = await s.farmctl(["inventory", "--entity", "CLI Ranch", "--as-of", "2026-12-31", "--json"], { env: cron });
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { rows: { productName: string; onHandQuantity: string; onHandValue: string; averageCost: string }[]; totals: { onHandValue: string } };
    expect(report.rows.map((r) => [r.productName, r.onHandQuantity, r.onHandValue, r.averageCost])).toEqual([
      ["Lorsban CLI", "20", "410.00", "20.5000"],
      ["Roundup CLI", "150", "825.00", "5.5000"],
    ]);
    expect(report.totals.onHandValue).toBe("1235.00");
    // Before the second invoice: 100 gal worth $500.00.
    const early = await s.farmctl(["inventory", "--as-of", "2026-03-05", "--json"], { env: cron });
    expect((JSON.parse(early.stdout) as typeof report).rows.map((r) => [r.productName, r.onHandValue])).toEqual([["Roundup CLI", "500.00"]]);
    const table = await s.farmctl(["inventory", "--entity", "CLI Ranch", "--as-of", "2026-12-31"], { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain("Roundup CLI");
    expect(table.stdout).toContain("825.00");

    const ledger = await s.farmctl(["inventory", "--entity", "CLI Ranch", "--product", "roundup cli"], { env: cron });
    expect(ledger.code).toBe(0);
    expect(ledger.stdout).toContain("Invoice 1234 from Wilbur-Ellis");
    expect(ledger.stdout).toContain("Roundup CLI at CLI Ranch: 150 gal worth 825.00, average 5.5000 per gal.");
    const noEntity = await s.farmctl(["inventory", "--product", "Roundup CLI"], { env: cron });
    expect(noEntity.code).toBe(1);
    expect(noEntity.stderr).toContain("--product needs the --entity");
  });
});
