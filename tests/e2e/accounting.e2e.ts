import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { Shell } from "./pages/Shell";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { screenshot } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

/**
 * Willow Creek Ranch, North 40 (40 ac): Irrigation 10/ac x 40 = 400.00 on 2025-03-10 (Water, 8300 by default).
 * The admin renumbers Water to 8301 on the Chart of Accounts screen, then exports March 2025 as CSV.
 */
describe("Chart of accounts", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let shell: Shell;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const { entity, fields } = await seedFarm(api, [{ name: "North 40", acreage: "40" }]);
    await ok(api.api.tasks.$post({ json: { entityId: entity.id, fieldId: fields[0]!.id, categoryId: 1, cropYear: 2025, date: "2025-03-10", name: "Irrigation", costPerAcre: "10", acresCovered: "40" } as never }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    shell = new Shell(page);
    await shell.entityName().filter({ hasText: "Willow Creek Ranch" }).waitFor();
  });
  afterAll(() => suite?.close());

  test("an admin renumbers an account and exports the month's journal with the new number", async () => {
    await page.goto("/admin/accounts");
    await page.getByRole("heading", { name: "Chart of Accounts" }).waitFor();
    const number = page.getByLabel("Number of Water", { exact: true });
    await number.fill("8301");
    await number.locator("xpath=ancestor::tr").getByRole("button", { name: "Save" }).click();
    await shell.expectToast("Account 8301 saved");
    // The category coded to 8300 follows the new number once its table reloads.
    const invoice = page.getByLabel("Invoice account of Water", { exact: true });
    const deadline = Date.now() + 10_000;
    while ((await invoice.inputValue()) !== "8301" && Date.now() < deadline) await Bun.sleep(100);
    expect(await invoice.inputValue()).toBe("8301");
    await screenshot(page, "70-chart-of-accounts");

    await page.getByLabel("Month").fill("2025-03");
    await page.getByLabel("Format").click();
    await page.getByRole("option", { name: "CSV (QuickBooks Online, Xero)" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export journal" }).click()]);
    expect(download.suggestedFilename()).toBe("journal-willow-creek-ranch-2025-03-01-2025-03-31.csv");
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(",03/10/2025,8301,Water,400.00,,Irrigation,Willow Creek Ranch,North 40\r\n");
    await page.getByText("2 lines, debits 400.00 = credits 400.00").waitFor();
  });

  test("the same month again is refused in the card, in the user's words: when, by whom, and the box to tick", async () => {
    const refusal = (month: string, exportAgain: string) => page.getByRole("alert").filter({ hasText: month }).filter({ hasText: exportAgain });
    await page.getByRole("button", { name: "Export journal" }).click();
    const english = refusal("March 2025 was already exported on", "tick “Export again if already exported” and press “Export journal”");
    await english.waitFor();
    expect(await english.innerText()).toContain(`by ${ADMIN.username}.`);
    expect(await english.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}|\d:\d{2}:\d{2}|force/);
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, "71-journal-already-exported-1366");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "71-journal-already-exported-390");

    await ok(api.api.account.$put({ json: { locale: "es" } }));
    await page.reload();
    await page.getByLabel("Mes").fill("2025-03");
    await page.getByRole("button", { name: "Exportar diario" }).click();
    const spanish = refusal("Marzo de 2025 ya se exportó el", "marque «Exportar de nuevo si ya se exportó» y pulse «Exportar diario»");
    await spanish.waitFor();
    expect(await spanish.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}|\d:\d{2}:\d{2}|force/);
    await screenshot(page, "71-journal-already-exported-390-es");
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, "71-journal-already-exported-1366-es");
  });
});
