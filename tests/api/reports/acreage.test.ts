import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { AcreageEntitySchema, AcreageReportSchema } from "../../../api/schemas/reports.schemas";
import { expectInvalid, readCsv, readPdf, startReportApp, sumColumn } from "./support";

/**
 * Harvest Ranch: Alpha 20 ac Alfalfa, Bravo 10 ac Cotton (Pima Cotton in 2025), Delta 5 ac without a crop.
 * Zulu Farms: Z1 15 ac Alfalfa, Z2 0 ac Tomatoes (no acres: left out of the matrix).
 * 2025 matrix: Alfalfa 20 + 15 = 35, Pima Cotton 10; ranch total 45. Shares 77.77... and 22.22... round down to
 * 77.7 + 22.2 = 99.9; the missing tenth goes to the larger remainder: 77.8% + 22.2% = 100.0%.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let harvestId: number;
let zuluId: number;
/** What the report said before any entity existed. */
let empty: { json: unknown; pdf: Awaited<ReturnType<typeof readPdf>> };

beforeAll(async () => {
  app = await startReportApp();
  empty = { json: await (await get("2025")).json(), pdf: await readPdf(await get("2025", { format: "pdf" })) };
  const harvest = await app.entity("Harvest Ranch");
  const zulu = await app.entity("Zulu Farms");
  [harvestId, zuluId] = [harvest.id, zulu.id];
  await app.field(harvest.id, "Alpha", "20", "Alfalfa", "Kings County");
  const bravo = await app.field(harvest.id, "Bravo", "10", "Cotton");
  await app.field(harvest.id, "Delta", "5", "");
  await app.cropYear(bravo.id, 2025, "Pima Cotton");
  await app.field(zulu.id, "Z1", "15", "Alfalfa");
  await app.field(zulu.id, "Z2", "0", "Tomatoes");
});
afterAll(() => app.t.close());

const get = (year: string, query: Record<string, string> = {}, client = app.reader) =>
  client.api.reports.acreage[":year"].$get({ param: { year }, query: query as never });

describe("GET /api/reports/acreage/{year}", () => {
  test("answers the spec's array: one item per entity with its crops and its fields by acreage", async () => {
    const res = await get("2025");
    expect(res.status).toBe(200);
    const body = z.array(AcreageEntitySchema).parse(await res.json());
    expect(body).toEqual([
      {
        entityId: harvestId,
        entityName: "Harvest Ranch",
        totalAcres: "35.00",
        cropBreakdown: [{ cropType: "Alfalfa", totalAcres: "20.00" }, { cropType: "Pima Cotton", totalAcres: "10.00" }],
        fields: [
          { fieldId: expect.any(Number), fieldName: "Alpha", location: "Kings County", cropType: "Alfalfa", acreage: "20.00" },
          { fieldId: expect.any(Number), fieldName: "Bravo", location: "-", cropType: "Pima Cotton", acreage: "10.00" },
          { fieldId: expect.any(Number), fieldName: "Delta", location: "-", cropType: "Unassigned", acreage: "5.00" },
        ],
      },
      {
        entityId: zuluId,
        entityName: "Zulu Farms",
        totalAcres: "15.00",
        cropBreakdown: [{ cropType: "Alfalfa", totalAcres: "15.00" }],
        fields: [
          { fieldId: expect.any(Number), fieldName: "Z1", location: "-", cropType: "Alfalfa", acreage: "15.00" },
          { fieldId: expect.any(Number), fieldName: "Z2", location: "-", cropType: "Tomatoes", acreage: "0.00" },
        ],
      },
    ]);
  });

  test("view=matrix answers the whole report; percentages add up to 100.0", async () => {
    const body = AcreageReportSchema.parse(await (await get("2025", { view: "matrix" })).json());
    expect(body.title).toBe("2025 CROP YEAR ACREAGE");
    expect(body.crops).toEqual([
      { cropType: "Alfalfa", acres: ["20.00", "15.00"], totalAcres: "35.00", percentage: "77.8" },
      { cropType: "Pima Cotton", acres: ["10.00", "0.00"], totalAcres: "10.00", percentage: "22.2" },
    ]);
    expect(body.entityCropTotals).toEqual(["30.00", "15.00"]);
    expect(body.ranchTotal).toBe("45.00");
  });

  test("another year falls back to each field's own crop", async () => {
    const body = AcreageReportSchema.parse(await (await get("2024", { view: "matrix" })).json());
    expect(body.crops.map((c) => [c.cropType, c.totalAcres])).toEqual([["Alfalfa", "35.00"], ["Cotton", "10.00"]]);
  });

  test("the CSV lists the fields (or the matrix) and sums to the totals", async () => {
    const fields = await readCsv(await get("2025", { format: "csv" }));
    expect(fields.header).toEqual(["Entity", "Field", "Location", "Crop", "Acres"]);
    expect(fields.rows.length).toBe(5);
    expect(sumColumn(fields.rows, "Acres")).toBe("50.00");
    const matrix = await readCsv(await get("2025", { view: "matrix", format: "csv" }));
    expect(matrix.header).toEqual(["Crop", "Harvest Ranch", "Zulu Farms", "Crop Totals", "Crop Percentage"]);
    expect(sumColumn(matrix.rows, "Crop Totals")).toBe("45.00");
    expect(sumColumn(matrix.rows, "Crop Percentage")).toBe("100.00");
  });

  test("the PDF prints the matrix, the ranch totals and the field breakdown", async () => {
    const pdf = await readPdf(await get("2025", { format: "pdf" }));
    expect(pdf.pages).toBe(1);
    for (const phrase of ["2025 CROP YEAR ACREAGE", "CROP TOTALS", "77.8% Alfalfa", "22.2% Pima Cotton", "100.0% RANCH TOTALS", "45.0", "Detailed Field Breakdown", "Unassigned", "Page 1 of 1"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("with no fields at all: an empty array and the 'No Acreage Data' page", () => {
    expect(empty.json).toEqual([]);
    expect(empty.pdf.text).toContain("No Acreage Data");
    expect(empty.pdf.text).toContain("No fields found for 2025.");
  });

  test("bad year or view 400; signed out 401", async () => {
    await expectInvalid(await get("1999"), "year");
    await expectInvalid(await get("2025", { view: "grid" }), "view");
    expect((await get("2025", {}, app.t.client())).status).toBe(401);
  });
});
