import { eq } from "drizzle-orm";
import { laborPolicies, machineFuel, machines, tasks, timeEntries, workerRates, workers } from "../../../db/schema";
import { CAT, startReportApp } from "./support";

/*
 * The labor reports' farm (issue 38), every figure worked out by hand. Labor Ranch, crop year 2026; its rule: 22%
 * burden, daily overtime after 8 h and double time after 12 h, weekly after 40, 1.5x and 2x, weeks from Sunday.
 * The entries carry what approval stores (api/domain/labor: the week's split and the cost rounded once), and the
 * tasks the sums of their approved entries, as the re-cost leaves them.
 *   Ana Ruiz (crew A): $18.50/h from 2026-01-01, $19.25/h from 2026-03-04 (Wednesday).
 *     Mon 03-02 10 h on West "Irrigate" with the Tractor 3.5 h: 8 reg + 2 OT = 8 x 18.50 + 2 x 27.75 = $203.50,
 *       x 1.22 = $248.27 (burden $44.77); tractor 3.5 x $42.75 = $149.625 -> $149.63.
 *     Wed 03-04 8 h on East "Cultivate": 8 x 19.25 = $154.00, x 1.22 = $187.88 (burden $33.88).
 *   Ben Ortiz (crew B): $20.00/h.
 *     Tue 03-03 13 h on West "Spray" with the Sprayer 2 h: 8 reg + 4 OT + 1 DT = 160 + 120 + 40 = $320.00, x 1.22 =
 *       $390.40 (burden $70.40); sprayer 2 x $115.18 = $230.36 (its cost per hour worked out: 26.25 + 14.625 + 37.50
 *       + 32.00 + 4.80 = 115.175 -> $115.18).
 *     Thu 03-05 6 h on East, pending: counts nowhere.
 *     Tue 03-10 5 h on West "Irrigate": 5 x 20 = $100.00, x 1.22 = $122.00 (burden $22.00), after the pay period.
 *   Payroll 03-01..03-07: Ana 16 reg, 2 OT: overtime pay 2 x 18.50 x 1.5 = $55.50, gross $357.50, regular pay
 *     $302.00 (148 + 154), burden $78.65, labor cost $436.15; Ben 8 reg, 4 OT, 1 DT: overtime pay 4 x 30 + 1 x 40 =
 *     $160.00, gross $320.00, regular pay $160.00, burden $70.40, labor cost $390.40.
 *   Labor by field 2026: West 40 ac: labor 248.27 + 390.40 + 122.00 = $760.67 ($19.02/ac), 28 h; machine 149.63 +
 *     230.36 = $379.99 ($9.50/ac), 5.5 h; total $1,140.66 ($28.52/ac). East 10 ac: labor $187.88 ($18.79/ac), 8 h.
 *     North (a task without time) is left out.
 *   Machines 03-01..03-07: Tractor ($42.75 entered, no purchase figures): 3.5 h, fuel 20 gal $80.00 (the February
 *     fill left out), actual 80.00 / 3.5 = $22.86/h, charged $149.63 on Irrigate's 40 ac = $3.74/ac. Sprayer: 2 h,
 *     15 gal $63.00, ownership 26.25 + 14.625 = 40.875 -> $40.88/h, share 2 x 40.88 = $81.76, actual (63.00 +
 *     81.76) / 2 = $72.38/h, charged $230.36 on Spray's 25 ac = $9.21/ac. Harvester ($150.00/h): idle.
 */
export async function startLaborFarm() {
  const app = await startReportApp();
  const db = app.t.db;
  const ranch = await app.entity("Labor Ranch");
  const west = await app.field(ranch.id, "West", "40", "Corn");
  const east = await app.field(ranch.id, "East", "10", "Alfalfa");
  const north = await app.field(ranch.id, "North", "20", "Wheat");
  const task = (f: { id: number; entityId: number }, name: string, acresCovered: string) =>
    app.task(f, { categoryId: CAT.FARM_MANAGEMENT, name, date: "2026-03-02", cropYear: 2026, costPerAcre: "0", acresCovered });
  const irrigate = await task(west, "Irrigate", "40");
  const spray = await task(west, "Spray", "25");
  const cultivate = await task(east, "Cultivate", "0");
  await app.task(north, { categoryId: CAT.SEED, name: "Seed", date: "2026-03-02", cropYear: 2026, costPerAcre: "50", acresCovered: "20" });
  await db.insert(laborPolicies).values({ entityId: ranch.id, burdenPercent: "22", dailyOvertimeAfter: "8", dailyDoubleAfter: "12", weeklyOvertimeAfter: "40", overtimeMultiplier: "1.5", doubleMultiplier: "2", weekStartsOn: 0 });
  const [ana, ben] = await db.insert(workers).values([{ name: "Ana Ruiz", crew: "A" }, { name: "Ben Ortiz", crew: "B" }]).returning();
  await db.insert(workerRates).values([
    { workerId: ana!.id, effectiveFrom: "2026-01-01", hourlyRate: "18.50" },
    { workerId: ana!.id, effectiveFrom: "2026-03-04", hourlyRate: "19.25" },
    { workerId: ben!.id, effectiveFrom: "2026-01-01", hourlyRate: "20.00" },
  ]);
  const [harvester, sprayer, tractor] = await db
    .insert(machines)
    .values([
      { entityId: ranch.id, name: "Harvester", kind: "harvester", costPerHour: "150.00" },
      { entityId: ranch.id, name: "Sprayer", kind: "sprayer", purchasePrice: "150000", salvageValue: "45000", years: 10, annualHours: "400", interestPercent: "6", repairsPercent: "100", fuelGallonsPerHour: "8", fuelPrice: "4" },
      { entityId: ranch.id, name: "Tractor", kind: "tractor", costPerHour: "42.75" },
    ])
    .returning();
  await db.insert(machineFuel).values([
    { machineId: tractor!.id, date: "2026-02-20", gallons: "10", cost: "40.00" },
    { machineId: tractor!.id, date: "2026-03-02", gallons: "20", cost: "80.00" },
    { machineId: sprayer!.id, date: "2026-03-03", gallons: "15", cost: "63.00" },
  ]);
  const base = { entityId: ranch.id, status: "approved" };
  await db.insert(timeEntries).values([
    { ...base, workerId: ana!.id, taskId: irrigate.id, fieldId: west.id, date: "2026-03-02", hours: "10", machineId: tractor!.id, machineHours: "3.5", regularHours: "8", overtimeHours: "2", gross: "203.50", burden: "44.77", laborCost: "248.27", machineCost: "149.63" },
    { ...base, workerId: ana!.id, taskId: cultivate.id, fieldId: east.id, date: "2026-03-04", hours: "8", regularHours: "8", gross: "154.00", burden: "33.88", laborCost: "187.88" },
    { ...base, workerId: ben!.id, taskId: spray.id, fieldId: west.id, date: "2026-03-03", hours: "13", machineId: sprayer!.id, machineHours: "2", regularHours: "8", overtimeHours: "4", doubleHours: "1", gross: "320.00", burden: "70.40", laborCost: "390.40", machineCost: "230.36" },
    { ...base, status: "pending", workerId: ben!.id, taskId: cultivate.id, fieldId: east.id, date: "2026-03-05", hours: "6" },
    { ...base, workerId: ben!.id, taskId: irrigate.id, fieldId: west.id, date: "2026-03-10", hours: "5", regularHours: "5", gross: "100.00", burden: "22.00", laborCost: "122.00" },
  ]);
  const carry = (id: number, laborCost: string, machineCost: string) => db.update(tasks).set({ laborCost, machineCost }).where(eq(tasks.id, id));
  await carry(irrigate.id, "370.27", "149.63");
  await carry(spray.id, "390.40", "230.36");
  await carry(cultivate.id, "187.88", "0");
  return { app, ranch, west, east, north, workers: { ana: ana!, ben: ben! }, machines: { harvester: harvester!, sprayer: sprayer!, tractor: tractor! } };
}
export type LaborFarm = Awaited<ReturnType<typeof startLaborFarm>>;
