import { describe, expect, test } from "bun:test";
import { type ActualGroup, type Plan, costOfProduction, planFromActuals } from "../../../api/domain/budgets";
import { harvestUnit, harvestedIn, settledPrice, type SettledSum, type TicketSum } from "../../../api/domain/budgets/harvested";
import { entity } from "./farm";

/**
 * The corn, worked by hand: West 60 (60 ac) harvested 6,000 bu, East 40 (40 ac) 4,000 bu (written in pounds:
 * 4,000 x 56 = 224,000 lb); 7,000 bu were settled at $4.85 less $0.05/bu hauling and a $12.34 checkoff: net
 * $33,587.66 (33,950.00 - 350.00 - 12.34).
 */
const fields = [
  { id: 1, name: "West 60", acreage: "60.00", crop: "Corn" },
  { id: 2, name: "East 40", acreage: "40.00", crop: "corn" },
];
const tickets: TicketSum[] = [
  { fieldId: 1, crop: "Corn", unit: "bu", quantity: "6000" },
  { fieldId: 2, crop: "Corn", unit: "lb", quantity: "224000" },
];
const settled: SettledSum[] = [{ crop: "Corn", net: "33587.66", lines: [{ unit: "bu", quantity: "7000" }] }];
const plans: Plan[] = [{
  id: 21, fieldId: null, cropType: "Corn", expectedYieldPerAcre: "180.00", yieldUnit: "bushels", expectedPricePerUnit: "4.50",
  lines: [{ categoryId: 1, categoryName: "Seed", amountPerAcre: "100.00", plannedMonth: 4 }],
}];
const group = (fieldId: number, extra: Partial<ActualGroup> = {}): ActualGroup => ({
  fieldId, categoryId: 1, categoryName: "Seed", isIncomeCategory: false, month: 4,
  totalCost: "6000.00", equipmentTotal: "0", totalYieldValue: "0", yieldAmount: null, yieldUnit: null, ...extra,
});
// West 60 also typed a yield on its seed task (150 bu/ac worth $36,000): once tickets are recorded it is no harvest.
const actuals = [group(1, { totalYieldValue: "36000.00", yieldAmount: "150", yieldUnit: "bushels" }), group(2, { totalCost: "4000.00" })];

describe("budgets read the harvest records", () => {
  test("the harvested quantity in the budget's unit: bushels of corn from bu and lb tickets", () => {
    expect(harvestUnit(tickets, "bushels")).toBe("bu");
    expect(harvestedIn(tickets, "bu").toFixed()).toBe("10000");
    // No budget unit that converts: the unit most tickets are written in (a tie: the first by name)
    expect(harvestUnit(tickets, "bales")).toBe("bu");
    expect(harvestUnit([tickets[1]!], null)).toBe("lb");
  });

  test("the pool's net price per unit: $33,587.66 / 7,000 bu = $4.798...; in lb it is / 392,000", () => {
    expect(settledPrice(settled, "bu")!.toFixed(6)).toBe("4.798237");
    expect(settledPrice(settled, "lb")!.times(56).toFixed(6)).toBe("4.798237");
    expect(settledPrice([], "bu")).toBeNull();
  });

  test("cost of production: actual yield 100 bu/ac on each field from the tickets, not the typed 150", () => {
    const r = costOfProduction({ entity, cropYear: 2026, fields, plans, actuals, tickets });
    const row = (name: string) => r.fields.find((f) => f.fieldName === name)!;
    // 6,000 / 60 and 224,000 lb / 56 / 40
    expect(row("West 60")).toMatchObject({ yieldUnit: "bushels", actualYieldPerAcre: "100.00", actual: { cost: "6000.00", costPerUnit: "1.00" } });
    expect(row("East 40")).toMatchObject({ yieldUnit: "bushels", actualYieldPerAcre: "100.00", actual: { cost: "4000.00", costPerUnit: "1.00" } });
    // The crop: 10,000 bu over 100 ac, $10,000 / 10,000 bu
    expect(r.crops[0]).toMatchObject({ actualYieldPerAcre: "100.00", actual: { cost: "10000.00", costPerUnit: "1.00" } });
  });

  test("without tickets the typed yield stays the actual yield (today's figures)", () => {
    const r = costOfProduction({ entity, cropYear: 2026, fields, plans, actuals });
    expect(r.fields.find((f) => f.fieldName === "West 60")!.actualYieldPerAcre).toBe("150.00");
    expect(r.fields.find((f) => f.fieldName === "East 40")!.actualYieldPerAcre).toBeNull();
  });

  test("a budget from last year's actuals: 100.00 bu/ac and the settlements' net price, $4.80", () => {
    const parts = fields.map((f) => ({ acres: f.acreage, groups: actuals.filter((g) => g.fieldId === f.id), tickets: tickets.filter((t) => t.fieldId === f.id) }));
    const plan = planFromActuals(parts, { settled, yieldUnit: "bushels" });
    expect(plan).toMatchObject({ expectedYieldPerAcre: "100.00", yieldUnit: "bushels", expectedPricePerUnit: "4.80", harvested: true });
    // The costs are last year's: $10,000 of seed over 100 ac
    expect(plan.lines).toEqual([{ categoryId: 1, categoryName: "Seed", amountPerAcre: "100.00", plannedMonth: null }]);
    // No unit asked: the typed yields' (bushels), else the tickets'
    expect(planFromActuals(parts, { settled })).toMatchObject({ yieldUnit: "bushels", expectedYieldPerAcre: "100.00", expectedPricePerUnit: "4.80" });
    expect(planFromActuals(parts.map((p) => ({ ...p, groups: [] })), { settled })).toMatchObject({ yieldUnit: "bu", expectedPricePerUnit: "4.80" });
  });

  test("harvested but nothing settled yet: the yield from the tickets, the price from typed values of unticketed fields, else 0.00", () => {
    const parts = fields.map((f) => ({ acres: f.acreage, groups: actuals.filter((g) => g.fieldId === f.id), tickets: tickets.filter((t) => t.fieldId === f.id) }));
    expect(planFromActuals(parts, { settled: [] })).toMatchObject({ expectedYieldPerAcre: "100.00", expectedPricePerUnit: "0.00", harvested: true });
    // Only East 40 has tickets: West 60's typed 150 bu/ac x 60 = 9,000 bu at $36,000 / 9,000 = $4.00; (9,000 + 4,000) / 100
    const mixed = [{ ...parts[0]!, tickets: [] }, parts[1]!];
    expect(planFromActuals(mixed, { settled: [] })).toMatchObject({ expectedYieldPerAcre: "130.00", expectedPricePerUnit: "4.00" });
  });

  test("without harvest records the budget keeps today's figures", () => {
    const parts = fields.map((f) => ({ acres: f.acreage, groups: actuals.filter((g) => g.fieldId === f.id) }));
    expect(planFromActuals(parts, { settled: [] })).toEqual(planFromActuals(parts));
    // 150 x 60 = 9,000 bu over 100 ac; $36,000 / 9,000
    expect(planFromActuals(parts)).toMatchObject({ expectedYieldPerAcre: "90.00", yieldUnit: "bushels", expectedPricePerUnit: "4.00" });
  });
});
