/**
 * The dashboard the server draws into the page (api/spa/first-paint.ts): on screen before the app's script has run,
 * saying what the app's own cards then say, out of the way of anything the user (or a test) does with the app, and
 * gone once the app shows its dashboard or anything else.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { dashboardReads, ENTITY_LIST, readKey } from "../../admin-ui/lib/boot-reads";
import type { ApiClient } from "../../api/client";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { todayIso } from "./support/money";
import { startSuite, type Suite } from "./support/suite";

describe("The dashboard drawn by the server before the app", () => {
  let suite: Suite;
  let api: ApiClient;
  let page: Page;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [{ name: "Home Block", acreage: "130.94", cropType: "Almonds" }]);
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const water = categories.find((c) => c.name === "Water")!.id;
    await ok(
      api.api.tasks.$post({
        json: { entityId: farm.entity.id, fieldId: farm.fields[0]!.id, categoryId: water, cropYear: 2025, date: todayIso(), name: "Flood irrigation", costPerAcre: "10", acresCovered: "130.94" },
      }),
    );
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("stat-Total Fields").waitFor();
  });
  afterAll(() => suite?.close());

  /** Loads `path` and answers the page's HTML as the server sent it. */
  async function load(on: Page, path: string): Promise<string> {
    const [document] = await Promise.all([on.waitForResponse((r) => r.request().resourceType() === "document"), on.goto(path)]);
    return document.text();
  }

  test("a reload draws the figures, activity and charts in the page; the app's cards then say the same, and the first paint is gone", async () => {
    const html = await load(page, "/dashboard");
    expect(html).toContain('<div id="first-paint"');
    expect(html).toContain('data-shows="stat-card activity-row chart-bar"');
    await page.getByTestId("chart-bar").first().waitFor();
    for (const title of ["Total Fields", "Monthly Cost", "Cost per Acre", "Active Tasks"]) {
      const figure = (await page.getByTestId(`stat-${title}`).textContent())!;
      expect(html).toContain(`<div class="muted">${title}</div><div class="figure"`);
      expect(html).toContain(`>${figure}</div>`);
    }
    expect(html).toContain("<b>Flood irrigation</b>");
    expect(html).toContain(`<b>${await page.getByTestId("activity-row").first().locator("[data-money]").textContent()}</b>`);
    await page.locator("#first-paint").waitFor({ state: "detached" });
  });

  test("while it is up (the app's script held back) it is on screen, out of reach of locators and screen readers, and it goes once the app's dashboard shows", async () => {
    // A second browser with the same session and remembered entity, its service worker off so the app's scripts come
    // from the network, where the test holds them back.
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 1440, height: 900 }, serviceWorkers: "block" });
    const held = await context.newPage();
    const saved = await page.evaluate(() => ({ ...localStorage }));
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
    }, saved);
    await context.addCookies(await page.context().cookies());
    // The app's script held back: what shows is the server's drawing alone.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await held.goto("/dashboard", { waitUntil: "commit" });
    await held.locator("#first-paint").waitFor({ state: "attached" });
    expect(await held.locator("#first-paint").isVisible()).toBe(true);
    // Its texts are in a closed shadow root: nothing of it is found by the app's tests or read twice by a screen reader.
    expect(await held.getByText("Recent Field Activity").count()).toBe(0);
    expect(await held.locator("#first-paint").getAttribute("aria-hidden")).toBe("true");
    release();
    await held.getByTestId("stat-Total Fields").waitFor();
    await held.locator("#first-paint").waitFor({ state: "detached" });
    expect(await held.getByText("Recent Field Activity").count()).toBe(1);
    await context.close();
  });

  test("the app takes every read of the load from the page the server drew: none is asked again over the network", async () => {
    const asked: string[] = [];
    const listen = (r: { url(): string }) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/")) asked.push(readKey(r.url(), url.origin));
    };
    page.on("request", listen);
    await load(page, "/dashboard");
    await page.getByTestId("chart-bar").first().waitFor();
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    const entityId = Number(await page.evaluate(() => localStorage.getItem("selectedEntityId")));
    const reads = ["/api/auth/user", ENTITY_LIST, ...dashboardReads(entityId, 2025)].map((url) => readKey(url, suite.server.url));
    expect(asked.filter((key) => reads.includes(key))).toEqual([]);
    const used = await page.evaluate(() => performance.getEntriesByType("mark").map((m) => m.name));
    for (const key of reads) expect(used).toContain(`boot read used ${key}`);
  });

  test("another screen, or a browser that remembers no entity, gets the plain page", async () => {
    expect(await load(page, "/fields")).not.toContain("first-paint");
    const { page: fresh } = await suite.session();
    expect(await load(fresh, "/dashboard")).not.toContain("first-paint");
  });

  test("in Spanish for a Spanish account", async () => {
    await ok(api.api.account.$put({ json: { locale: "es" } }));
    try {
      const html = await load(page, "/dashboard");
      expect(html).toContain('<div class="muted">Total de campos</div>');
      await page.getByTestId("stat-Total de campos").waitFor();
      expect(html).toContain(`>${await page.getByTestId("stat-Costo mensual").textContent()}</div>`);
      await page.locator("#first-paint").waitFor({ state: "detached" });
    } finally {
      await ok(api.api.account.$put({ json: { locale: "en" } }));
    }
  });
});
