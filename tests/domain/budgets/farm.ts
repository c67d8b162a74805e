import type { ActualGroup, Plan, PlanField } from "../../../api/domain/budgets";

/**
 * A small farm worked by hand for the budget tests: three fields, an Alfalfa budget applied by crop to North and
 * South, East's own budget, and the year's tasks grouped by field, category and month.
 */
export const SEED = { id: 1, name: "Seed" };
export const FERT = { id: 2, name: "Fertilizer" };
export const HARVEST = { id: 4, name: "Custom Harvest" };
export const INCOME = { id: 9, name: "Income Generated" };

export const fields: PlanField[] = [
  { id: 1, name: "North 40", acreage: "40.00", crop: "Alfalfa" },
  { id: 2, name: "South 60", acreage: "60.00", crop: "alfalfa" },
  { id: 3, name: "East 10", acreage: "10.00", crop: "Cotton" },
];

export const plans: Plan[] = [
  {
    id: 11, fieldId: null, cropType: "Alfalfa", expectedYieldPerAcre: "8.00", yieldUnit: "tons", expectedPricePerUnit: "200.00",
    lines: [
      { categoryId: SEED.id, categoryName: SEED.name, amountPerAcre: "50.00", plannedMonth: 3 },
      { categoryId: FERT.id, categoryName: FERT.name, amountPerAcre: "25.50", plannedMonth: null },
    ],
  },
  {
    id: 12, fieldId: 3, cropType: null, expectedYieldPerAcre: "1000.00", yieldUnit: "lbs", expectedPricePerUnit: "0.80",
    lines: [{ categoryId: SEED.id, categoryName: SEED.name, amountPerAcre: "100.00", plannedMonth: null }],
  },
];

const group = (fieldId: number, cat: { id: number; name: string }, month: number, totalCost: string, extra: Partial<ActualGroup> = {}): ActualGroup => ({
  fieldId, categoryId: cat.id, categoryName: cat.name, isIncomeCategory: cat.id === INCOME.id, month,
  totalCost, equipmentTotal: "0", totalYieldValue: "0", yieldAmount: null, yieldUnit: null, ...extra,
});

export const actuals: ActualGroup[] = [
  group(1, SEED, 3, "2200.00"),
  group(1, FERT, 5, "900.00"),
  group(2, SEED, 3, "2700.00"),
  // A sale: income, never a cost.
  group(2, INCOME, 9, "5000.00"),
  // A harvest pass: a cost of 600, its yield value income, 7.5 tons an acre.
  group(2, HARVEST, 8, "600.00", { totalYieldValue: "9000.00", yieldAmount: "7.50", yieldUnit: "tons" }),
  group(3, SEED, 4, "1150.00"),
];

export const entity = { id: 5, name: "Valley Farms" };
