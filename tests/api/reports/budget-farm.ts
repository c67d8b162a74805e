import { expect } from "bun:test";
import { BudgetSchema } from "../../../api/schemas/budgets.schemas";
import { CAT, type ReportApp } from "./support";

/**
 * "Budget Ranch", worked by hand (totals = costPerAcre x acres covered):
 *   North 40 ac Alfalfa: 2024 Seed 45/ac (1800), Fertilizer 20/ac (800);
 *     2025 Seed 55/ac 2025-03-05 (2200), Fertilizer 22.50/ac 2025-05-01 (900)
 *   South 60 ac Alfalfa: 2025 Seed 45/ac 2025-03-10 (2700); Machine Hire 10/ac 2025-08-01 (600) harvesting
 *     7.5 tons/ac at $20 (yield value 7.5 x 60 x 20 = 9000, income); a hay sale (Income) 50/ac 2025-09-01 (3000)
 *   East 10 ac Cotton: 2025 Seed 115/ac 2025-04-01 (1150)
 * Budgets 2025: Alfalfa (crop) Seed 50/ac in March, Fertilizer 25.50/ac spread, 8 tons/ac at $200;
 *   East (field) Seed 100/ac spread, 1000 lbs/ac at $0.80.
 */
export async function budgetRanch(app: ReportApp) {
  const ranch = await app.entity("Budget Ranch");
  const north = await app.field(ranch.id, "North 40", "40", "Alfalfa");
  const south = await app.field(ranch.id, "South 60", "60", "Alfalfa");
  const east = await app.field(ranch.id, "East 10", "10", "Cotton");
  const t = (f: { id: number; entityId: number }, categoryId: number, name: string, date: string, costPerAcre: string, acresCovered: string, more = {}) =>
    app.task(f, { categoryId, name, date, costPerAcre, acresCovered, ...more });
  await t(north, CAT.SEED, "Seed 2024", "2024-03-01", "45", "40", { cropYear: 2024 });
  await t(north, CAT.FERTILIZER, "Fertilize 2024", "2024-05-01", "20", "40", { cropYear: 2024 });
  await t(north, CAT.SEED, "Seed", "2025-03-05", "55", "40");
  await t(north, CAT.FERTILIZER, "Fertilize", "2025-05-01", "22.50", "40");
  await t(south, CAT.SEED, "Seed", "2025-03-10", "45", "60");
  await t(south, CAT.MACHINE_HIRE, "Swath and bale", "2025-08-01", "10", "60", { yieldAmount: "7.5", yieldUnit: "tons", yieldValuePerUnit: "20" });
  await t(south, CAT.INCOME, "Hay sale", "2025-09-01", "50", "60");
  await t(east, CAT.SEED, "Seed", "2025-04-01", "115", "10");

  const alfalfa = await createBudget(app, {
    entityId: ranch.id, cropYear: 2025, cropType: "Alfalfa", expectedYieldPerAcre: "8", yieldUnit: "tons", expectedPricePerUnit: "200",
    lines: [{ categoryId: CAT.SEED, amountPerAcre: "50", plannedMonth: 3 }, { categoryId: CAT.FERTILIZER, amountPerAcre: "25.50" }],
  });
  const eastBudget = await createBudget(app, {
    entityId: ranch.id, cropYear: 2025, fieldId: east.id, expectedYieldPerAcre: "1000", yieldUnit: "lbs", expectedPricePerUnit: "0.80",
    lines: [{ categoryId: CAT.SEED, amountPerAcre: "100" }],
  });
  return { ranch, north, south, east, alfalfa, eastBudget };
}

export async function createBudget(app: ReportApp, json: Record<string, unknown>) {
  const res = await app.admin.api.budgets.$post({ json: json as never });
  if (res.status !== 201) throw new Error(`budget ${JSON.stringify(json)}: ${res.status} ${await res.text()}`);
  const budget = BudgetSchema.parse(await res.json());
  expect(budget.entityId).toBe(json.entityId as number);
  return budget;
}
