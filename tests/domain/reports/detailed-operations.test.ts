import { describe, expect, test } from "bun:test";
import { formatUsdParens } from "../../../api/domain/money";
import { ALL_FIELDS, detailedOperations } from "../../../api/domain/reports/detailed-operations";
import { defaultBook, field, task } from "./fixtures";

const fields = [
  field({ id: 1, name: "North 40", acreage: "80.00", cropType: "Alfalfa" }),
  field({ id: 2, name: "Block 7", acreage: "20.00", cropType: null }),
];
const north = { fieldId: 1, fieldName: "North 40" };

const tasks = [
  task({ ...north, name: "Management fee", categoryName: "Farm Management", date: "2025-01-10", totalCost: "500.00", equipmentTotal: "100.00", acresCovered: "80.00" }),
  task({ ...north, name: "District assessment", categoryName: "Water Assessment", date: "2025-02-01", totalCost: "240.00", acresCovered: "80.00" }),
  task({ ...north, name: "Land rent", categoryName: "Rent", date: "2025-02-15", totalCost: "8000.00", equipmentTotal: "40.00", acresCovered: "80.00" }),
  task({ ...north, name: "UAN-32", categoryName: "Fertilizer", date: "2025-03-01", totalCost: "1000.00", equipmentTotal: "200.00", acresCovered: "30.00" }),
  task({ ...north, name: "Hay sale", categoryName: "Income Generated", date: "2025-08-01", totalCost: "20000.00", acresCovered: "80.00" }),
  task({ fieldId: 2, fieldName: "Block 7", name: "Custom disc", categoryName: "Machine Hire", date: "2025-04-01", totalCost: "300.00", equipmentTotal: "300.00", acresCovered: "20.00" }),
  // another crop year: left off
  task({ ...north, categoryName: "Fertilizer", date: "2025-03-01", cropYear: 2024, totalCost: "999.00" }),
];

const input = { entityName: "Stone Ranch", cropYear: 2025, fields, tasks, accounts: defaultBook() };
const northReport = detailedOperations({ ...input, fieldId: 1 });

describe("detailedOperations lines", () => {
  test.each([
    // Farm Management: total minus equipment is COSTS OTHER: 400.00 / 80 = 5.00; equipment 100.00 / 80 = 1.25
    [0, 8470, "B", ["0.00", "0.00"], ["5.00", "400.00"], ["1.25", "100.00"], ["0.00", "0.00"], ["6.25", "500.00"]],
    // Water Assessment (account not listed: 8000): its full total is COSTS OTHER, 240.00 / 80 = 3.00
    [1, 8000, "B", ["0.00", "0.00"], ["3.00", "240.00"], ["0.00", "0.00"], ["0.00", "0.00"], ["3.00", "240.00"]],
    // Rent: the full 8000.00 (its 40.00 of equipment inside it, not counted again): 100.00 per acre
    [2, 8000, "B", ["0.00", "0.00"], ["100.00", "8000.00"], ["0.00", "0.00"], ["0.00", "0.00"], ["100.00", "8000.00"]],
    // Fertilizer: custom farm 1000 - 200 = 800.00 over 30 acres = 26.666 -> 26.67; 200 / 30 = 6.67; 1000 / 30 = 33.33
    [3, 8340, "B", ["26.67", "800.00"], ["0.00", "0.00"], ["6.67", "200.00"], ["0.00", "0.00"], ["33.33", "1000.00"]],
    // Income Generated: income only, 20000 / 80 = 250.00
    [4, 9000, "B", ["0.00", "0.00"], ["0.00", "0.00"], ["0.00", "0.00"], ["250.00", "20000.00"], ["0.00", "0.00"]],
  ] as const)("line %i", (i, account, nbi, customFarm, other, equip, income, cost) => {
    const line = northReport.lines[i]!;
    const pair = (a: { perAcre: string; total: string }) => [a.perAcre, a.total];
    expect([line.accountCode, line.nbi]).toEqual([account, nbi]);
    expect([pair(line.customFarm), pair(line.costsOther), pair(line.equipRent), pair(line.income), pair(line.cost)])
      .toEqual([[...customFarm], [...other], [...equip], [...income], [...cost]]);
  });

  test("only the chosen field's tasks of the crop year, by date", () => {
    expect(northReport.lines.map((l) => l.operation)).toEqual(["Management fee", "District assessment", "Land rent", "UAN-32", "Hay sale"]);
  });
});

describe("detailedOperations results", () => {
  test("one field", () => {
    // other 400 + 240 + 8000 = 8640; equip 100 + 200 = 300; total 500 + 240 + 8000 + 1000 = 9740 = 800 + 8640 + 300
    // net 20000 - 9740 = 10260; per acre 10260 / 80 = 128.25
    expect(northReport.results).toEqual({
      income: "20000.00", costsCultural: "800.00", costsOther: "8640.00", costsEquip: "300.00",
      totalCosts: "9740.00", net: "10260.00", netPerAcre: "128.25",
    });
    expect(northReport.cards).toEqual({
      totalOperations: 5, totalCustomFarm: "800.00", totalCostsOther: "8640.00", totalIncome: "20000.00", netProfit: "10260.00",
    });
    expect(northReport.summary).toEqual({ fieldName: "North 40", farm: "Stone Ranch", crop: "Alfalfa", acres: "80.00" });
    expect(northReport.title).toBe("STONE RANCH ACCOUNTING RECORD HARVEST YEAR 2025");
  });

  test("All Fields: every task, net over all acres, the field line says All fields with every field's acres", () => {
    const all = detailedOperations({ ...input, fieldId: ALL_FIELDS });
    // cultural 800 + 0 (Block 7: 300 - 300); equip 300 + 300 = 600; total 9740 + 300 = 10040
    // net 20000 - 10040 = 9960; per acre over 80 + 20 = 100 acres: 99.60
    expect(all.results).toEqual({
      income: "20000.00", costsCultural: "800.00", costsOther: "8640.00", costsEquip: "600.00",
      totalCosts: "10040.00", net: "9960.00", netPerAcre: "99.60",
    });
    // Not the first field's name over the whole farm's totals: North 40 (Alfalfa, 80 ac) + Block 7 (no crop, 20 ac).
    expect(all.summary).toEqual({ fieldName: "All fields", farm: "Stone Ranch", crop: "Alfalfa", acres: "100.00" });
    expect(all.cards.totalOperations).toBe(6);
  });

  test("a loss is negative, printed in parentheses", () => {
    // Block 7: 0 - 300.00 = -300.00; per acre -300 / 20 = -15.00
    const block = detailedOperations({ ...input, fieldId: 2 });
    expect([block.results.net, block.results.netPerAcre]).toEqual(["-300.00", "-15.00"]);
    expect(formatUsdParens(block.results.net)).toBe("($300.00)");
  });

  test("an entity without fields or tasks", () => {
    const empty = detailedOperations({ accounts: defaultBook(), entityName: "X", cropYear: 2025, fieldId: ALL_FIELDS, fields: [], tasks: [] });
    expect(empty.summary).toBeNull();
    expect(empty.lines).toEqual([]);
    expect(empty.results.net).toBe("0.00");
    expect(empty.results.netPerAcre).toBe("0.00");
  });
});
