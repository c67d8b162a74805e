import { expect } from "bun:test";
import fc from "fast-check";
import type { ApiClient } from "../../api/client";
import type { Db } from "../../db/client";
import { laborPolicies, machines, workerRates, workers } from "../../db/schema";
import { CATEGORIES, type FarmPlan, type PlannedTask, YEAR, roundDiv, taskDate } from "./farm-plan";

/*
 * Approved time on a generated farm (issue 38), worked out by this test on its own, in whole numbers: hours in
 * hundredths, money in cents. The employer's rule is California's thresholds (8 h a day overtime at 1.5x, 12 h double
 * time at 2x, 40 regular hours a week, the seventh-day rule; weeks start on Sunday) with a burden in hundredths of a
 * percent. Each entry's labor cost = round(pay x (1 + burden)) once, half-up; its machine cost round(hours x cost per hour).
 */

export interface PlannedEntry {
  /** Index of the plan's task the hours went to (a cost task of YEAR). */
  task: number;
  worker: number;
  /** Hundredths of an hour, 1..2400. */
  hours: number;
  /** Index of the farm's machine used, or null. */
  machine: number | null;
  approved: boolean;
}

export interface TimePlan {
  /** Hundredths of a percent (2200 = 22%). */
  burden: number;
  /** Per worker: cents an hour from 1 January of YEAR, and optionally another from a day of YEAR (1..365). */
  workers: Array<{ rate: number; change: { day: number; rate: number } | null }>;
  /** Cents an hour per machine. */
  machines: number[];
  entries: PlannedEntry[];
}

/** Time on the plan's cost tasks of YEAR, or none when it has no such task. */
export const timePlan = (plan: FarmPlan): fc.Arbitrary<TimePlan | undefined> => {
  const costTasks = plan.tasks.flatMap((t, i) => (t.cropYear === YEAR && !CATEGORIES[t.category].income ? [i] : []));
  if (!costTasks.length) return fc.constant(undefined);
  return fc
    .record({
      burden: fc.constantFrom(0, 765, 2200, 3333),
      workers: fc.array(
        fc.record({
          rate: fc.integer({ min: 1, max: 5_000 }),
          change: fc.option(fc.record({ day: fc.integer({ min: 1, max: 365 }), rate: fc.integer({ min: 1, max: 5_000 }) }), { nil: null }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      machines: fc.array(fc.integer({ min: 1, max: 30_000 }), { maxLength: 2 }),
    })
    .chain((base) =>
      fc.record({
        burden: fc.constant(base.burden),
        workers: fc.constant(base.workers),
        machines: fc.constant(base.machines),
        entries: fc.array(
          fc.record({
            task: fc.constantFrom(...costTasks),
            worker: fc.nat({ max: base.workers.length - 1 }),
            hours: fc.oneof(fc.integer({ min: 1, max: 1_400 }), fc.constantFrom(800, 1_000, 1_200, 400)),
            machine: base.machines.length ? fc.option(fc.nat({ max: base.machines.length - 1 }), { nil: null }) : fc.constant(null),
            approved: fc.constantFrom(true, true, true, false),
          }),
          { minLength: 1, maxLength: 12 },
        ),
      }),
    );
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** The Sunday a date's week starts on, as a day number (1970-01-01 was a Thursday). */
const weekOf = (date: string) => dayNumber(date) - ((dayNumber(date) + 4) % 7);

export interface EntryFigures {
  regular: bigint;
  overtime: bigint;
  double: bigint;
  gross: bigint;
  laborCost: bigint;
  machineCost: bigint;
}

const overlap = (start: bigint, end: bigint, lo: bigint, hi: bigint | null) => {
  const top = hi === null || end < hi ? end : hi;
  const bottom = start > lo ? start : lo;
  return top > bottom ? top - bottom : 0n;
};

/**
 * Each approved entry's hours and money by the rule, worked out here (entries of one worker and week in time order:
 * date, then the order recorded); the others' are all 0.
 */
export function entryFigures(plan: FarmPlan, time: TimePlan): EntryFigures[] {
  const out: EntryFigures[] = time.entries.map(() => ({ regular: 0n, overtime: 0n, double: 0n, gross: 0n, laborCost: 0n, machineCost: 0n }));
  const dateOf = (e: PlannedEntry) => taskDate(plan.tasks[e.task]!);
  const weeks = new Map<string, number[]>();
  time.entries.forEach((e, i) => {
    if (!e.approved) return;
    const key = `${e.worker}:${weekOf(dateOf(e))}`;
    weeks.set(key, [...(weeks.get(key) ?? []), i]);
  });
  for (const ids of weeks.values()) {
    ids.sort((a, b) => (dateOf(time.entries[a]!) < dateOf(time.entries[b]!) ? -1 : dateOf(time.entries[a]!) > dateOf(time.entries[b]!) ? 1 : a - b));
    const days = new Set(ids.map((i) => dateOf(time.entries[i]!)));
    const seventh = days.size === 7 ? [...days].sort().at(-1) : null;
    let day = "";
    let dayHours = 0n;
    let weekRegular = 0n;
    for (const i of ids) {
      const e = time.entries[i]!;
      const date = dateOf(e);
      if (date !== day) [day, dayHours] = [date, 0n];
      const start = dayHours;
      const end = start + BigInt(e.hours);
      dayHours = end;
      let regular: bigint;
      let overtime: bigint;
      let double: bigint;
      if (date === seventh) {
        regular = 0n;
        overtime = overlap(start, end, 0n, 800n);
        double = overlap(start, end, 800n, null);
      } else {
        regular = overlap(start, end, 0n, 800n);
        overtime = overlap(start, end, 800n, 1_200n);
        double = overlap(start, end, 1_200n, null);
        const room = 4_000n - weekRegular > 0n ? 4_000n - weekRegular : 0n;
        const moved = regular > room ? regular - room : 0n;
        regular -= moved;
        overtime += moved;
        weekRegular += regular;
      }
      const w = time.workers[e.worker]!;
      // A change from 1 January is no change: the first rate stands (recordTime records none).
      const changed = w.change && w.change.day > 1 && dayNumber(date) >= dayNumber(`${YEAR}-01-01`) + w.change.day - 1;
      const rate = BigInt(changed ? w.change!.rate : w.rate);
      // Hundredths of an hour x cents = 1/100 cent; x 2 for the half of 1.5x: 1/200 cent.
      const pay = 2n * regular * rate + 3n * overtime * rate + 4n * double * rate;
      out[i] = {
        regular, overtime, double,
        gross: roundDiv(pay, 200n),
        laborCost: roundDiv(pay * (10_000n + BigInt(time.burden)), 2_000_000n),
        machineCost: e.machine === null ? 0n : roundDiv(BigInt(e.hours) * BigInt(time.machines[e.machine]!), 100n),
      };
    }
  }
  return out;
}

/** What each planned task's approved time adds to its totalCost, in cents. */
export function timeCosts(plan: FarmPlan, time: TimePlan | undefined): Map<PlannedTask, bigint> {
  const out = new Map<PlannedTask, bigint>();
  if (!time) return out;
  const figures = entryFigures(plan, time);
  time.entries.forEach((e, i) => {
    const task = plan.tasks[e.task]!;
    out.set(task, (out.get(task) ?? 0n) + figures[i]!.laborCost + figures[i]!.machineCost);
  });
  return out;
}

const hundredths = (v: number | bigint) => {
  const text = String(v).padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

/**
 * Records the plan's time through the API (each entry by its task's field, category and name: the import's task),
 * the rule and rates and machines straight in the tables, approves the approved ones in one call, and checks each
 * entry as the API answers it against this test's own figures. Returns how many entries were approved.
 */
export async function recordTime(db: Db, admin: ApiClient, plan: FarmPlan, time: TimePlan, name: string, entityId: number, fieldIds: number[], categoryIds: Record<string, number>) {
  await db.insert(laborPolicies).values({
    entityId, burdenPercent: hundredths(time.burden), dailyOvertimeAfter: "8", dailyDoubleAfter: "12", weeklyOvertimeAfter: "40",
    overtimeMultiplier: "1.5", doubleMultiplier: "2", weekStartsOn: 0,
  });
  const workerIds: number[] = [];
  for (const [i, w] of time.workers.entries()) {
    const [row] = await db.insert(workers).values({ name: `${name} worker ${i + 1}` }).returning();
    workerIds.push(row!.id);
    await db.insert(workerRates).values({ workerId: row!.id, effectiveFrom: `${YEAR}-01-01`, hourlyRate: hundredths(w.rate) });
    if (w.change && w.change.day > 1) {
      const from = new Date(Date.UTC(YEAR, 0, w.change.day)).toISOString().slice(0, 10);
      await db.insert(workerRates).values({ workerId: row!.id, effectiveFrom: from, hourlyRate: hundredths(w.change.rate) });
    }
  }
  const machineIds: number[] = [];
  for (const [i, cost] of time.machines.entries()) {
    const [row] = await db.insert(machines).values({ entityId, name: `Machine ${i + 1}`, costPerHour: hundredths(cost) }).returning();
    machineIds.push(row!.id);
  }
  const ids: number[] = [];
  for (const e of time.entries) {
    const task = plan.tasks[e.task]!;
    const body = {
      workerId: workerIds[e.worker], fieldId: fieldIds[task.field], categoryId: categoryIds[task.category], name: `Task ${e.task + 1}`,
      date: taskDate(task), hours: hundredths(e.hours), machineId: e.machine === null ? null : machineIds[e.machine],
    };
    const res = await admin.api["time-entries"].$post({ json: body as never });
    if (res.status !== 201) throw new Error(`time entry ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
    const made = (await res.json()) as { id: number; taskName: string };
    expect(made.taskName).toBe(`Task ${e.task + 1}`);
    ids.push(made.id);
  }
  const approve = ids.filter((_, i) => time.entries[i]!.approved);
  if (approve.length) {
    const res = await admin.api["time-entries"].approve.$post({ json: { ids: approve } });
    if (res.status !== 200) throw new Error(`approve: ${res.status} ${await res.text()}`);
  }
  // Every entry as the API lists it: its split and money are this test's; total hours = regular + overtime + double.
  const figures = entryFigures(plan, time);
  const listed = (await (await admin.api["time-entries"].$get({ query: { filter: JSON.stringify({ entityId }) } })).json()) as unknown as Array<Record<string, string | number>>;
  expect(listed.length).toBe(ids.length);
  const asCents = (v: string | number) => BigInt(String(v).replace(".", ""));
  let labor = 0n;
  for (const [i, id] of ids.entries()) {
    const shown = listed.find((r) => r.id === id)!;
    const f = figures[i]!;
    const want = time.entries[i]!.approved
      ? { regular: hundredths(f.regular), overtime: hundredths(f.overtime), double: hundredths(f.double), gross: hundredths(f.gross), laborCost: hundredths(f.laborCost), machineCost: hundredths(f.machineCost) }
      : { regular: "0.00", overtime: "0.00", double: "0.00", gross: "0.00", laborCost: "0.00", machineCost: "0.00" };
    expect({ entry: i, regular: shown.regularHours, overtime: shown.overtimeHours, double: shown.doubleHours, gross: shown.gross, laborCost: shown.laborCost, machineCost: shown.machineCost })
      .toEqual({ entry: i, ...want });
    if (time.entries[i]!.approved) {
      expect(asCents(shown.regularHours!) + asCents(shown.overtimeHours!) + asCents(shown.doubleHours!)).toBe(asCents(shown.hours!));
      labor += asCents(shown.laborCost!);
    }
  }
  expect(labor).toBe(figures.reduce((a, f) => a + f.laborCost, 0n));
  return approve.length;
}
