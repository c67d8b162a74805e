import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { machineCostPerHour } from "../../api/domain/labor/machine-cost";
import { sumCents } from "../../api/domain/money";
import { computeTaskTotals } from "../../api/domain/task-formulas";
import { systemContext } from "../../api/services/context";
import { getPayroll } from "../../api/services/labor-reports.service";
import type { Db, DbHandle } from "../../db/client";
import { loadDemoFarm } from "../../db/demo-farm";
import { fields, machineFuel, machines, tasks, timeEntries, workers } from "../../db/schema";
import { freshDatabase } from "../support/harness";

/*
 * The demo farm (`bun run seed:demo`) shows labor and machine hours: workers with rates, two machines with fuel,
 * approved weeks of time costed on the first entity's tasks and a pending week; every task's totals equal their parts
 * (its approved entries' labor and machine cost inside its totalCost and equipmentTotal, by computeTaskTotals), and the
 * payroll of the approved weeks adds up to the entries. Loaded with a fixed last day, so every run sees the same farm.
 */
const UNTIL = "2026-10-31";
let handle: DbHandle;
let db: Db;
let loaded: Awaited<ReturnType<typeof loadDemoFarm>>;

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
  loaded = await loadDemoFarm(db, UNTIL);
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

describe("the demo farm's labor and machine hours", () => {
  test("workers, two machines with fuel, approved weeks and one pending week", async () => {
    const l = loaded.labor;
    expect((await db.select().from(workers)).length).toBe(l.workers);
    expect((await db.select().from(machines)).map((m) => machineCostPerHour(m)?.costPerHour)).toEqual(["42.75", "115.18"]);
    expect((await db.select().from(machineFuel)).length).toBe(l.fuelFills);
    const entries = await db.select().from(timeEntries);
    expect(entries.filter((e) => e.status === "approved").length).toBe(l.approved);
    expect(l.approved).toBeGreaterThan(40);
    const pending = entries.filter((e) => e.status === "pending");
    expect(pending.length).toBe(l.pending);
    expect(pending.every((e) => e.date > l.pendingWeek && e.laborCost === "0.00")).toBe(true);
    expect(pending.length).toBeGreaterThan(0);
    // The rule is California's: some days past 8 h and weeks past 40 h show overtime.
    expect(entries.some((e) => e.overtimeHours !== "0.00")).toBe(true);
    for (const e of entries.filter((x) => x.status === "approved")) {
      expect(Number(e.regularHours) + Number(e.overtimeHours) + Number(e.doubleHours)).toBeCloseTo(Number(e.hours), 6);
      expect(sumCents([e.gross, e.burden])).toBe(e.laborCost);
    }
  });

  test("every task's totals equal their parts: its approved entries' labor and machine cost, by the formulas", async () => {
    const entries = await db.select().from(timeEntries).where(eq(timeEntries.status, "approved"));
    const ids = [...new Set(entries.map((e) => e.taskId))];
    expect(ids.length).toBeGreaterThan(5);
    const rows = await db.select({ t: tasks, fieldAcreage: fields.acreage }).from(tasks).innerJoin(fields, eq(fields.id, tasks.fieldId)).where(inArray(tasks.id, ids));
    for (const { t, fieldAcreage } of rows) {
      const mine = entries.filter((e) => e.taskId === t.id);
      expect(t.laborCost).toBe(sumCents(mine.map((e) => e.laborCost)));
      expect(t.machineCost).toBe(sumCents(mine.map((e) => e.machineCost)));
      const totals = computeTaskTotals({ ...t, fieldAcreage });
      expect([t.totalCost, t.equipmentTotal]).toEqual([totals.totalCost, totals.equipmentTotal]);
    }
    expect(sumCents(rows.map((r) => r.t.laborCost))).toBe(loaded.labor.laborCost);
    expect(sumCents(rows.map((r) => r.t.machineCost))).toBe(loaded.labor.machineCost);
  });

  test("the payroll of the approved weeks adds up to the entries' labor cost", async () => {
    const entries = await db.select().from(timeEntries).where(eq(timeEntries.status, "approved"));
    const from = entries.map((e) => e.date).sort()[0]!;
    const payroll = await getPayroll(systemContext(db), "all", from, UNTIL);
    expect(payroll.totals.laborCost).toBe(loaded.labor.laborCost);
    expect(payroll.rows.length).toBe(loaded.labor.workers);
    for (const r of payroll.rows) expect(sumCents([r.regularPay, r.overtimePay])).toBe(r.gross);
  });
});
