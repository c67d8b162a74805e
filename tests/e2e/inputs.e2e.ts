import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { ARTIFACTS } from "./support/browser";
import { startSuite, type Suite } from "./support/suite";

/**
 * The Inputs screens (docs/inputs.md "Screens"): a purchase typed into its form (a vendor typed new, a line in a
 * product's pack, priced by the unit, with freight), previewed by the server's own rule and shown after the save with
 * the server's figures and the line's freight share; edited; refused with the server's 400 under the input it names;
 * a CSV of invoice lines checked (its bad row named), then imported; the inventory report's line opening the
 * product's ledger, which moves, and a count adjustment made through "Return or adjust" after its confirmation. The
 * ledger at a phone's and a laptop's size.
 */

const SHOTS = join(ARTIFACTS, "screens");

describe("inputs", () => {
  let suite: Suite;
  let page: Page;
  let entityId = 0;
  let productId = 0;

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [{ name: "North 40", acreage: "40", cropType: "Alfalfa" }]);
    entityId = farm.entity.id;
    const product = await ok<{ id: number }>(
      api.api.products.$post({ json: { name: "Roundup", kind: "crop protection", stockUnit: "gal", packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }] } }),
    );
    productId = product.id;
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator("main").first().waitFor();
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(() => suite?.close());

  const unitSelect = () => page.getByRole("combobox", { name: /^Unit(?! price)/ });

  test("a purchase through its form: preview, the server's figures after the save, an edit", async () => {
    await page.goto("/purchases/create");
    await page.getByLabel("Vendor").fill("Brand New Supply");
    await page.getByRole("option", { name: /Brand New Supply/ }).click();
    await page.getByLabel("Invoice number").fill("A-77");
    await page.getByLabel("Date").fill("2026-03-01");
    await page.getByLabel("Product").click();
    await page.getByRole("option", { name: "Roundup" }).click();
    await page.getByLabel("Quantity").fill("3");
    await unitSelect().click();
    await page.getByRole("option", { name: "2.5 gal jug" }).click();
    await page.getByLabel("Unit price").fill("4.125");
    await page.getByLabel("Freight").fill("1.00");
    // 3 x 4.125 = 12.375, half-up once: $12.38; with the freight $13.38.
    await page.getByTestId("purchase-preview").getByText("$13.38").waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    const total = page.getByTestId("purchase-total");
    await total.waitFor();
    expect(await total.locator('[data-column="value"]').innerText()).toBe("$13.38");
    const line = page.getByTestId("purchase-line");
    expect(await line.locator('[data-column="freight"]').innerText()).toBe("$1.00");
    expect(await line.locator('[data-column="stock"]').innerText()).toBe("7.5 gal");
    await page.getByRole("button", { name: "Close" }).click();

    // Edit: the line keeps its unit price (not the amount the server worked out).
    await page.getByRole("button", { name: "A-77" }).click();
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Invoice number").waitFor();
    await expect(page.getByLabel("or amount").inputValue()).resolves.toBe("");
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByTestId("purchase-total").locator('[data-column="value"]').getByText("$9.25").waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByTestId("purchase-row").getByText("$9.25").waitFor();
  }, 120_000);

  test("the server's 400 shows under the input it names", async () => {
    await page.goto("/purchases/create");
    await page.getByLabel("Vendor").fill("Brand");
    await page.getByRole("option", { name: "Brand New Supply" }).click();
    await page.getByLabel("Invoice number").fill("A-78");
    await page.getByLabel("Product").click();
    await page.getByRole("option", { name: "Roundup" }).click();
    await page.getByLabel("Quantity").fill("1");
    await unitSelect().click();
    await page.getByRole("option", { name: "gal", exact: true }).click();
    await page.getByLabel("Unit price").fill("1");
    await page.getByLabel("or amount").fill("2.00");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("give either a unit price or an amount, not both").waitFor();
    expect(new URL(page.url()).pathname).toBe("/purchases/create");
  }, 60_000);

  test("a CSV of invoice lines: every bad row named, then checked and imported", async () => {
    await page.goto("/purchases");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const header = "Entity,Vendor,Invoice,Date,Product,Quantity,Unit,Unit Price,Amount,Freight,Tax";
    const csv = (quantity: string) => `${header}\nWillow Creek Ranch,Delta Chem,D-1,2026-03-03,Roundup,${quantity},gal,5.00,,,\n`;
    const box = page.getByLabel("Or paste the CSV");
    await box.fill(csv("lots"));
    await page.getByRole("button", { name: "Check" }).click();
    await page.getByTestId("import-issues").getByText(/^Row 1, Quantity: /).waitFor();
    await box.fill(csv("2"));
    await page.getByRole("button", { name: "Check" }).click();
    await page.getByTestId("import-checked").getByText("$10.00").waitFor();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByTestId("import-done").getByText("Delta Chem").first().waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByTestId("purchase-row").getByText("D-1").waitFor();
  }, 60_000);

  test("the ledger moves and a count adjustment is made after its confirmation", async () => {
    // From the inventory report in the Inputs group: the product's line opens its ledger.
    await page.goto("/reports/view/inventory");
    await page.getByTestId("report-row").getByRole("link", { name: "Roundup" }).click();
    await page.waitForURL((url) => url.pathname === `/inventory/${entityId}` && url.searchParams.get("product") === String(productId));
    const onHand = page.getByTestId("ledger-on-hand");
    await onHand.getByText("7 gal").waitFor();
    await page.getByRole("button", { name: "Return or adjust" }).click();
    await page.getByLabel("Count adjustment").check();
    await page.getByLabel("Date").fill("2026-03-02");
    await page.getByLabel("Quantity (+ found, - lost)").fill("-1");
    await page.getByLabel("Reason", { exact: true }).fill("Spilled");
    await page.getByRole("button", { name: "Review" }).click();
    expect(await page.getByTestId("adjust-confirmation").innerText()).toContain("Roundup by -1 gal");
    await page.getByTestId("adjust-confirm").click();
    await onHand.getByText("6 gal").waitFor();
    expect(await page.getByTestId("ledger-row").count()).toBe(3);
    for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: join(SHOTS, `inputs-ledger-${size.width}x${size.height}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  }, 60_000);
});
