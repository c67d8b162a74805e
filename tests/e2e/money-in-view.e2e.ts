import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { catalogue } from "../../admin-ui/i18n/messages";
import { ADMIN, ok, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { ARTIFACTS, workIn } from "./support/browser";
import { todayIso } from "./support/money";
import { lostFigures } from "./support/figures";
import { startSuite, type Suite } from "./support/suite";

/**
 * Money is never out of sight (admin-ui/reports/ReportTable.tsx, FiguresTable): a farm with long names and four
 * entities, and the invoice tab, the landlord statement, the acreage tab and the general journal on a phone and a
 * laptop, in English and Spanish. On a phone every figure (every cell marked data-money or data-figure) lies inside
 * the screen's width once scrolled to, and the page never scrolls sideways; on a laptop every figure is in view or in
 * a frame that says it scrolls; the totals are shown.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SHOTS = join(ARTIFACTS, "screens");
const LONG = "Almond Orchard Block Seventeen East of the Old Canal";

function text(key: string, locale: "en" | "es"): string {
  let node: unknown = catalogue[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== "string") throw new Error(`no text for ${key}`);
  return node;
}

describe("money is never out of sight", () => {
  let suite: Suite;
  let api: ApiClient;
  let landlordId: number;
  let entityId: number;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
      { name: LONG, acreage: "130.94", cropType: "Almonds" },
    ]);
    entityId = farm.entity.id;
    // Today's tasks fill this month's invoice; the same tasks in June 2025 fill the journal of crop year 2025.
    await seedTasks(api, farm.entity.id, farm.fields, todayIso());
    await seedTasks(api, farm.entity.id, farm.fields, "2025-06-10");
    // Three more entities with long names, each with a field: the acreage matrix has four entity columns.
    for (const [name, crop] of <Array<[string, string]>>[["Sacramento Valley Almond Growers Partnership", "Almonds"], ["Kings River Family Farms Trust", "Cotton"], ["San Joaquin Tomato Cooperative", "Tomatoes"]]) {
      const entity = await ok<{ id: number }>(api.api.entities.$post({ json: { name, location: "Fresno County" } }));
      await ok(api.api.fields.$post({ json: { entityId: entity.id, name: `${crop} ${LONG}`, acreage: "212.5", cropType: crop } }));
    }
    const landlord = await ok<{ id: number }>(api.api.landlords.$post({ json: { name: "Adelaide Montgomery-Smithfield", mailingAddress: "1234 Long Valley Road\nFresno CA 93706" } as never }));
    landlordId = landlord.id;
    for (const field of farm.fields) {
      const lease = await ok<{ id: number }>(
        api.api.leases.$post({
          json: { fieldId: field.id, leasedAcres: field.acreage, startYear: 2020, terms: { type: "crop_share", incomePercent: "33.33" }, landlords: [{ landlordId, sharePercent: "100" }] } as never,
        }),
      );
      await ok(api.api.payments.$post({ json: { leaseId: lease.id, landlordId, date: "2025-12-15", cropYear: 2025, amount: "1250", method: "check" } as never }));
    }
  });
  afterAll(() => suite?.close());

  async function openAs(locale: "en" | "es"): Promise<Page> {
    await ok(api.api.account.$put({ json: { locale } }));
    const page = await suite.signedIn(ADMIN.username, ADMIN.password);
    // The farm with the tasks and leases is the one the top bar works in (admin-ui/layout/farm-storage.ts).
    await workIn(page, entityId, "Willow Creek Ranch");
    return page;
  }

  /** The four screens, each drawn with its totals: name, how to open it, the totals that must show. */
  const screens = (locale: "en" | "es") => [
    {
      name: "invoice",
      open: async (page: Page) => {
        await page.goto("/reports");
        await page.getByRole("tab", { name: text("reports.tabInvoice", locale), exact: true }).click();
        await page.getByTestId("invoice-subtotal").first().waitFor();
      },
      totals: ["invoice-subtotal", "invoice-total"],
    },
    {
      name: "statement",
      open: async (page: Page) => {
        await page.goto(`/landlords/${landlordId}/statement`);
        await page.getByTestId("statement-total").waitFor();
      },
      totals: ["statement-total"],
    },
    {
      name: "acreage",
      open: async (page: Page) => {
        await page.goto("/reports");
        await page.getByRole("tab", { name: text("reports.tabAcreage", locale), exact: true }).click();
        await page.getByTestId("acreage-total").waitFor();
      },
      totals: ["acreage-total", "ranch-total"],
    },
    {
      name: "journal",
      open: async (page: Page) => {
        await page.goto("/reports/view/journal");
        await page.getByTestId("report-total").waitFor();
      },
      totals: ["report-total"],
    },
  ];

  for (const locale of ["en", "es"] as const) {
    test(`${locale}: on a phone and a laptop every figure is in sight, totals included`, async () => {
      const page = await openAs(locale);
      mkdirSync(SHOTS, { recursive: true });
      const lost: string[] = [];
      for (const [size, viewport] of [["phone", PHONE], ["laptop", LAPTOP]] as const) {
        await page.setViewportSize(viewport);
        for (const screen of screens(locale)) {
          await screen.open(page);
          await page.waitForLoadState("networkidle");
          for (const id of screen.totals) expect(await page.getByTestId(id).first().isVisible()).toBe(true);
          // A total's caption ("TOTALES DEL RANCHO") is read whole, never cut to "TOTALES DEL…".
          const cutCaptions = await page.$$eval("tr[data-total] > td:first-of-type", (cells) =>
            cells.filter((td) => [td, ...td.querySelectorAll("*")].some((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)).map((td) => td.textContent),
          );
          lost.push(...cutCaptions.map((caption) => `${size} ${screen.name}: total caption cut: ${caption}`));
          await page.screenshot({ path: join(SHOTS, `money-${screen.name}-${size}-${locale}.png`), fullPage: true });
          // A phone shows every figure in its width; a laptop in view, or in a frame whose cue says it scrolls.
          const seen = await lostFigures(page, size === "phone", `${size} ${screen.name}`);
          expect(seen.count).toBeGreaterThan(0);
          lost.push(...seen.lost);
        }
      }
      expect(lost).toEqual([]);
    });
  }
});
