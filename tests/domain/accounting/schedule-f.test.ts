import { describe, expect, test } from "bun:test";
import { scheduleF, scheduleFLineFor } from "../../../api/domain/accounting/schedule-f";
import { defaultBook, task } from "../reports/fixtures";

/**
 * Stone Ranch, tax year 2025 (tasks dated 2025-01-01..2025-12-31, whatever their crop year), the default mapping:
 *   Fertilizer 200.00 + Soil Amendment 99.99            -> line 17   299.99
 *   Crop Protectants 80.25                              -> line 11    80.25
 *   Machine Hire 300.00 (yield value 900.00)            -> line 13   300.00, and 900.00 to line 2
 *   Rent 1000.00                                        -> line 24b 1000.00
 *   Seed 300.00                                         -> line 26   300.00
 *   Water 120.50 + Farm Management 250.00 + a custom category 25.00 + crop year 2024 Water dated 2025-02-01 10.00
 *                                                       -> line 32   405.50
 *   Income Generated 500.00                             -> line 2    500.00 (line 2: 1400.00)
 *   Left off: 2024-12-31 and 2026-01-01.
 * Gross income (9) 1400.00; total expenses (33) 299.99 + 80.25 + 300 + 1000 + 300 + 405.50 = 2385.74; net (34) -985.74.
 */
const tasks = [
  task({ categoryName: "Fertilizer", date: "2025-03-10", totalCost: "200.00" }),
  task({ categoryName: "Soil Amendment", date: "2025-04-10", totalCost: "99.99" }),
  task({ categoryName: "Crop Protectants", date: "2025-05-10", totalCost: "80.25" }),
  task({ categoryName: "Machine Hire", date: "2025-06-10", totalCost: "300.00", totalYieldValue: "900.00" }),
  task({ categoryName: "Rent", date: "2025-01-15", totalCost: "1000.00" }),
  task({ categoryName: "Seed", date: "2025-02-20", totalCost: "300.00" }),
  task({ categoryName: "Water", date: "2025-07-01", totalCost: "120.50" }),
  task({ categoryName: "Farm Management", date: "2025-08-01", totalCost: "250.00", equipmentTotal: "50.00" }),
  task({ categoryName: "Custom Harvest", date: "2025-09-01", totalCost: "25.00" }),
  task({ categoryName: "Water", date: "2025-02-01", cropYear: 2024, totalCost: "10.00" }),
  task({ categoryName: "Income Generated", date: "2025-10-01", totalCost: "500.00" }),
  task({ categoryName: "Water", date: "2024-12-31", totalCost: "1000.00" }),
  task({ categoryName: "Water", date: "2026-01-01", totalCost: "1000.00" }),
];

describe("scheduleF", () => {
  const report = scheduleF({ entityName: "Stone Ranch", year: 2025, tasks, accounts: defaultBook() });

  test("Part I: line 2 holds the sales and the harvest's yield value", () => {
    expect(report.partI).toEqual([
      { line: "2", label: "Sales of livestock, produce, grains, and other products you raised", amount: "1400.00", categories: ["Income Generated", "Machine Hire (yield value)"] },
    ]);
    expect(report.grossIncome).toBe("1400.00");
  });

  test("Part II: each category's cost on its line, in form order", () => {
    expect(report.partII.map((l) => [l.line, l.amount, l.categories])).toEqual([
      ["11", "80.25", ["Crop Protectants"]],
      ["13", "300.00", ["Machine Hire"]],
      ["17", "299.99", ["Fertilizer", "Soil Amendment"]],
      ["24b", "1000.00", ["Rent"]],
      ["26", "300.00", ["Seed"]],
      ["32", "405.50", ["Custom Harvest", "Farm Management", "Water"]],
    ]);
    expect([report.totalExpenses, report.netProfit]).toEqual(["2385.74", "-985.74"]);
    expect([report.from, report.to]).toEqual(["2025-01-01", "2025-12-31"]);
  });

  test("an edited mapping moves the amounts; a line on the wrong part falls to Other income or Other expenses", () => {
    const book = defaultBook();
    book.categories[1] = { ...book.categories[1]!, scheduleFLine: "30" }; // Water -> Utilities
    book.categories[7] = { ...book.categories[7]!, scheduleFLine: "17" }; // Income Generated on an expense line -> 8
    const edited = scheduleF({ entityName: "Stone Ranch", year: 2025, tasks, accounts: book });
    expect(edited.partII.find((l) => l.line === "30")).toMatchObject({ amount: "130.50", categories: ["Water"] });
    expect(edited.partII.find((l) => l.line === "32")!.amount).toBe("275.00");
    expect(edited.partI.map((l) => [l.line, l.amount])).toEqual([["2", "900.00"], ["8", "500.00"]]);
    expect(edited.netProfit).toBe(report.netProfit);
    expect([scheduleFLineFor("2", "II"), scheduleFLineFor("24b", "II"), scheduleFLineFor(undefined, "I"), scheduleFLineFor("99", "II")]).toEqual(["32", "24b", "8", "32"]);
  });

  test("a year without tasks: no lines, all zero", () => {
    const empty = scheduleF({ entityName: "X", year: 2030, tasks, accounts: defaultBook() });
    expect([empty.partI, empty.partII, empty.grossIncome, empty.totalExpenses, empty.netProfit]).toEqual([[], [], "0.00", "0.00", "0.00"]);
  });
});
