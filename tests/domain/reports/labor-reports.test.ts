import { describe, expect, test } from "bun:test";
import { laborByField, machineUtilisation, ownershipPerHour, payroll } from "../../../api/domain/reports/labor";

/* The labor reports' maths (api/domain/reports/labor.ts) on hand-worked figures. */

const policy = { entityId: 1, burdenPercent: "22", dailyOvertimeAfter: "8", dailyDoubleAfter: "12", weeklyOvertimeAfter: "40", overtimeMultiplier: "1.5", doubleMultiplier: "2", weekStartsOn: 0 };
const entry = (date: string, regular: string, overtime: string, double: string, gross: string, burden: string, laborCost: string) => ({
  entityId: 1, workerId: 7, date, regularHours: regular, overtimeHours: overtime, doubleHours: double, gross, burden, laborCost,
});

describe("payroll", () => {
  test("the issue's Monday: 8 x 18.50 + 2 x 27.75 = $203.50, with burden $248.27", () => {
    const p = payroll({
      entity: 1, entityName: "Ranch", from: "2026-03-01", to: "2026-03-07", entities: [{ id: 1, name: "Ranch" }], workers: [{ id: 7, name: "Ana", crew: "A" }],
      rates: [{ workerId: 7, effectiveFrom: "2026-01-01", hourlyRate: "18.50" }], policies: [policy],
      entries: [entry("2026-03-02", "8", "2", "0", "203.50", "44.77", "248.27")],
    });
    expect(p.rows).toEqual([{
      entityId: 1, entityName: "Ranch", workerId: 7, worker: "Ana", crew: "A", periodStart: "2026-03-01", periodEnd: "2026-03-07",
      regularHours: "8.00", overtimeHours: "2.00", doubleHours: "0.00", regularPay: "148.00", overtimePay: "55.50", gross: "203.50", burden: "44.77", laborCost: "248.27",
    }]);
  });

  test("overtime pay is rounded once over the period, and regular pay takes the rest of gross (so they add up)", () => {
    // $18.35/h: three days of 8.25 h: 0.25 OT each = 3 x 0.25 x 27.525 = 20.64375 -> $20.64 (per day 6.88125 -> 6.88 x 3 = 20.64 too);
    // each day's gross round(8 x 18.35 + 0.25 x 27.525) = round(153.68125) = 153.68, three = 461.04; regular pay 440.40.
    const p = payroll({
      entity: 1, entityName: "Ranch", from: "2026-03-01", to: "2026-03-07", entities: [{ id: 1, name: "Ranch" }], workers: [{ id: 7, name: "Ana", crew: "A" }],
      rates: [{ workerId: 7, effectiveFrom: "2026-01-01", hourlyRate: "18.35" }], policies: [],
      entries: ["2026-03-02", "2026-03-03", "2026-03-04"].map((d) => entry(d, "8", "0.25", "0", "153.68", "0.00", "153.68")),
    });
    expect(p.rows[0]).toMatchObject({ regularHours: "24.00", overtimeHours: "0.75", overtimePay: "20.64", gross: "461.04", regularPay: "440.40" });
    expect(p.totals).toMatchObject({ gross: "461.04", laborCost: "461.04" });
  });
});

describe("labor by field and machine utilisation", () => {
  test("per acre rounded once; a field with nothing is left out", () => {
    const r = laborByField({
      entityId: 1, entityName: "Ranch", cropYear: 2026,
      fields: [{ id: 1, name: "West", acreage: "40", cropType: "Corn" }, { id: 2, name: "Idle", acreage: "5", cropType: null }],
      tasks: [{ fieldId: 1, laborCost: "248.27", machineCost: "149.63" }, { fieldId: 2, laborCost: "0.00", machineCost: "0.00" }],
      entries: [{ fieldId: 1, hours: "10", machineId: 3, machineHours: "3.5" }],
    });
    // 248.27 / 40 = 6.20675 -> 6.21; 149.63 / 40 = 3.74075 -> 3.74; 397.90 / 40 = 9.9475 -> 9.95.
    expect(r.rows.map((x) => [x.fieldName, x.laborHours, x.laborPerAcre, x.machineHours, x.machinePerAcre, x.total, x.totalPerAcre])).toEqual([["West", "10.00", "6.21", "3.50", "3.74", "397.90", "9.95"]]);
  });

  test("ownership per hour is depreciation + interest (ISU A3-29); actual = (fuel + ownership share) / hours", () => {
    const sprayer = { id: 2, name: "Sprayer", kind: "sprayer", purchasePrice: "150000", salvageValue: "45000", years: 10, annualHours: "400", interestPercent: "6", repairsPercent: "100", fuelGallonsPerHour: "8", fuelPrice: "4" };
    expect(ownershipPerHour(sprayer)).toBe("40.88");
    expect(ownershipPerHour({ costPerHour: "42.75" })).toBe("0.00");
    const u = machineUtilisation({
      entityId: 1, entityName: "Ranch", from: "2026-03-01", to: "2026-03-07", machines: [sprayer],
      fuel: [{ machineId: 2, gallons: "15", cost: "63.00" }],
      entries: [{ machineId: 2, hours: "13", machineHours: "2", machineCost: "230.36", taskId: 9, taskAcres: "25", fieldAcres: "40" }],
    });
    expect(u.rows[0]).toMatchObject({ hours: "2.00", plannedPerHour: "115.18", ownershipShare: "81.76", actualPerHour: "72.38", charged: "230.36", acres: "25.00", costPerAcre: "9.21" });
  });
});
