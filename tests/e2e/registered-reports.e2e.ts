import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { catalogue } from "../../admin-ui/i18n/messages";
import { acres, money, setFormatLocale } from "../../admin-ui/lib/format";
import { ok, registerAdmin, seedFarm, seedTasks, signedInClient } from "./support/api";
import { startSuite, type Suite } from "./support/suite";

/**
 * The generic report screen (admin-ui/reports/RegisteredReport.tsx) as an editor: Schedule F from the sidebar's
 * Accounting group, Field History from the Reports tab's links, on a laptop and a phone. The figures on screen are
 * the API's JSON, printed by their column's kind; the CSV and the PDF buttons answer the same report.
 */

const SIZES = [["laptop", { width: 1366, height: 768 }], ["phone", { width: 390, height: 844 }]] as const;
const EDITOR = { username: "report-editor", password: "report-pass-1" };

function text(key: string, locale: "en" | "es" = "en"): string {
  let node: unknown = catalogue[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== "string") throw new Error(`no text for ${key}`);
  return node;
}

/** A server amount as the screen prints it in English: a loss on a net column in words, red. */
function shown(value: string, loss = false): string {
  if (!value.startsWith("-") || !loss) return money(value);
  return text("reports.amountLoss").replace("%{amount}", money(value.slice(1)));
}

interface ScheduleF {
  partI: Array<{ line: string; amount: string }>;
  partII: Array<{ line: string; amount: string }>;
  grossIncome: string;
  totalExpenses: string;
  netProfit: string;
}
interface Journal {
  entries: Array<{ number: string; lines: Array<{ account: number; debit: string; credit: string }> }>;
  totals: { debits: string; credits: string };
}
interface FieldHistory {
  years: Array<{ cropYear: number; cropType: string | null; acres: string; cost: string; income: string; net: string; netPerAcre: string }>;
  totals: { cost: string; income: string; net: string };
}

describe("registered reports on the generic report screen", () => {
  let suite: Suite;
  let editor: ApiClient;
  let entityId: number;
  let riverBottom: number;

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    riverBottom = farm.fields.find((f) => f.name === "River Bottom")!.id;
    // Dated in calendar year 2025, the sidebar's default crop year, so Schedule F of 2025 has them.
    await seedTasks(api, entityId, farm.fields, "2025-06-10");
    await ok(api.api.users.$post({ json: { ...EDITOR, role: "editor", entityIds: [entityId] } }));
    editor = await signedInClient(suite.server.url, EDITOR.username, EDITOR.password);
  });
  afterAll(() => suite?.close());

  async function openAs(locale: "en" | "es", viewport: { width: number; height: number }): Promise<Page> {
    await ok(editor.api.account.$put({ json: { locale } }));
    const page = await suite.signedIn(EDITOR.username, EDITOR.password);
    await page.setViewportSize(viewport);
    await page.locator('main[data-role="editor"]').waitFor();
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).first().waitFor();
    return page;
  }

  /** Clicks a sidebar entry (on a phone, through the menu button). */
  async function menu(page: Page, entry: string, small: boolean, locale: "en" | "es" = "en") {
    if (small) await page.getByRole("button", { name: text("layout.openMenu", locale) }).click();
    await page.getByRole("navigation", { name: text("layout.main", locale) }).locator(`[data-menu-entry="${entry}"]`).click();
  }

  /** The table's cells of one column, data rows then totals rows, as shown. */
  const column = (page: Page, key: string, testid = "report-row") => page.getByTestId(testid).locator(`td[data-column="${key}"]`).allInnerTexts();

  /** The CSV and PDF buttons answer the report: its column headings as the CSV header, and a PDF. */
  async function downloads(page: Page, headings: string[]) {
    const csvHref = await page.getByRole("link", { name: text("reports.exportCsv") }).getAttribute("href");
    const pdfHref = await page.getByRole("link", { name: text("reports.exportPdf") }).getAttribute("href");
    expect(csvHref).toContain("format=csv");
    expect(pdfHref).toContain("format=pdf");
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect((await csv.text()).split(/\r?\n/)[0]!.replace(/^\uFEFF/, "")).toBe(headings.join(","));
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }

  for (const [size, viewport] of SIZES) {
    test(`${size}: Schedule F from the Accounting group shows the API's figures, and its CSV and PDF`, async () => {
      setFormatLocale("en");
      const json = await ok<ScheduleF>(editor.api.entities[":id"].reports["schedule-f"].$get({ param: { id: String(entityId) }, query: { year: "2025" } }));
      const page = await openAs("en", viewport);
      await menu(page, "report-schedule-f", size === "phone");
      await page.locator('main[data-screen="report-schedule-f"]').waitFor();
      await page.getByRole("heading", { name: "Schedule F Summary" }).waitFor();
      // Schedule F takes the calendar year of the entries: the screen names it the tax year, not the crop year.
      await page.getByText("Tax year 2025", { exact: true }).waitFor();
      await page.getByTestId("report-row").first().waitFor();
      expect(await column(page, "line")).toEqual([...json.partI, ...json.partII].map((l) => l.line));
      expect(await column(page, "amount")).toEqual([...json.partI, ...json.partII].map((l) => shown(l.amount)));
      expect(await column(page, "amount", "report-total")).toEqual([json.grossIncome, json.totalExpenses, json.netProfit].map((v) => shown(v)));
      expect(await page.getByTestId("report-total").allInnerTexts()).toEqual([
        expect.stringContaining("Gross income"), expect.stringContaining("Total expenses"), expect.stringContaining("Net farm profit or (loss)"),
      ]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await downloads(page, ["Part", "Line", "Description", "Amount", "Categories"]);
      await page.screenshot({ path: `/tmp/report-schedule-f-${size}-en.png`, fullPage: true });
      await page.context().close();
    }, 60_000);

    test(`${size}: Field History from the Reports tab shows the API's figures for the chosen field, and its CSV and PDF`, async () => {
      setFormatLocale("en");
      const json = await ok<FieldHistory>(editor.api.fields[":fieldId"].history.$get({ param: { fieldId: String(riverBottom) }, query: {} }));
      const page = await openAs("en", viewport);
      await menu(page, "reports", size === "phone");
      await page.getByRole("navigation", { name: text("registeredReport.moreReports") }).getByRole("link", { name: "Field History" }).click();
      await page.locator('main[data-screen="report-field-history"]').waitFor();
      await page.getByRole("combobox", { name: "Field" }).click();
      await page.getByRole("option", { name: "River Bottom" }).click();
      // The field menu has finished closing (its fading list would show in the screenshot).
      await page.locator(".MuiMenu-root").waitFor({ state: "detached" });
      await page.getByTestId("report-row").filter({ hasText: "Corn" }).first().waitFor();
      expect(await column(page, "cropYear")).toEqual(json.years.map((y) => String(y.cropYear)));
      expect(await column(page, "acres")).toEqual(json.years.map((y) => acres(y.acres)));
      expect(await column(page, "cost")).toEqual(json.years.map((y) => shown(y.cost)));
      expect(await column(page, "income")).toEqual(json.years.map((y) => shown(y.income)));
      expect(await column(page, "net")).toEqual(json.years.map((y) => shown(y.net, true)));
      expect(await column(page, "netPerAcre")).toEqual(json.years.map((y) => shown(y.netPerAcre, true)));
      expect(await column(page, "cost", "report-total")).toEqual([shown(json.totals.cost)]);
      expect(await column(page, "net", "report-total")).toEqual([shown(json.totals.net, true)]);
      expect(await column(page, "cropYear", "report-total")).toEqual(["Totals"]);
      expect(json.totals.net.startsWith("-")).toBe(true);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await downloads(page, ["Crop Year", "Crop", "Acres", "Cost", "Income", "Net", "Net/Acre", "Yield/Acre", "Yield Unit"]);
      await page.screenshot({ path: `/tmp/report-field-history-${size}-en.png`, fullPage: true });
      await page.context().close();
    }, 60_000);
  }

  for (const [size, viewport] of SIZES) {
    test(`${size}: the General Journal from the Accounting group shows the API's lines of the crop year, and its CSV and PDF`, async () => {
      setFormatLocale("en");
      const json = await ok<Journal>(editor.api.accounting.journal.$get({ query: { entity: String(entityId), from: "2025-01-01", to: "2025-12-31" } }));
      const lines = json.entries.flatMap((e) => e.lines.map((l) => ({ ...l, number: e.number })));
      const side = (amount: string) => (amount === "0.00" ? "" : shown(amount));
      const page = await openAs("en", viewport);
      await menu(page, "report-journal", size === "phone");
      await page.locator('main[data-screen="report-journal"]').waitFor();
      await page.getByRole("heading", { name: "General Journal" }).waitFor();
      // The period starts as the sidebar's crop year.
      expect(await page.getByLabel("From").inputValue()).toBe("2025-01-01");
      expect(await page.getByLabel("To").inputValue()).toBe("2025-12-31");
      await page.getByTestId("report-row").first().waitFor();
      expect(await column(page, "number")).toEqual(lines.map((l) => l.number));
      expect(await column(page, "account")).toEqual(lines.map((l) => String(l.account)));
      expect(await column(page, "debit")).toEqual(lines.map((l) => side(l.debit)));
      expect(await column(page, "credit")).toEqual(lines.map((l) => side(l.credit)));
      expect(await column(page, "debit", "report-total")).toEqual([shown(json.totals.debits)]);
      expect(await column(page, "credit", "report-total")).toEqual([shown(json.totals.credits)]);
      expect(await column(page, "date", "report-total")).toEqual(["Totals"]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await downloads(page, ["Date", "Number", "Entity", "Field", "Description", "Account", "Account Name", "Debit", "Credit"]);
      await page.screenshot({ path: `/tmp/report-journal-${size}-en.png`, fullPage: true });
      // A period with no work dated in it.
      await page.getByLabel("From").fill("2025-07-01");
      await page.getByTestId("report-empty").waitFor();
      await page.context().close();
    }, 60_000);
  }

  test("in Spanish: the General Journal's title, column headings and totals", async () => {
    for (const [size, viewport] of SIZES) {
      const page = await openAs("es", viewport);
      await menu(page, "report-journal", size === "phone", "es");
      await page.getByRole("heading", { name: "Diario general" }).waitFor();
      await page.getByTestId("report-row").first().waitFor();
      const heads = (await page.getByRole("columnheader").allInnerTexts()).map((h) => h.toLowerCase());
      expect(heads).toEqual(["fecha", "número", "entidad", "campo", "descripción", "cuenta", "nombre de la cuenta", "debe", "haber"]);
      await page.getByTestId("report-total").filter({ hasText: "Totales" }).waitFor();
      await page.screenshot({ path: `/tmp/report-journal-${size}-es.png`, fullPage: true });
      await page.context().close();
    }
    await ok(editor.api.account.$put({ json: { locale: "en" } }));
  }, 90_000);

  test("in Spanish: the titles, the column headings and the totals' words", async () => {
    for (const [size, viewport] of SIZES) {
      const page = await openAs("es", viewport);
      await menu(page, "report-schedule-f", size === "phone", "es");
      await page.getByRole("heading", { name: "Resumen del Anexo F" }).waitFor();
      await page.getByText("Año fiscal 2025", { exact: true }).waitFor();
      await page.getByTestId("report-row").first().waitFor();
      const heads = (await page.getByRole("columnheader").allInnerTexts()).map((h) => h.toLowerCase());
      expect(heads).toEqual(["parte", "línea", "descripción", "importe", "categorías"]);
      await page.getByTestId("report-total").filter({ hasText: "Ingreso bruto" }).waitFor();
      await page.screenshot({ path: `/tmp/report-schedule-f-${size}-es.png`, fullPage: true });
      await page.goto("/reports/view/field-history");
      await page.getByRole("heading", { name: "Historial del campo" }).waitFor();
      await page.getByTestId("report-total").filter({ hasText: "Totales" }).waitFor();
      await page.screenshot({ path: `/tmp/report-field-history-${size}-es.png`, fullPage: true });
      await page.context().close();
    }
    await ok(editor.api.account.$put({ json: { locale: "en" } }));
  }, 90_000);

  test("a monthly report asks for its month first, and its PDF and CSV wait for it", async () => {
    const page = await openAs("en", { width: 1366, height: 768 });
    await page.goto("/reports/view/pesticide-use");
    await page.getByRole("heading", { name: "Pesticide Use Report" }).waitFor();
    await page.getByText("Choose a month to see this report.").waitFor();
    // Nothing to download yet: buttons, disabled, not links to a refusal.
    expect(await page.getByRole("button", { name: text("reports.exportPdf") }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: text("reports.exportCsv") }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: text("reports.exportCsv") }).count()).toBe(0);
    await page.getByLabel("Month").click();
    await page.getByRole("option", { name: "April" }).click();
    await page.getByText("Choose a month to see this report.").waitFor({ state: "detached" });
    const csvHref = await page.getByRole("link", { name: text("reports.exportCsv") }).getAttribute("href");
    expect(csvHref).toContain("month=4");
    expect((await page.request.get(csvHref!)).status()).toBe(200);
    await page.context().close();
  }, 60_000);
});
