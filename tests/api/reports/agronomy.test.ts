import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { FertilizerReportSchema, IrrigationReportSchema } from "../../../api/schemas/reports.schemas";
import { CAT, expectInvalid, readCsv, readPdf, startReportApp, sumColumn } from "./support";

/**
 * Green Acres: East 30 ac Corn, West 10 ac Wheat. Other Place: O1 20 ac Corn. Fertilizer "Test 10-20-5":
 * N 1.10, P 2.00, K 0.55 lb per gallon. Crop year 2025 applications (gallons per acre -> N/P/K per acre):
 *   East 10 -> 11.00/20.00/5.50 and 5 -> 5.50/10.00/2.75 (total 16.50/30.00/8.25); West 8 -> 8.80/16.00/4.40;
 *   O1 2 -> 2.20/4.00/1.10; plus a 2024 application and a fertilizer task without gallons, both left out.
 * Irrigations (inches = hours x rate / 24; Flood and Sprinklers 5.00, Drip 1.09):
 *   East Flood 24 h -> 5.000, Drip 12 h -> 0.545 (total 36 h, 5.545 in); West Sprinklers 6 h -> 1.250; O1 Flood 48 h -> 10.000.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let green: { id: number };
let emptyEntity: { id: number };

beforeAll(async () => {
  app = await startReportApp();
  green = await app.entity("Green Acres");
  const other = await app.entity("Other Place");
  emptyEntity = await app.entity("Fallow Farm");
  const east = await app.field(green.id, "East", "30", "Corn");
  const west = await app.field(green.id, "West", "10", "Wheat");
  const o1 = await app.field(other.id, "O1", "20", "Corn");
  const created = await app.admin.api.fertilizers.$post({ json: { name: "Test 10-20-5", nPerGal: "1.10", pPerGal: "2.00", kPerGal: "0.55", type: "liquid" } as never });
  expect(created.status).toBe(201);
  const fertilizerId = ((await created.json()) as { id: number }).id;

  const fert = (f: typeof east, date: string, gallons: string | null, more = {}) =>
    app.task(f, { categoryId: CAT.FERTILIZER, name: `Fertilize ${f.name}`, date, costPerAcre: "1", acresCovered: f.acreage, fertilizerId, fertilizerGallonsApplied: gallons, ...more });
  await fert(east, "2025-03-01", "10");
  await fert(east, "2025-04-01", "5");
  await fert(west, "2025-03-15", "8");
  await fert(o1, "2025-03-20", "2");
  await fert(east, "2025-03-02", "100", { cropYear: 2024 });
  await fert(west, "2025-03-16", null);

  const water = (f: typeof east, date: string, irrigationType: string | null, irrigationHours: string | null) =>
    app.task(f, { categoryId: CAT.WATER, name: `Irrigate ${f.name}`, date, costPerAcre: "1", acresCovered: f.acreage, irrigationType, irrigationHours });
  await water(east, "2025-05-01", "Flood", "24");
  await water(east, "2025-06-01", "Drip", "12");
  await water(west, "2025-05-10", "Sprinklers", "6");
  await water(o1, "2025-05-20", "Flood", "48");
  await water(west, "2025-05-11", null, null);
});
afterAll(() => app.t.close());

const fertilizer = (query: Record<string, string>, client = app.reader) => client.api.reports.fertilizer.$get({ query: query as never });
const irrigation = (query: Record<string, string>, client = app.reader) => client.api.reports.irrigation.$get({ query: query as never });

describe("GET /api/reports/fertilizer", () => {
  test("one entity: applications per field, totals per acre, the acre-weighted Entity Average", async () => {
    const body = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025", entity: String(green.id) })).json());
    expect(body).toMatchObject({ entity: green.id, entityName: "Green Acres", cropType: null, cropsFound: ["Corn", "Wheat"] });
    expect(body.fields.map((f) => [f.fieldName, f.applications.length, f.totalPerAcre])).toEqual([
      ["East", 2, { n: "16.50", p: "30.00", k: "8.25" }],
      ["West", 1, { n: "8.80", p: "16.00", k: "4.40" }],
    ]);
    expect(body.fields[0]!.applications[0]).toMatchObject({ date: "2025-03-01", fertilizerName: "Test 10-20-5", unitsPerAcre: "10.00", perUnit: { n: "1.10", p: "2.00", k: "0.55" }, perAcre: { n: "11.00", p: "20.00", k: "5.50" } });
    // (30 x 16.50 + 10 x 8.80) / 40 = 14.575; (30 x 30 + 10 x 16) / 40 = 26.5; (30 x 8.25 + 10 x 4.40) / 40 = 7.2875
    expect(body.entityAverage).toEqual({ n: "14.58", p: "26.50", k: "7.29" });
  });

  test("all entities by default, current with currentEntityId, and a crop filter", async () => {
    const all = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025" })).json());
    expect(all.entityName).toBe("All Entities");
    expect(all.fields.map((f) => f.fieldName)).toEqual(["East", "O1", "West"]);
    // (30 x 16.50 + 20 x 2.20 + 10 x 8.80) / 60 = 10.45
    expect(all.entityAverage).toEqual({ n: "10.45", p: "19.00", k: "5.23" });
    const current = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025", entity: "current", currentEntityId: String(green.id) })).json());
    expect(current.entityAverage).toEqual({ n: "14.58", p: "26.50", k: "7.29" });
    const corn = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025", entity: "all", crop: "Corn" })).json());
    expect(corn.fields.map((f) => f.fieldName)).toEqual(["East", "O1"]);
    expect(corn.entityAverage).toEqual({ n: "10.78", p: "19.60", k: "5.39" });
    const allCrops = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025", crop: "All Crops" })).json());
    expect(allCrops.cropType).toBeNull();
  });

  test("CSV: one row per application, a field's N per Acre sums to its total; PDF: the report with its summary", async () => {
    const csv = await readCsv(await fertilizer({ year: "2025", entity: String(green.id), format: "csv" }));
    expect(csv.rows.length).toBe(3);
    expect(sumColumn(csv.rows, "N per Acre", (r) => r.Field === "East")).toBe("16.50");
    expect(sumColumn(csv.rows, "K per Acre", (r) => r.Field === "East")).toBe("8.25");
    const pdf = await readPdf(await fertilizer({ year: "2025", entity: String(green.id), format: "pdf" }));
    expect(pdf.pages).toBe(1);
    for (const phrase of ["Fertilizer Application Report", "Green Acres - Crop Year 2025 - All Crops", "Units/Acre", "Field Total per Acre (lbs/acre)", "Summary by Field", "Entity Average", "14.58", "7.29"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("an entity without applications is the empty state", async () => {
    const body = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025", entity: String(emptyEntity.id) })).json());
    expect(body.fields).toEqual([]);
    expect(body.entityAverage).toEqual({ n: "0.00", p: "0.00", k: "0.00" });
    const pdf = await readPdf(await fertilizer({ year: "2025", entity: String(emptyEntity.id), format: "pdf" }));
    expect(pdf.text).toContain("No Fertilizer Applications");
  });

  test("filters are checked: current needs currentEntityId, unknown entity 404, signed out 401", async () => {
    await expectInvalid(await fertilizer({ year: "2025", entity: "current" }), "currentEntityId");
    await expectInvalid(await fertilizer({ year: "2025", entity: "some" }), "entity");
    await expectInvalid(await fertilizer({ year: "1999" }), "year");
    expect((await fertilizer({ year: "2025", entity: "999999" })).status).toBe(404);
    expect((await fertilizer({ year: "2025" }, app.t.client())).status).toBe(401);
  });
});

describe("GET /api/reports/irrigation", () => {
  test("the current entity by default: Water tasks with a type, hours and inches, weighted average", async () => {
    const body = IrrigationReportSchema.parse(await (await irrigation({ year: "2025", currentEntityId: String(green.id) })).json());
    expect(body.entityName).toBe("Green Acres");
    expect(body.fields.map((f) => [f.fieldName, f.applications.map((a) => `${a.irrigationType} ${a.hours} ${a.inches}`), f.total])).toEqual([
      ["East", ["Flood 24.00 5.000", "Drip 12.00 0.545"], { hours: "36.00", inches: "5.545" }],
      ["West", ["Sprinklers 6.00 1.250"], { hours: "6.00", inches: "1.250" }],
    ]);
    // (30 x 36 + 10 x 6) / 40 = 28.5; (30 x 5.545 + 10 x 1.25) / 40 = 4.47125
    expect(body.entityAverage).toEqual({ hours: "28.50", inches: "4.471" });
  });

  test("all entities without a current one; crop filter", async () => {
    const all = IrrigationReportSchema.parse(await (await irrigation({ year: "2025" })).json());
    expect(all.fields.map((f) => f.fieldName)).toEqual(["East", "O1", "West"]);
    // (1080 + 960 + 60) / 60 = 35; (166.35 + 200 + 12.5) / 60 = 6.31416...
    expect(all.entityAverage).toEqual({ hours: "35.00", inches: "6.314" });
    const wheat = IrrigationReportSchema.parse(await (await irrigation({ year: "2025", entity: "all", crop: "Wheat" })).json());
    expect(wheat.fields.map((f) => f.fieldName)).toEqual(["West"]);
  });

  test("CSV sums to the field totals; PDF carries them; empty state", async () => {
    const csv = await readCsv(await irrigation({ year: "2025", entity: String(green.id), format: "csv" }));
    expect(csv.rows.length).toBe(3);
    expect(sumColumn(csv.rows, "Duration (Hours)", (r) => r.Field === "East")).toBe("36.00");
    const pdf = await readPdf(await irrigation({ year: "2025", entity: String(green.id), format: "pdf" }));
    for (const phrase of ["Irrigation Report", "Water Applied (Inches)", "Field Total Water Applied", "5.545", "Entity Summary", "Entity Average", "4.471", "Page 1 of 1"]) {
      expect(pdf.text).toContain(phrase);
    }
    const none = await readPdf(await irrigation({ year: "2024", entity: String(green.id), format: "pdf" }));
    expect(none.text).toContain("No Irrigation Applications");
  });

  test("bad filters", async () => {
    await expectInvalid(await irrigation({ year: "2025", entity: "current" }), "currentEntityId");
    await expectInvalid(await irrigation({ year: "2025", currentEntityId: "x" }), "currentEntityId");
    expect((await irrigation({ year: "2025", currentEntityId: "999999" })).status).toBe(404);
  });
});
