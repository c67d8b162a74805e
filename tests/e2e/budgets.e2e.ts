import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { ApiClient } from "../../api/client";
import { BudgetsPage } from "./pages/BudgetsPage";
import { ADMIN, ok, registerAdmin, seedFarm } from "./support/api";
import { screenshot } from "./support/browser";
import { type Suite, startSuite } from "./support/suite";

/**
 * Willow Creek Ranch, North 40 (40 ac Alfalfa): 2024 Seed 40/ac (1,600) and Fertilizer 10/ac (400);
 * 2025 Seed 45/ac (1,800). River Bottom (80.5 ac Corn) has no tasks.
 */
describe("Budgets: build from last year's actuals, edit a line, budget vs actual and the what-if grid", () => {
  let suite: Suite;
  let page: Page;
  let budgets: BudgetsPage;
  let api: ApiClient;
  let entityId: number;

  beforeAll(async () => {
    suite = await startSuite();
    api = await registerAdmin(suite.server.url);
    const farm = await seedFarm(api, [
      { name: "North 40", acreage: "40", cropType: "Alfalfa" },
      { name: "River Bottom", acreage: "80.5", cropType: "Corn" },
    ]);
    entityId = farm.entity.id;
    const categories = await ok<Array<{ id: number; name: string }>>(api.api["task-categories"].$get({ query: {} }));
    const category = (name: string) => categories.find((c) => c.name === name)!.id;
    const north = farm.fields.find((f) => f.name === "North 40")!.id;
    const task = (cropYear: number, date: string, name: string, cat: string, costPerAcre: string) =>
      ok(api.api.tasks.$post({ json: { entityId, fieldId: north, cropYear, date, name, categoryId: category(cat), costPerAcre, acresCovered: "40" } }));
    await task(2024, "2024-03-01", "Seed 2024", "Seed", "40");
    await task(2024, "2024-04-01", "Fertilize 2024", "Fertilizer", "10");
    await task(2025, "2025-03-01", "Seed", "Seed", "45");
    page = await suite.signedIn(ADMIN.username, ADMIN.password);
    await page.getByTestId("entity-name").filter({ hasText: "Willow Creek Ranch" }).waitFor();
    budgets = new BudgetsPage(page);
  });
  afterAll(() => suite?.close());

  test("a budget built from 2024's actuals: Seed 1,600 / 40 = 40.00, Fertilizer 400 / 40 = 10.00", async () => {
    await budgets.openTab();
    await budgets.buildFromLastYear("North 40");
    const card = budgets.card("North 40");
    expect(await card.getByLabel("Seed $/acre").inputValue()).toBe("40.00");
    expect(await card.getByLabel("Fertilizer $/acre").inputValue()).toBe("10.00");
    expect((await card.getByTestId("budget-total").textContent())?.trim()).toBe("$50.00");
  });

  test("editing the Seed line to 46.00 saves it; budget vs actual shows 46 x 40 = 1,840 against 1,800", async () => {
    await budgets.editLine("North 40", "Seed", "46");
    await budgets.card("North 40").getByTestId("budget-total").filter({ hasText: "$56.00" }).waitFor();
    const saved = await ok<Array<{ lines: Array<{ categoryName: string; amountPerAcre: string }> }>>(
      api.api.budgets.$get({ query: { filter: JSON.stringify({ entityId, cropYear: 2025 }) } }),
    );
    expect(saved[0]!.lines.find((l) => l.categoryName === "Seed")!.amountPerAcre).toBe("46.00");
    // Budget 1,840 + 400 = 2,240 against 1,800; over 120.5 acres of the entity.
    const total = page.getByTestId("bva-total");
    await total.filter({ hasText: "$2,240.00" }).waitFor();
    expect(await total.textContent()).toContain("$1,800.00");
    expect(await total.textContent()).toContain("-$440.00");
    expect(await total.textContent()).toContain("-19.6%"); // -440 / 2240
    await page.getByTestId("cumulative-chart").locator("svg").first().waitFor();
    await screenshot(page, "90-budgets-vs-actual");
  });

  test("the what-if grid: $200 x 5 tons an acre, typed on the budget, against 56.00 of budget", async () => {
    await budgets.expect("North 40", "5", "tons", "200");
    // 200 x 5 - 56 = 944.00; both -20%: 1000 x 0.64 - 56 = 584.00; both +20%: 1000 x 1.44 - 56 = 1,384.00
    await page.getByTestId("whatif-0-0").filter({ hasText: "$944.00" }).waitFor();
    expect((await page.getByTestId("whatif--20--20").textContent())?.trim()).toBe("$584.00");
    expect((await page.getByTestId("whatif-20-20").textContent())?.trim()).toBe("$1,384.00");
    expect(await page.getByTestId("whatif-row").count()).toBe(5);
    const [b] = await ok<Array<{ expectedYieldPerAcre: string; yieldUnit: string; expectedPricePerUnit: string }>>(
      api.api.budgets.$get({ query: { filter: JSON.stringify({ entityId, cropYear: 2025 }) } }),
    );
    expect(b).toMatchObject({ expectedYieldPerAcre: "5.00", yieldUnit: "tons", expectedPricePerUnit: "200.00" });
    await screenshot(page, "91-budgets-what-if");
  });

  test("River Bottom copies North 40's budget: the same $/acre over its own 80.5 acres", async () => {
    await budgets.choose("Budget for", "River Bottom");
    await budgets.choose("Copy from", "North 40");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    const card = budgets.card("River Bottom");
    await card.waitFor();
    expect((await card.getByTestId("budget-total").textContent())?.trim()).toBe("$56.00");
    // Budget 56 x 40 + 56 x 80.5 = 2,240 + 4,508 = 6,748 against 1,800
    await page.getByTestId("bva-total").filter({ hasText: "$6,748.00" }).waitFor();
  });
});
