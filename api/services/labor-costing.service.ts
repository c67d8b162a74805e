import type { ServiceContext } from "./context";
import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import { fields, laborPolicies, machines, tasks, timeEntries, workerRates, workers } from "../../db/schema";
import { machineCostPerHour } from "../domain/labor/machine-cost";
import { entryCost, machineCost } from "../domain/labor/pay";
import { type LaborPolicy, effectivePolicy } from "../domain/labor/policy";
import { rateOn } from "../domain/labor/rates";
import { splitWeek, workweekRange } from "../domain/labor/overtime";
import { sumCents } from "../domain/money";
import { computeTaskTotals } from "../domain/task-formulas";
import { AppError } from "../lib/errors";
import * as S from "../lib/http-status";
import { type RecostedTask, markExported } from "./inventory.service";

/*
 * Labor costing (docs/labor.md): approving, un-approving, editing or deleting a time entry re-costs its worker's
 * whole workweek at the entry's entity (the week's split into regular, overtime and double time is the entity's
 * rule, api/domain/labor/overtime.ts), and then each touched task's laborCost and machineCost (the sums of its
 * approved entries') and its equipmentTotal and totalCost again through computeTaskTotals, inside the write's
 * transaction. Only approved entries count for overtime and cost; the others carry zeros.
 */

/** A worker's entries at an entity around a date: the workweek of that date is costed again. */
export interface WeekKey {
  workerId: number;
  entityId: number;
  date: string;
}

const ZERO_FIGURES = { regularHours: "0.00", overtimeHours: "0.00", doubleHours: "0.00", gross: "0.00", burden: "0.00", laborCost: "0.00", machineCost: "0.00" };
type Figures = typeof ZERO_FIGURES;

/** The rule an entity pays by: its labor_policies row, or the documented default. */
export async function policyOf(ctx: ServiceContext, entityId: number): Promise<Readonly<LaborPolicy>> {
  const [row] = await ctx.db.select().from(laborPolicies).where(eq(laborPolicies.entityId, entityId));
  return effectivePolicy(row ?? null);
}

/** Same number, same cents: "8" and "8.00" are one value. */
const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/**
 * Costs the workweeks of `keys` again and refreshes the tasks their entries are on (and `alsoTasks`: an entry moved
 * off a task or removed from it), in the caller's transaction. A worker with no rate on an approved entry's date is a
 * 409 NO_RATE naming the worker and the date; a machine with no cost per hour a 409 MACHINE_COST_UNKNOWN.
 * Returns the tasks whose totalCost changed (but the `quiet` ones), naming any a journal export already covered.
 */
export async function recostWeeks(ctx: ServiceContext, keys: readonly WeekKey[], alsoTasks: readonly number[] = [], quiet: readonly number[] = []): Promise<RecostedTask[]> {
  const { db } = ctx;
  // One worker's weeks are costed one write at a time (two approvals of one week cannot both read it unsplit).
  const workerIds = [...new Set(keys.map((k) => k.workerId))].sort((a, b) => a - b);
  for (const id of workerIds) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`labor:${id}`}, 0))`);
  const policies = new Map<number, Readonly<LaborPolicy>>();
  const weeks = new Map<string, { workerId: number; entityId: number; from: string; to: string; policy: Readonly<LaborPolicy> }>();
  for (const k of keys) {
    let policy = policies.get(k.entityId);
    if (!policy) policies.set(k.entityId, (policy = await policyOf(ctx, k.entityId)));
    const { from, to } = workweekRange(k.date, policy.weekStartsOn);
    weeks.set(`${k.workerId}:${k.entityId}:${from}`, { workerId: k.workerId, entityId: k.entityId, from, to, policy });
  }
  const touched = new Set<number>(alsoTasks);
  const rates = new Map<number, { effectiveFrom: string; hourlyRate: string; pieceRate: string | null }[]>();
  const costPerHour = new Map<number, string | null>();
  const writes: (Figures & { id: number })[] = [];
  for (const week of weeks.values()) {
    const entries = await db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.workerId, week.workerId), eq(timeEntries.entityId, week.entityId), between(timeEntries.date, week.from, week.to)))
      .orderBy(asc(timeEntries.date), asc(timeEntries.id));
    const approved = entries.filter((e) => e.status === "approved");
    if (approved.length && !rates.has(week.workerId)) {
      rates.set(week.workerId, await db.select().from(workerRates).where(eq(workerRates.workerId, week.workerId)));
    }
    const machineIds = [...new Set(approved.flatMap((e) => (e.machineId !== null && !costPerHour.has(e.machineId) ? [e.machineId] : [])))];
    if (machineIds.length) {
      for (const m of await db.select().from(machines).where(inArray(machines.id, machineIds))) costPerHour.set(m.id, machineCostPerHour(m)?.costPerHour ?? null);
    }
    const split = new Map(splitWeek(approved, week.policy).map((s) => [s.id, s]));
    for (const e of entries) {
      touched.add(e.taskId);
      let figures = ZERO_FIGURES;
      const hours = split.get(e.id);
      if (e.status === "approved" && hours) {
        const rate = rateOn(rates.get(week.workerId) ?? [], e.date);
        if (!rate) throw await noRate(ctx, week.workerId, e.date);
        const cost = entryCost({ regular: hours.regular, overtime: hours.overtime, double: hours.double, rate: rate.hourlyRate, pieceUnits: e.pieceUnits, pieceRate: rate.pieceRate, policy: week.policy });
        let machine = "0.00";
        if (e.machineId !== null) {
          const perHour = costPerHour.get(e.machineId);
          if (perHour === null || perHour === undefined) throw await noMachineCost(ctx, e.machineId);
          machine = machineCost(e.machineHours ?? e.hours, perHour);
        }
        figures = { regularHours: hours.regular, overtimeHours: hours.overtime, doubleHours: hours.double, ...cost, machineCost: machine };
      }
      const changed = (Object.keys(figures) as (keyof Figures)[]).some((k) => !same(figures[k], e[k]));
      if (changed) writes.push({ id: e.id, ...figures });
    }
  }
  if (writes.length) {
    await db.execute(sql`update time_entries te set regular_hours = x.regular_hours, overtime_hours = x.overtime_hours, double_hours = x.double_hours,
        gross = x.gross, burden = x.burden, labor_cost = x.labor_cost, machine_cost = x.machine_cost
      from json_to_recordset(${JSON.stringify(writes.map((w) => ({
        id: w.id, regular_hours: w.regularHours, overtime_hours: w.overtimeHours, double_hours: w.doubleHours,
        gross: w.gross, burden: w.burden, labor_cost: w.laborCost, machine_cost: w.machineCost,
      })))}::json)
        as x(id integer, regular_hours numeric, overtime_hours numeric, double_hours numeric, gross numeric, burden numeric, labor_cost numeric, machine_cost numeric)
      where te.id = x.id`);
  }
  return refreshLaborCost(ctx, [...touched], quiet);
}

/**
 * Sets each task's laborCost and machineCost to the sums of its approved entries', and its equipmentTotal and
 * totalCost again from the formulas; returns those whose totalCost changed (but the `quiet` ones).
 */
export async function refreshLaborCost(ctx: ServiceContext, taskIds: number[], quiet: readonly number[] = []): Promise<RecostedTask[]> {
  const { db } = ctx;
  if (!taskIds.length) return [];
  const rows = await db.select({ task: tasks, fieldAcreage: fields.acreage }).from(tasks).innerJoin(fields, eq(fields.id, tasks.fieldId)).where(inArray(tasks.id, taskIds));
  const entries = await db
    .select({ taskId: timeEntries.taskId, laborCost: timeEntries.laborCost, machineCost: timeEntries.machineCost })
    .from(timeEntries)
    .where(and(inArray(timeEntries.taskId, taskIds), eq(timeEntries.status, "approved")));
  const of = new Map<number, { labor: string[]; machine: string[] }>();
  for (const e of entries) {
    const sums = of.get(e.taskId) ?? { labor: [], machine: [] };
    sums.labor.push(e.laborCost);
    sums.machine.push(e.machineCost);
    of.set(e.taskId, sums);
  }
  const changed: RecostedTask[] = [];
  const writes: { id: number; labor_cost: string; machine_cost: string; equipment_total: string; total_cost: string }[] = [];
  for (const { task, fieldAcreage } of rows) {
    const laborCost = sumCents(of.get(task.id)?.labor ?? []);
    const machineCostSum = sumCents(of.get(task.id)?.machine ?? []);
    const totals = computeTaskTotals({ ...task, laborCost, machineCost: machineCostSum, fieldAcreage });
    if (laborCost === task.laborCost && machineCostSum === task.machineCost && totals.totalCost === task.totalCost && totals.equipmentTotal === task.equipmentTotal) continue;
    writes.push({ id: task.id, labor_cost: laborCost, machine_cost: machineCostSum, equipment_total: totals.equipmentTotal, total_cost: totals.totalCost });
    if (totals.totalCost !== task.totalCost && !quiet.includes(task.id) && task.deletedAt === null) {
      changed.push({ taskId: task.id, taskName: task.name, date: task.date, totalCostBefore: task.totalCost, totalCostAfter: totals.totalCost, exported: false });
    }
  }
  if (writes.length) {
    await db.execute(sql`update tasks t set labor_cost = x.labor_cost, machine_cost = x.machine_cost, equipment_total = x.equipment_total, total_cost = x.total_cost
      from json_to_recordset(${JSON.stringify(writes)}::json) as x(id integer, labor_cost numeric, machine_cost numeric, equipment_total numeric, total_cost numeric)
      where t.id = x.id`);
  }
  for (const entityId of new Set(rows.map((r) => r.task.entityId))) {
    const own = changed.filter((c) => rows.find((r) => r.task.id === c.taskId)!.task.entityId === entityId);
    if (own.length) await markExported(db, own, entityId);
  }
  return changed;
}

/** 409 NO_RATE: the worker has no rate on the date of an approved entry. */
async function noRate(ctx: ServiceContext, workerId: number, date: string) {
  const [w] = await ctx.db.select({ name: workers.name }).from(workers).where(eq(workers.id, workerId));
  const name = w?.name ?? `worker ${workerId}`;
  return new AppError(
    S.CONFLICT,
    "NO_RATE",
    `${name} has no pay rate on ${date}: add a rate effective on or before ${date} before approving this time.`,
    undefined,
    undefined,
    { workerId, workerName: name, date },
  );
}

/** 409 MACHINE_COST_UNKNOWN: the machine has neither a cost per hour nor the figures to work one out. */
async function noMachineCost(ctx: ServiceContext, machineId: number) {
  const [m] = await ctx.db.select({ name: machines.name }).from(machines).where(eq(machines.id, machineId));
  const name = m?.name ?? `machine ${machineId}`;
  return new AppError(
    S.CONFLICT,
    "MACHINE_COST_UNKNOWN",
    `${name} has no cost per hour: enter one, or its purchase price, years and annual hours, before approving time on it.`,
    undefined,
    undefined,
    { machineId, machineName: name },
  );
}
