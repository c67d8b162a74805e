import { describe, expect, test } from "bun:test";
import { type PesticideLine, type PesticideSite, monthDays, pesticideUse } from "../../../api/domain/reports/pesticide-use";

/*
 * April 2026 at North: West (Fresno, M 14S 18E 7, 38 ac planted) sprayed 04-02 08:30 with Roundup at 32 fl oz/ac over
 * 40 ac = 1,280 fl oz = 10 gal, and Paraquat (restricted) 2 gal; East (no site data) sprayed 04-20 with Roundup 1.5 gal.
 * The UN-32 of 04-05 is a fertilizer and the spray of 05-01 is May's: neither is in April's report.
 */
const west: PesticideSite = { id: 1, name: "West", county: "Fresno", operatorId: "10-12-1000123", permitNumber: "1012345", siteId: "W1", baseMeridian: "M", township: "14S", range: "18E", section: 7, acresPlanted: "38.00", cropType: "Alfalfa" };
const east: PesticideSite = { id: 2, name: "East", county: null, operatorId: null, permitNumber: null, siteId: null, baseMeridian: null, township: null, range: null, section: null, acresPlanted: null, cropType: "Tomatoes" };
const roundup = { id: 10, name: "Roundup", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "524-549", restrictedUse: false };
const paraquat = { id: 11, name: "Paraquat", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "100-1431", restrictedUse: true };
const un32 = { id: 12, name: "UN-32", kind: "fertilizer", stockUnit: "gal", epaRegistrationNumber: null, restrictedUse: false };
const task = { applicationMethod: "ground", applicator: "J. Ruiz", cropType: null, ratePerAcre: null, totalQuantity: null };
const lines: PesticideLine[] = [
  { ...task, taskId: 7, date: "2026-04-20", time: null, fieldId: 2, acresCovered: "20.00", applicator: null, line: 1, totalQuantity: "1.5", unit: "gal", stockQuantity: "1.5", product: roundup },
  { ...task, taskId: 5, date: "2026-04-02", time: "08:30", fieldId: 1, acresCovered: "40.00", line: 2, totalQuantity: "2", unit: "gal", stockQuantity: "2", product: paraquat },
  { ...task, taskId: 5, date: "2026-04-02", time: "08:30", fieldId: 1, acresCovered: "40.00", line: 1, ratePerAcre: "32", unit: "fl oz", stockQuantity: "10", product: roundup },
  { ...task, taskId: 6, date: "2026-04-05", time: null, fieldId: 1, acresCovered: "40.00", line: 1, ratePerAcre: "10", unit: "gal", stockQuantity: "400", product: un32 },
  { ...task, taskId: 8, date: "2026-05-01", time: null, fieldId: 1, acresCovered: "40.00", line: 1, totalQuantity: "1", unit: "gal", stockQuantity: "1", product: roundup },
];
const report = (restrictedOnly: boolean) => pesticideUse({ entityId: 1, entityName: "North", month: "2026-04", restrictedOnly, fields: [west, east], lines });

describe("pesticideUse", () => {
  test("a row per crop-protection line of the month, by date and time, with the site and the amount as entered and in stock", () => {
    const r = report(false);
    expect(r).toMatchObject({ month: "2026-04", from: "2026-04-01", to: "2026-04-30" });
    expect(r.rows.map((x) => [x.date, x.time, x.fieldName, x.productName, x.ratePerAcre, x.amountUsed, x.unit, x.stockQuantity, x.stockUnit, x.restrictedUse])).toEqual([
      ["2026-04-02", "08:30", "West", "Roundup", "32", "1280", "fl oz", "10", "gal", false],
      ["2026-04-02", "08:30", "West", "Paraquat", null, "2", "gal", "2", "gal", true],
      ["2026-04-20", null, "East", "Roundup", null, "1.5", "gal", "1.5", "gal", false],
    ]);
    expect(r.rows[0]).toMatchObject({ county: "Fresno", operatorId: "10-12-1000123", permitNumber: "1012345", siteId: "W1", mtrs: "M14S18E07", commodity: "Alfalfa", acresPlanted: "38.00", acresTreated: "40.00", epaRegistrationNumber: "524-549", applicationMethod: "ground", applicator: "J. Ruiz" });
    expect(r.rows[2]).toMatchObject({ mtrs: "", commodity: "Tomatoes", acresTreated: "20.00" });
  });

  test("a field missing site data the county asks for is named with what it lacks", () => {
    expect(report(false).incomplete).toEqual([{ fieldId: 2, fieldName: "East", missing: ["county", "operatorId", "siteId", "baseMeridian", "township", "range", "section"] }]);
  });

  test("restricted materials only", () => {
    const r = report(true);
    expect(r.rows.map((x) => x.productName)).toEqual(["Paraquat"]);
    expect(r.incomplete).toEqual([]);
  });

  test("the task's own crop is the commodity when it names one", () => {
    const r = pesticideUse({ entityId: 1, entityName: "North", month: "2026-04", restrictedOnly: false, fields: [west], lines: [{ ...lines[2]!, cropType: "Oat Hay" }] });
    expect(r.rows[0]!.commodity).toBe("Oat Hay");
  });

  test("a month's days", () => {
    expect(monthDays("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthDays("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthDays("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
});
