import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { catalogue } from "../../admin-ui/i18n/messages";
import { mayUse, SCREENS } from "../../admin-ui/navigation/registry";
import { REPORT_TABS } from "../../admin-ui/reports/report-tabs";
import { ADMIN, registerAdmin } from "./support/api";
import { ARTIFACTS, workIn } from "./support/browser";
import { lostFigures } from "./support/figures";
import { controlsUnderFloatingButtons, screenDrawn } from "./support/layout";
import { LONG_ENTITIES, seedLongFarm } from "./support/long-farm";
import { startSuite, type Suite } from "./support/suite";

/**
 * Money is never out of sight on any screen (issue 35): every screen of the navigation registry the admin may use,
 * and every tab of the Reports screen, on a phone (390x844) and a laptop (1366x768), over a generated farm with long
 * names that fills their tables (support/long-farm.ts). On each: every figure the UI marks (data-money, data-figure)
 * is in sight (support/figures.ts), every total line is shown, the page never scrolls sideways; a screenshot of each
 * goes to tests/e2e/artifacts/screens/<screen>-<w>x<h>.png. On the phone, no control is left under a floating button once
 * the page is scrolled to its end (a list's next-page arrow under the Create button could never be tapped). A screen added to the registry is walked with no change here.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const SHOTS = join(ARTIFACTS, "screens");

function text(key: string): string {
  let node: unknown = catalogue.en;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== "string") throw new Error(`no text for ${key}`);
  return node;
}

/** What a screen needs before its tables show (a report asked for), by screen id; most need nothing. */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  "equipment-reports": async (page) => {
    await page.getByRole("button", { name: text("equipment.generateReport") }).click();
    await page.getByTestId("total-rental").waitFor();
  },
};


describe("every screen keeps its money in sight", () => {
  let suite: Suite;
  let page: Page;
  const params: Record<string, string> = {};

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedLongFarm(api);
    Object.assign(params, { entityId: String(farm.entityIds[0]), fieldId: String(farm.fields[0]!.id), id: String(farm.landlordId) });
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    // The first entity (with the leases and budgets) is the one the top bar works in (admin-ui/layout/farm-storage.ts).
    await workIn(page, params.entityId!, LONG_ENTITIES[0]);
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(() => suite?.close());

  const address = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]!);

  /** Every place to look at: the admin's registered screens, then each Reports tab. */
  const places: Array<{ id: string; open: (page: Page) => Promise<void> }> = [
    ...SCREENS.filter((s) => mayUse(s, "admin")).map((s) => ({
      id: s.id,
      open: async (p: Page) => {
        await p.goto(address(s.path));
        await p.locator(`main[data-screen="${s.id}"]`).waitFor();
        await screenDrawn(p);
        await PREPARE[s.id]?.(p);
      },
    })),
    ...REPORT_TABS.map((tab) => ({
      id: `reports-tab-${tab.reports[0]}`,
      open: async (p: Page) => {
        await p.goto("/reports");
        const button = p.getByRole("tab", { name: text(tab.label), exact: true });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await p.getByRole("tab", { name: text(tab.label), exact: true, selected: true }).waitFor();
        await screenDrawn(p);
      },
    })),
  ];

  test("the walk covers every registered screen the admin may use and every Reports tab", () => {
    expect(places.length).toBe(SCREENS.filter((s) => mayUse(s, "admin")).length + REPORT_TABS.length);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
  });

  for (const size of SIZES) {
    test(`${size.width}x${size.height}: every figure in sight, totals shown, no page scrolls sideways`, async () => {
      await page.setViewportSize(size);
      const lost: string[] = [];
      let figures = 0;
      for (const place of places) {
        await place.open(page);
        const where = `${place.id} ${size.width}x${size.height}`;
        await page.screenshot({ path: join(SHOTS, `${place.id}-${size.width}x${size.height}.png`), fullPage: true });
        // Every total line a table marks is drawn and has a height (a phone's card, a laptop's row).
        const totals = await page.locator("[data-total]").evaluateAll((rows) => rows.map((r) => ({ text: (r as HTMLElement).innerText.replace(/\s+/g, " ").trim(), shown: r.getBoundingClientRect().height > 0 })));
        for (const t of totals) if (!t.shown) lost.push(`${where}: total "${t.text}" is not shown`);
        const seen = await lostFigures(page, size.width < 600, where);
        figures += seen.count;
        lost.push(...seen.lost);
        if (size.width < 600) for (const c of await controlsUnderFloatingButtons(page)) lost.push(`${where}: ${c}`);
      }
      // The walk saw the farm's money: a walk over empty screens would prove nothing.
      expect(figures).toBeGreaterThan(500);
      expect(lost).toEqual([]);
    }, 300_000);
  }
});
