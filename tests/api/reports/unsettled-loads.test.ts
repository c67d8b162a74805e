import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { unitText } from "../../../api/domain/reference-names";
import { reportInfo } from "../../../api/reports/catalog";
import { type HarvestFarm, callReport, csvAgrees, reportJson, startHarvestFarm } from "./harvest-farm";
import { readPdf } from "./support";

/* Loads not yet on a settlement ("lost loads") on the farm of harvest-farm.ts (figures worked out there). */
let farm: HarvestFarm;
beforeAll(async () => {
  farm = await startHarvestFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const rowsOf = (r: { rows: Array<Record<string, unknown>> }) => r.rows.map((x) => [x.date, x.buyerName, x.crop, x.ticketNumber, x.reference, x.source, x.quantity, x.unit, x.contracts, x.daysWaiting]);

describe("loads not yet settled", () => {
  test("after the settlement: the 1,000 bu load out of Bin 1 of 11-01, on contract C-2, 29 days waiting", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "unsettled-loads", {}, { entity: String(farm.ranch.id), asOf: "2026-11-30" }));
    expect(rowsOf(r)).toEqual([["2026-11-01", "Elevator A", "Corn", "", "E-4502", "Bin 1", "1000", "bu", "C-2", 29]]);
    expect(r.totals).toEqual({ loads: 1 });
  });

  test("before the settlement of 11-20 its loads were lost too: the ticket straight from South, the delivery split over two contracts", async () => {
    const r = await reportJson(await callReport(farm.app.reader, "unsettled-loads", {}, { entity: String(farm.ranch.id), asOf: "2026-11-10" }));
    expect(rowsOf(r)).toEqual([
      ["2026-10-03", "Elevator A", "Corn", "T-3", "", "South", "168000", "lb", "C-1", 38],
      ["2026-10-10", "Elevator A", "Corn", "", "E-4410", "Bin 1", "4000", "bu", "C-1, C-2", 31],
      ["2026-11-01", "Elevator A", "Corn", "", "E-4502", "Bin 1", "1000", "bu", "C-2", 9],
    ]);
    // Before any load, nothing.
    const early = await reportJson(await callReport(farm.app.reader, "unsettled-loads", {}, { entity: "all", asOf: "2026-06-30" }));
    expect(early.rows).toEqual([]);
  });

  test("its CSV and PDF say what its JSON says", async () => {
    const query = { entity: String(farm.ranch.id), asOf: "2026-11-10" };
    const r = await reportJson(await callReport(farm.app.reader, "unsettled-loads", {}, query));
    const keys = reportInfo("unsettled-loads")!.columns.filter((c) => !c.optional).map((c) => c.key);
    for (const lang of ["en", "es"] as const) {
      const cell = (row: Record<string, unknown>, key: string) => (key === "unit" ? unitText(String(row.unit), lang) : row[key]);
      await csvAgrees(farm.app.reader, "unsettled-loads", {}, query, r.rows, keys, cell, lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "unsettled-loads", {}, { ...query, format: "pdf" }));
    for (const phrase of ["Loads Not Yet Settled", "Harvest Ranch, as of 2026-11-10", "T-3", "E-4410", "C-1, C-2", "3 loads"]) expect(pdf.text).toContain(phrase);
    const es = await readPdf(await callReport(farm.app.reader, "unsettled-loads", {}, { ...query, format: "pdf", lang: "es" }));
    for (const phrase of ["Cargas sin liquidar", "Días en espera", "3 cargas"]) expect(es.text).toContain(phrase);
  });
});
