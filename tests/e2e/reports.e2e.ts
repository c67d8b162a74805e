import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { ReportsPage } from "./pages/ReportsPage";
import { ADMIN, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { screenshot } from "./support/browser";
import { todayIso, usd } from "./support/money";
import { startSuite, type Suite } from "./support/suite";

const month = new Date().getMonth() + 1;
const acres1 = (v: string) => Number(v).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe("Reports & Analytics: each tab shows its endpoint's figures", () => {
  let suite: Suite;
  let page: Page;
  let reports: ReportsPage;
  let entityId: number;

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    await seedTasks(api, entityId, farm.fields, todayIso());
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    reports = new ReportsPage(page);
  });
  afterAll(() => suite?.close());

  test("the Invoice Report is the default tab, shows the invoice's totals and links its PDF", async () => {
    await reports.open();
    expect(await page.getByRole("tab", { name: "Invoice Report" }).getAttribute("aria-selected")).toBe("true");
    const inv = await reports.json<any>(`/api/entities/${entityId}/reports/monthly/2025?month=${month}`);
    // Irrigation 12.50 x 40 = 500.00; urea 18.75 x 20.5 = 384.375 -> 384.38; discing (22.40 + 3.35) x 80.5 =
    // 2,072.875 -> 2,072.88; the income line (cost 0) subtracts nothing: 2,957.26.
    expect(inv.fieldReports.length).toBe(4);
    expect(inv.totals.invoiceTotal).toBe("2957.26");
    expect(await reports.text("invoice-total")).toBe(usd(inv.totals.invoiceTotal));
    expect(await page.getByTestId("invoice-subtotal").count()).toBe(inv.subTotals.length);
    expect(await reports.text("invoice-totalWater")).toContain(usd(inv.totals.totalWater));
    expect(await reports.text("invoice-totalMachineHire")).toContain(usd(inv.totals.totalMachineHire));
    await page.getByText(`SUB-TOTAL FOR North 40`).waitFor();
    await screenshot(page, "70-report-invoice");

    const pdf = await page.request.get(await reports.href("Export PDF"));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const csv = await page.request.get(await reports.href("Export CSV"));
    expect(csv.headers()["content-type"]).toContain("text/csv");
  });

  test("the invoice language chosen on the Invoice Report writes the invoice's PDF in it; the screen stays in the reader's", async () => {
    await reports.open();
    const language = page.getByTestId("invoice-language");
    expect(await language.innerText()).toBe("English");
    await language.click();
    await page.getByRole("option", { name: "Spanish" }).click();
    await page.getByTestId("toast").filter({ hasText: "Invoices of Willow Creek Ranch are now written in Spanish." }).waitFor();
    try {
      expect((await reports.json<any>(`/api/entities/${entityId}`)).invoiceLanguage).toBe("es");
      const pdf = await page.request.get(await reports.href("Export PDF"));
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
      for (const phrase of ["SOCIEDAD", "TOTAL DE LA FACTURA", "SUBTOTAL DE North 40"]) expect(text).toContain(phrase);
      expect(text).not.toContain("INVOICE TOTAL");
      // The screen is the reader's: still English.
      await page.getByText("SUB-TOTAL FOR North 40").waitFor();
      await screenshot(page, "70-report-invoice-language");
    } finally {
      await language.click();
      await page.getByRole("option", { name: "English" }).click();
      await page.getByTestId("toast").filter({ hasText: "now written in English." }).waitFor();
    }
  });

  test("Cost Summary shows the endpoint's totals and cards", async () => {
    await reports.tab("Cost Summary");
    await page.getByText("Accounting Cost Summary By Ranch and Field").waitFor();
    // The tasks are dated today (crop year 2025): widen the range to this calendar year.
    const thisYear = new Date().getFullYear();
    await page.getByLabel("From").fill(`${thisYear}-01-01`);
    await page.getByLabel("To", { exact: true }).fill(`${thisYear}-12-31`);
    const r = await reports.json<any>(`/api/entities/${entityId}/reports/cost-summary?year=2025&from=${thisYear}-01-01&to=${thisYear}-12-31`);
    expect(r.totals.cost).not.toBe("0.00");
    await page.getByTestId("card-cost").filter({ hasText: usd(r.totals.cost) }).waitFor();
    const total = await reports.text("cost-total");
    for (const v of [r.totals.income, r.totals.cost, r.totals.net]) expect(total).toContain(usd(v));
    expect(await reports.text("card-net")).toBe(usd(r.totals.net));
    expect(await page.getByTestId("cost-row").count()).toBe(r.rows.length);
    await screenshot(page, "71-report-cost-summary");
  });

  test("Detailed Operations shows the endpoint's results and cards", async () => {
    await reports.tab("Detailed Operations");
    const r = await reports.json<any>(`/api/entities/${entityId}/reports/detailed-operations?year=2025&fieldId=0`);
    await page.getByText(r.title).waitFor();
    // All Fields' totals are headed All Fields, not the first field's name.
    expect(await reports.text("operations-summary")).toContain("Field: All Fields");
    expect(await reports.text("operations-summary")).not.toContain("North 40");
    expect(await reports.text("card-operations")).toBe(String(r.cards.totalOperations));
    expect(await reports.text("card-custom")).toBe(usd(r.cards.totalCustomFarm));
    expect(await page.getByTestId("operation-line").count()).toBe(r.lines.length);
    await screenshot(page, "72-report-operations");
  });

  test("Field Summary opens on the sidebar's entity and crop year and shows the endpoint's totals", async () => {
    await reports.tab("Field Summary");
    expect(await page.getByRole("combobox", { name: "Entity" }).textContent()).toBe("Willow Creek Ranch");
    expect(await page.getByRole("combobox", { name: "Year", exact: true }).textContent()).toBe("2025");
    const r = await reports.json<any>(`/api/entities/${entityId}/reports/field-summary?year=2025`);
    await page.getByText(r.heading).waitFor();
    const total = await reports.text("field-summary-total");
    expect(total).toContain(usd(r.totals.totalCosts));
    expect(await reports.text("card-fields")).toBe(String(r.cards.totalFields));
    expect(await reports.text("card-average")).toBe(usd(r.cards.averageNetPerAcre));
    // River Bottom has costs only: urea 384.38 + discing 2,072.88 = a loss of 2,457.26, shown in red.
    const loss = page.getByTestId("field-summary-row").filter({ hasText: "River Bottom" }).locator("[data-negative]").first();
    expect(await loss.textContent()).toBe("$2,457.26 (Loss)");
    expect(await loss.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(211, 47, 47)");
    await screenshot(page, "73-report-field-summary");
  });

  test("Acreage Report shows the ranch total and each crop's share", async () => {
    await reports.tab("Acreage Report");
    const r = await reports.json<any>(`/api/reports/acreage/2025?view=matrix`);
    expect(await reports.text("ranch-total")).toBe(acres1(r.ranchTotal));
    expect(r.ranchTotal).toBe("120.50");
    expect(await page.getByTestId("acreage-crop").count()).toBe(r.crops.length);
    await page.getByText("100.0% RANCH TOTALS").waitFor();
    await screenshot(page, "74-report-acreage");
  });

  test("Fertilizer and Irrigation Reports show the fields' totals", async () => {
    await reports.tab("Fertilizer Report");
    const f = await reports.json<any>(`/api/reports/fertilizer?year=2025&entity=all`);
    expect(f.fields.length).toBe(1);
    expect(await reports.text("fertilizer-field-total")).toContain(`${f.fields[0].totalPerAcre.n} lbs/acre`);
    await screenshot(page, "75-report-fertilizer");

    await reports.tab("Irrigation Report");
    const i = await reports.json<any>(`/api/reports/irrigation?year=2025&entity=current&currentEntityId=${entityId}`);
    expect(i.fields.length).toBe(1);
    const total = await reports.text("irrigation-field-total");
    expect(total).toContain(i.fields[0].total.hours);
    expect(total).toContain(i.fields[0].total.inches);
    await screenshot(page, "76-report-irrigation");
  });

  test("the Stone Equipment invoice opens on the sidebar's entity, then All Entities, with the endpoint's totals", async () => {
    await page.goto("/stone-equipment-invoice");
    await page.getByRole("heading", { name: "Stone Equipment Company Invoice" }).waitFor();
    expect(await reports.text("invoice-customer")).toBe("WILLOW CREEK RANCH");
    await reports.choose("Farm Entity", "All Entities");
    await page.getByTestId("invoice-customer").filter({ hasText: "ALL ENTITIES" }).waitFor();
    const r = await reports.json<any>(`/api/reports/equipment-invoice?entity=all&month=${month}&year=2025`);
    expect(r.lines.length).toBe(1);
    expect(await reports.text("total-charges")).toBe(usd(r.summary.totalEquipmentCost));
    expect(await reports.text("total-acres")).toBe(acres1(r.summary.totalAcres));
    expect(await reports.text("invoice-customer")).toBe("ALL ENTITIES");
    const pdf = await page.request.get(await reports.href("Print/Export"));
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await screenshot(page, "77-stone-invoice");
  });

  test("Equipment Reports show the month's rental total", async () => {
    await page.goto("/equipment-reports");
    await page.getByRole("button", { name: "Generate Report" }).click();
    const now = new Date();
    const r = await reports.json<any>(`/api/stone-equipment/monthly-summary?month=${now.getMonth() + 1}&year=${now.getFullYear()}`);
    expect(await reports.text("total-rental")).toBe(usd(r.totalRental));
    expect(await page.getByTestId("equipment-entity").count()).toBe(r.entities.length);
    await screenshot(page, "78-equipment-reports");
  });

  test("the field report shows the field's profitability", async () => {
    const fields = await reports.json<any[]>(`/api/entities/${entityId}/fields`);
    const north = fields.find((f) => f.name === "North 40");
    await page.goto(`/entities/${entityId}/fields/${north.id}/reports`);
    const r = await reports.json<any>(`/api/fields/${north.id}/profitability?year=2025`);
    expect(await reports.text("card-net")).toBe(usd(r.totals.netProfit));
    expect(await reports.text("card-revenue")).toBe(usd(r.totals.revenue));
    await page.getByText("North 40 Field Report").waitFor();
    await screenshot(page, "79-field-report");
  });
});
