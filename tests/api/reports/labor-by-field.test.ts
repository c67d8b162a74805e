import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { reportInfo } from "../../../api/reports/catalog";
import { callReport, csvAgrees, reportJson } from "./harvest-farm";
import { type LaborFarm, startLaborFarm } from "./labor-farm";
import { readPdf } from "./support";

/* Labor by field on the farm of labor-farm.ts (figures worked out there). */
let farm: LaborFarm;
beforeAll(async () => {
  farm = await startLaborFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const query = { year: "2026" };
const param = () => ({ id: String(farm.ranch.id) });

describe("labor by field", () => {
  test("per field of the crop year: approved hours, the tasks' labor and machine cost, each per acre", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "labor-by-field", param(), query));
    expect(r).toMatchObject({ entityId: farm.ranch.id, entityName: "Labor Ranch", cropYear: 2026 });
    expect(r.rows.map((x) => [x.fieldName, x.crop, x.acres, x.laborHours, x.laborCost, x.laborPerAcre, x.machineHours, x.machineCost, x.machinePerAcre, x.total, x.totalPerAcre])).toEqual([
      // East's pending 6 h count nowhere; North's seed task has no time.
      ["East", "Alfalfa", "10.00", "8.00", "187.88", "18.79", "0.00", "0.00", "0.00", "187.88", "18.79"],
      ["West", "Corn", "40.00", "28.00", "760.67", "19.02", "5.50", "379.99", "9.50", "1140.66", "28.52"],
    ]);
    expect(r.totals).toEqual({ acres: "50.00", laborHours: "36.00", laborCost: "948.55", machineHours: "5.50", machineCost: "379.99", total: "1328.54" });
  });

  test("another crop year has nothing; an unknown entity is a 404; crew read none", async () => {
    expect((await reportJson(await callReport(farm.app.reader, "labor-by-field", param(), { year: "2025" }))).rows).toEqual([]);
    expect((await callReport(farm.app.reader, "labor-by-field", { id: "999999" }, query)).status).toBe(404);
    const crew = await farm.app.t.signIn("crew");
    expect((await callReport(crew, "labor-by-field", param(), query)).status).toBe(403);
  });

  test("its CSV and PDF say what its JSON says, in English and Spanish", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "labor-by-field", param(), query));
    const keys = reportInfo("labor-by-field")!.columns.map((c) => c.key);
    for (const lang of ["en", "es"] as const) await csvAgrees(farm.app.reader, "labor-by-field", param(), query, r.rows, keys, undefined, lang);
    const pdf = await readPdf(await callReport(farm.app.reader, "labor-by-field", param(), { ...query, format: "pdf" }));
    for (const phrase of ["Labor by Field", "Labor Ranch, 2026", "West", "$760.67", "$19.02", "$1,140.66", "$1,328.54", "TOTALS"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "labor-by-field", param(), { ...query, format: "pdf", lang: "es" }));
    for (const phrase of ["Mano de obra por campo", "Horas de máquina", "Horas de trabajo", "TOTALES"]) expect(es.text).toContain(phrase);
  });
});
