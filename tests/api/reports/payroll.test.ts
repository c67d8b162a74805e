import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { reportInfo } from "../../../api/reports/catalog";
import { callReport, csvAgrees, reportJson } from "./harvest-farm";
import { type LaborFarm, startLaborFarm } from "./labor-farm";
import { readCsv, readPdf } from "./support";

/* The payroll on the farm of labor-farm.ts (figures worked out there). */
let farm: LaborFarm;
beforeAll(async () => {
  farm = await startLaborFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const week = { from: "2026-03-01", to: "2026-03-07" };
const one = () => ({ entity: String(farm.ranch.id), ...week });
const figures = (r: Record<string, unknown>) => [r.worker, r.crew, r.periodStart, r.periodEnd, r.regularHours, r.overtimeHours, r.doubleHours, r.regularPay, r.overtimePay, r.gross, r.burden, r.laborCost];

describe("payroll", () => {
  test("one row per worker of the pay period: approved time only, hours and pay by kind, gross, burden, labor cost", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "payroll", {}, one()));
    expect(r).toMatchObject({ entity: farm.ranch.id, entityName: "Labor Ranch", from: "2026-03-01", to: "2026-03-07" });
    expect(r.rows.map(figures)).toEqual([
      // Monday at $18.50 (8 + 2 OT), Wednesday at the new $19.25; the week's pending and later entries are not paid here.
      ["Ana Ruiz", "A", "2026-03-01", "2026-03-07", "16.00", "2.00", "0.00", "302.00", "55.50", "357.50", "78.65", "436.15"],
      ["Ben Ortiz", "B", "2026-03-01", "2026-03-07", "8.00", "4.00", "1.00", "160.00", "160.00", "320.00", "70.40", "390.40"],
    ]);
    expect(r.totals).toEqual({ regularHours: "24.00", overtimeHours: "6.00", doubleHours: "1.00", regularPay: "462.00", overtimePay: "215.50", gross: "677.50", burden: "149.05", laborCost: "826.55" });
  });

  test("entity all is the default (an Entity column); a later period pays the later entry; to before from is a 400 naming to", async () => {
    const all = await reportJson(await callReport(farm.app.reader, "payroll", {}, week));
    expect(all.entity).toBe("all");
    expect(all.rows.map((x) => [x.entityName, x.worker, x.laborCost])).toEqual([
      ["Labor Ranch", "Ana Ruiz", "436.15"],
      ["Labor Ranch", "Ben Ortiz", "390.40"],
    ]);
    const csv = await readCsv(await callReport(farm.app.reader, "payroll", {}, { ...week, format: "csv" }));
    expect(csv.header.slice(0, 5)).toEqual(["Worker", "Crew", "Entity", "Period Start", "Period End"]);
    const later = await reportJson(await callReport(farm.app.reader, "payroll", {}, { entity: String(farm.ranch.id), from: "2026-03-08", to: "2026-03-14" }));
    expect(later.rows.map(figures)).toEqual([["Ben Ortiz", "B", "2026-03-08", "2026-03-14", "5.00", "0.00", "0.00", "100.00", "0.00", "100.00", "22.00", "122.00"]]);
    const bad = await callReport(farm.app.reader, "payroll", {}, { from: "2026-03-07", to: "2026-03-01" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("to");
  });

  test("its CSV (the columns in the payroll service's order) and PDF say what its JSON says, in English and Spanish", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "payroll", {}, one()));
    const keys = reportInfo("payroll")!.columns.map((c) => c.key).filter((k) => k !== "entityName");
    const csv = await csvAgrees(farm.app.reader, "payroll", {}, one(), r.rows, keys);
    expect(csv.header).toEqual(["Worker", "Crew", "Period Start", "Period End", "Regular Hours", "Overtime Hours", "Double-Time Hours", "Regular Pay", "Overtime Pay", "Gross", "Employer Burden", "Labor Cost"]);
    await csvAgrees(farm.app.reader, "payroll", {}, one(), r.rows, keys, undefined, "es");
    const pdf = await readPdf(await callReport(farm.app.reader, "payroll", {}, { ...one(), format: "pdf" }));
    for (const phrase of ["Payroll", "Labor Ranch", "Ana Ruiz", "Ben Ortiz", "$436.15", "$390.40", "$826.55", "TOTALS"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "payroll", {}, { ...one(), format: "pdf", lang: "es" }));
    for (const phrase of ["Nómina", "Cargas patronales", "Horas extra", "TOTALES"]) expect(es.text).toContain(phrase);
  });

  test("crew read no payroll", async () => {
    const crew = await farm.app.t.signIn("crew");
    expect((await callReport(crew, "payroll", {}, one())).status).toBe(403);
  });
});
