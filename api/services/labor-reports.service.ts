import type { ServiceContext } from "./context";
import { and, eq, gte, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { fields, laborPolicies, machineFuel, machines, tasks, timeEntries, workerRates, workers } from "../../db/schema";
import { laborByField, machineUtilisation, payroll } from "../domain/reports/labor";
import { invalid } from "../lib/errors";
import { getEntity } from "./entities.service";
import { reportEntities } from "./harvest-reports.service";

/*
 * What the labor reports read (issue 38): approved time entries, the tasks' labor and machine cost, workers and
 * their rates, the entities' labor rule, machines and their fuel log; the maths are api/domain/reports/labor.ts.
 * Every entity read is one the caller reaches (`reportEntities`, `getEntity`).
 */

const approved = eq(timeEntries.status, "approved");

function period(from: string, to: string) {
  if (from > to) throw invalid("to", "must be on or after from");
}

/** The payroll of from..to: approved time per worker and entity. */
export async function getPayroll(ctx: ServiceContext, entity: "all" | number, from: string, to: string) {
  period(from, to);
  const { db } = ctx;
  const scope = await reportEntities(ctx, entity);
  if (scope.ids.length === 0) return payroll({ entity, entityName: scope.entityName, from, to, entities: [], workers: [], rates: [], policies: [], entries: [] });
  const entries = await db
    .select({
      entityId: timeEntries.entityId,
      workerId: timeEntries.workerId,
      date: timeEntries.date,
      regularHours: timeEntries.regularHours,
      overtimeHours: timeEntries.overtimeHours,
      doubleHours: timeEntries.doubleHours,
      gross: timeEntries.gross,
      burden: timeEntries.burden,
      laborCost: timeEntries.laborCost,
    })
    .from(timeEntries)
    .where(and(approved, inArray(timeEntries.entityId, scope.ids), gte(timeEntries.date, from), lte(timeEntries.date, to)));
  const workerIds = [...new Set(entries.map((e) => e.workerId))];
  const [workerRows, rates, policies] = await Promise.all([
    workerIds.length ? db.select({ id: workers.id, name: workers.name, crew: workers.crew }).from(workers).where(inArray(workers.id, workerIds)) : [],
    workerIds.length ? db.select({ workerId: workerRates.workerId, effectiveFrom: workerRates.effectiveFrom, hourlyRate: workerRates.hourlyRate }).from(workerRates).where(inArray(workerRates.workerId, workerIds)) : [],
    db.select().from(laborPolicies).where(inArray(laborPolicies.entityId, scope.ids)),
  ]);
  return payroll({ entity, entityName: scope.entityName, from, to, entities: scope.list, workers: workerRows, rates, policies, entries });
}

/** Labor and machine cost by field of an entity's crop year. */
export async function getLaborByField(ctx: ServiceContext, entityId: number, year: number) {
  const { db } = ctx;
  const entity = await getEntity(ctx, entityId);
  const ofYear = and(eq(tasks.entityId, entity.id), eq(tasks.cropYear, year), isNull(tasks.deletedAt));
  const [taskRows, entries] = await Promise.all([
    db.select({ fieldId: tasks.fieldId, laborCost: tasks.laborCost, machineCost: tasks.machineCost }).from(tasks).where(ofYear),
    db
      .select({ fieldId: tasks.fieldId, hours: timeEntries.hours, machineId: timeEntries.machineId, machineHours: timeEntries.machineHours })
      .from(timeEntries)
      .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
      .where(and(approved, ofYear)),
  ]);
  const fieldIds = [...new Set([...taskRows.map((t) => t.fieldId), ...entries.map((e) => e.fieldId)])];
  const fieldRows = fieldIds.length
    ? await db.select({ id: fields.id, name: fields.name, acreage: fields.acreage, cropType: fields.cropType }).from(fields).where(inArray(fields.id, fieldIds))
    : [];
  return laborByField({ entityId: entity.id, entityName: entity.name, cropYear: year, fields: fieldRows, tasks: taskRows, entries });
}

/** Machine utilisation of an entity's machines over from..to. */
export async function getMachineUtilisation(ctx: ServiceContext, entityId: number, from: string, to: string) {
  period(from, to);
  const { db } = ctx;
  const entity = await getEntity(ctx, entityId);
  const machineRows = await db.select().from(machines).where(eq(machines.entityId, entity.id));
  const ids = machineRows.map((m) => m.id);
  const [fuel, entries] = ids.length
    ? await Promise.all([
        db
          .select({ machineId: machineFuel.machineId, gallons: machineFuel.gallons, cost: machineFuel.cost })
          .from(machineFuel)
          .where(and(inArray(machineFuel.machineId, ids), gte(machineFuel.date, from), lte(machineFuel.date, to))),
        db
          .select({
            machineId: timeEntries.machineId,
            hours: timeEntries.hours,
            machineHours: timeEntries.machineHours,
            machineCost: timeEntries.machineCost,
            taskId: timeEntries.taskId,
            taskAcres: tasks.acresCovered,
            fieldAcres: fields.acreage,
          })
          .from(timeEntries)
          .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
          .innerJoin(fields, eq(fields.id, tasks.fieldId))
          .where(and(approved, isNotNull(timeEntries.machineId), inArray(timeEntries.machineId, ids), gte(timeEntries.date, from), lte(timeEntries.date, to), isNull(tasks.deletedAt))),
      ])
    : [[], []];
  return machineUtilisation({
    entityId: entity.id,
    entityName: entity.name,
    from,
    to,
    machines: machineRows,
    fuel,
    entries: entries.map((e) => ({ ...e, machineId: e.machineId! })),
  });
}
