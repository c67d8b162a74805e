import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import { ADMIN, registerAdmin, seedFarm, seedTasks } from "./support/api";
import { sidewaysScroll } from "./support/layout";
import { todayIso } from "./support/money";
import { startSuite, type Suite } from "./support/suite";

/** Scrolls a report frame all the way right and answers whether the first cell of `row` is still what one sees at its place. */
async function firstColumnVisibleWhenScrolledRight(frame: Locator, row: Locator) {
  // Bring the row to the middle of the screen by scrolling the page (not the frame) vertically.
  await row.evaluate((tr) => window.scrollBy(0, tr.getBoundingClientRect().top - window.innerHeight / 2));
  const scrolled = await frame.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return el.scrollLeft;
  });
  const cell = row.locator("td").first();
  const box = (await cell.boundingBox())!;
  const frameBox = (await frame.boundingBox())!;
  const onTop = await cell.evaluate((td) => {
    const r = td.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(10, r.width / 2), r.top + r.height / 2);
    return hit !== null && (hit === td || td.contains(hit));
  });
  return { scrolled, onTop, leftEdge: Math.round(box.x - frameBox.x) };
}

/** Whether the card line of `row` labelled `label` (a phone's card: each cell under its column's heading) shows a value inside the screen's width. */
async function cardLineInView(page: Page, row: Locator, label: string) {
  const cell = row.locator(`td[data-label="${label}"]`);
  const box = (await cell.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width + 1 && (await cell.innerText()).trim().length > 0;
}

describe("Wide report tables: on a laptop they scroll in their own frame with the first column kept, on a phone each line is a card", () => {
  let suite: Suite;
  let page: Page;

  beforeAll(async () => {
    suite = await startSuite();
    const api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    await seedTasks(api, farm.entity.id, farm.fields, todayIso());
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
  });
  afterAll(() => suite?.close());

  for (const size of [{ width: 1366, height: 768 }]) {
    test(`${size.width}x${size.height}: Detailed Operations' cultural costs keep DATE in view when scrolled right`, async () => {
      await page.setViewportSize(size);
      await page.goto("/reports");
      await page.getByRole("tab", { name: "Detailed Operations", exact: true }).click();
      const frame = page.getByRole("region", { name: "Cultural Costs (scrolls)" });
      const row = frame.getByTestId("operation-line").filter({ hasText: "Custom discing" });
      await row.waitFor();
      // The table is wider than its frame, and the frame, not the page, scrolls.
      expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const seen = await firstColumnVisibleWhenScrolledRight(frame, row);
      expect(seen.scrolled).toBeGreaterThan(0);
      expect(seen.onTop).toBe(true);
      expect(Math.abs(seen.leftEdge)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The last column is reachable: its header is inside the frame once scrolled.
      const last = frame.getByRole("columnheader", { name: "COST TOTAL" });
      const lastBox = (await last.boundingBox())!;
      const frameBox = (await frame.boundingBox())!;
      expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
      // The frame takes keyboard focus, so arrow keys scroll it back to the start and out again.
      expect(await frame.getAttribute("tabindex")).toBe("0");
      await frame.focus();
      await page.keyboard.press("Home");
      await frame.evaluate((el) => {
        el.scrollLeft = 0;
      });
      for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
      // Chromium animates keyboard scrolling: wait for the frame to move rather than reading it at once.
      const moved = await frame.evaluate(
        (el) =>
          new Promise<number>((done) => {
            const started = performance.now();
            const look = () => (el.scrollLeft > 0 || performance.now() - started > 3000 ? done(el.scrollLeft) : requestAnimationFrame(look));
            look();
          }),
      );
      expect(moved).toBeGreaterThan(0);
    });
  }

  test("390x844: Detailed Operations' cultural costs show each operation as a card, its date and every total in view", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/reports");
    await page.getByRole("tab", { name: "Detailed Operations", exact: true }).click();
    const frame = page.getByRole("region", { name: "Cultural Costs (scrolls)" });
    const row = frame.getByTestId("operation-line").filter({ hasText: "Custom discing" });
    await row.waitFor();
    // Nothing to scroll sideways: not the frame, not the page.
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    for (const label of ["DATE", "OPERATION PERFORMED", "COST /AC", "COST TOTAL"]) expect(await cardLineInView(page, row, label)).toBe(true);
  });

  test("390x844: Cost Summary shows each field as a card, its total with NET/ACRE in view", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/reports");
    await page.getByRole("tab", { name: "Cost Summary", exact: true }).click();
    const frame = page.getByRole("region", { name: "Cost Summary (scrolls)" });
    const total = frame.getByTestId("cost-total");
    await total.waitFor();
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await cardLineInView(page, total, "NET/ACRE")).toBe(true);
    expect(await cardLineInView(page, frame.getByTestId("cost-row").first(), "NET/ACRE")).toBe(true);
  });

  test("390x844: the report tab bar scrolls visibly to the Irrigation Report", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/reports");
    await page.getByRole("tab", { name: "Invoice Report", exact: true }).waitFor();
    const next = page.locator(".MuiTabs-scrollButtons").last();
    expect(await next.isVisible()).toBe(true);
    const irrigation = page.getByRole("tab", { name: "Irrigation Report", exact: true });
    await irrigation.scrollIntoViewIfNeeded();
    await irrigation.click();
    expect(await irrigation.getAttribute("aria-selected")).toBe("true");
  });
});
