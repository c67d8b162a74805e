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

    // The same month again is refused with the server's warning until "export again" is ticked.
    await page.getByRole("button", { name: "Export journal" }).click();
    await shell.expectToast("force=true");
  });
});
