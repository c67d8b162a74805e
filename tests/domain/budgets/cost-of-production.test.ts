import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { costOfProduction, planFromActuals, productionBasis } from "../../../api/domain/budgets";
import { dec } from "../../../api/domain/money";
import { INCOME, actuals, entity, fields, plans } from "./farm";

/** num / den dollars, rounded half-up to cents and printed, in integers. */
const centsOf = (num: bigint, den: bigint) => {
  const cents = (num * 200n + den) / (2n * den);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
};

const report = costOfProduction({ entity, cropYear: 2025, fields, plans, actuals });
const field = (name: string) => report.fields.find((f) => f.fieldName === name)!;

describe("cost of production", () => {
  test("North 40, nothing harvested yet: cost per unit N/A; break-even at 8 tons and $200", () => {
    expect(field("North 40")).toMatchObject({
      acres: "40.00", yieldUnit: "tons", expectedYieldPerAcre: "8.00", expectedPricePerUnit: "200.00", actualYieldPerAcre: null,
      // 3100 / (8 x 40) = 9.6875; 3100 / (200 x 40) = 0.3875
      actual: { cost: "3100.00", costPerAcre: "77.50", costPerUnit: null, breakEvenPrice: "9.69", breakEvenYield: "0.39" },
      // 3020 / 320 = 9.4375; 3020 / 8000 = 0.3775
      budget: { cost: "3020.00", costPerAcre: "75.50", costPerUnit: "9.44", breakEvenPrice: "9.44", breakEvenYield: "0.38" },
    });
  });

  test("South 60 harvested 7.5 tons an acre: 3300 / 450 tons", () => {
    expect(field("South 60")).toMatchObject({
      actualYieldPerAcre: "7.50",
      // 3300 / 450 = 7.333; 3300 / 480 = 6.875; 3300 / 12000 = 0.275
      actual: { cost: "3300.00", costPerUnit: "7.33", breakEvenPrice: "6.88", breakEvenYield: "0.28" },
    });
  });

  test("East 10: $0.80 a lb, 1000 lbs an acre", () => {
    expect(field("East 10")).toMatchObject({
      yieldUnit: "lbs",
      // 1150 / 10000 = 0.115; 1150 / (0.80 x 10) = 143.75
      actual: { costPerUnit: null, breakEvenPrice: "0.12", breakEvenYield: "143.75" },
      budget: { cost: "1000.00", costPerUnit: "0.10", breakEvenPrice: "0.10", breakEvenYield: "125.00" },
    });
  });

  test("per crop: the fields of the crop added up, acre-weighted", () => {
    expect(report.crops.map((c) => [c.crop, c.fieldCount])).toEqual([["Alfalfa", 2], ["Cotton", 1]]);
    expect(report.crops[0]).toMatchObject({
      acres: "100.00", yieldUnit: "tons", expectedYieldPerAcre: "8.00", expectedPricePerUnit: "200.00", actualYieldPerAcre: "4.50",
      // 6400 / 450 = 14.22; 6400 / 800 = 8.00; 6400 / 20000 = 0.32
      actual: { cost: "6400.00", costPerAcre: "64.00", costPerUnit: "14.22", breakEvenPrice: "8.00", breakEvenYield: "0.32" },
      budget: { cost: "7550.00", costPerUnit: "9.44", breakEvenPrice: "9.44", breakEvenYield: "0.38" },
    });
  });

  test("every zero divisor is N/A (null), never a division", () => {
    const zero = dec(0);
    expect(productionBasis(dec("500"), { acres: zero, actualCost: dec("500"), budgetCost: zero, actualUnits: zero, expectedUnits: zero, priceAcres: zero }, zero)).toEqual({
      cost: "500.00", costPerAcre: "0.00", costPerUnit: null, breakEvenPrice: null, breakEvenYield: null,
    });
  });

  test("a field with no budget has no expected figures: break-even N/A", () => {
    const r = costOfProduction({ entity, cropYear: 2025, fields: [{ id: 8, name: "Lone", acreage: "5", crop: "Wheat" }], plans, actuals: [] });
    expect(r.fields[0]).toMatchObject({ budgetId: null, expectedYieldPerAcre: "0.00", actual: { cost: "0.00", breakEvenPrice: null, breakEvenYield: null } });
  });
});

describe("a budget from last year's actuals", () => {
  const byField = (id: number) => actuals.filter((g) => g.fieldId === id);

  test("one field: each category's cost over its acres", () => {
    expect(planFromActuals([{ acres: "40", groups: byField(1) }])).toEqual({
      lines: [
        { categoryId: 2, categoryName: "Fertilizer", amountPerAcre: "22.50", plannedMonth: null },
        { categoryId: 1, categoryName: "Seed", amountPerAcre: "55.00", plannedMonth: null },
      ],
      expectedYieldPerAcre: "0.00", yieldUnit: null, expectedPricePerUnit: "0.00", harvested: false,
    });
  });

  test("a crop: its fields added up over their 100 acres; price = the yield's value per unit harvested", () => {
    const plan = planFromActuals([{ acres: "40", groups: byField(1) }, { acres: "60", groups: byField(2) }]);
    expect(plan.lines.map((l) => [l.categoryName, l.amountPerAcre])).toEqual([["Custom Harvest", "6.00"], ["Fertilizer", "9.00"], ["Seed", "49.00"]]);
    // 7.5 tons x 60 acres = 450 tons over 100 acres; their yield value 9000 / 450 = 20.00 (the 5000 sale records no
    // units, so it says nothing of the price per unit)
    expect(plan).toMatchObject({ expectedYieldPerAcre: "4.50", yieldUnit: "tons", expectedPricePerUnit: "20.00", harvested: true });
  });

  test("last year's income tasks on a 40-acre field: 3 t/ac at $200 and 2 t/ac at $230 give 5.00 t/ac at $212.00", () => {
    const sale = (month: number, yieldAmount: string, value: string) =>
      ({ fieldId: 1, categoryId: INCOME.id, categoryName: INCOME.name, isIncomeCategory: true, month, totalCost: "0", equipmentTotal: "0", totalYieldValue: value, yieldAmount, yieldUnit: "tons" });
    // 3 x 40 x 200 = 24,000; 2 x 40 x 230 = 18,400; 200 tons; 42,400 / 200 = 212.00
    const plan = planFromActuals([{ acres: "40", groups: [...byField(1), sale(6, "3", "24000.00"), sale(8, "2", "18400.00")] }]);
    expect(plan).toMatchObject({ expectedYieldPerAcre: "5.00", yieldUnit: "tons", expectedPricePerUnit: "212.00", harvested: true });
    // The costs are still last year's: 2200 / 40 and 900 / 40
    expect(plan.lines.map((l) => l.amountPerAcre)).toEqual(["22.50", "55.00"]);
  });

  test("the yield per acre is the field report's (units over acres) and the price the recorded value per unit, to the cent", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ perAcre: fc.integer({ min: 1, max: 10_000 }), cents: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: 5_000 }),
      (harvests, acres) => {
        // Whole hundredths of a unit per acre, whole cents per unit: all the arithmetic in integers.
        const groups = harvests.map((h, i) => ({
          fieldId: 1, categoryId: INCOME.id, categoryName: INCOME.name, isIncomeCategory: true, month: i + 1, totalCost: "0", equipmentTotal: "0",
          yieldAmount: (h.perAcre / 100).toFixed(2), yieldUnit: "tons", totalYieldValue: centsOf(BigInt(h.perAcre) * BigInt(acres) * BigInt(h.cents), 100n * 100n),
        }));
        const plan = planFromActuals([{ acres: String(acres), groups }]);
        const hundredths = harvests.reduce((s, h) => s + h.perAcre, 0);
        expect(plan.expectedYieldPerAcre).toBe((hundredths / 100).toFixed(2));
        // value in cents = sum of perAcre x acres x cents / 100 (each rounded half-up to a cent, as the task stores it)
        const valueCents = groups.reduce((s, g) => s + BigInt(g.totalYieldValue.replace(".", "")), 0n);
        const unitsHundredths = BigInt(hundredths) * BigInt(acres);
        expect(plan.expectedPricePerUnit).toBe(centsOf(valueCents, unitsHundredths));
      },
    ));
  });
});
