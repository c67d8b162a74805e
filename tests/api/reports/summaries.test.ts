import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CostSummarySchema, DetailedOperationsSchema, FieldSummarySchema } from "../../../api/schemas/reports.schemas";
import { CAT, expectInvalid, readCsv, readPdf, startReportApp, sumColumn } from "./support";

/**
 * "Harvest Ranch", crop year 2025 (hand-worked; totals = costPerAcre x acres + rate x acres):
 *   Alpha 20 ac Alfalfa: Fertilizer 240.00 (equipment 40.00) 2025-02-10; Hay sale (Income) 1200.00 2025-06-01;
 *     Farm Management 120.00 (equipment 20.00) 2025-03-01; Water Assessment 60.00 2025-04-01
 *     -> income 1200, cultural 200, other 100 + 60, equip 60, cost 420, net 780 (39.00/acre)
 *   Bravo 10 ac Cotton (Pima Cotton in 2025): Machine Hire 300.00 (equipment 100.00) 2025-05-05; Rent 500.00
 *     2025-01-15; Seed 40.00 dated 2024-12-20; Cotton harvest (Income) $350/acre x 10 ac = 3500.00 2025-10-01
 *     (its 3.5 tons x 10 ac x $100 yield value is a statistic: an income task's income is its totalCost)
 *     -> income 3500, cultural 200 + 40, other 500, equip 100, cost 840, net 2660 (266.00/acre)
 *   Delta 5 ac, no crop: Soil Amendment 50.00 2025-07-01 -> cost 50, net -50
 *   plus a crop year 2024 Fertilizer 2000.00 on Alpha that no 2025 report counts.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let ranch: { id: number };
let bravoId: number;
let otherFieldId: number;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Harvest Ranch");
  const alpha = await app.field(ranch.id, "Alpha", "20", "Alfalfa", "Kings County");
  const bravo = await app.field(ranch.id, "Bravo", "10", "Cotton");
  const delta = await app.field(ranch.id, "Delta", "5", "");
  bravoId = bravo.id;
  await app.cropYear(bravo.id, 2025, "Pima Cotton");
  const zulu = await app.entity("Zulu Farms");
  otherFieldId = (await app.field(zulu.id, "Z1", "15", "Alfalfa")).id;
  await app.field(zulu.id, "Z2", "0", "Tomatoes");

  const t = (f: { id: number; entityId: number }, categoryId: number, name: string, date: string, costPerAcre: string, acresCovered: string, more = {}) =>
    app.task(f, { categoryId, name, date, costPerAcre, acresCovered, ...more });
  await t(alpha, CAT.FERTILIZER, "Fertilize", "2025-02-10", "10", "20", { equipmentRental: "2" });
  await t(alpha, CAT.INCOME, "Hay sale", "2025-06-01", "60", "20");
  await t(alpha, CAT.FARM_MANAGEMENT, "Management", "2025-03-01", "5", "20", { equipmentRental: "1" });
  await t(alpha, CAT.WATER_ASSESSMENT, "District charge", "2025-04-01", "3", "20");
  await t(alpha, CAT.FERTILIZER, "Last year", "2025-02-11", "100", "20", { cropYear: 2024 });
  await t(bravo, CAT.MACHINE_HIRE, "Ripping", "2025-05-05", "20", "10", { equipmentRental: "10" });
  await t(bravo, CAT.RENT, "Rent", "2025-01-15", "50", "10");
  await t(bravo, CAT.SEED, "Seed", "2024-12-20", "4", "10");
  await t(bravo, CAT.INCOME, "Cotton harvest", "2025-10-01", "350", "10", { yieldAmount: "3.5", yieldUnit: "tons", yieldValuePerUnit: "100" });
  await t(delta, CAT.SOIL_AMENDMENT, "Lime", "2025-07-01", "10", "5");
});
afterAll(() => app.t.close());

const entityReports = (id = ranch.id) => app.reader.api.entities[":id"].reports;

describe("GET /api/entities/{id}/reports/cost-summary", () => {
  const get = (query: Record<string, string>, id = ranch.id) => entityReports(id)["cost-summary"].$get({ param: { id: String(id) }, query: query as never });

  test("per field income against cost over the crop year's calendar year by default", async () => {
    const res = await get({ year: "2025" });
    expect(res.status).toBe(200);
    const body = CostSummarySchema.parse(await res.json());
    expect(body).toMatchObject({ entityName: "Harvest Ranch", cropYear: 2025, from: "2025-01-01", to: "2025-12-31" });
    // Bravo's seed is dated 2024-12-20, before the range.
    expect(body.rows.map((r) => [r.fieldName, r.cropType, r.totalAcres, r.yieldPerAcre, r.income, r.cost, r.net, r.netPerAcre])).toEqual([
      ["Alpha", "Alfalfa", "20.00", "0.00", "1200.00", "420.00", "780.00", "39.00"],
      ["Bravo", "Pima Cotton", "10.00", "3.50", "3500.00", "800.00", "2700.00", "270.00"],
      ["Delta", null, "5.00", "0.00", "0.00", "50.00", "-50.00", "-10.00"],
    ]);
    // 4700 / 35 = 134.2857..., 1270 / 35 = 36.2857..., 3430 / 35 = 98
    expect(body.totals).toEqual({
      totalAcres: "35.00", income: "4700.00", incomePerAcre: "134.29", cost: "1270.00", costPerAcre: "36.29",
      net: "3430.00", netPerAcre: "98.00", yieldEstimate: "47.00",
    });
  });

  test("from and to narrow the task dates, both inclusive", async () => {
    const body = CostSummarySchema.parse(await (await get({ year: "2025", from: "2024-12-20", to: "2025-12-31" })).json());
    expect(body.totals).toMatchObject({ cost: "1310.00", net: "3390.00", costPerAcre: "37.43", netPerAcre: "96.86" });
    const spring = CostSummarySchema.parse(await (await get({ year: "2025", from: "2025-01-01", to: "2025-03-01" })).json());
    // Rent 500 + Fertilize 240 + Management 120
    expect(spring.totals).toMatchObject({ income: "0.00", cost: "860.00", net: "-860.00" });
  });

  test("CSV columns sum to the totals; the PDF is landscape with the title, the total row and the cards", async () => {
    const csv = await readCsv(await get({ year: "2025", format: "csv" }));
    expect(csv.rows.length).toBe(3);
    expect([sumColumn(csv.rows, "Income"), sumColumn(csv.rows, "Cost"), sumColumn(csv.rows, "Net Total")]).toEqual(["4700.00", "1270.00", "3430.00"]);
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    expect(pdf.orientation).toBe("landscape");
    for (const phrase of ["Accounting Cost Summary By Ranch and Field", "HARVEST RANCH", "TOTAL COST PER ACRE", "NET/ACRE", "$4,700.00", "$1,270.00", "$3,430.00", "-$50.00", "Income Summary", "Net Profit Summary", "Page 1 of 1"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("bad dates and years are 400s naming the parameter; unknown entity 404", async () => {
    await expectInvalid(await get({ year: "2025", from: "2025-13-01" }), "from");
    await expectInvalid(await get({ year: "2025", to: "2025-02-30" }), "to");
    await expectInvalid(await get({ year: "2025", from: "2025-06-01", to: "2025-01-01" }), "to");
    await expectInvalid(await get({}), "year");
    expect((await get({ year: "2025" }, 999_999)).status).toBe(404);
  });
});

describe("GET /api/entities/{id}/reports/detailed-operations", () => {
  const get = (query: Record<string, string>, id = ranch.id) => entityReports(id)["detailed-operations"].$get({ param: { id: String(id) }, query: query as never });

  test("all fields: every task of the harvest year, split into the record's columns", async () => {
    const body = DetailedOperationsSchema.parse(await (await get({ year: "2025" })).json());
    expect(body.title).toBe("HARVEST RANCH ACCOUNTING RECORD HARVEST YEAR 2025");
    // The field line says All fields over the whole farm's totals (not the first field's name), with every field's acres.
    expect(body.summary).toEqual({ fieldName: "All fields", farm: "Harvest Ranch", crop: "Alfalfa, Pima Cotton", acres: "35.00" });
    expect(body.lines.map((l) => l.operation)).toEqual(["Seed", "Rent", "Fertilize", "Management", "District charge", "Ripping", "Hay sale", "Lime", "Cotton harvest"]);
    expect(body.results).toEqual({
      income: "4700.00", costsCultural: "490.00", costsOther: "660.00", costsEquip: "160.00", totalCosts: "1310.00", net: "3390.00", netPerAcre: "96.86",
    });
    expect(body.cards).toEqual({ totalOperations: 9, totalCustomFarm: "490.00", totalCostsOther: "660.00", totalIncome: "4700.00", netProfit: "3390.00" });
    const fertilize = body.lines.find((l) => l.operation === "Fertilize")!;
    expect(fertilize).toMatchObject({ nbi: "B", accountCode: 8340, customFarm: { perAcre: "10.00", total: "200.00" }, equipRent: { perAcre: "2.00", total: "40.00" }, cost: { perAcre: "12.00", total: "240.00" } });
    const management = body.lines.find((l) => l.operation === "Management")!;
    expect(management).toMatchObject({ accountCode: 8470, costsOther: { perAcre: "5.00", total: "100.00" }, equipRent: { perAcre: "1.00", total: "20.00" } });
  });

  test("one field, with its crop for the year", async () => {
    const body = DetailedOperationsSchema.parse(await (await get({ year: "2025", fieldId: String(bravoId) })).json());
    expect(body.summary).toEqual({ fieldName: "Bravo", farm: "Harvest Ranch", crop: "Pima Cotton", acres: "10.00" });
    expect(body.results).toMatchObject({ income: "3500.00", costsCultural: "240.00", costsOther: "500.00", costsEquip: "100.00", net: "2660.00", netPerAcre: "266.00" });
    expect(body.lines.find((l) => l.operation === "Cotton harvest")!.income).toEqual({ perAcre: "350.00", total: "3500.00" });
  });

  test("the CSV's Cost column sums to the total costs; the PDF prints the record", async () => {
    const csv = await readCsv(await get({ year: "2025", fieldId: "0", format: "csv" }));
    expect(csv.rows.length).toBe(9);
    expect([sumColumn(csv.rows, "Cost"), sumColumn(csv.rows, "Income"), sumColumn(csv.rows, "Equip Rent")]).toEqual(["1310.00", "4700.00", "160.00"]);
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    // Each task's line, made from the record as the page is drawn: the Fertilize line's equipment and cost per acre.
    // With all fields the field block says All fields, not the first field's name.
    expect(pdf.text).toContain("All fields");
    expect(pdf.text).not.toContain("Alpha");
    for (const phrase of ["HARVEST RANCH ACCOUNTING RECORD HARVEST YEAR 2025", "Printed", "CULTURAL COSTS", "OPERATION PERFORMED", "Fertilize", "Cotton harvest", "$12.00", "$240.00", "Total Operations", "$3,390.00", "Page 1 of 1"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("a field of another entity is a 404; a negative field id a 400", async () => {
    expect((await get({ year: "2025", fieldId: String(otherFieldId) })).status).toBe(404);
    await expectInvalid(await get({ year: "2025", fieldId: "-1" }), "fieldId");
  });
});

describe("GET /api/entities/{id}/reports/field-summary", () => {
  const get = (query: Record<string, string>, id = ranch.id) => entityReports(id)["field-summary"].$get({ param: { id: String(id) }, query: query as never });

  test("Cultural, Other and Equip per field, the TOTALS row and the cards", async () => {
    const body = FieldSummarySchema.parse(await (await get({ year: "2025" })).json());
    expect(body.heading).toBe("HARVEST RANCH - FIELD SUMMARY REPORT - HARVEST YEAR 2025");
    expect(body.rows.map((r) => [r.fieldName, r.income, r.costsCultural, r.costsOther, r.costsEquip, r.totalCosts, r.net, r.netPerAcre])).toEqual([
      ["Alpha", "1200.00", "200.00", "160.00", "60.00", "420.00", "780.00", "39.00"],
      ["Bravo", "3500.00", "240.00", "500.00", "100.00", "840.00", "2660.00", "266.00"],
      ["Delta", "0.00", "50.00", "0.00", "0.00", "50.00", "-50.00", "-10.00"],
    ]);
    expect(body.rows[1]).toMatchObject({ yieldPerAcre: "3.50", yieldUnit: "tons", cropType: "Pima Cotton" });
    expect(body.totals).toEqual({ acres: "35.00", income: "4700.00", costsCultural: "490.00", costsOther: "660.00", costsEquip: "160.00", totalCosts: "1310.00", net: "3390.00", netPerAcre: "96.86" });
    expect(body.cards).toEqual({ totalFields: 3, totalAcres: "35.00", totalIncome: "4700.00", averageNetPerAcre: "96.86" });
  });

  test("CSV sums to the totals; the PDF is landscape, shows a loss as '(Loss)'", async () => {
    const csv = await readCsv(await get({ year: "2025", format: "csv" }));
    expect([sumColumn(csv.rows, "Total Costs"), sumColumn(csv.rows, "Net")]).toEqual(["1310.00", "3390.00"]);
    const res = await get({ year: "2025", format: "pdf" });
    const pdf = await readPdf(res);
    expect(pdf.pages).toBe(1);
    expect(pdf.orientation).toBe("landscape");
    for (const phrase of ["HARVEST RANCH - FIELD SUMMARY REPORT - HARVEST YEAR 2025", "Field-by-Field Performance Summary", "TOTALS", "$50.00 (Loss)", "3.50 tons", "$3,390.00", "Average Net/Acre", "$96.86"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("a year without fields' data says so", async () => {
    const empty = await app.entity("Empty Acres");
    const body = FieldSummarySchema.parse(await (await get({ year: "2025" }, empty.id)).json());
    expect(body.rows).toEqual([]);
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }, empty.id));
    expect(pdf.text).toContain("No field data available for 2025");
    await expectInvalid(await get({ year: "abc" }), "year");
  });
});
