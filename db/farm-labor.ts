import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import { machineCostPerHour } from "../api/domain/labor/machine-cost";
import { splitWeek, workweekOf } from "../api/domain/labor/overtime";
import { entryCost, machineCost } from "../api/domain/labor/pay";
import { effectivePolicy } from "../api/domain/labor/policy";
import { rateOn } from "../api/domain/labor/rates";
import { sumCents } from "../api/domain/money";
import { computeTaskTotals } from "../api/domain/task-formulas";
import type { Db } from "./client";
import { createRng } from "./farm-rows";
import { fields, laborPolicies, machineFuel, machines, taskCategories, tasks, timeEntries, workerRates, workers } from "./schema";

/*
 * A farm's labor and machine hours (issue 38), written below the API with the pure domain rules the services use
 * (docs/decisions/one-way-in.md): workers with dated rates (a raise partway), the first entity's employer rule with a
 * burden (the others keep the California default), a tractor with an entered cost per hour and a sprayer worked out
 * from its figures, weekly fuel fills, and some workweeks of time on the entity's cost tasks: the earlier weeks
 * approved and costed as approval costs them (splitWeek, entryCost, machineCost), the last week pending. Each task
 * then carries its approved entries' laborCost and machineCost, and its totalCost and equipmentTotal the formulas'
 * (computeTaskTotals), as the re-cost writes them. The demo farm (db/demo-farm.ts) loads it; every draw follows from
 * the seed.
 */

export interface LaborSpec {
  seed: number;
  /** The last day time is dated: the weeks are the ones ending on or before it. */
  until: string;
  /** Approved workweeks before the pending one. */
  approvedWeeks: number;
}

export interface LoadedLabor {
  workers: number;
  machines: number;
  fuelFills: number;
  approved: number;
  pending: number;
  /** The approved entries' labor cost and machine cost, added up. */
  laborCost: string;
  machineCost: string;
  /** The first day of the pending week (the approved weeks are the ones before it). */
  pendingWeek: string;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const WORKERS = [
  { name: "Maria Lopez", crew: "North crew", rate: "18.50", raise: "19.25" },
  { name: "Jose Hernandez", crew: "North crew", rate: "19.00", raise: null },
  { name: "Ana Ruiz", crew: "North crew", rate: "18.50", raise: null },
  { name: "Luis Garcia", crew: "South crew", rate: "20.00", raise: "21.00" },
  { name: "Rosa Martinez", crew: "South crew", rate: "18.75", raise: null },
] as const;

/** The first entity's rule: California's thresholds with a 22% burden (payroll taxes and workers' compensation). */
const POLICY = { burdenPercent: "22.00", dailyOvertimeAfter: "8.00", dailyDoubleAfter: "12.00", weeklyOvertimeAfter: "40.00", overtimeMultiplier: "1.50", doubleMultiplier: "2.00", weekStartsOn: 0 };

export async function insertFarmLabor(db: Db, entityIds: number[], spec: LaborSpec): Promise<LoadedLabor> {
  const rng = createRng(spec.seed + 38);
  const entityId = entityIds[0]!;
  await db.insert(laborPolicies).values({ entityId, ...POLICY });
  const policy = effectivePolicy(POLICY);

  // The weeks: the pending one is the last whole workweek ending on or before `until`; the approved ones before it.
  const lastStart = workweekOf(addDays(spec.until, -6), policy.weekStartsOn);
  const pendingWeek = lastStart;
  const weeks = Array.from({ length: spec.approvedWeeks + 1 }, (_, i) => addDays(lastStart, -7 * (spec.approvedWeeks - i)));
  const raiseOn = addDays(weeks[Math.floor(weeks.length / 2)]!, 3);

  const workerRows = await db.insert(workers).values(WORKERS.map((w) => ({ name: w.name, crew: w.crew }))).returning();
  const rates = WORKERS.flatMap((w, i) => [
    { workerId: workerRows[i]!.id, effectiveFrom: `${Number(weeks[0]!.slice(0, 4)) - 1}-01-01`, hourlyRate: w.rate },
    ...(w.raise ? [{ workerId: workerRows[i]!.id, effectiveFrom: raiseOn, hourlyRate: w.raise }] : []),
  ]);
  await db.insert(workerRates).values(rates);

  const [tractor, sprayer] = await db
    .insert(machines)
    .values([
      { entityId, name: "JD 6155M Tractor", kind: "tractor", costPerHour: "42.75" },
      { entityId, name: "Rogator Sprayer", kind: "sprayer", purchasePrice: "150000.00", salvageValue: "45000.00", years: 10, annualHours: "400", interestPercent: "6", repairsPercent: "100", fuelGallonsPerHour: "8", fuelPrice: "4.0000" },
    ])
    .returning();
  const perHour = new Map([tractor!, sprayer!].map((m) => [m.id, machineCostPerHour(m)!.costPerHour]));
  const fills = weeks.flatMap((week) => [
    { machineId: tractor!.id, date: addDays(week, 1), gallons: rng.amount([30, 60]), cost: "0", meterHours: null },
    { machineId: sprayer!.id, date: addDays(week, 2), gallons: rng.amount([20, 45]), cost: "0", meterHours: null },
  ]).map((f) => ({ ...f, cost: (Math.round(Number(f.gallons) * 4.1 * 100) / 100).toFixed(2) }));
  await db.insert(machineFuel).values(fills);

  // The entity's cost tasks of the pending week's crop year dated by then: where the crews' time goes.
  const year = Number(pendingWeek.slice(0, 4));
  const taskRows = await db
    .select({ id: tasks.id, fieldId: tasks.fieldId })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(eq(tasks.entityId, entityId), eq(tasks.cropYear, year), lte(tasks.date, spec.until), isNull(tasks.deletedAt), eq(taskCategories.isIncomeCategory, false)))
    .orderBy(asc(tasks.id));
  if (!taskRows.length) throw new Error(`insertFarmLabor: entity ${entityId} has no cost task of ${year} by ${spec.until}`);

  type Draft = typeof timeEntries.$inferInsert & { workerId: number; date: string; hours: string };
  const drafts: Draft[] = [];
  for (const week of weeks) {
    const status = week === pendingWeek ? "pending" : "approved";
    for (const w of workerRows) {
      // Monday to Friday, sometimes Saturday: 7 to 11.5 hours a day, so days past 8 h and weeks past 40 h occur.
      const days = rng.chance(0.3) ? 6 : 5;
      for (let d = 1; d <= days; d++) {
        const task = rng.pick(taskRows);
        const hours = (rng.int(14, 23) / 2).toFixed(2);
        const machine = rng.chance(0.35) ? rng.pick([tractor!, sprayer!]) : null;
        drafts.push({
          entityId, workerId: w.id, taskId: task.id, fieldId: task.fieldId, date: addDays(week, d), hours, status,
          machineId: machine?.id ?? null, machineHours: machine ? (rng.int(2, Number(hours) * 2) / 2).toFixed(2) : null,
        });
      }
    }
  }
  const inserted = await db.insert(timeEntries).values(drafts).returning({ id: timeEntries.id });
  const entries = drafts.map((d, i) => ({ ...d, id: inserted[i]!.id }));

  // Approved weeks costed as approval costs them: each worker's week split in time order, each entry priced once.
  const costed: Array<{ id: number; taskId: number; regularHours: string; overtimeHours: string; doubleHours: string; gross: string; burden: string; laborCost: string; machineCost: string }> = [];
  for (const week of weeks.filter((w) => w !== pendingWeek)) {
    for (const w of workerRows) {
      const mine = entries.filter((e) => e.workerId === w.id && e.status === "approved" && workweekOf(e.date, policy.weekStartsOn) === week);
      const byId = new Map(mine.map((e) => [e.id, e]));
      for (const split of splitWeek(mine, policy)) {
        const e = byId.get(split.id as number)!;
        const rate = rateOn(rates.filter((r) => r.workerId === w.id), e.date)!;
        const cost = entryCost({ regular: split.regular, overtime: split.overtime, double: split.double, rate: rate.hourlyRate, policy });
        costed.push({
          id: e.id, taskId: e.taskId, regularHours: split.regular, overtimeHours: split.overtime, doubleHours: split.double, ...cost,
          machineCost: e.machineId ? machineCost(e.machineHours, perHour.get(e.machineId)) : "0.00",
        });
      }
    }
  }
  for (const c of costed) {
    const { id, taskId: _t, ...values } = c;
    await db.update(timeEntries).set(values).where(eq(timeEntries.id, id));
  }

  // Each task carries its approved entries' cost, and its totals the formulas' with them.
  const touched = [...new Set(costed.map((c) => c.taskId))];
  const full = touched.length
    ? await db.select({ t: tasks, fieldAcreage: fields.acreage }).from(tasks).innerJoin(fields, eq(fields.id, tasks.fieldId)).where(inArray(tasks.id, touched))
    : [];
  for (const { t, fieldAcreage } of full) {
    const mine = costed.filter((c) => c.taskId === t.id);
    const laborCost = sumCents(mine.map((c) => c.laborCost));
    const machine = sumCents(mine.map((c) => c.machineCost));
    const totals = computeTaskTotals({ ...t, fieldAcreage, laborCost, machineCost: machine });
    await db.update(tasks).set({ laborCost, machineCost: machine, totalCost: totals.totalCost, equipmentTotal: totals.equipmentTotal }).where(eq(tasks.id, t.id));
  }

  return {
    workers: workerRows.length,
    machines: 2,
    fuelFills: fills.length,
    approved: costed.length,
    pending: entries.filter((e) => e.status === "pending").length,
    laborCost: sumCents(costed.map((c) => c.laborCost)),
    machineCost: sumCents(costed.map((c) => c.machineCost)),
    pendingWeek,
  };
}
