import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm, signedInClient } from "./support/api";
import { screenshot } from "./support/browser";
import { sidewaysScroll } from "./support/layout";
import { todayIso } from "./support/money";
import { cutLabels, englishOn, englishPhrases } from "./support/spanish";
import { startSuite, type Suite } from "./support/suite";

/**
 * Harvest & Sales on the screens (issue 37): on a phone, two loads of corn recorded into a bin (6,000 bu from North 40,
 * 4,000 bu from River Bottom; the second ticket starts from the first's field, crop, unit and destination, today's
 * date), a contract of 7,000 bu at $4.85, 7,000 bu delivered on it out of the bin, and its settlement with $0.05/bu
 * hauling and a $12.34 checkoff: the server's net $33,587.66; it is listed as unpaid until its payment is recorded.
 * The first field's share, $20,152.60 (60% by harvested bushels), shows on its field card and in the cost summary.
 * A crew account sees the tickets with their quantities and no money. The same screens on a laptop, and in Spanish
 * with no English and no cut label.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const CREW = { username: "cosecha", password: "crew-pass-1" };
/** The harvest screens as a menu opens them. */
const SCREENS = ["/harvest-tickets", "/storage", "/buyers", "/contracts", "/deliveries", "/settlements", "/crop-marks"];

describe("harvest and sales", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;
  let entityId = 0;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Corn" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    await ok(api.api.users.$post({ json: { username: CREW.username, password: CREW.password, role: "crew", entityIds: [entityId] } as never }));
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.setViewportSize(PHONE);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).first().waitFor();
  }, 120_000);
  afterAll(() => suite?.close());

  /** Picks an option of a MUI select (a combobox named by its label). */
  async function choose(label: string | RegExp, option: string | RegExp, scope: Page | ReturnType<Page["locator"]> = page) {
    await scope.getByRole("combobox", { name: label }).click();
    await page.getByRole("listbox").getByRole("option", { name: option }).click();
  }

  test("on a phone: a bin, then two loads, the second starting from the first's field, crop, unit and destination", async () => {
    await page.goto("/storage");
    await page.getByRole("button", { name: "Add location" }).click();
    const dialog = page.getByRole("dialog", { name: "Add location" });
    await dialog.getByLabel("Name").fill("Bin 1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByTestId("location-row").getByText("Bin 1").waitFor();

    await page.goto("/harvest-tickets");
    await page.getByRole("link", { name: "New ticket" }).click();
    const form = page.getByTestId("ticket-form");
    await form.waitFor();
    // Today's date by default, the sidebar's crop year.
    expect(await form.getByLabel("Date").inputValue()).toBe(todayIso());
    expect(await form.getByLabel("Crop year").inputValue()).toBe("2025");
    // Big touch targets: every input and the save buttons at least 48 px tall.
    const small = await form
      .locator(".MuiInputBase-root, button, a")
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 48).map((e) => `${(e as HTMLElement).innerText || e.className}: ${e.getBoundingClientRect().height}`));
    expect(small).toEqual([]);
    await choose(/^Field/, "North 40", form);
    // The field's crop of the year comes with it.
    expect(await form.getByLabel("Crop", { exact: true }).inputValue()).toBe("Corn");
    await form.getByLabel("Date").fill("2025-10-01");
    await form.getByLabel("Ticket number").fill("T-1");
    await form.getByLabel("Net quantity").fill("6000");
    await choose(/^Destination/, "Bin 1", form);
    await form.getByLabel("Moisture %").fill("15.5");
    await screenshot(page, "harvest-ticket-form-390x844");
    await form.getByRole("button", { name: "Save and add another" }).click();
    await form.getByTestId("ticket-saved").getByText("Ticket T-1 saved").waitFor();
    // The next load: field, crop, unit and destination kept, number and quantity cleared.
    expect(await form.getByLabel("Ticket number").inputValue()).toBe("");
    expect(await form.getByLabel("Net quantity").inputValue()).toBe("");
    expect(await form.getByRole("combobox", { name: /^Field/ }).innerText()).toContain("North 40");
    expect(await form.getByRole("combobox", { name: /^Destination/ }).innerText()).toContain("Bin 1");
    await choose(/^Field/, "River Bottom", form);
    await form.getByLabel("Date").fill("2025-10-02");
    await form.getByLabel("Ticket number").fill("T-2");
    await form.getByLabel("Net quantity").fill("4000");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/harvest-tickets");
    const rows = page.getByTestId("ticket-row");
    await rows.filter({ hasText: "T-2" }).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: "T-1" }).locator('[data-column="quantity"]').innerText()).toBe("6,000 bu");
    expect(await rows.filter({ hasText: "T-2" }).locator('[data-column="quantity"]').innerText()).toBe("4,000 bu");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "harvest-tickets-390x844");

    // This phone remembers the last ticket: a new one starts with River Bottom, Corn, bu, Bin 1 and today's date.
    await page.goto("/harvest-tickets/create");
    await form.waitFor();
    // (the field and the bin show once the entity's fields and bins have loaded)
    await form.getByRole("combobox", { name: /^Field/ }).filter({ hasText: "River Bottom" }).waitFor();
    await form.getByRole("combobox", { name: /^Destination/ }).filter({ hasText: "Bin 1" }).waitFor();
    expect(await form.getByLabel("Crop", { exact: true }).inputValue()).toBe("Corn");
    expect(await form.getByRole("combobox", { name: /^Unit/ }).innerText()).toBe("bu");
    expect(await form.getByLabel("Date").inputValue()).toBe(todayIso());

    // A ticket number already recorded is refused, the message above the form, nothing written.
    await form.getByLabel("Ticket number").fill("T-1");
    await form.getByLabel("Net quantity").fill("10");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await form.getByRole("alert").filter({ hasText: "T-1" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/harvest-tickets/create");

    await page.goto("/storage");
    const bin = page.getByTestId("storage-row").filter({ hasText: "Bin 1" });
    expect(await bin.locator('[data-column="onHand"]').innerText()).toBe("10,000 bu");
  }, 120_000);

  test("a CSV of tickets: each bad row named, nothing written", async () => {
    await page.goto("/harvest-tickets");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import scale tickets" });
    const header = "Ticket,Date,Field,Crop,Crop Year,Quantity,Unit,Destination";
    await dialog.getByLabel("Or paste the CSV").fill(`${header}\nT-9,2025-10-03,North 40,Corn,2025,lots,bu,Bin 1\nT-10,2025-10-03,Nowhere,Corn,2025,100,bu,Bin 1\n`);
    await dialog.getByRole("button", { name: "Check" }).click();
    const issues = dialog.getByTestId("import-issues");
    await issues.waitFor();
    const text = await issues.innerText();
    expect(text).toMatch(/Line \d+, Quantity: /);
    expect(text).toMatch(/Line \d+, Field: /);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByTestId("ticket-row").count()).toBe(2);
  }, 60_000);

  test("on a phone: a contract, 7,000 bu delivered on it, its settlement's net from the server, then paid", async () => {
    await page.goto("/contracts/create");
    await page.getByRole("combobox", { name: /^Buyer/ }).fill("Valley Grain");
    await page.getByRole("option", { name: /Valley Grain/ }).click();
    await page.getByLabel("Contract number").fill("C-100");
    await page.getByLabel("Date").fill("2025-09-01");
    await page.getByLabel("Crop *", { exact: true }).fill("Corn");
    await page.getByLabel("Quantity").fill("7000");
    await page.getByLabel("Price per unit").fill("4.85");
    await page.getByRole("button", { name: "Save" }).click();
    const contract = page.getByTestId("contract-row").filter({ hasText: "C-100" });
    await contract.waitFor();
    expect(await contract.locator('[data-column="open"]').innerText()).toBe("7,000 bu");
    expect(await contract.locator('[data-column="price"]').innerText()).toBe("$4.85");

    await page.goto("/deliveries/create");
    await page.getByRole("combobox", { name: /^Buyer/ }).fill("Valley");
    await page.getByRole("option", { name: "Valley Grain" }).click();
    await page.getByLabel("Crop *", { exact: true }).fill("Corn");
    await page.getByLabel("Date").fill("2025-10-20");
    await page.getByLabel("Quantity").fill("7000");
    await choose(/^From location/, "Bin 1");
    await choose(/^Contract/, /^C-100/);
    await page.getByRole("button", { name: "Save" }).click();
    const delivery = page.getByTestId("delivery-row").first();
    await delivery.waitFor();
    expect(await delivery.locator('[data-column="contract"]').innerText()).toBe("C-100: 7,000 bu");
    expect(await delivery.locator('[data-column="settlement"]').innerText()).toBe("Not settled");
    await page.goto("/contracts");
    expect(await contract.locator('[data-column="open"]').innerText()).toBe("0 bu");
    await page.goto("/storage");
    expect(await page.getByTestId("storage-row").filter({ hasText: "Bin 1" }).locator('[data-column="onHand"]').innerText()).toBe("3,000 bu");

    await page.goto("/settlements/create");
    await page.getByRole("combobox", { name: /^Buyer/ }).fill("Valley");
    await page.getByRole("option", { name: "Valley Grain" }).click();
    await page.getByLabel("Settlement number").fill("S-1");
    await page.getByLabel("Date *", { exact: true }).fill("2025-11-01");
    await page.getByLabel("Crop *", { exact: true }).fill("Corn");
    await choose(/^Delivery/, /7,000 bu/);
    // Price blank: the contract's $4.85. Deductions: $0.05/bu hauling and a $12.34 checkoff.
    const deductions = page.locator(".ra-input-deductions");
    await deductions.getByRole("button", { name: "Add" }).click();
    await choose(/^Deduction/, "Hauling", deductions.locator("li").nth(0));
    await deductions.locator("li").nth(0).getByLabel("Rate per unit").fill("0.05");
    await deductions.getByRole("button", { name: "Add" }).click();
    await choose(/^Deduction/, "Checkoff", deductions.locator("li").nth(1));
    await deductions.locator("li").nth(1).getByLabel("or amount").fill("12.34");
    await screenshot(page, "harvest-settlement-form-390x844");
    await page.getByRole("button", { name: "Save" }).click();
    const details = page.getByRole("dialog", { name: /Settlement S-1/ });
    await details.waitFor();
    // 7,000 x $4.85 = $33,950.00; $350.00 hauling + $12.34 checkoff = $362.34; net $33,587.66: the server's figures.
    expect(await details.getByTestId("settlement-gross").locator("[data-value]").innerText()).toBe("$33,950.00");
    expect(await details.getByTestId("settlement-deductions").locator("[data-value]").innerText()).toBe("$362.34");
    expect(await details.getByTestId("settlement-net").locator("[data-value]").innerText()).toBe("$33,587.66");
    expect(await details.getByTestId("settlement-deduction").filter({ hasText: "Hauling" }).locator('[data-column="amount"]').innerText()).toBe("$350.00");
    await screenshot(page, "harvest-settlement-390x844");

    // Unpaid until its payment is recorded.
    await details.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog", { name: "Record payment" });
    expect(await payment.getByLabel("Amount received").inputValue()).toBe("33587.66");
    await payment.getByRole("button", { name: "Cancel" }).click();
    await payment.waitFor({ state: "hidden" });
    await details.getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Unpaid only").check();
    await page.getByTestId("settlement-row").filter({ hasText: "S-1" }).locator('[data-status="unpaid"]').waitFor();
    await page.getByRole("button", { name: "S-1" }).click();
    await details.getByRole("button", { name: "Record payment" }).click();
    await payment.getByLabel("Date received").fill("2025-11-15");
    await payment.getByRole("button", { name: "Save" }).click();
    await payment.waitFor({ state: "hidden" });
    await details.getByTestId("settlement-received").getByText("$33,587.66").waitFor();
    await details.getByRole("button", { name: "Close" }).click();
    await page.getByText("Every settlement is paid in full.").waitFor();
    await page.getByLabel("Unpaid only").uncheck();
    await page.getByTestId("settlement-row").filter({ hasText: "S-1" }).locator('[data-status="paid"]').waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "harvest-settlements-390x844");
  }, 180_000);

  test("the first field's share of the net, $20,152.60, on its field card and in the cost summary", async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/fields");
    const card = page.getByTestId("field-card").filter({ has: page.getByRole("heading", { name: "North 40", exact: true }) });
    await card.waitFor();
    expect(await card.getByTestId("field-Income").innerText()).toBe("($20,152.60)");
    await screenshot(page, "harvest-field-card-1366x768");
    await page.goto("/reports");
    await page.getByRole("tab", { name: "Cost Summary", exact: true }).click();
    const row = page.getByTestId("cost-row").filter({ hasText: "North 40" });
    await row.waitFor();
    expect(await row.locator('[data-column="income"]').innerText()).toContain("20,152.60");
    expect(await page.getByTestId("cost-row").filter({ hasText: "River Bottom" }).locator('[data-column="income"]').innerText()).toContain("13,435.06");
    await screenshot(page, "harvest-cost-summary-1366x768");
  }, 60_000);

  test("a crew account sees the loads with their quantities and no money", async () => {
    const crew = await suite.signedIn(CREW.username, CREW.password);
    await crew.setViewportSize(PHONE);
    await crew.locator('main[data-role="crew"]').waitFor();
    await crew.goto("/harvest-tickets");
    const rows = crew.getByTestId("ticket-row");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: "T-1" }).locator('[data-column="quantity"]').innerText()).toBe("6,000 bu");
    expect(await crew.locator("main").innerText()).not.toContain("$");
    // A crew member records a load too (after the income above was checked: it changes the fields' shares).
    await crew.getByRole("link", { name: "New ticket" }).click();
    const form = crew.getByTestId("ticket-form");
    await form.getByRole("combobox", { name: /^Field/ }).click();
    await crew.getByRole("listbox").getByRole("option", { name: "North 40" }).click();
    await form.getByLabel("Date").fill("2025-10-05");
    await form.getByLabel("Ticket number").fill("T-3");
    await form.getByLabel("Net quantity").fill("500");
    await form.getByRole("combobox", { name: /^Destination/ }).click();
    await crew.getByRole("listbox").getByRole("option", { name: "Bin 1" }).click();
    expect(await crew.locator("main").innerText()).not.toContain("$");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await rows.filter({ hasText: "T-3" }).waitFor();
    expect(await rows.filter({ hasText: "T-3" }).locator('[data-column="quantity"]').innerText()).toBe("500 bu");
    // The crew cannot change a saved ticket: no ticket is a link for them.
    expect(await crew.locator('main a[href^="/harvest-tickets/"]:not([href$="/create"])').count()).toBe(0);
    await screenshot(crew, "harvest-crew-tickets-390x844");
    // The office's screens stay closed: a crew account is sent home.
    await crew.goto("/settlements");
    await crew.waitForURL((url) => url.pathname === "/record");
    await crew.context().close();
  }, 60_000);

  test("every harvest screen on a laptop: no page scrolls sideways", async () => {
    await page.setViewportSize(LAPTOP);
    for (const path of SCREENS) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.locator("main h1").first().waitFor();
      expect({ path, sideways: (await sidewaysScroll(page)) > 0 }).toEqual({ path, sideways: false });
      await screenshot(page, `harvest${path.replaceAll("/", "-")}-1366x768`);
    }
  }, 120_000);

  test("in Spanish: no English and no cut label on the harvest screens and the ticket form, at both sizes", async () => {
    const data = ["Willow Creek Ranch", "Fresno County", "North 40", "River Bottom", "Corn", "Bin 1", "Valley Grain", "C-100", "S-1", "T-1", "T-2", ADMIN.username];
    const phrases = englishPhrases(data);
    const admin = await signedInClient(suite.server.url, ADMIN.username, ADMIN.password);
    await ok(admin.api.account.$put({ json: { locale: "es" } }));
    const es = await suite.signedIn(ADMIN.username, ADMIN.password);
    await es.getByRole("tab", { name: "Panel" }).waitFor();
    const found: string[] = [];
    for (const size of [PHONE, LAPTOP]) {
      await es.setViewportSize(size);
      for (const path of [...SCREENS, "/harvest-tickets/create", "/settlements/create"]) {
        await es.goto(path);
        await es.waitForLoadState("networkidle");
        await es.locator("main h1").first().waitFor();
        const where = `${path} ${size.width}x${size.height}`;
        const english = await englishOn(es, phrases, data);
        const cut = await cutLabels(es);
        if (english.length) found.push(`${where}: English ${JSON.stringify(english)}`);
        if (cut.length) found.push(`${where}: cut ${JSON.stringify(cut)}`);
        await screenshot(es, `es-harvest${path.replaceAll("/", "-")}-${size.width}x${size.height}`);
      }
      // The settlement's figures in Spanish.
      await es.goto("/settlements");
      await es.getByRole("button", { name: "S-1" }).click();
      const details = es.getByRole("dialog", { name: /Liquidación S-1/ });
      await details.getByTestId("settlement-net").getByText("$33,587.66").waitFor();
      const english = await englishOn(es, phrases, data);
      if (english.length) found.push(`settlement ${size.width}: English ${JSON.stringify(english)}`);
      await screenshot(es, `es-harvest-settlement-${size.width}x${size.height}`);
    }
    expect(found).toEqual([]);
    await ok(admin.api.account.$put({ json: { locale: "en" } }));
  }, 240_000);
});
