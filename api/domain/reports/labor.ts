import { machineCostBreakdown, machineCostPerHour, type MachineFigures } from "../labor/machine-cost";
import { effectivePolicy, type LaborPolicyRowLike } from "../labor/policy";
import { type DatedRate, rateOn } from "../labor/rates";
import { Dec, dec, toCents } from "../money";
import type { LaborByField, MachineUtilisation, Payroll } from "./shapes";

/*
 * The labor reports' maths (issue 38, docs/labor.md "Reports"): each reads the figures approval stored on the time
 * entries (regular, overtime and double-time hours, gross, burden, laborCost, machineCost: api/domain/labor) and the
 * tasks' laborCost and machineCost, and only adds them up; nothing is priced again.
 */

type Num = Dec | string | number | null | undefined;
const ZERO = new Dec(0);
/** Hours as the reports show them: exact, at least two places. */
export const hoursShown = (d: Dec) => d.toFixed(Math.max(2, d.decimalPlaces()));
const sum = <T>(items: readonly T[], get: (item: T) => Num) => items.reduce((s, i) => s.plus(dec(get(i))), ZERO);
const perAcre = (amount: Dec, acres: Dec) => (acres.greaterThan(0) ? toCents(amount.div(acres)) : null);

/** An approved time entry as the payroll reads it. */
export interface PayrollEntry {
  entityId: number;
  workerId: number;
  date: string;
  regularHours: string;
  overtimeHours: string;
  doubleHours: string;
  gross: string;
  burden: string;
  laborCost: string;
}

/**
 * The payroll of a period: one row per worker and entity (the employer) with approved time dated from..to. Hours,
 * gross, burden and labor cost are the entries' stored figures added up; overtime pay = round(sum of overtime hours x
 * rate x the entity's overtime multiplier + double-time hours x rate x its double multiplier), the rate the worker's
 * on each entry's date; regular pay = gross - overtime pay (piece pay included), so regular + overtime pay = gross and
 * gross + burden = labor cost, to the cent.
 * @example $18.50/h, 10 h on a Monday, daily overtime after 8 at 1.5x, 22% burden:
 *   { regularHours: "8.00", overtimeHours: "2.00", regularPay: "148.00", overtimePay: "55.50", gross: "203.50", burden: "44.77", laborCost: "248.27" }
 */
export function payroll(input: {
  entity: "all" | number;
  entityName: string;
  from: string;
  to: string;
  entities: ReadonlyArray<{ id: number; name: string }>;
  workers: ReadonlyArray<{ id: number; name: string; crew: string }>;
  rates: ReadonlyArray<DatedRate & { workerId: number; hourlyRate: string }>;
  policies: ReadonlyArray<LaborPolicyRowLike & { entityId: number }>;
  entries: readonly PayrollEntry[];
}): Payroll {
  const entityNames = new Map(input.entities.map((e) => [e.id, e.name]));
  const workers = new Map(input.workers.map((w) => [w.id, w]));
  const policies = new Map(input.policies.map((p) => [p.entityId, effectivePolicy(p)]));
  const groups = new Map<string, PayrollEntry[]>();
  for (const e of input.entries) {
    const key = `${e.entityId}:${e.workerId}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const rows: Payroll["rows"] = [...groups.values()].map((entries) => {
    const { entityId, workerId } = entries[0]!;
    const worker = workers.get(workerId) ?? { name: `#${workerId}`, crew: "" };
    const policy = policies.get(entityId) ?? effectivePolicy(null);
    const rates = input.rates.filter((r) => r.workerId === workerId);
    const premium = entries.reduce((s, e) => {
      const rate = dec(rateOn(rates, e.date)?.hourlyRate);
      return s.plus(dec(e.overtimeHours).times(rate).times(dec(policy.overtimeMultiplier))).plus(dec(e.doubleHours).times(rate).times(dec(policy.doubleMultiplier)));
    }, ZERO);
    const gross = sum(entries, (e) => e.gross);
    const overtimePay = dec(toCents(premium));
    return {
      entityId,
      entityName: entityNames.get(entityId) ?? "",
      workerId,
      worker: worker.name,
      crew: worker.crew,
      periodStart: input.from,
      periodEnd: input.to,
      regularHours: hoursShown(sum(entries, (e) => e.regularHours)),
      overtimeHours: hoursShown(sum(entries, (e) => e.overtimeHours)),
      doubleHours: hoursShown(sum(entries, (e) => e.doubleHours)),
      regularPay: toCents(gross.minus(overtimePay)),
      overtimePay: toCents(overtimePay),
      gross: toCents(gross),
      burden: toCents(sum(entries, (e) => e.burden)),
      laborCost: toCents(sum(entries, (e) => e.laborCost)),
    };
  });
  rows.sort((a, b) => a.entityName.localeCompare(b.entityName) || a.entityId - b.entityId || a.worker.localeCompare(b.worker) || a.workerId - b.workerId);
  const total = (key: "regularPay" | "overtimePay" | "gross" | "burden" | "laborCost") => toCents(sum(rows, (r) => r[key]));
  const hours = (key: "regularHours" | "overtimeHours" | "doubleHours") => hoursShown(sum(rows, (r) => r[key]));
  return {
    entity: input.entity,
    entityName: input.entityName,
    from: input.from,
    to: input.to,
    rows,
    totals: {
      regularHours: hours("regularHours"),
      overtimeHours: hours("overtimeHours"),
      doubleHours: hours("doubleHours"),
      regularPay: total("regularPay"),
      overtimePay: total("overtimePay"),
      gross: total("gross"),
      burden: total("burden"),
      laborCost: total("laborCost"),
    },
  };
}

/**
 * Labor and machine cost by field of a crop year: per field, the laborCost and machineCost of its tasks of the year
 * (the one home of a task's cost, api/domain/task-formulas.ts) with the approved entries' hours and machine hours
 * (an entry's machine hours, else its hours, where it names a machine); per acre = cost / the field's acres, half-up
 * once; null on a field without acres. Fields with neither labor nor machine cost nor hours are left out.
 * @example West, 40 ac, labor $248.27 and a tractor's $149.63: { laborPerAcre: "6.21", machinePerAcre: "3.74", total: "397.90", totalPerAcre: "9.95" }
 */
export function laborByField(input: {
  entityId: number;
  entityName: string;
  cropYear: number;
  fields: ReadonlyArray<{ id: number; name: string; acreage: string | null; cropType: string | null }>;
  tasks: ReadonlyArray<{ fieldId: number; laborCost: string; machineCost: string }>;
  entries: ReadonlyArray<{ fieldId: number; hours: string; machineId: number | null; machineHours: string | null }>;
}): LaborByField {
  const rows: LaborByField["rows"] = [];
  for (const f of input.fields) {
    const tasks = input.tasks.filter((t) => t.fieldId === f.id);
    const entries = input.entries.filter((e) => e.fieldId === f.id);
    const labor = sum(tasks, (t) => t.laborCost);
    const machine = sum(tasks, (t) => t.machineCost);
    const laborHours = sum(entries, (e) => e.hours);
    const machineHours = sum(entries, (e) => (e.machineId === null ? 0 : (e.machineHours ?? e.hours)));
    if (labor.isZero() && machine.isZero() && laborHours.isZero() && machineHours.isZero()) continue;
    const acres = dec(f.acreage);
    const total = labor.plus(machine);
    rows.push({
      fieldId: f.id,
      fieldName: f.name,
      crop: f.cropType ?? "",
      acres: acres.toFixed(2),
      laborHours: hoursShown(laborHours),
      laborCost: toCents(labor),
      laborPerAcre: perAcre(labor, acres),
      machineHours: hoursShown(machineHours),
      machineCost: toCents(machine),
      machinePerAcre: perAcre(machine, acres),
      total: toCents(total),
      totalPerAcre: perAcre(total, acres),
    });
  }
  rows.sort((a, b) => a.fieldName.localeCompare(b.fieldName) || a.fieldId - b.fieldId);
  return {
    entityId: input.entityId,
    entityName: input.entityName,
    cropYear: input.cropYear,
    rows,
    totals: {
      acres: sum(rows, (r) => r.acres).toFixed(2),
      laborHours: hoursShown(sum(rows, (r) => r.laborHours)),
      laborCost: toCents(sum(rows, (r) => r.laborCost)),
      machineHours: hoursShown(sum(rows, (r) => r.machineHours)),
      machineCost: toCents(sum(rows, (r) => r.machineCost)),
      total: toCents(sum(rows, (r) => r.total)),
    },
  };
}

/**
 * Ownership cost per hour of a machine (ISU Ag Decision Maker A3-29): depreciation + interest on the average
 * investment, per hour of its annual use, to cents; "0.00" when its purchase figures are not recorded.
 * @example $150,000, $45,000 salvage, 10 years, 400 h, 6%: 26.25 + 14.625 = 40.875 -> "40.88"
 */
export function ownershipPerHour(m: MachineFigures): string {
  const b = machineCostBreakdown(m);
  return b ? toCents(dec(b.depreciation).plus(dec(b.interest))) : "0.00";
}

/**
 * Machine utilisation of a period: per machine, the machine hours of approved entries dated from..to (an entry's
 * machine hours, else its hours), the fuel log's gallons and cost dated from..to, the cost per hour its time is
 * charged at (planned: entered or worked out, machineCostPerHour) against the actual = (fuel cost + ownership share) /
 * hours, the ownership share = round(hours x (depreciation + interest) per hour); what its time charged the tasks
 * (the entries' machineCost) and per acre of the tasks it worked (a task's acres covered, else its field's acres,
 * each task once).
 * @example 3.5 h at $42.75 planned, 20 gal for $80.00 and no purchase figures: actual = 80.00 / 3.5 = $22.86/h, charged $149.63
 */
export function machineUtilisation(input: {
  entityId: number;
  entityName: string;
  from: string;
  to: string;
  machines: ReadonlyArray<MachineFigures & { id: number; name: string; kind: string }>;
  fuel: ReadonlyArray<{ machineId: number; gallons: string; cost: string }>;
  entries: ReadonlyArray<{ machineId: number; hours: string; machineHours: string | null; machineCost: string; taskId: number; taskAcres: string; fieldAcres: string | null }>;
}): MachineUtilisation {
  const rows: MachineUtilisation["rows"] = [...input.machines]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((m) => {
      const entries = input.entries.filter((e) => e.machineId === m.id);
      const fuel = input.fuel.filter((f) => f.machineId === m.id);
      const hours = sum(entries, (e) => e.machineHours ?? e.hours);
      const fuelCost = sum(fuel, (f) => f.cost);
      const ownership = ownershipPerHour(m);
      const share = dec(toCents(hours.times(dec(ownership))));
      const charged = sum(entries, (e) => e.machineCost);
      const tasks = new Map(entries.map((e) => [e.taskId, dec(e.taskAcres).greaterThan(0) ? dec(e.taskAcres) : dec(e.fieldAcres)]));
      const acres = [...tasks.values()].reduce((s, a) => s.plus(a), ZERO);
      return {
        machineId: m.id,
        machine: m.name,
        kind: m.kind,
        hours: hoursShown(hours),
        fuelGallons: hoursShown(sum(fuel, (f) => f.gallons)),
        fuelCost: toCents(fuelCost),
        plannedPerHour: machineCostPerHour(m)?.costPerHour ?? null,
        ownershipPerHour: ownership,
        ownershipShare: toCents(share),
        actualPerHour: hours.greaterThan(0) ? toCents(fuelCost.plus(share).div(hours)) : null,
        charged: toCents(charged),
        acres: acres.toFixed(2),
        costPerAcre: perAcre(charged, acres),
      };
    });
  return {
    entityId: input.entityId,
    entityName: input.entityName,
    from: input.from,
    to: input.to,
    rows,
    totals: {
      hours: hoursShown(sum(rows, (r) => r.hours)),
      fuelGallons: hoursShown(sum(rows, (r) => r.fuelGallons)),
      fuelCost: toCents(sum(rows, (r) => r.fuelCost)),
      ownershipShare: toCents(sum(rows, (r) => r.ownershipShare)),
      charged: toCents(sum(rows, (r) => r.charged)),
    },
  };
}
