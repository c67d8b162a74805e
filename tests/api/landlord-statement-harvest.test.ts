import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LandlordStatementShape } from "../../api/domain/leases/statement";
import { LandlordSchema } from "../../api/schemas/landlords.schemas";
import { cornPool } from "./reports/harvest-fixture";
import { CAT, type ReportApp, readCsv, readPdf, startReportApp } from "./reports/support";

// A crop-share landlord of a field whose corn was harvested, partly sold and settled (the hand-worked pool):
// the first field (6,000 of 10,000 bu) gets $20,152.60 of the $33,587.66 net and $8,100.00 of the $13,500.00 unsold at
// the mark; the landlord at a third (33.3333%) receives $6,717.53 settled, 2,000 bu, and $2,700.00 estimated apart.
let app: ReportApp;
let cy: number;
let dee: number;
let eve: number;

beforeAll(async () => {
  app = await startReportApp();
  const landlord = async (name: string) => LandlordSchema.parse(await (await app.admin.api.landlords.$post({ json: { name, mailingAddress: "3 Elm Rd, Ames IA" } as never })).json()).id;
  cy = await landlord("Cy Third");
  dee = await landlord("Dee Forty");
  eve = await landlord("Eve Sixty");
  const farm = await app.entity("Prairie Grain");
  const first = await app.field(farm.id, "East 80", "80", "Corn");
  const second = await app.field(farm.id, "West 80", "80", "Corn");
  // A harvest pass with a typed yield value: the field-year has scale tickets, so it is no income (the yield rule).
  await app.task(first, { categoryId: CAT.MACHINE_HIRE, name: "Combine", date: "2026-10-01", cropYear: 2026, costPerAcre: "30", acresCovered: "80", yieldAmount: "190", yieldUnit: "bushels", yieldValuePerUnit: "4.50" });
  await cornPool(app.t.db, { entityId: farm.id, first: first.id, second: second.id, cropYear: 2026, settled: "2026-11-20" });
  const lease = async (json: Record<string, unknown>) => {
    const res = await app.admin.api.leases.$post({ json: json as never });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  await lease({ fieldId: first.id, leasedAcres: "80", startYear: 2026, endYear: null, terms: { type: "crop_share", incomePercent: "33.3333", costDefaultPercent: "0", costPercents: [] }, landlords: [{ landlordId: cy, sharePercent: "100" }] });
  // Half of the second field, a third to two landlords 40/60: 13,435.06 / 2 = 6,717.53; x 33.3333% = 2,239.17 (2,239.1744);
  // Dee 895.668 -> 895.67, Eve 1,343.502 -> 1,343.50. 4,000 bu / 2 x 33.3333% = 666.67 bu: 266.668 -> 266.67, 400.002 -> 400.00.
  // Unsold 5,400.00 / 2 = 2,700.00 x 33.3333% = 900.00: 360.00 / 540.00.
  await lease({ fieldId: second.id, leasedAcres: "40", startYear: 2026, endYear: null, terms: { type: "crop_share", incomePercent: "33.3333", costDefaultPercent: "0", costPercents: [] }, landlords: [{ landlordId: dee, sharePercent: "40" }, { landlordId: eve, sharePercent: "60" }] });
});
afterAll(() => app.t.close());

const statement = (id: number, query: Record<string, string>) => app.reader.api.landlords[":id"].statement.$get({ param: { id: String(id) }, query: query as never });

describe("a crop-share landlord's statement with harvest and sales", () => {
  test("receives a third of the field's settled income ($6,717.53), the quantity, and the unsold crop apart as estimated", async () => {
    const res = await statement(cy, { year: "2026" });
    expect(res.status).toBe(200);
    const s = LandlordStatementShape.parse(await res.json());
    expect(s.leases).toHaveLength(1);
    expect(s.leases[0]).toMatchObject({
      fieldName: "East 80", crop: "Corn", type: "crop_share", incomePercent: "33.3333",
      grossIncome: "20152.60", incomeShare: "6717.53", costShare: "0.00", net: "6717.53",
      harvest: { quantity: "2000.00", unit: "bu", settledIncome: "6717.53", estimatedIncome: "2700.00" },
    });
    // The estimate is never in the net.
    expect(s.totals).toMatchObject({ grossIncome: "20152.60", incomeShare: "6717.53", net: "6717.53" });
    expect(s.harvest).toEqual({ settledIncome: "6717.53", estimatedIncome: "2700.00" });
  });

  test("two landlords of part of a field split their third by the largest remainder", async () => {
    const d = LandlordStatementShape.parse(await (await statement(dee, { year: "2026" })).json());
    const e = LandlordStatementShape.parse(await (await statement(eve, { year: "2026" })).json());
    expect(d.leases[0]).toMatchObject({ grossIncome: "6717.53", incomeShare: "895.67", net: "895.67", harvest: { quantity: "266.67", unit: "bu", settledIncome: "895.67", estimatedIncome: "360.00" } });
    expect(e.leases[0]).toMatchObject({ grossIncome: "6717.53", incomeShare: "1343.50", net: "1343.50", harvest: { quantity: "400.00", unit: "bu", settledIncome: "1343.50", estimatedIncome: "540.00" } });
  });

  test("the CSV and the PDF say the same", async () => {
    const csv = await readCsv(await statement(cy, { year: "2026", format: "csv" }));
    const lease = csv.rows.find((r) => r.Line === "Lease")!;
    expect(lease).toMatchObject({ "Income %": "33.3333", "Income Share": "6717.53", Net: "6717.53", "Harvested (Your Share)": "2000.00", Unit: "bu", "Settled Income": "6717.53", "Estimated Unsold (Not in Net)": "2700.00" });
    expect(csv.rows.find((r) => r.Line === "TOTAL")).toMatchObject({ Net: "6717.53", "Settled Income": "6717.53", "Estimated Unsold (Not in Net)": "2700.00" });
    const pdf = await readPdf(await statement(cy, { year: "2026", format: "pdf" }));
    for (const phrase of ["East 80 (Prairie Grain)", "Harvested, your share: 2,000.00 bu", "of which settled crop sales", "$6,717.53", "estimated, not in net", "$2,700.00"]) {
      expect(pdf.text).toContain(phrase);
    }
    const es = await readPdf(await statement(cy, { year: "2026", format: "pdf", lang: "es" }));
    expect(es.text).toContain("Cosechado, su parte: 2,000.00");
  });

  test("a year without harvest records keeps its figures: no harvest part", async () => {
    const s = LandlordStatementShape.parse(await (await statement(cy, { year: "2027" })).json());
    expect(s.leases[0]).toMatchObject({ grossIncome: "0.00", incomeShare: "0.00", harvest: null });
    expect(s.harvest).toEqual({ settledIncome: "0.00", estimatedIncome: "0.00" });
  });
});
