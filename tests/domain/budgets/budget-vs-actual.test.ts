import { describe, expect, test } from "bun:test";
import { budgetVsActual, isOverBudget, planForField, variance, variancePercent } from "../../../api/domain/budgets";
import { dec } from "../../../api/domain/money";
import { actuals, entity, fields, plans } from "./farm";

const report = budgetVsActual({ entity, cropYear: 2025, overBudgetPercent: "10", fields, plans, actuals });
const field = (name: string) => report.fields.find((f) => f.fieldName === name)!;

describe("variance", () => {
  test.each([
    ["100", "112.5", "12.5"],
    ["1020", "900", "-11.8"], // -120 / 1020 = -11.76%
    ["3000", "3000", "0.0"],
    ["0", "600", null], // no budget: N/A
  ] as const)("budget %s, actual %s: %p%%", (budget, actual, percent) => {
    expect(variancePercent(dec(budget), dec(actual))).toBe(percent);
  });

  test("per acre from the exact totals, rounded once", () => {
    // 1000 / 3 acres = 333.333.., 1100 / 3 = 366.666..; variance 100 / 3 = 33.33
    expect(variance(dec("1000"), dec("1100"), "3")).toEqual({
      budgetPerAcre: "333.33", actualPerAcre: "366.67", budgetTotal: "1000.00", actualTotal: "1100.00",
      varianceTotal: "100.00", variancePerAcre: "33.33", variancePercent: "10.0",
    });
  });

  test("over budget is strictly above the threshold; with no budget nothing is over budget", () => {
    expect(isOverBudget(dec("100"), dec("110"), "10")).toBe(false);
    expect(isOverBudget(dec("100"), dec("110.01"), "10")).toBe(true);
    // "no budget" is never "over budget": a zero budget has no percent to be over (N/A)
    expect(isOverBudget(dec("0"), dec("0.01"), "50")).toBe(false);
    expect(isOverBudget(dec("0"), dec("432.77"), "0")).toBe(false);
    expect(isOverBudget(dec("0"), dec("0"), "0")).toBe(false);
  });

  test("a field without a budget that spent is shown as having no budget, never over budget", () => {
    const r = budgetVsActual({
      entity, cropYear: 2025, overBudgetPercent: "10", plans: [],
      fields: [{ id: 8, name: "Lone", acreage: "5", crop: "Wheat" }],
      actuals: [{ fieldId: 8, categoryId: 1, categoryName: "Seed", isIncomeCategory: false, month: 3, totalCost: "432.77", equipmentTotal: "0", totalYieldValue: "0", yieldAmount: null, yieldUnit: null }],
    });
    expect(r.fields[0]).toMatchObject({ budgetId: null, budgetScope: null, overBudget: false, totals: { budgetTotal: "0.00", actualTotal: "432.77", variancePercent: null } });
  });
});

describe("which budget a field takes", () => {
  test("its own budget first, else its crop's (any case), else none", () => {
    expect(planForField({ id: 3, crop: "Cotton" }, plans)).toEqual({ plan: plans[1]!, scope: "field" });
    expect(planForField({ id: 2, crop: "alfalfa" }, plans)).toEqual({ plan: plans[0]!, scope: "crop" });
    expect(planForField({ id: 7, crop: "Wheat" }, plans)).toBeNull();
    expect(planForField({ id: 7, crop: null }, [{ fieldId: null, cropType: null }])).toBeNull();
  });
});

describe("budget vs actual", () => {
  test("North 40: Seed 50/ac budget (2000) against 2200; Fertilizer 25.50/ac (1020) against 900", () => {
    const north = field("North 40");
    expect(north.budgetId).toBe(11);
    expect(north.budgetScope).toBe("crop");
    expect(north.lines).toEqual([
      { categoryId: 2, categoryName: "Fertilizer", budgetPerAcre: "25.50", actualPerAcre: "22.50", budgetTotal: "1020.00", actualTotal: "900.00", varianceTotal: "-120.00", variancePerAcre: "-3.00", variancePercent: "-11.8" },
      { categoryId: 1, categoryName: "Seed", budgetPerAcre: "50.00", actualPerAcre: "55.00", budgetTotal: "2000.00", actualTotal: "2200.00", varianceTotal: "200.00", variancePerAcre: "5.00", variancePercent: "10.0" },
    ]);
    // 3020 against 3100: +80, 2.6%
    expect(north.totals).toEqual({ budgetPerAcre: "75.50", actualPerAcre: "77.50", budgetTotal: "3020.00", actualTotal: "3100.00", varianceTotal: "80.00", variancePerAcre: "2.00", variancePercent: "2.6" });
    expect(north.overBudget).toBe(false);
  });

  test("South 60: the sale is no cost; the harvest pass is a cost with no budget (N/A %); nothing spent on Fertilizer", () => {
    const south = field("South 60");
    expect(south.lines.map((l) => [l.categoryName, l.budgetTotal, l.actualTotal, l.variancePercent])).toEqual([
      ["Custom Harvest", "0.00", "600.00", null],
      ["Fertilizer", "1530.00", "0.00", "-100.0"],
      ["Seed", "3000.00", "2700.00", "-10.0"],
    ]);
    // 4530 against 3300: -1230 = -27.15%; per acre 75.50 against 55.00
    expect(south.totals).toMatchObject({ budgetTotal: "4530.00", actualTotal: "3300.00", varianceTotal: "-1230.00", budgetPerAcre: "75.50", actualPerAcre: "55.00", variancePerAcre: "-20.50", variancePercent: "-27.2" });
  });

  test("East 10 has its own budget and is 15% over: flagged at a 10% threshold", () => {
    const east = field("East 10");
    expect(east).toMatchObject({ budgetId: 12, budgetScope: "field", overBudget: true });
    expect(east.totals).toMatchObject({ budgetTotal: "1000.00", actualTotal: "1150.00", variancePercent: "15.0" });
  });

  test("the entity's roll-up is weighted by acres (totals over 110 acres)", () => {
    expect(report.categories.map((c) => [c.categoryName, c.budgetTotal, c.actualTotal, c.budgetPerAcre, c.actualPerAcre, c.variancePerAcre, c.variancePercent])).toEqual([
      ["Custom Harvest", "0.00", "600.00", "0.00", "5.45", "5.45", null], // 600 / 110
      ["Fertilizer", "2550.00", "900.00", "23.18", "8.18", "-15.00", "-64.7"], // 2550 / 110; -1650 / 2550
      ["Seed", "6000.00", "6050.00", "54.55", "55.00", "0.45", "0.8"], // 6000 / 110; 50 / 6000
    ]);
    // 8550 against 7550 over 110 acres; a plain mean of the fields' $/acre (75.50, 75.50, 100) would be 83.67
    expect(report.totals).toEqual({ acres: "110.00", budgetPerAcre: "77.73", actualPerAcre: "68.64", budgetTotal: "8550.00", actualTotal: "7550.00", varianceTotal: "-1000.00", variancePerAcre: "-9.09", variancePercent: "-11.7" });
  });

  test("cumulative spend: planned months where given, the rest spread over twelve", () => {
    // Each month: Fertilizer 2550 / 12 = 212.50 and East's Seed 1000 / 12 = 83.33..; March adds Alfalfa Seed 5000.
    const m = (n: number) => report.monthly[n - 1]!;
    expect(m(1)).toEqual({ month: 1, budget: "295.83", actual: "0.00", cumulativeBudget: "295.83", cumulativeActual: "0.00" });
    expect(m(2).cumulativeBudget).toBe("591.67");
    expect(m(3)).toEqual({ month: 3, budget: "5295.83", actual: "4900.00", cumulativeBudget: "5887.50", cumulativeActual: "4900.00" });
    expect(m(4).cumulativeActual).toBe("6050.00");
    expect(m(5).cumulativeActual).toBe("6950.00");
    expect(m(8).cumulativeActual).toBe("7550.00");
    // The sale of September is no spend.
    expect(m(9).actual).toBe("0.00");
    expect(m(12)).toMatchObject({ cumulativeBudget: "8550.00", cumulativeActual: "7550.00" });
    expect(report.monthly).toHaveLength(12);
  });
});
