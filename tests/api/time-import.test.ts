import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { machines, tasks, timeEntries, workerRates, workers } from "../../db/schema";
import { TEST_PASSWORD } from "../support/harness";
import { CAT, type ReportApp, startReportApp } from "./reports/support";

/*
 * Importing a timesheet CSV (issue 38, point 6): POST /api/time-entries/import records one pending time entry per row
 * through the time entries service; every bad row is named by line and column and nothing is written; a dry run
 * writes nothing and says what it would record.
 */

let app: ReportApp;
let ranch: { id: number };
let irrigateId: number;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Timesheet Ranch");
  const other = await app.entity("Timesheet Elsewhere");
  const west = await app.field(ranch.id, "West", "40", "Corn");
  await app.field(ranch.id, "East", "10", "Alfalfa");
  // A field of the same name at another entity: the file then names the entity.
  await app.field(other.id, "North", "5", "Wheat");
  await app.field(ranch.id, "North", "20", "Wheat");
  irrigateId = (await app.task(west, { categoryId: CAT.WATER, name: "Irrigate", date: "2026-03-01", cropYear: 2026, costPerAcre: "0", acresCovered: "40" })).id;
  const [ana, ben] = await app.t.db.insert(workers).values([{ name: "Ana Ruiz", crew: "A" }, { name: "Ben Ortiz", crew: "B" }]).returning();
  await app.t.db.insert(workers).values({ name: "Old Hand", active: false });
  await app.t.db.insert(workerRates).values([{ workerId: ana!.id, effectiveFrom: "2026-01-01", hourlyRate: "18.50" }, { workerId: ben!.id, effectiveFrom: "2026-01-01", hourlyRate: "20.00" }]);
  await app.t.db.insert(machines).values({ entityId: ranch.id, name: "Tractor 1", kind: "tractor", costPerHour: "42.75" });
}, 60_000);
afterAll(() => app.t.close());

const send = (json: Record<string, unknown>, as = app.admin) => as.api["time-entries"].import.$post({ query: {}, json: json as never });
const entries = async () => (await app.t.db.select({ n: count() }).from(timeEntries))[0]!.n;
const taskCount = async () => (await app.t.db.select({ n: count() }).from(tasks))[0]!.n;

const GOOD = [
  "Date,Worker,Field,Task,Activity,Hours,Start,End,Machine,Machine Hours",
  "2026-03-02,Ana Ruiz,West,Irrigate,,10,,,Tractor 1,3.5",
  "3/3/2026,ben ortiz,East,,Farm Management,,06:00,16:30,,",
  "2026-03-03,Ana Ruiz,east,,farm management,4,,,,",
].join("\n");

describe("timesheet import", () => {
  test("a dry run checks the file, writes nothing and says what it would record", async () => {
    const [before, tasksBefore] = [await entries(), await taskCount()];
    const res = await send({ csv: GOOD, entity: "Timesheet Ranch", dryRun: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { dryRun: boolean; created: number; tasksMade: number; entries: Array<Record<string, unknown>> };
    expect(body).toMatchObject({ dryRun: true, created: 3, tasksMade: 1 });
    expect(body.entries.map((e) => [e.row, e.date, e.workerName, e.fieldName, e.taskName, e.hours, e.machineName, e.machineHours, e.entryId])).toEqual([
      [1, "2026-03-02", "Ana Ruiz", "West", "Irrigate", "10.00", "Tractor 1", "3.50", null],
      // 06:00 to 16:30 is 10.5 h; East has no Farm Management task that day, so one is made (and both rows share it).
      [2, "2026-03-03", "Ben Ortiz", "East", "Farm Management", "10.50", null, null, null],
      [3, "2026-03-03", "Ana Ruiz", "East", "Farm Management", "4.00", null, null, null],
    ]);
    expect([await entries(), await taskCount()]).toEqual([before, tasksBefore]);
  });

  test("the file imported: one pending entry per row on the named task, or on the field's task of the activity made that day", async () => {
    const tasksBefore = await taskCount();
    const res = await send({ csv: GOOD, entity: "Timesheet Ranch" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { created: number; tasksMade: number; entries: Array<{ entryId: number; taskId: number }> };
    expect(body).toMatchObject({ created: 3, tasksMade: 1 });
    expect(await taskCount()).toBe(tasksBefore + 1);
    const rows = await app.t.db.select().from(timeEntries).orderBy(timeEntries.id);
    expect(rows.map((r) => [r.date, r.hours, r.status, r.machineHours, r.startTime, r.endTime, r.laborCost])).toEqual([
      ["2026-03-02", "10.00", "pending", "3.50", null, null, "0.00"],
      ["2026-03-03", "10.50", "pending", null, "06:00", "16:30", "0.00"],
      ["2026-03-03", "4.00", "pending", null, null, null, "0.00"],
    ]);
    expect(rows[0]!.taskId).toBe(irrigateId);
    expect(rows[1]!.taskId).toBe(rows[2]!.taskId);
    const [made] = await app.t.db.select().from(tasks).where(eq(tasks.id, rows[1]!.taskId));
    expect([made!.name, made!.date, made!.acresCovered, made!.categoryId]).toEqual(["Farm Management", "2026-03-03", "0.00", CAT.FARM_MANAGEMENT]);
  });

  test("every bad row is named by line and column, and nothing is written", async () => {
    const [before, tasksBefore] = [await entries(), await taskCount()];
    const csv = [
      "Entity,Date,Worker,Field,Task,Activity,Hours,Start,End,Machine,Machine Hours",
      ",2026-03-04,Zed Nobody,West,Irrigate,,8,,,,", // 1: unknown worker
      ",2026-02-30,Ana Ruiz,West,Irrigate,,8,,,,", // 2: not a date
      ",2026-03-04,Ana Ruiz,West,Irrigate,,25,,,,", // 3: more than a day
      ",2026-03-04,Ana Ruiz,West,Irrigate,,8,,,Combine 9,2", // 4: no such machine
      ",2026-03-04,Ana Ruiz,West,Prune,,8,,,,", // 5: no such task, no activity
      ",2026-03-04,Ana Ruiz,North,Irrigate,,8,,,,", // 6: North is at two entities
      ",2026-03-04,Old Hand,West,Irrigate,,8,,,,", // 7: inactive
      ",2026-03-04,Ben Ortiz,West,,Harvest Dance,,07:00,,,", // 8: no such activity; a start without an end
      "Nowhere Farms,2026-03-04,Ben Ortiz,West,Irrigate,,8,,,,", // 9: no such entity
      ",2026-03-04,Ben Ortiz,West,Irrigate,,8,,,,", // 10: good
    ].join("\n");
    const res = await send({ csv });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: Array<{ path: string; message: string }> };
    expect(body.message).toStartWith("9 rows are bad; nothing was imported.");
    expect(body.issues.map((i) => i.path)).toEqual([
      "rows.1.Worker", "rows.2.Date", "rows.3.Hours", "rows.4.Machine", "rows.5.Task", "rows.6.Field", "rows.7.Worker", "rows.8.Activity", "rows.8.End", "rows.9.Entity",
    ]);
    expect(body.issues.find((i) => i.path === "rows.1.Worker")!.message).toContain('no worker named "Zed Nobody"');
    expect(body.issues.find((i) => i.path === "rows.6.Field")!.message).toContain("Entity");
    expect([await entries(), await taskCount()]).toEqual([before, tasksBefore]);
  });

  test("a file without a Worker column, or an Hours column (or Start and End), is refused naming the columns", async () => {
    const res = await send({ csv: "Date,Field,Task\n2026-03-04,West,Irrigate", entity: "Timesheet Ranch" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Array<{ path: string }> };
    expect(body.issues.map((i) => i.path)).toEqual(["columns.Worker", "columns.Hours"]);
  });

  test("the file as text/csv with its options in the query; crew may not import", async () => {
    const before = await entries();
    const res = await app.t.app.fetch(new Request("http://farm.test/api/time-entries/import?entity=Timesheet%20Ranch&dryRun=true", {
      method: "POST", headers: { ...(await cookieOf()), "content-type": "text/csv" }, body: GOOD,
    }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { created: number }).created).toBe(3);
    expect(await entries()).toBe(before);
    const crew = await app.t.signIn("crew");
    expect((await send({ csv: GOOD, entity: "Timesheet Ranch" }, crew)).status).toBe(403);
  });
});

/** A new admin's session cookie, for a raw text/csv request. */
async function cookieOf() {
  const name = `time-csv-admin-${Date.now()}`;
  await app.t.signIn("admin", name);
  const res = await app.t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: name, password: TEST_PASSWORD }),
  }));
  return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0]! };
}
