import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { reportInfo } from "../../../api/reports/catalog";
import { callReport, csvAgrees, reportJson } from "./harvest-farm";
import { type LaborFarm, startLaborFarm } from "./labor-farm";
import { readPdf } from "./support";

/* Machine utilisation on the farm of labor-farm.ts (figures worked out there). */
let farm: LaborFarm;
beforeAll(async () => {
  farm = await startLaborFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const query = { from: "2026-03-01", to: "2026-03-07" };
const param = () => ({ id: String(farm.ranch.id) });
const KIND_ES: Record<string, string> = { tractor: "tractor", sprayer: "pulverizadora", harvester: "cosechadora" };

describe("machine utilisation", () => {
  test("per machine: hours, fuel, cost per hour planned against actual, what it charged and per acre of the tasks it worked", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "machine-utilisation", param(), query));
    expect(r).toMatchObject({ entityId: farm.ranch.id, entityName: "Labor Ranch", ...query });
    expect(r.rows.map((x) => [x.machine, x.kind, x.hours, x.fuelGallons, x.fuelCost, x.plannedPerHour, x.ownershipPerHour, x.ownershipShare, x.actualPerHour, x.charged, x.acres, x.costPerAcre])).toEqual([
      ["Harvester", "harvester", "0.00", "0.00", "0.00", "150.00", "0.00", "0.00", null, "0.00", "0.00", null],
      // Worked out: 115.175 -> 115.18 planned; ownership 26.25 + 14.625 -> 40.88/h; (63.00 + 81.76) / 2 = 72.38.
      ["Sprayer", "sprayer", "2.00", "15.00", "63.00", "115.18", "40.88", "81.76", "72.38", "230.36", "25.00", "9.21"],
      // Entered $42.75, no purchase figures: actual is fuel only, 80.00 / 3.5 = 22.857 -> 22.86; the February fill left out.
      ["Tractor", "tractor", "3.50", "20.00", "80.00", "42.75", "0.00", "0.00", "22.86", "149.63", "40.00", "3.74"],
    ]);
    expect(r.totals).toEqual({ hours: "5.50", fuelGallons: "35.00", fuelCost: "143.00", ownershipShare: "81.76", charged: "379.99" });
  });

  test("the next week: no hours, no fuel; to before from is a 400 naming to; crew read none", async () => {
    const next = await reportJson(await callReport(farm.app.reader, "machine-utilisation", param(), { from: "2026-03-08", to: "2026-03-14" }));
    expect(next.rows.map((x) => [x.machine, x.hours, x.fuelCost, x.actualPerHour])).toEqual([["Harvester", "0.00", "0.00", null], ["Sprayer", "0.00", "0.00", null], ["Tractor", "0.00", "0.00", null]]);
    const bad = await callReport(farm.app.reader, "machine-utilisation", param(), { from: "2026-03-07", to: "2026-03-01" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("to");
    const crew = await farm.app.t.signIn("crew");
    expect((await callReport(crew, "machine-utilisation", param(), query)).status).toBe(403);
  });

  test("its CSV and PDF say what its JSON says, in English and Spanish", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "machine-utilisation", param(), query));
    const keys = reportInfo("machine-utilisation")!.columns.map((c) => c.key);
    for (const lang of ["en", "es"] as const) {
      const cell = (row: Record<string, unknown>, key: string) => (key === "kind" && lang === "es" ? KIND_ES[String(row.kind)] : row[key]);
      await csvAgrees(farm.app.reader, "machine-utilisation", param(), query, r.rows, keys, cell, lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "machine-utilisation", param(), { ...query, format: "pdf" }));
    for (const phrase of ["Machine Utilisation", "Labor Ranch", "Sprayer", "$115.18", "$72.38", "$22.86", "$379.99", "TOTALS"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "machine-utilisation", param(), { ...query, format: "pdf", lang: "es" }));
    for (const phrase of ["Uso de maquinaria", "pulverizadora", "Real/hora", "TOTALES"]) expect(es.text).toContain(phrase);
  });
});
