import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CostOfProductionSchema } from "../../../api/schemas/budgets.schemas";
import { createBudget } from "./budget-farm";
import { cornPool } from "./harvest-fixture";
import { CAT, type ReportApp, startReportApp } from "./support";

/**
 * Budgets on the issue's corn (docs/budgets.md "Harvest records"): West 60 (60 ac) and East 40 (40 ac) of Prairie
 * Budget harvest 6,000 and 4,000 bu of 2025 corn; 7,000 bu are settled at $4.85 less $0.05/bu hauling and a $12.34
 * checkoff: net $33,587.66 (33,950.00 - 350.00 - 12.34). West 60's combine pass ($100/ac x 60 = $6,000) also types
 * 150 bu/ac at $4.00: the field-year has tickets, so that typed yield is no harvest.
 *   Cost of production 2025: actual yield 10,000 bu / 100 ac = 100 bu/ac on each field (6,000 / 60; 4,000 / 40).
 *   A 2026 budget from last year's actuals: 100.00 bu/ac at the settlement's net per bushel, 33,587.66 / 7,000 =
 *   4.798... = $4.80; its lines are last year's costs, $6,000 of machine hire over the crop's 100 ac = $60.00/ac.
 */
let app: ReportApp;
let entityId: number;
let westId: number;

beforeAll(async () => {
  app = await startReportApp();
  const farm = await app.entity("Prairie Budget");
  entityId = farm.id;
  const west = await app.field(farm.id, "West 60", "60", "Corn");
  const east = await app.field(farm.id, "East 40", "40", "Corn");
  westId = west.id;
  await app.task(west, { categoryId: CAT.MACHINE_HIRE, name: "Combine", date: "2025-10-01", cropYear: 2025, costPerAcre: "100", acresCovered: "60", yieldAmount: "150", yieldUnit: "bushels", yieldValuePerUnit: "4.00" });
  await createBudget(app, { entityId, cropYear: 2025, cropType: "Corn", expectedYieldPerAcre: "180", yieldUnit: "bushels", expectedPricePerUnit: "4.50", lines: [] });
  await cornPool(app.t.db, { entityId, first: west.id, second: east.id, cropYear: 2025, settled: "2025-11-20" });
});
afterAll(() => app.t.close());

describe("budgets with harvest records", () => {
  test("cost of production: each field's actual yield is its tickets' bushels over its acres, 100 bu/ac", async () => {
    const res = await app.reader.api.entities[":id"].reports["cost-of-production"].$get({ param: { id: String(entityId) }, query: { year: "2025" } as never });
    expect(res.status).toBe(200);
    const r = CostOfProductionSchema.parse(await res.json());
    expect(r.fields.map((f) => [f.fieldName, f.yieldUnit, f.actualYieldPerAcre, f.actual.cost, f.actual.costPerUnit])).toEqual([
      ["East 40", "bushels", "100.00", "0.00", "0.00"],
      ["West 60", "bushels", "100.00", "6000.00", "1.00"], // 6,000 / 6,000 bu
    ]);
    // The crop: $6,000 over 10,000 bu
    expect(r.crops[0]).toMatchObject({ crop: "Corn", actualYieldPerAcre: "100.00", actual: { cost: "6000.00", costPerUnit: "0.60" } });
  });

  test("a budget from last year's actuals carries 100.00 bu/ac and the settlement's net price, $4.80", async () => {
    const b = await createBudget(app, { entityId, cropYear: 2026, cropType: "Corn", from: "last-year", yieldUnit: "bushels" });
    expect(b).toMatchObject({ expectedYieldPerAcre: "100.00", yieldUnit: "bushels", expectedPricePerUnit: "4.80" });
    expect(b.lines.map((l) => [l.categoryId, l.amountPerAcre])).toEqual([[CAT.MACHINE_HIRE, "60.00"]]);
    // One field's: West 60 alone, 6,000 / 60; the pool's price is the same
    const w = await createBudget(app, { entityId, cropYear: 2026, fieldId: westId, from: "last-year" });
    expect(w).toMatchObject({ expectedYieldPerAcre: "100.00", expectedPricePerUnit: "4.80" });
  });
});
