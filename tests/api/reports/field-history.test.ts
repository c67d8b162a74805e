import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { FieldHistoryShape } from "../../../api/domain/reports/field-history";
import { FieldSummarySchema } from "../../../api/schemas/reports.schemas";
import { CAT, readCsv, readPdf, startReportApp, sumColumn } from "./support";

/**
 * History Ranch, North 40 ac (its own crop Alfalfa); crop-year rows 2023 Cotton, 2025 Wheat, 2026 Corn.
 *   2023 Cotton: Fertilizer 10/ac x 40 = 400.00 cost; Cotton sale (Income) 500/ac x 40 = 20,000.00 income (its 3
 *        bales/ac is a statistic). Net 19,600.00, per acre 19,600 / 40 = 490.00, yield 3.00 bales.
 *   2024 Alfalfa (no row: the field's own crop): Water 6/ac x 40 = 240.00; Swathing (Machine Hire) 5/ac x 40 = 200.00
 *        with a yield of 4 tons/ac at $150: 4 x 40 x 150 = 24,000.00 income. Cost 440.00, net 23,560.00,
 *        per acre 589.00, yield 4.00 tons.
 *   2025 Wheat: Seed 25/ac x 40 = 1,000.00 and Farm Management 2/ac x 40 = 80.00. Cost 1,080.00, no income,
 *        net -1,080.00, per acre -27.00, yield 0.00.
 *   2026 Corn: a crop-year row and no task: every figure 0.00.
 *   Totals: cost 400 + 440 + 1,080 = 1,920.00; income 20,000 + 24,000 = 44,000.00; net 19,600 + 23,560 - 1,080 = 42,080.00.
 * South (10 ac, same ranch) has a 2025 Seed task that North's history must not count.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let ranch: { id: number };
let north: { id: number; entityId: number };

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("History Ranch");
  north = await app.field(ranch.id, "North", "40", "Alfalfa");
  const south = await app.field(ranch.id, "South", "10", "Alfalfa");
  await app.cropYear(north.id, 2023, "Cotton");
  await app.cropYear(north.id, 2025, "Wheat");
  await app.cropYear(north.id, 2026, "Corn");
  const t = (f: typeof north, cropYear: number, categoryId: number, name: string, costPerAcre: string, more = {}) =>
    app.task(f, { cropYear, categoryId, name, date: `${cropYear}-05-10`, costPerAcre, acresCovered: f.id === north.id ? "40" : "10", ...more });
  await t(north, 2023, CAT.FERTILIZER, "Fertilize", "10");
  await t(north, 2023, CAT.INCOME, "Cotton sale", "500", { yieldAmount: "3", yieldUnit: "bales", yieldValuePerUnit: "200" });
  await t(north, 2024, CAT.WATER, "Irrigate", "6");
  await t(north, 2024, CAT.MACHINE_HIRE, "Swathing", "5", { yieldAmount: "4", yieldUnit: "tons", yieldValuePerUnit: "150" });
  await t(north, 2025, CAT.SEED, "Seed", "25");
  await t(north, 2025, CAT.FARM_MANAGEMENT, "Oversight", "2");
  await t(south, 2025, CAT.SEED, "Seed", "25");
});
afterAll(() => app.t.close());

const history = (query: Record<string, string> = {}, fieldId = north.id, client = app.reader) =>
  client.api.fields[":fieldId"].history.$get({ param: { fieldId: String(fieldId) }, query: query as never });

describe("GET /api/fields/{fieldId}/history", () => {
  test("every crop year of the field, worked out by hand", async () => {
    const res = await history();
    expect(res.status).toBe(200);
    const body = FieldHistoryShape.parse(await res.json());
    expect(body).toMatchObject({ fieldId: north.id, fieldName: "North", entityId: ranch.id, entityName: "History Ranch" });
    expect(body.years).toEqual([
      { cropYear: 2023, cropType: "Cotton", acres: "40.00", cost: "400.00", income: "20000.00", net: "19600.00", netPerAcre: "490.00", yieldPerAcre: "3.00", yieldUnit: "bales" },
      { cropYear: 2024, cropType: "Alfalfa", acres: "40.00", cost: "440.00", income: "24000.00", net: "23560.00", netPerAcre: "589.00", yieldPerAcre: "4.00", yieldUnit: "tons" },
      { cropYear: 2025, cropType: "Wheat", acres: "40.00", cost: "1080.00", income: "0.00", net: "-1080.00", netPerAcre: "-27.00", yieldPerAcre: "0.00", yieldUnit: null },
      { cropYear: 2026, cropType: "Corn", acres: "40.00", cost: "0.00", income: "0.00", net: "0.00", netPerAcre: "0.00", yieldPerAcre: "0.00", yieldUnit: null },
    ]);
    expect(body.totals).toEqual({ cost: "1920.00", income: "44000.00", net: "42080.00" });
  });

  test("each year is the field's row of that year's field summary", async () => {
    const body = FieldHistoryShape.parse(await (await history()).json());
    for (const year of body.years) {
      const summary = FieldSummarySchema.parse(
        await (await app.reader.api.entities[":id"].reports["field-summary"].$get({ param: { id: String(ranch.id) }, query: { year: String(year.cropYear) } })).json(),
      );
      const row = summary.rows.find((r) => r.fieldId === north.id)!;
      expect([row.cropType, row.acres, row.totalCosts, row.income, row.net, row.netPerAcre, row.yieldPerAcre, row.yieldUnit]).toEqual([
        year.cropType, year.acres, year.cost, year.income, year.net, year.netPerAcre, year.yieldPerAcre, year.yieldUnit,
      ]);
    }
  });

  test("the CSV is a row per year under the column headings; the PDF the generic table with its totals", async () => {
    const csv = await readCsv(await history({ format: "csv" }));
    expect(csv.header).toEqual(["Crop Year", "Crop", "Acres", "Cost", "Income", "Net", "Net/Acre", "Yield/Acre", "Yield Unit"]);
    expect(csv.rows.map((r) => `${r["Crop Year"]} ${r.Crop} ${r.Net}`)).toEqual(["2023 Cotton 19600.00", "2024 Alfalfa 23560.00", "2025 Wheat -1080.00", "2026 Corn 0.00"]);
    expect(sumColumn(csv.rows, "Cost")).toBe("1920.00");
    expect(sumColumn(csv.rows, "Income")).toBe("44000.00");
    const pdf = await readPdf(await history({ format: "pdf" }));
    expect(pdf.orientation).toBe("landscape");
    for (const phrase of ["Field History", "North (History Ranch)", "Cotton", "$19,600.00", "-$1,080.00", "TOTALS", "$1,920.00", "$44,000.00", "$42,080.00"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("a missing field is a 404, a bad format a 400, signed out a 401", async () => {
    expect((await history({}, 999_999)).status).toBe(404);
    expect((await history({ format: "xml" })).status).toBe(400);
    expect((await history({}, north.id, app.t.client())).status).toBe(401);
  });
});
