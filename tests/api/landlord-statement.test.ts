import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LandlordStatementShape } from "../../api/domain/leases/statement";
import { LandlordSchema } from "../../api/schemas/landlords.schemas";
import { CAT, type ReportApp, expectInvalid, readCsv, readPdf, startReportApp, sumColumn } from "./reports/support";

let app: ReportApp;
let ada: number;
let hillId: number;
let homeFieldId: number;
let bo: number;

const flexTerms = { type: "flex", basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "350", schedule: [{ due: "03-01", percent: "50" }, { due: "11-01", percent: "50" }] };
const cropShare = { type: "crop_share", incomePercent: "33.33", costDefaultPercent: "0", costPercents: [{ categoryId: CAT.FERTILIZER, percent: "33.33" }] };

beforeAll(async () => {
  app = await startReportApp();
  const landlord = async (name: string, mailingAddress: string) => LandlordSchema.parse(await (await app.admin.api.landlords.$post({ json: { name, mailingAddress } as never })).json()).id;
  ada = await landlord("Ada Smith", "1 Main St, Fresno CA");
  bo = await landlord("Bo Jones", "2 Oak Ave, Visalia CA");
  // Entity one: a 50-acre field on a one-third crop share, Ada 40% and Bo 60% of it.
  const home = await app.entity("Home Farms");
  const f1 = await app.field(home.id, "Home 50", "50", "Corn");
  homeFieldId = f1.id;
  await app.task(f1, { categoryId: CAT.INCOME, name: "Corn sale", date: "2025-10-01", costPerAcre: "61234.57", acresCovered: "1" });
  await app.task(f1, { categoryId: CAT.FERTILIZER, name: "Side-dress", date: "2025-05-01", costPerAcre: "12345.67", acresCovered: "1" });
  await app.task(f1, { categoryId: CAT.SEED, name: "Seed", date: "2025-04-01", costPerAcre: "80", acresCovered: "50" });
  // Entity two: an 80-acre flex lease of Ada's alone, $84,000 gross.
  const hill = await app.entity("Hill Partners");
  hillId = hill.id;
  const f2 = await app.field(hill.id, "Flex 80", "80", "Wheat");
  await app.task(f2, { categoryId: CAT.INCOME, name: "Wheat sale", date: "2025-08-01", costPerAcre: "1050", acresCovered: "80" });
  const lease = async (json: Record<string, unknown>) => {
    const res = await app.admin.api.leases.$post({ json: json as never });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const share = await lease({ fieldId: f1.id, leasedAcres: "50", startYear: 2024, endYear: null, terms: cropShare, landlords: [{ landlordId: ada, sharePercent: "40" }, { landlordId: bo, sharePercent: "60" }] });
  const flex = await lease({ fieldId: f2.id, leasedAcres: "80", startYear: 2025, endYear: 2027, terms: flexTerms, landlords: [{ landlordId: ada, sharePercent: "100" }] });
  const pay = (leaseId: number, landlordId: number, date: string, amount: string) =>
    app.admin.api.payments.$post({ json: { leaseId, landlordId, date, amount, method: "check" } as never });
  await pay(share, ada, "2025-12-15", "1000.00");
  await pay(flex, ada, "2025-03-01", "8000.00");
  await pay(flex, ada, "2025-11-01", "1500.00");
});
afterAll(() => app.t.close());

const statement = (id: number, query: Record<string, string>, as = app.reader) => as.api.landlords[":id"].statement.$get({ param: { id: String(id) }, query: query as never });

describe("GET /api/landlords/{id}/statement", () => {
  test("covers the landlord's leases in both entities, exact to the cent", async () => {
    const res = await statement(ada, { year: "2025" });
    expect(res.status).toBe(200);
    const s = LandlordStatementShape.parse(await res.json());
    expect(s.landlord).toEqual({ id: ada, name: "Ada Smith", mailingAddress: "1 Main St, Fresno CA" });
    expect(s.leases.map((l) => [l.entityName, l.fieldName, l.crop, l.type, l.sharePercent])).toEqual([
      ["Hill Partners", "Flex 80", "Wheat", "flex", "100.00"],
      ["Home Farms", "Home 50", "Corn", "crop_share", "40.00"],
    ]);
    const [flex, share] = s.leases;
    // Flex: $1,050/ac gross, bonus 25% x $150 = $37.50/ac: base $16,000 + bonus $3,000; paid $9,500; net $9,500.
    expect(flex).toMatchObject({ grossIncome: "84000.00", cashRent: "16000.00", flexBonus: "3000.00", payments: "9500.00", net: "9500.00" });
    // Crop share: income 61,234.57 x 33.33% = 20,409.48 -> Ada 40% = 8,163.79 (Bo gets the odd cent: 12,245.69);
    // fertilizer 12,345.67 x 33.33% = 4,114.81 -> Ada 1,645.92 (Bo 2,468.89); seed 0%. Owed 6,517.87, paid 1,000.
    expect(share).toMatchObject({ grossIncome: "61234.57", incomePercent: "33.33", incomeShare: "8163.79", costShare: "1645.92", cashRent: "0.00", payments: "1000.00", net: "5517.87" });
    expect(share!.costs.map((c) => [c.categoryName, c.total, c.percent, c.share])).toEqual([["Fertilizer", "12345.67", "33.33", "1645.92"], ["Seed", "4000.00", "0", "0.00"]]);
    expect(s.totals).toEqual({ grossIncome: "145234.57", incomeShare: "8163.79", costShare: "1645.92", cashRent: "16000.00", flexBonus: "3000.00", payments: "10500.00", net: "15017.87" });

    const b = LandlordStatementShape.parse(await (await statement(bo, { year: "2025" })).json());
    expect(b.leases.map((l) => [l.incomeShare, l.costShare, l.net])).toEqual([["12245.69", "2468.89", "9776.80"]]);
    // The two landlords' shares add up exactly to the one-third totals.
    expect((Number(share!.incomeShare) * 100 + Number(b.leases[0]!.incomeShare) * 100) / 100).toBe(20409.48);
  });

  test("the CSV and the PDF say the same to the cent", async () => {
    const s = LandlordStatementShape.parse(await (await statement(ada, { year: "2025" })).json());
    const csv = await readCsv(await statement(ada, { year: "2025", format: "csv" }));
    const leaseRows = (r: Record<string, string>) => r.Line === "Lease";
    for (const [col, key] of [["Income Share", "incomeShare"], ["Cost Share", "costShare"], ["Cash Rent", "cashRent"], ["Flex Bonus", "flexBonus"], ["Payments", "payments"], ["Net", "net"]] as const) {
      expect(sumColumn(csv.rows, col, leaseRows)).toBe(s.totals[key]);
      expect(csv.rows.find((r) => r.Line === "TOTAL")![col]).toBe(s.totals[key]);
    }
    expect(sumColumn(csv.rows, "Cost Share", (r) => r.Line === "Cost")).toBe(s.totals.costShare);
    const pdf = await readPdf(await statement(ada, { year: "2025", format: "pdf" }));
    for (const phrase of ["Landlord Statement - Crop Year 2025", "Ada Smith", "1 Main St, Fresno CA", "Flex 80 (Hill Partners)", "Home 50 (Home Farms)",
      "$16,000.00", "$3,000.00", "$8,163.79", "($1,645.92)", "$5,517.87", "$9,500.00", "($10,500.00)", "$15,017.87"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("a year before any lease is an empty statement; 400, 401, 404", async () => {
    const empty = LandlordStatementShape.parse(await (await statement(bo, { year: "2023" })).json());
    expect(empty.leases).toEqual([]);
    expect(empty.totals.net).toBe("0.00");
    await expectInvalid(await statement(ada, { year: "20x5" }), "year");
    await expectInvalid(await statement(ada, { year: "2025", format: "xls" }), "format");
    expect((await statement(ada, { year: "2025" }, app.t.client())).status).toBe(401);
    expect((await statement(99999, { year: "2025" })).status).toBe(404);
  });
});

describe("the operator's side", () => {
  test("the field summary and the profitability (JSON, CSV, PDF) gain what the leases owe and the operator's net", async () => {
    const res = await app.reader.api.entities[":id"].reports["field-summary"].$get({ param: { id: String(hillId) }, query: { year: "2025" } as never });
    const summary = (await res.json()) as unknown as { rows: Record<string, unknown>[]; totals: Record<string, unknown> };
    // Flex 80: net $84,000 (no costs) less $19,000 of rent and bonus = $65,000.
    expect(summary.rows[0]).toMatchObject({ fieldName: "Flex 80", net: "84000.00", landlordsOwed: "19000.00", operatorNet: "65000.00" });
    expect(summary.totals).toMatchObject({ landlordsOwed: "19000.00", operatorNet: "65000.00" });
    const p = await app.reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(homeFieldId) }, query: { year: "2025" } as never });
    // Home 50: net 61,234.57 - 12,345.67 - 4,000 = 44,888.90; the landlords' side is owed 20,409.48 - 4,114.81 = 16,294.67.
    expect(await p.json()).toMatchObject({ landlordsOwed: "16294.67", operatorNet: "28594.23" });
    const pdf = await readPdf(await app.reader.api.fields[":fieldId"].profitability.$get({ param: { fieldId: String(homeFieldId) }, query: { year: "2025", format: "pdf" } as never }));
    // The PDF's text comes back label column first, then the values.
    for (const phrase of ["Owed to Landlords", "Operator Net", "$16,294.67", "$28,594.23"]) expect(pdf.text).toContain(phrase);
    const csv = await readCsv(await app.reader.api.entities[":id"].reports["field-summary"].$get({ param: { id: String(hillId) }, query: { year: "2025", format: "csv" } as never }));
    expect(csv.rows[0]).toMatchObject({ "Field Name": "Flex 80", Net: "84000.00", "Landlords Owed": "19000.00", "Operator Net": "65000.00" });
    const summaryPdf = await readPdf(await app.reader.api.entities[":id"].reports["field-summary"].$get({ param: { id: String(hillId) }, query: { year: "2025", format: "pdf" } as never }));
    for (const phrase of ["Owed to Landlords", "Operator Net", "$19,000.00", "$65,000.00"]) expect(summaryPdf.text).toContain(phrase);
  });
});
