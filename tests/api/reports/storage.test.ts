import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { unitText } from "../../../api/domain/reference-names";
import { reportInfo } from "../../../api/reports/catalog";
import { type HarvestFarm, callReport, csvAgrees, reportJson, startHarvestFarm } from "./harvest-farm";
import { readPdf } from "./support";

/* Crop in storage on the farm of harvest-farm.ts (figures worked out there). */
let farm: HarvestFarm;
beforeAll(async () => {
  farm = await startHarvestFarm();
}, 60_000);
afterAll(() => farm.app.t.close());

const rowsAt = async (asOf: string) => {
  const r = await reportJson(await callReport(farm.app.reader, "storage", {}, { entity: String(farm.ranch.id), asOf }));
  return r.rows.map((x) => [x.locationName, x.crop, x.cropYear, x.unit, x.in, x.out, x.adjusted, x.onHand]);
};

describe("crop in storage", () => {
  test("on hand per location, crop and year at the end of a day: in, out, adjusted", async () => {
    // Bin 1 after D-2 took 4,000 bu out of the 7,000 bu put in; before the shrink.
    expect(await rowsAt("2026-10-12")).toEqual([
      ["Barn", "Alfalfa", 2026, "bale", "40", "25", "0", "15"],
      ["Bin 1", "Corn", 2026, "bu", "7000", "4000", "0", "3000"],
    ]);
    expect(await rowsAt("2026-11-30")).toEqual([
      ["Barn", "Alfalfa", 2026, "bale", "40", "25", "0", "15"],
      ["Bin 1", "Corn", 2026, "bu", "7000", "5000", "-100", "1900"],
    ]);
  });

  test("the 2026 crop is still on hand in the next calendar year, with no step taken", async () => {
    expect((await rowsAt("2027-02-01")).find((r) => r[0] === "Bin 1")).toEqual(["Bin 1", "Corn", 2026, "bu", "7000", "5000", "-100", "1900"]);
  });

  test("its CSV and PDF say what its JSON says", async () => {
    const query = { entity: String(farm.ranch.id), asOf: "2026-11-30" };
    const r = await reportJson(await callReport(farm.app.reader, "storage", {}, query));
    const keys = reportInfo("storage")!.columns.map((c) => c.key);
    for (const lang of ["en", "es"] as const) {
      await csvAgrees(farm.app.reader, "storage", {}, query, r.rows, keys, (row, key) => (key === "unit" ? unitText(String(row.unit), lang) : row[key]), lang);
    }
    const pdf = await readPdf(await callReport(farm.app.reader, "storage", {}, { ...query, format: "pdf" }));
    for (const phrase of ["Crop in Storage", "Harvest Ranch, as of 2026-11-30", "Bin 1", "1900"]) expect(pdf.text).toContain(phrase);
  });
});
