import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";
import { SERVER_START_TIMEOUT, type TestServer, startServer } from "./support";

/*
 * farmctl time import and report payroll (issue 38, point 6), on a real server. Time Farm's West field, its rule
 * 22% burden with California's thresholds; Ana at $18.50/h. The timesheet: Monday 2026-03-02 10 h on West's Irrigate
 * with the Tractor 3.5 h, Tuesday 06:00-14:00 (8 h) on West's Farm Management (no task that day: one is made).
 * Approved: Monday 8 regular + 2 overtime = 8 x 18.50 + 2 x 27.75 = $203.50 gross, x 1.22 = $248.27; Tuesday 8 x 18.50
 * = $148.00, x 1.22 = $180.56. Payroll 03-01..03-07: 16 regular, 2 overtime, overtime pay $55.50, regular pay
 * $296.00, gross $351.50, burden $77.33, labor cost $428.83.
 */

let s: TestServer;
let cron: Record<string, string>;

const FILE = [
  "Date,Worker,Field,Task,Activity,Hours,Start,End,Machine,Machine Hours",
  "2026-03-02,Ana Ruiz,West,Irrigate,,10,,,Tractor,3.5",
  "2026-03-03,ana ruiz,West,,Farm Management,,06:00,14:00,,",
].join("\n");

async function made(res: Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>) {
  const r = await res;
  if (r.status !== 201 && r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as { id: number };
}

beforeAll(async () => {
  s = await startServer();
  const token = await s.admin.api.tokens.$post({ json: { name: "labor-tests" } });
  cron = { FARMCTL_URL: s.url, FARMCTL_TOKEN: ((await token.json()) as { token: string }).token };
  const entityId = (await made(s.admin.api.entities.$post({ json: { name: "Time Farm" } }))).id;
  const fieldId = (await made(s.admin.api.fields.$post({ json: { entityId, name: "West", acreage: "40", cropType: "Corn", location: "" } }))).id;
  await made(s.admin.api.tasks.$post({ json: { entityId, fieldId, categoryId: 1, name: "Irrigate", date: "2026-03-01", cropYear: 2026, costPerAcre: "0", acresCovered: "40" } as never }));
  await made(s.admin.api.entities[":id"]["labor-policy"].$put({ param: { id: String(entityId) }, json: { burdenPercent: "22" } as never }));
  const worker = await made(s.admin.api.workers.$post({ json: { name: "Ana Ruiz", crew: "A" } as never }));
  await made(s.admin.api.workers[":id"].rates.$post({ param: { id: String(worker.id) }, json: { effectiveFrom: "2026-01-01", hourlyRate: "18.50" } as never }));
  await made(s.admin.api.machines.$post({ json: { entityId, name: "Tractor", costPerHour: "42.75" } as never }));
}, SERVER_START_TIMEOUT);
afterAll(() => s.stop());

const file = (name: string, text: string) => {
  const path = join(s.dir, name);
  writeFileSync(path, text);
  return path;
};

describe("farmctl time import", () => {
  test("every bad row is named by its line and column and nothing is written; a dry run writes nothing; the import", async () => {
    const bad = file("bad.csv", [FILE.split("\n")[0], "2026-03-04,Nobody,West,Irrigate,,8,,,,", "2026-03-04,Ana Ruiz,West,Irrigate,,25,,,,"].join("\n"));
    const refused = await s.farmctl(["time", "import", bad, "--entity", "time farm"], { env: cron });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("line 2, column Worker");
    expect(refused.stderr).toContain("line 3, column Hours");
    expect(refused.stderr).toContain("2 rows have problems. Nothing was written.");

    const path = file("week.csv", FILE);
    const dry = await s.farmctl(["time", "import", path, "--entity", "Time Farm", "--dry-run"], { env: cron });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("2 time entries would be recorded, pending approval, 1 task made for their field and activity.");
    expect(dry.stderr).toContain("Dry run: nothing was written");
    const none = await s.admin.api["time-entries"].$get({ query: {} as never });
    expect(((await none.json()) as unknown[]).length).toBe(0);

    const done = await s.farmctl(["time", "import", path, "--entity", "Time Farm"], { env: cron });
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("2 time entries recorded, pending approval, 1 task made for their field and activity.");
    expect(done.stdout).toMatch(/Ana Ruiz[\s│]+West[\s│]+Irrigate[\s│]+10\.00[\s│]+Tractor[\s│]+3\.50/);
    expect(done.stdout).toMatch(/Ana Ruiz[\s│]+West[\s│]+Farm Management[\s│]+8\.00/);
  });

  test("report payroll --from --to: the approved week, one row per worker, in the payroll service's columns", async () => {
    const list = (await (await s.admin.api["time-entries"].$get({ query: {} as never })).json()) as Array<{ id: number }>;
    expect(list).toHaveLength(2);
    const approved = await s.admin.api["time-entries"].approve.$post({ json: { ids: list.map((e) => e.id) } });
    expect(approved.status).toBe(200);
    const csv = await s.farmctl(["report", "payroll", "--from", "2026-03-01", "--to", "2026-03-07", "--entity", "Time Farm", "--format", "csv"], { env: cron });
    expect(csv.code).toBe(0);
    const rows = Papa.parse<string[]>(csv.stdout.trim()).data;
    expect(rows).toEqual([
      ["Worker", "Crew", "Period Start", "Period End", "Regular Hours", "Overtime Hours", "Double-Time Hours", "Regular Pay", "Overtime Pay", "Gross", "Employer Burden", "Labor Cost"],
      ["Ana Ruiz", "A", "2026-03-01", "2026-03-07", "16.00", "2.00", "0.00", "296.00", "55.50", "351.50", "77.33", "428.83"],
    ]);
    // Without --entity: every entity the caller reaches, with the Entity column; the table on the terminal.
    const table = await s.farmctl(["report", "payroll", "--from", "2026-03-01", "--to", "2026-03-07"], { env: cron });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/Ana Ruiz[\s│]+A[\s│]+Time Farm[\s│]+2026-03-01[\s│]+2026-03-07[\s│]+16\.00[\s│]+2\.00[\s│]+0\.00[\s│]+296\.00[\s│]+55\.50[\s│]+351\.50[\s│]+77\.33[\s│]+428\.83/);
    const missing = await s.farmctl(["report", "payroll", "--from", "2026-03-01"], { env: cron });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--to is required for payroll");
  });
});
