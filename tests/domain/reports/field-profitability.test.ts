import { describe, expect, test } from "bun:test";
import { fieldProfitability } from "../../../api/domain/reports/field-profitability";
import { task } from "./fixtures";

const harvest = task({
  name: "Harvest", categoryName: "Machine Hire", date: "2025-06-01", totalCost: "1000.00",
  yieldAmount: "5.00", yieldUnit: "tons", yieldValuePerUnit: "200.00", totalYieldValue: "40000.00",
});
const costs = [
  task({ name: "UAN", categoryName: "Fertilizer", date: "2025-03-01", totalCost: "2400.00", equipmentTotal: "400.00" }),
  task({ name: "Irrigate", categoryName: "Water", date: "2025-04-01", totalCost: "1600.00" }),
  task({ name: "Fee", categoryName: "Farm Management", date: "2025-03-15", totalCost: "500.00" }),
];

describe("fieldProfitability", () => {
  test("revenue, costs, equipment and net, in total and per acre", () => {
    // revenue: the harvest's yield value 40000.00 (5 tons x 40 acres x 200.00); the harvest pass itself is a cost
    // costs without equipment 2000 + 1600 + 500 + 1000 = 5100; equipment 400; net 40000 - 5500 = 34500
    // per acre over 40: 1000.00, 127.50, 10.00, 862.50
    const r = fieldProfitability({ acreage: "40.00", tasks: [harvest, ...costs] });
    expect(r.fieldSize).toBe("40.00");
    expect(r.totals).toEqual({ revenue: "40000.00", costs: "5100.00", equipmentRental: "400.00", netProfit: "34500.00" });
    expect(r.perAcre).toEqual({ revenue: "1000.00", costs: "127.50", equipmentRental: "10.00", netProfit: "862.50" });
    // margin 34500 / 40000 = 86.25% -> 86.3 (half-up); ROI 34500 / 5500 = 627.2727% -> 627.3
    expect([r.profitMargin, r.returnOnInvestment]).toEqual(["86.3", "627.3"]);
    // break-even: 5500 / (5 tons x 40 acres = 200 tons) = 27.50 a ton
    expect(r.breakEvenPrice).toBe("27.50");
    expect(r.yieldAnalysis).toEqual([
      { taskId: harvest.id, taskName: "Harvest", date: "2025-06-01", yieldAmount: "5.00", yieldUnit: "tons", totalUnits: "200.00", income: "40000.00" },
    ]);
    expect(r.operatingCosts.map((c) => [c.taskName, c.totalCost, c.equipmentTotal])).toEqual([
      ["UAN", "2400.00", "400.00"], ["Fee", "500.00", "0.00"], ["Irrigate", "1600.00", "0.00"], ["Harvest", "1000.00", "0.00"],
    ]);
  });

  test("no revenue: margin and ROI 0.0, break-even N/A", () => {
    const r = fieldProfitability({ acreage: "40.00", tasks: costs });
    expect([r.profitMargin, r.returnOnInvestment, r.breakEvenPrice]).toEqual(["0.0", "0.0", "N/A"]);
    expect(r.totals.netProfit).toBe("-4500.00");
  });

  test("no cost: margin and ROI 0.0; income without yield data: break-even N/A", () => {
    const sale = task({ categoryName: "Income Generated", totalCost: "1000.00" });
    const r = fieldProfitability({ acreage: "40.00", tasks: [sale] });
    expect([r.totals.revenue, r.profitMargin, r.returnOnInvestment, r.breakEvenPrice]).toEqual(["1000.00", "0.0", "0.0", "N/A"]);
  });

  test("narrowed to a month and crop year; per acre half-up; no acres", () => {
    // March 2025 only: costs 2000 + 500 = 2500, equipment 400; over 3 acres 2500 / 3 = 833.333 -> 833.33
    const march = fieldProfitability({ acreage: "3.00", tasks: [harvest, ...costs], cropYear: 2025, month: 3 });
    expect(march.totals).toEqual({ revenue: "0.00", costs: "2500.00", equipmentRental: "400.00", netProfit: "-2900.00" });
    expect(march.perAcre.costs).toBe("833.33");
    // 0.01 over 2 acres = 0.005 -> 0.01
    const tiny = fieldProfitability({ acreage: "2.00", tasks: [task({ categoryName: "Seed", totalCost: "0.01" })] });
    expect(tiny.perAcre.costs).toBe("0.01");
    const none = fieldProfitability({ acreage: null, tasks: [] });
    expect(none.perAcre).toEqual({ revenue: "0.00", costs: "0.00", equipmentRental: "0.00", netProfit: "0.00" });
  });
});
