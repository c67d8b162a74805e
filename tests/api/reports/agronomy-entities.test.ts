import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { FertilizerReportSchema, IrrigationReportSchema } from "../../../api/schemas/reports.schemas";
import { CAT, readCsv, readPdf, startReportApp } from "./support";

/**
 * Two entities each with a field named "Hilltop": North Ranch's 40 ac Corn, South Ranch's 20 ac Corn.
 * Fertilizer N 1.10, P 2.00, K 0.55 lb per gallon: North's Hilltop 10 gal/ac (N 11.00), South's 5 gal/ac (N 5.50).
 * Irrigations: North's Hilltop Flood 24 h (5.000 in), South's Drip 12 h (12 x 1.09 / 24 = 0.545 in).
 * In All Entities mode each field names its entity; one entity's report is as before.
 */
let app: Awaited<ReturnType<typeof startReportApp>>;
let north: { id: number };

beforeAll(async () => {
  app = await startReportApp();
  north = await app.entity("North Ranch");
  const south = await app.entity("South Ranch");
  const northHill = await app.field(north.id, "Hilltop", "40", "Corn");
  const southHill = await app.field(south.id, "Hilltop", "20", "Corn");
  const created = await app.admin.api.fertilizers.$post({ json: { name: "Test 10-20-5", nPerGal: "1.10", pPerGal: "2.00", kPerGal: "0.55", type: "liquid" } as never });
  const fertilizerId = ((await created.json()) as { id: number }).id;
  for (const [f, gallons] of [[northHill, "10"], [southHill, "5"]] as const) {
    await app.task(f, { categoryId: CAT.FERTILIZER, name: "Side-dress", date: "2025-03-01", costPerAcre: "1", acresCovered: f.acreage, fertilizerId, fertilizerGallonsApplied: gallons });
  }
  for (const [f, type, hours] of [[northHill, "Flood", "24"], [southHill, "Drip", "12"]] as const) {
    await app.task(f, { categoryId: CAT.WATER, name: "Irrigate", date: "2025-05-01", costPerAcre: "1", acresCovered: f.acreage, irrigationType: type, irrigationHours: hours });
  }
});
afterAll(() => app.t.close());

const fertilizer = (query: Record<string, string>) => app.reader.api.reports.fertilizer.$get({ query: query as never });
const irrigation = (query: Record<string, string>) => app.reader.api.reports.irrigation.$get({ query: query as never });

describe("All Entities: each field names its entity", () => {
  test("fertilizer: the JSON, the screen's CSV and the PDF tell the two Hilltops apart", async () => {
    const all = FertilizerReportSchema.parse(await (await fertilizer({ year: "2025", entity: "all" })).json());
    expect(all.fields.map((f) => [f.fieldName, f.entityName, f.totalPerAcre.n])).toEqual([["Hilltop", "North Ranch", "11.00"], ["Hilltop", "South Ranch", "5.50"]]);
    const csv = await readCsv(await fertilizer({ year: "2025", entity: "all", format: "csv" }));
    expect(csv.header.slice(0, 3)).toEqual(["Field", "Entity", "Crop"]);
    expect(csv.rows.map((r) => [r.Field, r.Entity, r["N per Acre"]])).toEqual([["Hilltop", "North Ranch", "11.00"], ["Hilltop", "South Ranch", "5.50"]]);
    const pdf = await readPdf(await fertilizer({ year: "2025", entity: "all", format: "pdf" }));
    expect(pdf.text).toContain("Hilltop - North Ranch - Corn - 40.0 acres");
    expect(pdf.text).toContain("Hilltop - South Ranch - Corn - 20.0 acres");
  });

  test("irrigation: the JSON, the CSV and the PDF tell the two Hilltops apart", async () => {
    const all = IrrigationReportSchema.parse(await (await irrigation({ year: "2025", entity: "all" })).json());
    expect(all.fields.map((f) => [f.fieldName, f.entityName, f.total.inches])).toEqual([["Hilltop", "North Ranch", "5.000"], ["Hilltop", "South Ranch", "0.545"]]);
    const csv = await readCsv(await irrigation({ year: "2025", entity: "all", format: "csv" }));
    expect(csv.header.slice(0, 3)).toEqual(["Field", "Entity", "Crop"]);
    expect(csv.rows.map((r) => [r.Field, r.Entity, r["Water Applied (Inches)"]])).toEqual([["Hilltop", "North Ranch", "5.000"], ["Hilltop", "South Ranch", "0.545"]]);
    const pdf = await readPdf(await irrigation({ year: "2025", entity: "all", format: "pdf" }));
    expect(pdf.text).toContain("Hilltop - North Ranch - Corn - 40.0 acres");
    expect(pdf.text).toContain("Hilltop - South Ranch - Corn - 20.0 acres");
  });

  test("one entity's reports are unchanged: no entity on the fields, no Entity column", async () => {
    const one = (await (await fertilizer({ year: "2025", entity: String(north.id) })).json()) as { fields: object[] };
    const water = (await (await irrigation({ year: "2025", entity: String(north.id) })).json()) as { fields: object[] };
    expect([...one.fields, ...water.fields].map((f) => "entityName" in f)).toEqual([false, false]);
    for (const res of [await fertilizer({ year: "2025", entity: String(north.id), format: "csv" }), await irrigation({ year: "2025", entity: String(north.id), format: "csv" })]) {
      const csv = await readCsv(res);
      expect(csv.header.slice(0, 2)).toEqual(["Field", "Crop"]);
    }
    const pdf = await readPdf(await fertilizer({ year: "2025", entity: String(north.id), format: "pdf" }));
    expect(pdf.text).toContain("Hilltop - Corn - 40.0 acres");
    expect(pdf.text).not.toContain("Hilltop - North Ranch");
  });
});
