import { describe, expect, test } from "bun:test";
import { costSummary } from "../../../api/domain/reports/cost-summary";
import { field, task } from "./fixtures";

const fields = [
  field({ id: 1, name: "North 40", acreage: "100.00", cropType: "Alfalfa" }),
  field({ id: 2, name: "Block 7", acreage: "3.00" }),
  field({ id: 3, name: "Corner", acreage: "2.00" }),
  field({ id: 4, name: "Empty", acreage: "0.00" }),
];
const north = { fieldId: 1, fieldName: "North 40" };

const tasks = [
  // North 40: income 5000.00 (Income Generated: its total; its yield is a statistic) + 12000.00 (the yield value of a
  // harvest pass that is a cost) = 17000.00
  task({ ...north, categoryName: "Income Generated", date: "2025-01-01", totalCost: "5000.00", totalYieldValue: "4999.50", yieldAmount: "5.25" }),
  task({ ...north, categoryName: "Machine Hire", date: "2025-06-30", totalCost: "800.00", totalYieldValue: "12000.00", yieldAmount: "4.50" }),
  // North 40: cost 800.00 (the harvest pass) + 2500.00 + 1234.56 = 4534.56
  task({ ...north, categoryName: "Fertilizer", date: "2025-03-01", totalCost: "2500.00" }),
  task({ ...north, categoryName: "Water", date: "2025-04-01", totalCost: "1234.56" }),
  // Block 7 and Corner: costs only
  task({ fieldId: 2, fieldName: "Block 7", categoryName: "Seed", date: "2025-02-01", totalCost: "100.00" }),
  task({ fieldId: 3, fieldName: "Corner", categoryName: "Soil Amendment", date: "2025-02-01", totalCost: "0.01" }),
  // Left off: after the date range, another crop year
  task({ ...north, categoryName: "Fertilizer", date: "2025-07-01", totalCost: "999.00" }),
  task({ ...north, categoryName: "Fertilizer", date: "2025-02-01", cropYear: 2024, totalCost: "777.00" }),
];

const summary = costSummary({ entityName: "Stone Ranch", cropYear: 2025, from: "2025-01-01", to: "2025-06-30", fields, tasks });

describe("costSummary rows", () => {
  test("one row per field, by name", () => {
    expect(summary.rows.map((r) => r.fieldName)).toEqual(["Block 7", "Corner", "Empty", "North 40"]);
  });

  test("a field with income and cost", () => {
    expect(summary.rows[3]).toEqual({
      fieldId: 1,
      fieldName: "North 40",
      cropType: "Alfalfa",
      totalAcres: "100.00",
      yieldPerAcre: "5.25", // the larger of 5.25 and 4.50
      income: "17000.00",
      incomePerAcre: "170.00", // 17000 / 100
      cost: "4534.56",
      costPerAcre: "45.35", // 45.3456
      net: "12465.44", // 17000.00 - 4534.56
      netPerAcre: "124.65", // 124.6544
      yieldEstimate: "170.00", // 17000 / 100
    });
  });

  test("losses, half-up cents and a field without acres", () => {
    // Block 7: 100.00 / 3 = 33.333 -> 33.33, net -33.33
    expect(summary.rows[0]).toMatchObject({ yieldPerAcre: "0.00", income: "0.00", cost: "100.00", costPerAcre: "33.33", net: "-100.00", netPerAcre: "-33.33" });
    // Corner: 0.01 / 2 = 0.005 -> 0.01 (half-up, away from zero for the net)
    expect(summary.rows[1]).toMatchObject({ cost: "0.01", costPerAcre: "0.01", net: "-0.01", netPerAcre: "-0.01" });
    // Empty: no acres, so every per-acre figure is 0.00
    expect(summary.rows[2]).toMatchObject({ totalAcres: "0.00", incomePerAcre: "0.00", costPerAcre: "0.00", netPerAcre: "0.00" });
  });
});

describe("costSummary totals", () => {
  test("the entity's total row", () => {
    // acres 100 + 3 + 2 + 0 = 105; cost 4534.56 + 100.00 + 0.01 = 4634.57; net 17000.00 - 4634.57 = 12365.43
    // per acre: 17000 / 105 = 161.9047 -> 161.90; 4634.57 / 105 = 44.1387 -> 44.14; 12365.43 / 105 = 117.7660 -> 117.77
    expect(summary.totals).toEqual({
      totalAcres: "105.00",
      income: "17000.00",
      incomePerAcre: "161.90",
      cost: "4634.57",
      costPerAcre: "44.14",
      net: "12365.43",
      netPerAcre: "117.77",
      yieldEstimate: "170.00",
    });
  });

  test("yield is income divided by 100, in cents", () => {
    // 12345.67 / 100 = 123.4567 -> 123.46
    const one = costSummary({
      entityName: "X", cropYear: 2025, from: "2025-01-01", to: "2025-12-31",
      fields: [field({ id: 1, name: "A", acreage: "10.00" })],
      tasks: [task({ categoryName: "Income Generated", date: "2025-05-01", totalCost: "12345.67" })],
    });
    expect(one.rows[0]!.yieldEstimate).toBe("123.46");
  });

  test("no fields and no tasks", () => {
    const empty = costSummary({ entityName: "X", cropYear: 2025, from: "2025-01-01", to: "2025-12-31", fields: [], tasks: [] });
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual({
      totalAcres: "0.00", income: "0.00", incomePerAcre: "0.00", cost: "0.00", costPerAcre: "0.00",
      net: "0.00", netPerAcre: "0.00", yieldEstimate: "0.00",
    });
  });
});
