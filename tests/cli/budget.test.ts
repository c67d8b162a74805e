import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let entityId: number;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "budget-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entity = await s.admin.api.entities.$post({ json: { name: "Sheet Ranch" } });
  entityId = ((await entity.json()) as { id: number }).id;
  await s.admin.api.fields.$post({ json: { entityId, name: "North 40", acreage: "40", cropType: "Alfalfa" } });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

const HEADER = "Field,Crop,Category,Amount Per Acre,Planned Month,Expected Yield Per Acre,Yield Unit,Expected Price Per Unit";

async function writeCsv(name: string, lines: string[]) {
  const file = join(s.dir, name);
  await Bun.write(file, `${[HEADER, ...lines].join("\n")}\n`);
  return file;
}

const exportCsv = async () => {
  const res = await s.farmctl(["budget", "export", "--entity", "Sheet Ranch", "--year", "2026"], { env: cron });
  expect(res.code).toBe(0);
  return res.stdout;
};
const EXPORT_HEADER = "field,crop,category,amount_per_acre,planned_month,expected_yield_per_acre,yield_unit,expected_price_per_unit\r\n";

describe("farmctl budget import", () => {
  test("bad rows are named by line and column; nothing is written; exit 1", async () => {
    const file = await writeCsv("bad.csv", [
      "north 40,,Seed,55,,7,tons,210",
      "North 40,,Fertilizer,22.555,,,,",
      "Nowhere,,Seed,10,,,,",
      ",Cotton,Seed,120,14,,,",
      ",,Seed,1,,,,",
    ]);
    const res = await s.farmctl(["budget", "import", file, "--entity", "Sheet Ranch", "--year", "2026"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain("line 3, column amount_per_acre: must be less than 100000000 with at most 2 decimal places");
    expect(res.stderr).toContain('line 4, column field: no field named "Nowhere" in this entity');
    expect(res.stderr).toContain("line 5, column planned_month: must be a month number from 1 to 12, or blank");
    expect(res.stderr).toContain("line 6, column field: give either a field or a crop");
    expect(res.stderr).not.toContain("line 2,");
    expect(res.stderr).toContain("4 of 5 rows have problems. Nothing was written.");
    // The header alone: no budget was written.
    expect(await exportCsv()).toBe(EXPORT_HEADER);
  });

  test("a header the reader cannot use is refused before anything is sent", async () => {
    const file = join(s.dir, "shape.csv");
    await Bun.write(file, "field,category,amount,colour\nNorth 40,Seed,1,red\n");
    const res = await s.farmctl(["budget", "import", file, "--entity", "Sheet Ranch", "--year", "2026", "--json"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("line 1, column amount: unknown column");
    expect(res.stderr).toContain("line 1, column colour: unknown column");
    expect(JSON.parse(res.stdout).errors).toHaveLength(2);
  });

  test("--dry-run counts, a real run writes, export prints the same sheet back; --year is required", async () => {
    const file = await writeCsv("good.csv", ["north 40,,Seed,55,,7,tons,210", "North 40,,fertilizer,22.5,4,,,", ",Cotton,Seed,120,,,lbs,"]);
    const dry = await s.farmctl(["budget", "import", file, "--entity", "sheet ranch", "--year", "2026", "--dry-run"], { env: cron });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toBe("3 rows: 2 budget(s) would be created, 0 would be replaced (Sheet Ranch, 2026). Read as UTF-8, comma-separated.\n");
    // The header alone: no budget was written.
    expect(await exportCsv()).toBe(EXPORT_HEADER);
    const run = await s.farmctl(["budget", "import", file, "--entity", "Sheet Ranch", "--year", "2026", "--json"], { env: cron });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ year: 2026, dryRun: false, received: 3, created: 2, updated: 0, encoding: "UTF-8", separator: "comma" });
    // Field budgets first, then crops; lines by category name.
    expect(await exportCsv()).toBe(
      EXPORT_HEADER +
        "North 40,,Fertilizer,22.50,4,7.00,tons,210.00\r\n" +
        "North 40,,Seed,55.00,,7.00,tons,210.00\r\n" +
        ",Cotton,Seed,120.00,,0.00,lbs,0.00\r\n",
    );
    const again = await s.farmctl(["budget", "import", file, "--entity", "Sheet Ranch", "--year", "2026"], { env: cron });
    expect(again.stdout).toBe("3 rows: 0 budget(s) created, 2 replaced (Sheet Ranch, 2026). Read as UTF-8, comma-separated.\n");
    const usage = await s.farmctl(["budget", "export", "--entity", "Sheet Ranch"], { env: cron });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--year is required");
  });

  test("a Windows-1252 sheet from Excel keeps its accented field name, a semicolon sheet is read, and the summary names both", async () => {
    await s.admin.api.fields.$post({ json: { entityId, name: "Côte Rôtie", acreage: "10", cropType: "Grapes" } });
    // Windows-1252 by hand (the code page's table): ô F4.
    const cp1252 = (text: string) => new Uint8Array([...text].map((ch) => (ch === "ô" ? 0xf4 : ch.charCodeAt(0))));
    const excel = join(s.dir, "excel-2027.csv");
    await Bun.write(excel, cp1252("field,category,amount_per_acre\r\nCôte Rôtie,Seed,12.50\r\n"));
    const res = await s.farmctl(["budget", "import", excel, "--entity", "Sheet Ranch", "--year", "2027"], { env: cron });
    expect({ code: res.code, stderr: res.stderr }).toEqual({ code: 0, stderr: "" });
    expect(res.stdout).toBe("1 row: 1 budget(s) created, 0 replaced (Sheet Ranch, 2027). Read as Windows-1252, comma-separated.\n");
    const semicolon = join(s.dir, "semicolon-2027.csv");
    await Bun.write(semicolon, "Field;Category;Amount Per Acre\nCôte Rôtie;Seed;14\nCôte Rôtie;Fertilizer;3\n");
    const again = await s.farmctl(["budget", "import", semicolon, "--entity", "Sheet Ranch", "--year", "2027", "--json"], { env: cron });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ encoding: "UTF-8", separator: "semicolon", received: 2, created: 0, updated: 1 });
    const exported = await s.farmctl(["budget", "export", "--entity", "Sheet Ranch", "--year", "2027"], { env: cron });
    expect(exported.stdout).toBe(`${EXPORT_HEADER}Côte Rôtie,,Fertilizer,3.00,,0.00,bales,0.00\r\nCôte Rôtie,,Seed,14.00,,0.00,bales,0.00\r\n`);
  });
});
