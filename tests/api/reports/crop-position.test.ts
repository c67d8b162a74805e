import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { unitText } from "../../../api/domain/reference-names";
import { reportInfo } from "../../../api/reports/catalog";
import { type HarvestFarm, callReport, csvAgrees, reportJson, startHarvestFarm } from "./harvest-farm";
import { readPdf } from "./support";

/* The crop position on the farm of harvest-farm.ts (figures worked out there). */
let farm: HarvestFarm;
beforeAll(async () => {
  farm = await startHarvestFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const figures = (r: Record<string, unknown>) => [r.crop, r.cropYear, r.unit, r.harvested, r.adjusted, r.inStorage, r.contracted, r.delivered, r.settled, r.unsold, r.settledValue, r.markPrice, r.markUnit, r.estimatedValue];

describe("crop position", () => {
  test("per crop pool: harvested, in storage, contracted, delivered, settled, unsold; the settled net and the estimate at the mark apart", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: String(farm.ranch.id), year: "2026" }));
    expect(r).toMatchObject({ entity: farm.ranch.id, entityName: "Harvest Ranch", cropYear: 2026 });
    expect(r.rows.map(figures)).toEqual([
      ["Alfalfa", 2026, "bale", "40", "0", "15", "0", "25", "25", "15", "4450.00", null, null, null],
      // 10,000 - 100 shrink - 7,000 settled = 2,900 bu unsold x $4.50 = $13,050.00, never in the settled $33,587.66.
      ["Corn", 2026, "bu", "10000", "-100", "1900", "10000", "8000", "7000", "2900", "33587.66", "4.5000", "bu", "13050.00"],
    ]);
    expect(r.totals).toEqual({ settledValue: "38037.66", estimatedValue: "13050.00" });
  });

  test("every crop year and every entity the caller may see: the same pools; another year has none", async () => {
    const all = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: "all" }));
    expect(all).toMatchObject({ entity: "all", entityName: "All entities", cropYear: null });
    expect(all.rows.map((x) => [x.entityName, ...figures(x)])).toEqual([
      ["Harvest Ranch", "Alfalfa", 2026, "bale", "40", "0", "15", "0", "25", "25", "15", "4450.00", null, null, null],
      ["Harvest Ranch", "Corn", 2026, "bu", "10000", "-100", "1900", "10000", "8000", "7000", "2900", "33587.66", "4.5000", "bu", "13050.00"],
    ]);
    const other = await reportJson(await callReport(farm.app.reader, "crop-position", {}, { entity: String(farm.ranch.id), year: "2025" }));
    expect(other.rows).toEqual([]);
    expect((await callReport(farm.app.reader, "crop-position", {}, { entity: "999999" })).status).toBe(404);
  });

  test("its CSV and PDF say what its JSON says, in English and Spanish", async () => {
    const query = { entity: String(farm.ranch.id), year: "2026" };
    const r = await reportJson(await callReport(farm.app.reader, "crop-position", {}, query));
    const keys = reportInfo("crop-position")!.columns.map((c) => c.key);
    for (const lang of ["en", "es"] as const) {
      const cell = (row: Record<string, unknown>, key: string) => ((key === "unit" || key === "markUnit") && row[key] ? unitText(String(row[key]), lang) : row[key]);
      await csvAgrees(farm.app.reader, "crop-position", {}, query, r.rows, keys, cell, lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "crop-position", {}, { ...query, format: "pdf" }));
    for (const phrase of ["Crop Position", "Harvest Ranch, 2026", "2900", "$33,587.66", "$13,050.00", "$38,037.66", "Unsold at Mark (Estimated)"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "crop-position", {}, { ...query, format: "pdf", lang: "es" }));
    for (const phrase of ["Posición de cosecha", "Sin vender", "(estimado)", "TOTALES"]) expect(es.text).toContain(phrase);
  });
});
