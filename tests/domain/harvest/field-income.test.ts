import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { fieldSalesIncome } from "../../../api/domain/harvest/allocation";
import { CROP_SALES, cropSalesGroups, fieldEstimates, fieldYear, saleMoney, saleTasks, salesOf, withSales, withYieldRule } from "../../../api/domain/harvest/field-income";
import { categoryText } from "../../../api/domain/reference-names";
import { sumTaskMoney } from "../../../api/domain/task-money";

/** The corn: 6,000 and 4,000 bu (56 lb), one settlement of net $33,587.66 dated 2026-11-20. */
const sales = fieldSalesIncome({
  crop: "Corn",
  cropYear: 2026,
  harvested: [{ fieldId: 1, quantity: "336000" }, { fieldId: 2, quantity: "224000" }],
  settlements: [{ id: 7, date: "2026-11-20", net: "33587.66" }],
});

const seed = (fieldId: number, cropYear: number, yieldValue: string) => ({
  fieldId,
  cropYear,
  categoryName: "Seed",
  isIncomeCategory: false,
  totalCost: "100.00",
  equipmentTotal: "0",
  totalYieldValue: yieldValue,
});

describe("a field's income from its crop's settlements", () => {
  test("each share is income of the Crop Sales source, never a cost: the fields' $20,152.60 and $13,435.06", () => {
    const rows = saleMoney(sales);
    expect(rows.map((r) => [r.fieldId, r.categoryName, r.date])).toEqual([[1, CROP_SALES, "2026-11-20"], [2, CROP_SALES, "2026-11-20"]]);
    const first = sumTaskMoney(rows.filter((r) => r.fieldId === 1));
    expect([first.income.toFixed(2), first.cost.toFixed(2)]).toEqual(["20152.60", "0.00"]);
    // Added to a field's tasks: a $100.00 seed cost and its sale
    const field = sumTaskMoney([...withYieldRule([seed(2, 2026, "0")], new Set()), ...rows.filter((r) => r.fieldId === 2)]);
    expect([field.income.toFixed(2), field.cost.toFixed(2)]).toEqual(["13435.06", "100.00"]);
    // The shares add up to the settlement's net
    expect(sumTaskMoney(rows).income.toFixed(2)).toBe("33587.66");
  });

  test("a report filtering by date reads the settlement's date; a crop year's report its crop year", () => {
    expect(salesOf(sales, { from: "2026-01-01", to: "2026-11-19" })).toEqual([]);
    expect(salesOf(sales, { from: "2026-11-20", to: "2026-11-20" })).toHaveLength(2);
    expect(salesOf(sales, { month: 11, fieldIds: new Set([2]) }).map((s) => s.amount)).toEqual(["13435.06"]);
    expect(salesOf(sales, { cropYear: 2025 })).toEqual([]);
  });

  test("as report lines: named by the settlement, ids never a task's", () => {
    const lines = saleTasks(sales.map((s) => ({ ...s, number: "S-1041", buyerName: "Valley Grain" })), new Map([[1, "North 40"]]));
    expect(lines.map((l) => [l.id, l.name, l.fieldName, l.totalCost, l.categoryName])).toEqual([
      [-1, "Corn #S-1041 Valley Grain", "North 40", "20152.60", "Crop Sales"],
      [-2, "Corn #S-1041 Valley Grain", "", "13435.06", "Crop Sales"],
    ]);
    expect(categoryText(CROP_SALES, "es")).toBe("Ventas de cosecha");
  });
});

describe("the yield rule", () => {
  test("a yield value typed on a cost task is income only for a field-year with no harvest tickets", () => {
    const tasks = [seed(1, 2026, "1000.00"), seed(2, 2026, "500.00"), seed(1, 2025, "250.00")];
    const harvested = new Set([fieldYear(1, 2026)]);
    const ruled = withYieldRule(tasks, harvested);
    expect(ruled.map((t) => t.totalYieldValue)).toEqual(["0", "500.00", "250.00"]);
    // Its cost stays
    expect(sumTaskMoney(ruled).cost.toFixed(2)).toBe("300.00");
    // No harvest records at all: the very same tasks, today's figures
    expect(withYieldRule(tasks, new Set())).toBe(tasks);
  });

  test("an income-category task is its amount either way", () => {
    const sale = { fieldId: 1, cropYear: 2026, categoryName: "Income Generated", isIncomeCategory: true, totalCost: "900.00", equipmentTotal: "0", totalYieldValue: "5000.00" };
    const ruled = withYieldRule([sale], new Set([fieldYear(1, 2026)]));
    expect(sumTaskMoney(ruled).income.toFixed(2)).toBe("900.00");
  });

  test("estimates: the typed yield values a field's income counts, and its unsold crop at the mark, apart", () => {
    const tasks = [seed(1, 2026, "1000.00"), seed(2, 2026, "500.00")];
    const estimated = [{ fieldId: 1, cropYear: 2026, crop: "Corn", amount: "8100.00" }, { fieldId: 1, cropYear: 2025, crop: "Corn", amount: "1.00" }];
    expect(fieldEstimates(2026, tasks, { estimated, harvested: new Set([fieldYear(1, 2026)]) })).toEqual([
      { fieldId: 1, yieldValue: "0.00", unsold: "8100.00" },
      { fieldId: 2, yieldValue: "500.00", unsold: "0.00" },
    ]);
    expect(fieldEstimates(2026, tasks, { estimated: [], harvested: new Set() }, new Set([2]))).toEqual([{ fieldId: 2, yieldValue: "500.00", unsold: "0.00" }]);
  });
});

describe("property: every way a report reads the shares gives the settlements' net", () => {
  test("random pools: lines, sums by field-year, chart groups and the fields' income all add up to the nets, to the cent", () => {
    const pool = fc.record({
      harvested: fc.array(fc.record({ fieldId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 1, max: 1_000_000 }) }), { minLength: 1, maxLength: 10 }),
      settlements: fc.array(fc.record({ cents: fc.integer({ min: 0, max: 10_000_000_00 }), day: fc.integer({ min: 1, max: 28 }) }), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(pool, ({ harvested, settlements }) => {
        const sales = fieldSalesIncome({
          crop: "Corn",
          cropYear: 2026,
          harvested,
          settlements: settlements.map((s, i) => ({ id: i + 1, date: `2026-10-${String(s.day).padStart(2, "0")}`, net: (s.cents / 100).toFixed(2) })),
        });
        const nets = settlements.reduce((a, s) => a + BigInt(s.cents), 0n);
        const cents = (v: string | { toFixed(n: number): string }) => BigInt((typeof v === "string" ? v : v.toFixed(2)).replace(".", ""));
        const income = { realised: sales, estimated: [], harvested: new Set(harvested.map((h) => fieldYear(h.fieldId, 2026))) };
        const fields = [...new Set(harvested.map((h) => h.fieldId))];
        // Per field: the lines of the field report, the sums of the summaries and the chart's group are one figure
        for (const fieldId of fields) {
          const where = { cropYear: 2026, fieldIds: new Set([fieldId]) };
          const lines = sumTaskMoney(withSales([], income, where, new Map([[fieldId, "F"]]))).income;
          const summed = sumTaskMoney(withSales([], income, where)).income;
          const group = cropSalesGroups(sales).find((g) => g.fieldId === fieldId);
          expect([lines.toFixed(2), summed.toFixed(2), group?.totalCost ?? "0.00"]).toEqual([lines.toFixed(2), lines.toFixed(2), lines.toFixed(2)]);
        }
        // All fields: the nets
        expect(cents(sumTaskMoney(saleMoney(sales)).income)).toBe(nets);
        expect(cents(sumTaskMoney(withSales([], income, { cropYear: 2026 })).income)).toBe(nets);
      }),
      { numRuns: 300 },
    );
  });
});
