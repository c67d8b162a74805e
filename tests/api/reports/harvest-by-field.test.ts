import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { unitText } from "../../../api/domain/reference-names";
import { reportInfo } from "../../../api/reports/catalog";
import { type HarvestFarm, callReport, csvAgrees, reportJson, startHarvestFarm } from "./harvest-farm";
import { readPdf } from "./support";

/* Harvest by field on the farm of harvest-farm.ts (figures worked out there). */
let farm: HarvestFarm;
beforeAll(async () => {
  farm = await startHarvestFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const query = { year: "2026" };
const param = () => ({ id: String(farm.ranch.id) });

describe("harvest by field", () => {
  test("per field and crop: tickets, quantity in the budget's unit, yield per acre against the expected", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "harvest-by-field", param(), query));
    expect(r).toMatchObject({ entityId: farm.ranch.id, entityName: "Harvest Ranch", cropYear: 2026, totals: { tickets: 5 } });
    expect(r.rows.map((x) => [x.fieldName, x.crop, x.acres, x.tickets, x.quantity, x.unit, x.yieldPerAcre, x.expectedYieldPerAcre, x.expectedUnit, x.percentOfExpected])).toEqual([
      ["East", "Alfalfa", "10.00", 1, "40", "bale", "4", null, null, null],
      ["North", "Corn", "40.00", 2, "6000", "bu", "150", "160", "bushels", "93.8"],
      // 168,000 lb of corn is 3,000 bu at 56 lb: shown in the budget's bushels with the 1,000 bu ticket.
      ["South", "Corn", "25.00", 2, "4000", "bu", "160", "160", "bushels", "100.0"],
    ]);
  });

  test("another crop year has nothing; an unknown entity is a 404", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "harvest-by-field", param(), { year: "2025" }));
    expect(r.rows).toEqual([]);
    expect((await callReport(farm.app.reader, "harvest-by-field", { id: "999999" }, query)).status).toBe(404);
  });

  test("its CSV and PDF say what its JSON says, in English and Spanish", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "harvest-by-field", param(), query));
    const keys = reportInfo("harvest-by-field")!.columns.map((c) => c.key);
    for (const lang of ["en", "es"] as const) {
      const cell = (row: Record<string, unknown>, key: string) => ((key === "unit" || key === "expectedUnit") && row[key] ? unitText(String(row[key]), lang) : row[key]);
      await csvAgrees(farm.app.reader, "harvest-by-field", param(), query, r.rows, keys, cell, lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "harvest-by-field", param(), { ...query, format: "pdf" }));
    for (const phrase of ["Harvest by Field", "Harvest Ranch, 2026", "North", "6000", "150", "93.8%", "100.0%"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "harvest-by-field", param(), { ...query, format: "pdf", lang: "es" }));
    for (const phrase of ["Cosecha por campo", "Rendimiento esperado/acre", "Del esperado", "TOTALES"]) expect(es.text).toContain(phrase);
  });
});
