import { describe, expect, test } from "bun:test";
import { fieldSummary, netWithLoss } from "../../../api/domain/reports/field-summary";
import { field, task } from "./fixtures";

const fields = [
  field({ id: 1, name: "North 40", acreage: "80.00", cropType: "Alfalfa" }),
  field({ id: 2, name: "Block 7", acreage: "20.00", cropType: "Cotton" }),
  field({ id: 3, name: "Fallow", acreage: "10.00" }),
];
const north = { fieldId: 1, fieldName: "North 40" };
const block = { fieldId: 2, fieldName: "Block 7" };

const tasks = [
  task({ ...north, categoryName: "Farm Management", totalCost: "500.00", equipmentTotal: "100.00" }),
  task({ ...north, categoryName: "Water Assessment", totalCost: "240.00" }),
  task({ ...north, categoryName: "Rent", totalCost: "8000.00" }),
  task({ ...north, categoryName: "Fertilizer", totalCost: "1000.00", equipmentTotal: "200.00" }),
  task({ ...north, categoryName: "Income Generated", totalCost: "20000.00" }),
  // a harvest pass that is a cost: its 400.00 total is a cost and its 3000.00 yield value is income
  task({ ...north, categoryName: "Machine Hire", totalCost: "400.00", totalYieldValue: "3000.00", yieldAmount: "4.00", yieldUnit: "tons" }),
  task({ ...block, categoryName: "Seed", totalCost: "2500.00" }),
  task({ ...block, categoryName: "Machine Hire", totalCost: "300.00", equipmentTotal: "300.00" }),
  // another crop year: left off
  task({ ...block, categoryName: "Seed", cropYear: 2024, totalCost: "999.00" }),
];

const summary = fieldSummary({ entityName: "Stone Ranch", cropYear: 2025, fields, tasks });

describe("fieldSummary rows", () => {
  test("Cultural, Other and Equip of a field", () => {
    // cultural 1000 - 200 + 400 = 1200; other 500 - 100 + 240 + 8000 = 8640; equip 100 + 200 = 300; total 10140
    // income 20000 + 3000 = 23000; net 12860; per acre 12860 / 80 = 160.75
    expect(summary.rows[2]).toEqual({
      fieldId: 1, fieldName: "North 40", cropType: "Alfalfa", yieldPerAcre: "4.00", yieldUnit: "tons",
      acres: "80.00", income: "23000.00", costsCultural: "1200.00", costsOther: "8640.00", costsEquip: "300.00",
      totalCosts: "10140.00", net: "12860.00", netPerAcre: "160.75",
    });
  });

  test("a losing field and a field without tasks, by name", () => {
    // Block 7: cultural 2500 + (300 - 300) = 2500; equip 300; total 2800; net -2800; per acre -2800 / 20 = -140.00
    expect(summary.rows.map((r) => [r.fieldName, r.costsCultural, r.costsEquip, r.totalCosts, r.net, r.netPerAcre])).toEqual([
      ["Block 7", "2500.00", "300.00", "2800.00", "-2800.00", "-140.00"],
      ["Fallow", "0.00", "0.00", "0.00", "0.00", "0.00"],
      ["North 40", "1200.00", "300.00", "10140.00", "12860.00", "160.75"],
    ]);
    expect(summary.rows[1]).toMatchObject({ yieldPerAcre: "0.00", yieldUnit: null });
  });
});

describe("fieldSummary totals and cards", () => {
  test("TOTALS row and the Average Net/Acre over all acres", () => {
    // acres 80 + 20 + 10 = 110; cultural 1200 + 2500 = 3700; equip 300 + 300 = 600; total 10140 + 2800 = 12940
    // net 23000 - 12940 = 10060; per acre 10060 / 110 = 91.4545 -> 91.45
    expect(summary.totals).toEqual({
      acres: "110.00", income: "23000.00", costsCultural: "3700.00", costsOther: "8640.00", costsEquip: "600.00",
      totalCosts: "12940.00", net: "10060.00", netPerAcre: "91.45",
    });
    expect(summary.cards).toEqual({ totalFields: 3, totalAcres: "110.00", totalIncome: "23000.00", averageNetPerAcre: "91.45" });
    expect(summary.heading).toBe("STONE RANCH - FIELD SUMMARY REPORT - HARVEST YEAR 2025");
  });

  test("no fields", () => {
    const empty = fieldSummary({ entityName: "X", cropYear: 2025, fields: [], tasks });
    expect(empty.rows).toEqual([]);
    expect(empty.cards).toEqual({ totalFields: 0, totalAcres: "0.00", totalIncome: "0.00", averageNetPerAcre: "0.00" });
  });
});

describe("netWithLoss: the absolute value, ' (Loss)' when negative", () => {
  test.each([
    ["-2800.00", "$2,800.00 (Loss)"],
    ["-1234.5", "$1,234.50 (Loss)"],
    ["13260.00", "$13,260.00"],
    ["0", "$0.00"],
    // -0.005 is half a cent: half-up makes it -0.01, a loss
    ["-0.005", "$0.01 (Loss)"],
    ["-0.004", "$0.00"],
  ])("%p -> %s", (net, expected) => {
    expect(netWithLoss(net)).toBe(expected);
  });
});
