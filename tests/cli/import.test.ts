import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { IMPORT_COLUMNS } from "../../api/schemas/task-import.schemas";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

let s: TestServer;
let cron: Record<string, string>;
let entityId: number;

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "import-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entity = await s.admin.api.entities.$post({ json: { name: "Import Ranch" } });
  entityId = ((await entity.json()) as { id: number }).id;
  await s.admin.api.fields.$post({ json: { entityId, name: "North 40", acreage: "40", cropType: "Alfalfa" } });
  await s.admin.api.fields.$post({ json: { entityId, name: "River Block", acreage: "12.5" } });
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

const HEADER = "date,field,category,name,acres_covered,cost_per_acre,equipment_rental,irrigation_type,irrigation_hours";
const GOOD = [
  // 12.50 x 40 + 3.25 x 40 = 500.00 + 130.00 = 630.00
  "2025-03-14,north 40,FERTILIZER,Side-dress,40,12.50,3.25,,",
  // acres blank: the whole field, 12.5; 8 x 12.5 = 100.00; 10 h of drip = 10 x 1.09 / 24 = 0.454 in
  '4/2/2025,River Block,water,"Irrigation, north end",,8,,Drip,10',
  // The same row twice is the same work done twice: two tasks, and still two after a re-import.
  "2025-05-01,North 40,Seed,Seeding,10,20,,,",
  "2025-05-01,North 40,Seed,Seeding,10,20,,,",
];

async function writeCsv(name: string, lines: string[]) {
  const file = join(s.dir, name);
  await Bun.write(file, `${[HEADER, ...lines].join("\n")}\n`);
  return file;
}

async function tasksJson() {
  const res = await s.farmctl(["tasks", "list", "--entity", "Import Ranch", "--json"], { env: cron });
  expect(res.code).toBe(0);
  return JSON.parse(res.stdout) as Array<{ name: string; totalCost: string; acresCovered: string; waterInchesApplied: string | null; date: string }>;
}

describe("farmctl import template", () => {
  test("prints the documented header and an example row", async () => {
    const res = await s.farmctl(["import", "template"]);
    expect(res.code).toBe(0);
    const [header, example] = res.stdout.trim().split("\n");
    expect(header).toBe(IMPORT_COLUMNS.map((c) => c.csv).join(","));
    expect(example).toContain("2025-03-14,North 40,Fertilizer");
  });
});

describe("farmctl import tasks", () => {
  test("a file with bad rows writes nothing, names every bad row by line and column, and exits 1", async () => {
    const file = await writeCsv("bad.csv", [
      GOOD[0]!,
      "2025-02-30,North 40,Seed,Bad date,10,5,,,",
      "2025-03-01,Nowhere,Seed,Unknown field,10,5,,,",
      GOOD[1]!,
      "2025-03-01,North 40,Bogus,Unknown category,10,-5,,,",
    ]);
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Import Ranch"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain('line 3, column date: "2025-02-30" is not a date');
    expect(res.stderr).toContain('line 4, column field: no field named "Nowhere" in this entity; fields: North 40, River Block');
    expect(res.stderr).toContain('line 6, column category: no category named "Bogus"');
    expect(res.stderr).toContain("line 6, column cost_per_acre: must be zero or more");
    expect(res.stderr).not.toContain("line 2,");
    expect(res.stderr).not.toContain("line 5,");
    expect(res.stderr).toContain("3 of 5 rows have problems. Nothing was written.");
    expect(await tasksJson()).toEqual([]);
  });

  test("a file of several batches (--batch-size) with a bad row in its last one writes nothing", async () => {
    const file = await writeCsv("bad-last.csv", [GOOD[0]!, GOOD[1]!, GOOD[2]!, GOOD[3]!, "2025-03-01,Nowhere,Seed,Unknown field,10,5,,,"]);
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Import Ranch", "--batch-size", "2"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('line 6, column field: no field named "Nowhere" in this entity');
    expect(res.stderr).toContain("1 of 5 rows have problems. Nothing was written.");
    expect(await tasksJson()).toEqual([]);
  });

  test("a file the CSV reader cannot use (unknown column, wrong cell count) is refused before anything is sent", async () => {
    const file = join(s.dir, "shape.csv");
    await Bun.write(file, "date,field,category,name,cost_per_acre,colour\n2025-01-01,North 40,Seed,A,1,red\n2025-01-01,North 40,Seed,B\n");
    const res = await s.farmctl(["import", "tasks", file, "--entity", String(entityId), "--json"], { env: cron });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("line 1, column colour: unknown column");
    expect(res.stderr).toContain("line 3: has 4 cells but the header has 6");
    expect(JSON.parse(res.stdout).errors).toHaveLength(2);
  });

  test("--dry-run checks and counts but writes nothing", async () => {
    const file = await writeCsv("good.csv", GOOD);
    const res = await s.farmctl(["import", "tasks", file, "--entity", "import ranch", "--dry-run"], { env: cron });
    expect(res.code).toBe(0);
    expect(res.stdout).toBe("4 rows: 4 would be created, 0 would be updated, 0 already up to date (Import Ranch). Read as UTF-8, comma-separated.\n");
    expect(res.stderr).toContain("Dry run: nothing was written");
    expect(await tasksJson()).toEqual([]);
  });

  test("a good file imports with the server's totals; importing it again creates no duplicates", async () => {
    const file = await writeCsv("good.csv", GOOD);
    const imports = async () => {
      const res = await s.admin.api.admin.audit.$get({ query: { filter: JSON.stringify({ action: "import", resource: "tasks" }), range: "[0,999]" } });
      expect(res.status).toBe(200);
      return ((await res.json()) as unknown as Array<{ changes: { dryRun: boolean } }>).map((e) => e.changes.dryRun);
    };
    const before = (await imports()).length;
    const first = await s.farmctl(["import", "tasks", file, "--entity", "Import Ranch", "--json"], { env: cron });
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ dryRun: false, received: 4, created: 4, updated: 0, unchanged: 0 });
    // No terminal: one plain line, no seconds redrawn with carriage returns.
    expect(first.stderr).toContain("Importing 4 rows into Import Ranch ...");
    expect(first.stderr).not.toContain("\r");
    // The file is checked and written by one request: no separate check first.
    expect(first.stderr).not.toContain("Checking");
    const after = await imports(); // newest first
    expect(after.slice(0, after.length - before)).toEqual([false]);

    const tasks = await tasksJson();
    expect(tasks).toHaveLength(4);
    const byName = Object.fromEntries(tasks.map((t) => [t.name, t]));
    expect(byName["Side-dress"]!.totalCost).toBe("630.00");
    expect(byName["Irrigation, north end"]).toMatchObject({ acresCovered: "12.50", totalCost: "100.00", waterInchesApplied: "0.454", date: "2025-04-02" });

    const again = await s.farmctl(["import", "tasks", file, "--entity", "Import Ranch", "--json"], { env: cron });
    expect(JSON.parse(again.stdout)).toMatchObject({ received: 4, created: 0, updated: 0, unchanged: 4 });
    expect(await tasksJson()).toHaveLength(4);
  });

  test("the imported tasks list by category and show in the fields' season costs", async () => {
    const water = await s.farmctl(["tasks", "list", "--entity", "Import Ranch", "--category", "WATER", "--json"], { env: cron });
    expect(JSON.parse(water.stdout).map((t: { name: string }) => t.name)).toEqual(["Irrigation, north end"]);
    const fields = await s.farmctl(["fields", "list", "--entity", "Import Ranch", "--year", "2025", "--json"], { env: cron });
    const north = JSON.parse(fields.stdout).find((f: { name: string }) => f.name === "North 40");
    // 630.00 + 2 x (20 x 10 = 200.00) = 1030.00 over 40 acres = 25.75 an acre
    expect(north).toMatchObject({ seasonalCost: "1030.00", costPerAcre: "25.75", cropTypeForYear: "Alfalfa" });
    expect(north.tasks).toBeUndefined();
    const table = await s.farmctl(["fields", "list", "--entity", "Import Ranch", "--year", "2025"], { env: cron });
    expect(table.stdout).toContain("1030.00");
    expect(table.stdout).toContain("Crop 2025");
  });

  test("rows with their own import_key are updated in place when their values change", async () => {
    const file = join(s.dir, "keyed.csv");
    await Bun.write(file, "import_key,date,field,category,name,cost_per_acre\nk-1,2025-06-01,North 40,Seed,Keyed,1\n");
    expect((await s.farmctl(["import", "tasks", file, "--entity", "Import Ranch"], { env: cron })).code).toBe(0);
    await Bun.write(file, "import_key,date,field,category,name,cost_per_acre\nk-1,2025-06-01,North 40,Seed,Keyed,2\n");
    const res = await s.farmctl(["import", "tasks", file, "--entity", "Import Ranch"], { env: cron });
    expect(res.stdout).toBe("1 row: 0 created, 1 updated, 0 already up to date (Import Ranch). Read as UTF-8, comma-separated.\n");
    const keyed = (await tasksJson()).filter((t) => t.name === "Keyed");
    // 2 x 40 (the whole field) = 80.00
    expect(keyed.map((t) => t.totalCost)).toEqual(["80.00"]);
  });

  test("an unknown entity and a missing file fail with advice", async () => {
    const file = await writeCsv("good.csv", GOOD);
    const entity = await s.farmctl(["import", "tasks", file, "--entity", "Nope Ranch"], { env: cron });
    expect(entity.code).toBe(1);
    expect(entity.stderr).toContain('No farm entity is named "Nope Ranch"');
    const missing = await s.farmctl(["import", "tasks", join(s.dir, "missing.csv"), "--entity", "Import Ranch"], { env: cron });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("farmctl import template");
  });
});
