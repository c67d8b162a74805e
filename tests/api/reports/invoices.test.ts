import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MonthlyInvoiceSchema } from "../../../api/schemas/reports.schemas";
import { startInvoiceFarm } from "./invoice-farm";
import { expectInvalid, readCsv, readPdf, sumColumn } from "./support";

let farm: Awaited<ReturnType<typeof startInvoiceFarm>>;
beforeAll(async () => {
  farm = await startInvoiceFarm();
});
afterAll(() => farm.t.close());

const byPath = (query: Record<string, string>, id = farm.ranch.id, year = "2025") =>
  farm.reader.api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(id), year }, query: query as never });
const byQuery = (query: Record<string, string>, entityId = farm.ranch.id) =>
  farm.reader.api.entities[":entityId"].reports.monthly.$get({ param: { entityId: String(entityId) }, query: query as never });

/** What every format of the March 2025 invoice must say (see invoice-farm.ts). */
const MARCH_TOTALS = {
  invoiceTotal: "1244.00",
  totalWater: "400.00",
  totalFertilizer: "610.00",
  totalInsecticide: "200.00",
  totalFungicide: "120.00",
  totalHerbicides: "80.00",
  totalSoilAmendment: "44.00",
  totalMachineHire: "200.00",
  totalSeed: "90.00",
  totalOther: "0.00",
  totalIncome: "-500.00",
};

describe("GET /api/entities/{id}/reports/monthly/{year}", () => {
  test("bills the month's tasks of the crop year by field, with sub-totals and the spec's totals", async () => {
    const res = await byPath({ month: "3" });
    expect(res.status).toBe(200);
    const invoice = MonthlyInvoiceSchema.parse(await res.json());
    expect(invoice).toMatchObject({
      entityName: "Report Ranch",
      cropYear: 2025,
      month: 3,
      servicesPeriod: { from: "2025-03-01", to: "2025-03-31" },
      totals: MARCH_TOTALS,
      subTotals: [{ fieldName: "North 40", subTotal: "1464.00" }, { fieldName: "South", subTotal: "-220.00" }],
    });
    expect(invoice.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.fieldReports.map((l) => `${l.fieldName}|${l.date}|${l.taskName}|${l.accountCode}|${l.totalAmount}`)).toEqual([
      "North 40|2025-03-02|Gypsum|8430|44.00",
      "North 40|2025-03-05|Irrigation run|8300|400.00",
      "North 40|2025-03-07|Mildew spray|8400|120.00",
      "North 40|2025-03-10|UAN side-dress|8340|600.00",
      "North 40|2025-03-12|Spray for aphids|8400|200.00",
      "North 40|2025-03-28|Seed purchase|8350|90.00",
      "North 40|2026-03-03|Late top-up|8340|10.00",
      "South|2025-03-03|Weed control|8400|80.00",
      "South|2025-03-20|Discing|8460|200.00",
      "South|2025-03-25|Walnut sale|9000|-500.00",
    ]);
    // The crop-year row wins over the field's own crop.
    expect(new Set(invoice.fieldReports.map((l) => `${l.fieldName}:${l.cropType}`))).toEqual(new Set(["North 40:Oat Hay", "South:Walnuts"]));
  });

  test("Water Assessment, Rent and Farm Management never reach the invoice", async () => {
    const invoice = MonthlyInvoiceSchema.parse(await (await byPath({ month: "3" })).json());
    const names = invoice.fieldReports.map((l) => l.taskName);
    for (const left of ["Management fee", "Water district", "Land rent", "Old water", "April discing"]) expect(names).not.toContain(left);
  });

  test("the CSV's lines sum to the invoice total; sub-total, category total and total rows are told apart", async () => {
    const csv = await readCsv(await byPath({ month: "3", format: "csv" }));
    expect(csv.header).toEqual(["Row Kind", "Field", "Account", "Category", "Crop Type", "Task Description", "Date", "Amount"]);
    const kind = (k: string) => (r: Record<string, string>) => r["Row Kind"] === k;
    expect(csv.rows.filter((r) => ["charge", "credit"].includes(r["Row Kind"]!)).length).toBe(10);
    // 1744.00 of charges and the -500.00 credit of the walnut sale: the lines alone add up to the invoice total
    expect(sumColumn(csv.rows, "Amount", kind("charge"))).toBe("1744.00");
    expect(sumColumn(csv.rows, "Amount", kind("credit"))).toBe("-500.00");
    expect(sumColumn(csv.rows, "Amount", (r) => kind("charge")(r) || kind("credit")(r))).toBe(MARCH_TOTALS.invoiceTotal);
    expect(sumColumn(csv.rows, "Amount", kind("subtotal"))).toBe(MARCH_TOTALS.invoiceTotal);
    expect(sumColumn(csv.rows, "Amount", kind("category total"))).toBe(MARCH_TOTALS.invoiceTotal);
    expect(csv.rows.filter(kind("total")).map((r) => r.Amount)).toEqual([MARCH_TOTALS.invoiceTotal]);
    expect(csv.rows.filter(kind("subtotal")).map((r) => [r.Field, r.Amount])).toEqual([["North 40", "1464.00"], ["South", "-220.00"]]);
    expect(csv.rows[0]).toMatchObject({ "Row Kind": "charge", Field: "North 40", Account: "8430", "Task Description": "Gypsum", Date: "2025-03-02", Amount: "44.00" });
    expect(csv.rows.find((r) => r["Task Description"] === "Walnut sale")).toMatchObject({ "Row Kind": "credit", Amount: "-500.00" });
    expect(csv.text.endsWith("\r\n")).toBe(true);
  });

  test("the PDF is a mailable invoice: header, groups with sub-totals, totals, payment terms", async () => {
    const pdf = await readPdf(await byPath({ month: "3", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    expect(pdf.orientation).toBe("portrait");
    for (const phrase of [
      "REPORT RANCH", "PARTNERSHIP", "Invoice Date", "Services Period", "3/1/2025 - 3/31/2025", "Crop Year", "ACCOUNT", "TOTAL AMT",
      "8430 SOIL AMENDMENT", "SUB-TOTAL FOR North 40", "$1,464.00", "SUB-TOTAL FOR South", "($220.00)", "INVOICE TOTAL", "$1,244.00",
      "Insecticide", "Machine Hire", "Soil Amend", "Herbicides", "Less Income", "($500.00)", "Payment Terms: Net 30 days", "Page 1 of 1",
    ]) expect(pdf.text).toContain(phrase);
  });

  test("a month without billable tasks is empty in every format, with the spec's text in the PDF", async () => {
    const invoice = MonthlyInvoiceSchema.parse(await (await byPath({ month: "7" })).json());
    expect(invoice.fieldReports).toEqual([]);
    expect(invoice.totals.invoiceTotal).toBe("0.00");
    const csv = await readCsv(await byPath({ month: "7", format: "csv" }));
    expect(csv.rows.filter((r) => ["charge", "credit", "subtotal"].includes(r["Row Kind"]!))).toEqual([]);
    expect(csv.rows.filter((r) => r["Row Kind"] === "total").map((r) => r.Amount)).toEqual(["0.00"]);
    const pdf = await readPdf(await byPath({ month: "7", format: "pdf" }));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain("No billable tasks found for July 2025 (Crop Year 2025)");
    expect(pdf.text).toContain("Note: Water Assessment, Rent, and Farm Management are excluded as non-billable items");
  });

  test("a long invoice runs over pages: header repeated, numbered 'Page N of M', totals at the end", async () => {
    // 90 Machine Hire lines of 1.00 x 5 acres: 91 table rows at 11 points do not fit one letter page (about 60 do).
    for (let i = 0; i < 90; i++) {
      await farm.task(farm.fence, { categoryId: 6, name: `Row ${i + 1}`, date: `2025-06-${String((i % 28) + 1).padStart(2, "0")}`, costPerAcre: "1", acresCovered: "5" });
    }
    const invoice = MonthlyInvoiceSchema.parse(await (await byQuery({ month: "6", year: "2025" }, farm.neighbour.id)).json());
    expect(invoice.totals.invoiceTotal).toBe("450.00");
    const pdf = await readPdf(await byQuery({ month: "6", year: "2025", format: "pdf" }, farm.neighbour.id));
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain("Page 1 of 2");
    expect(pdf.text).toContain("Page 2 of 2");
    expect(pdf.text.match(/TASK DESCRIPTION/g)?.length).toBe(2);
    expect(pdf.text).toMatch(/INVOICE TOTAL.*\$450\.00.*Page 2 of 2/);
  }, 60_000);

  test("a query year must agree with the path", async () => {
    expect((await byPath({ month: "3", year: "2025" })).status).toBe(200);
    await expectInvalid(await byPath({ month: "3", year: "2024" }), "year");
  });

  test("bad month, year and format are 400s naming the parameter", async () => {
    await expectInvalid(await byPath({ month: "13" }), "month");
    await expectInvalid(await byPath({ month: "0" }), "month");
    await expectInvalid(await byPath({}), "month");
    await expectInvalid(await byPath({ month: "3" }, farm.ranch.id, "1999"), "year");
    await expectInvalid(await byPath({ month: "3" }, farm.ranch.id, "2101"), "year");
    await expectInvalid(await byPath({ month: "3", format: "xml" }), "format");
  });

  test("an unknown entity is a 404 and a signed-out caller a 401", async () => {
    expect((await byPath({ month: "3" }, 999_999)).status).toBe(404);
    const res = await farm.t.client().api.entities[":id"].reports.monthly[":year"].$get({ param: { id: String(farm.ranch.id), year: "2025" }, query: { month: "3" } as never });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/entities/{entityId}/reports/monthly", () => {
  test("answers the same invoice with month and year in the query", async () => {
    const invoice = MonthlyInvoiceSchema.parse(await (await byQuery({ month: "3", year: "2025" })).json());
    expect(invoice.totals).toMatchObject(MARCH_TOTALS);
    expect(invoice.fieldReports.length).toBe(10);
    const pdf = await readPdf(await byQuery({ month: "3", year: "2025", format: "pdf" }));
    expect(pdf.text).toContain("$1,244.00");
    const csv = await readCsv(await byQuery({ month: "3", year: "2025", format: "csv" }));
    expect(sumColumn(csv.rows, "Amount", (r) => r["Row Kind"] === "charge")).toBe("1744.00");
  });

  test("the neighbour's invoice holds only its own tasks", async () => {
    const invoice = MonthlyInvoiceSchema.parse(await (await byQuery({ month: "3", year: "2025" }, farm.neighbour.id)).json());
    expect(invoice.fieldReports.map((l) => l.taskName)).toEqual(["Fence-line mowing"]);
    expect(invoice.totals.invoiceTotal).toBe("20.00");
    expect(invoice.totals.totalMachineHire).toBe("20.00");
  });

  test("year is required and checked, month too", async () => {
    await expectInvalid(await byQuery({ month: "3" }), "year");
    await expectInvalid(await byQuery({ month: "3", year: "20x5" }), "year");
    await expectInvalid(await byQuery({ month: "12.5", year: "2025" }), "month");
    expect((await byQuery({ month: "3", year: "2025" }, 999_999)).status).toBe(404);
  });
});
