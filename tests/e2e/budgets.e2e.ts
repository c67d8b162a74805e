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
describe("Budgets: build from last year's actuals, edit a line, budget vs actual, the what-if grid and cost of production", () => {
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

  test("cost of production per field and crop, from actuals and from the budget, N/A where nothing divides; PDF and CSV", async () => {
    // North 40: actual 45 x 40 = 1,800 (nothing harvested); budget 56 x 40 = 2,240; expected 5 tons at $200 an acre.
    // Actual: cost/unit N/A; break-even price 1,800 / (5 x 40) = 9.00; break-even yield 1,800 / (200 x 40) = 0.225 -> 0.23.
    // Budget: cost/unit and break-even price 2,240 / 200 = 11.20; break-even yield 2,240 / 8,000 = 0.28.
    await budgets.production("North 40", "budget").getByTestId("cop-costPerUnit").filter({ hasText: "$11.20" }).waitFor();
    expect(await budgets.productionCells("North 40", "actual")).toEqual({ costPerUnit: "N/A", breakEvenPrice: "$9.00", breakEvenYield: "0.23 tons" });
    expect(await budgets.productionCells("North 40", "budget")).toEqual({ costPerUnit: "$11.20", breakEvenPrice: "$11.20", breakEvenYield: "0.28 tons" });
    expect(await budgets.production("North 40", "actual").textContent()).toContain("$1,800.00$45.00");
    // River Bottom has no budget, no costs and no harvest: no expected yield or price to divide by.
    for (const basis of ["actual", "budget"] as const) {
      expect(await budgets.productionCells("River Bottom", basis)).toEqual({ costPerUnit: "N/A", breakEvenPrice: "N/A", breakEvenYield: "N/A" });
    }
    // Per crop: Alfalfa is North 40 alone, Corn is River Bottom alone.
    expect(await budgets.productionCells("crop:Alfalfa", "budget")).toEqual({ costPerUnit: "$11.20", breakEvenPrice: "$11.20", breakEvenYield: "0.28 tons" });
    expect(await budgets.productionCells("crop:Corn", "actual")).toEqual({ costPerUnit: "N/A", breakEvenPrice: "N/A", breakEvenYield: "N/A" });
    expect(await page.getByTestId("cop-row").filter({ hasText: "Alfalfa (1 field)" }).textContent()).toContain("expected 5.00 tons/acre at $200.00 · harvested N/A");

    // The screen shows the API's figures as sent.
    const r = await ok<{ fields: Array<{ fieldName: string; actual: Record<string, string | null>; budget: Record<string, string | null> }> }>(
      api.api.entities[":id"].reports["cost-of-production"].$get({ param: { id: String(entityId) }, query: { year: "2025" } }),
    );
    const north = r.fields.find((f) => f.fieldName === "North 40")!;
    expect([north.actual.costPerUnit, north.actual.breakEvenPrice, north.actual.breakEvenYield]).toEqual([null, "9.00", "0.23"]);
    expect([north.budget.costPerUnit, north.budget.breakEvenPrice, north.budget.breakEvenYield]).toEqual(["11.20", "11.20", "0.28"]);
    await budgets.production("North 40", "budget").scrollIntoViewIfNeeded();
    await screenshot(page, "92-budgets-cost-of-production");

    const link = (name: string) => page.getByRole("link", { name, exact: true }).and(page.locator('[href*="cost-of-production"]'));
    const pdf = await page.request.get((await link("Export PDF").getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const csv = await page.request.get((await link("Export CSV").getAttribute("href"))!);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("11.20");
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
