import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CostBreakdownShape } from "../../../api/domain/farm-figures";
import { BudgetVsActualSchema, CostOfProductionSchema, WhatIfSchema } from "../../../api/schemas/budgets.schemas";
import { budgetRanch } from "./budget-farm";
import { expectInvalid, readCsv, readPdf, startReportApp } from "./support";

/** The farm of budget-farm.ts; every figure below is worked out by hand there and here. */
let app: Awaited<ReturnType<typeof startReportApp>>;
let farm: Awaited<ReturnType<typeof budgetRanch>>;

beforeAll(async () => {
  app = await startReportApp();
  farm = await budgetRanch(app);
});
afterAll(() => app.t.close());

const reports = (client = app.reader) => client.api.entities[":id"].reports;

describe("GET /api/entities/{id}/reports/budget-vs-actual", () => {
  const get = (query: Record<string, string>, id = farm.ranch.id, client = app.reader) =>
    reports(client)["budget-vs-actual"].$get({ param: { id: String(id) }, query: query as never });

  test("per field and category, the acre-weighted roll-up, the cumulative spend; over 10% flagged", async () => {
    const res = await get({ year: "2025", overBudgetPercent: "10" });
    expect(res.status).toBe(200);
    const r = BudgetVsActualSchema.parse(await res.json());
    expect(r.fields.map((f) => [f.fieldName, f.budgetScope, f.totals.budgetTotal, f.totals.actualTotal, f.totals.variancePercent, f.overBudget])).toEqual([
      ["East 10", "field", "1000.00", "1150.00", "15.0", true], // 1150 / 1000
      ["North 40", "crop", "3020.00", "3100.00", "2.6", false], // 50 x 40 + 25.50 x 40 against 2200 + 900
      ["South 60", "crop", "4530.00", "3300.00", "-27.2", false], // 75.50 x 60 against 2700 + 600 (the sale is no cost)
    ]);
    const north = r.fields.find((f) => f.fieldName === "North 40")!;
    expect(north.lines).toContainEqual(expect.objectContaining({ categoryName: "Fertilizer", budgetPerAcre: "25.50", actualPerAcre: "22.50", varianceTotal: "-120.00", variancePercent: "-11.8" }));
    const south = r.fields.find((f) => f.fieldName === "South 60")!;
    expect(south.lines.find((l) => l.categoryName === "Machine Hire")).toMatchObject({ budgetTotal: "0.00", actualTotal: "600.00", variancePercent: null });
    // 8550 against 7550 over 110 acres
    expect(r.totals).toEqual({ acres: "110.00", budgetPerAcre: "77.73", actualPerAcre: "68.64", budgetTotal: "8550.00", actualTotal: "7550.00", varianceTotal: "-1000.00", variancePerAcre: "-9.09", variancePercent: "-11.7" });
    expect(r.categories.find((c) => c.categoryName === "Seed")).toMatchObject({ budgetTotal: "6000.00", actualTotal: "6050.00", budgetPerAcre: "54.55", actualPerAcre: "55.00" });
    // March: Alfalfa's Seed 5000 plus a twelfth of Fertilizer 2550 and of East's Seed 1000; actual 2200 + 2700
    expect(r.monthly[2]).toEqual({ month: 3, budget: "5295.83", actual: "4900.00", cumulativeBudget: "5887.50", cumulativeActual: "4900.00" });
    expect(r.monthly[11]).toMatchObject({ cumulativeBudget: "8550.00", cumulativeActual: "7550.00" });
  });

  test("the actual costs are the dashboard's (one rule, one home): per field and for the entity", async () => {
    const r = BudgetVsActualSchema.parse(await (await get({ year: "2025" })).json());
    const res = await app.reader.api.entities[":entityId"]["cost-breakdown"].$get({ param: { entityId: String(farm.ranch.id) }, query: { year: "2025" } });
    const charts = CostBreakdownShape.parse(await res.json());
    expect(r.fields.map((f) => [f.fieldName, f.totals.actualTotal])).toEqual(charts.byField.map((f) => [f.fieldName, f.cost]));
    expect(r.totals.actualTotal).toBe(charts.totals.cost);
  });

  test("the threshold moves the flag; 10% by default", async () => {
    const at20 = BudgetVsActualSchema.parse(await (await get({ year: "2025", overBudgetPercent: "20" })).json());
    expect(at20.fields.filter((f) => f.overBudget)).toEqual([]);
    const byDefault = BudgetVsActualSchema.parse(await (await get({ year: "2025" })).json());
    expect(byDefault.overBudgetPercent).toBe("10");
    expect(byDefault.fields.filter((f) => f.overBudget).map((f) => f.fieldName)).toEqual(["East 10"]);
  });

  test("the CSV has the JSON's figures: field lines, field totals and the entity roll-up", async () => {
    const json = BudgetVsActualSchema.parse(await (await get({ year: "2025" })).json());
    const csv = await readCsv(await get({ year: "2025", format: "csv" }));
    const cells = (field: string, category: string) => csv.rows.find((r) => r.Field === field && r.Category === category)!;
    for (const f of json.fields) {
      for (const l of f.lines) expect(cells(f.fieldName, l.categoryName)).toMatchObject({ "Budget/Acre": l.budgetPerAcre, "Actual/Acre": l.actualPerAcre, Variance: l.varianceTotal, "Variance %": l.variancePercent ?? "N/A" });
      expect(cells(f.fieldName, "TOTAL")).toMatchObject({ Budget: f.totals.budgetTotal, Actual: f.totals.actualTotal, "Over Budget": f.overBudget ? "yes" : "no" });
    }
    expect(cells("ENTITY", "TOTAL")).toMatchObject({ Acres: "110.00", Budget: "8550.00", Actual: "7550.00", "Budget/Acre": "77.73", "Variance %": "-11.7" });
    expect(cells("South 60", "Machine Hire")["Variance %"]).toBe("N/A");
  });

  test("the PDF prints the same figures and marks the field over budget", async () => {
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }));
    expect(pdf.orientation).toBe("landscape");
    for (const phrase of ["Budget vs Actual - Budget Ranch - 2025", "East 10 - 10.0 acres - Cotton (field budget) - OVER BUDGET", "$8,550.00", "$7,550.00", "-11.7%", "15.0%", "N/A", "$5,887.50"]) {
      expect(pdf.text).toContain(phrase);
    }
  });

  test("400 naming the field, 401, 404", async () => {
    await expectInvalid(await get({}), "year");
    await expectInvalid(await get({ year: "2025", overBudgetPercent: "-5" }), "overBudgetPercent");
    await expectInvalid(await get({ year: "2025", format: "xls" }), "format");
    expect((await get({ year: "2025" }, farm.ranch.id, app.t.client())).status).toBe(401);
    expect((await get({ year: "2025" }, 4242)).status).toBe(404);
  });

  test("a year with no budget: budgets 0, every variance N/A", async () => {
    const r = BudgetVsActualSchema.parse(await (await get({ year: "2024" })).json());
    expect(r.totals).toMatchObject({ budgetTotal: "0.00", actualTotal: "2600.00", variancePercent: null });
    expect(r.fields.every((f) => f.budgetId === null)).toBe(true);
  });

  test("no budget is never over budget: North 40 spent 2600 in 2024 with no budget, in the JSON, the CSV and the PDF", async () => {
    const r = BudgetVsActualSchema.parse(await (await get({ year: "2024" })).json());
    const north = r.fields.find((f) => f.fieldName === "North 40")!;
    // 45 x 40 + 20 x 40 = 2600 spent against no budget
    expect(north).toMatchObject({ budgetScope: null, overBudget: false, totals: { actualTotal: "2600.00", variancePercent: null } });
    expect(r.fields.filter((f) => f.overBudget)).toEqual([]);
    const csv = await readCsv(await get({ year: "2024", format: "csv" }));
    expect(csv.rows.find((row) => row.Field === "North 40" && row.Category === "TOTAL")).toMatchObject({ Actual: "2600.00", "Over Budget": "no" });
    const pdf = await readPdf(await get({ year: "2024", format: "pdf" }));
    expect(pdf.text).toContain("North 40 - 40.0 acres - Alfalfa (no budget)");
    expect(pdf.text).not.toContain("(no budget) - OVER BUDGET");
  });
});

describe("GET /api/entities/{id}/reports/cost-of-production", () => {
  const get = (query: Record<string, string>, id = farm.ranch.id, client = app.reader) =>
    reports(client)["cost-of-production"].$get({ param: { id: String(id) }, query: query as never });

  test("cost per unit, break-even price and yield per field and crop; N/A where nothing divides", async () => {
    const r = CostOfProductionSchema.parse(await (await get({ year: "2025" })).json());
    expect(r.fields.find((f) => f.fieldName === "South 60")).toMatchObject({
      actualYieldPerAcre: "7.50",
      // 3300 / 450 tons; 3300 / (8 x 60); 3300 / (200 x 60)
      actual: { cost: "3300.00", costPerUnit: "7.33", breakEvenPrice: "6.88", breakEvenYield: "0.28" },
      budget: { cost: "4530.00", costPerUnit: "9.44", breakEvenPrice: "9.44", breakEvenYield: "0.38" },
    });
    expect(r.fields.find((f) => f.fieldName === "North 40")!.actual).toMatchObject({ costPerUnit: null, breakEvenPrice: "9.69" });
    expect(r.crops.map((c) => [c.crop, c.fieldCount, c.actual.cost, c.actual.costPerUnit, c.actual.breakEvenPrice, c.actual.breakEvenYield])).toEqual([
      ["Alfalfa", 2, "6400.00", "14.22", "8.00", "0.32"], // 6400 / 450; 6400 / 800; 6400 / 20000
      ["Cotton", 1, "1150.00", null, "0.12", "143.75"], // 1150 / 10000; 1150 / (0.80 x 10)
    ]);
  });

  test("CSV and PDF agree with the JSON; 400, 401, 404", async () => {
    const json = CostOfProductionSchema.parse(await (await get({ year: "2025" })).json());
    const csv = await readCsv(await get({ year: "2025", format: "csv" }));
    for (const f of json.fields) {
      expect(csv.rows.find((r) => r.Level === "field" && r.Name === f.fieldName)).toMatchObject({
        "Actual Cost": f.actual.cost, "Actual Cost/Unit": f.actual.costPerUnit ?? "N/A", "Actual Break-even Price": f.actual.breakEvenPrice ?? "N/A",
        "Budget Break-even Yield/Acre": f.budget.breakEvenYield ?? "N/A",
      });
    }
    expect(csv.rows.find((r) => r.Level === "crop" && r.Name === "Alfalfa")).toMatchObject({ "Actual Cost/Unit": "14.22", "Actual Break-even Yield/Acre": "0.32" });
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }));
    for (const phrase of ["Cost of Production - Budget Ranch - 2025", "Alfalfa (2)", "$14.22", "$6.88", "143.75", "N/A"]) expect(pdf.text).toContain(phrase);
    await expectInvalid(await get({ year: "20x5" }), "year");
    expect((await get({ year: "2025" }, farm.ranch.id, app.t.client())).status).toBe(401);
    expect((await get({ year: "2025" }, 4242)).status).toBe(404);
  });
});

describe("GET /api/entities/{id}/reports/what-if", () => {
  const get = (query: Record<string, string>, id = farm.ranch.id, client = app.reader) =>
    reports(client)["what-if"].$get({ param: { id: String(id) }, query: query as never });

  test("5 x 5 profit per acre per field and for the entity, on the budget or the actual costs", async () => {
    const r = WhatIfSchema.parse(await (await get({ year: "2025" })).json());
    expect(r.basis).toBe("budget");
    const north = r.fields.find((f) => f.fieldName === "North 40")!;
    expect([north.rows[2]![2], north.rows[0]![0], north.rows[4]![4]]).toEqual(["1524.50", "948.50", "2228.50"]); // (64000 x f - 3020) / 40
    expect([r.entity.rows[2]![2], r.entity.rows[0]![0]]).toEqual(["1449.55", "899.73"]); // (168000 x f - 8550) / 110
    const actual = WhatIfSchema.parse(await (await get({ year: "2025", basis: "actual" })).json());
    expect(actual.fields.find((f) => f.fieldName === "North 40")!.rows[2]![2]).toBe("1522.50"); // (64000 - 3100) / 40
  });

  test("CSV and PDF agree with the JSON; 400, 401, 404", async () => {
    const json = WhatIfSchema.parse(await (await get({ year: "2025" })).json());
    const csv = await readCsv(await get({ year: "2025", format: "csv" }));
    expect(csv.header).toEqual(["Field", "Price Change %", "Yield -20%", "Yield -10%", "Yield 0%", "Yield +10%", "Yield +20%"]);
    expect(csv.rows).toHaveLength(5 * (json.fields.length + 1));
    for (const g of [...json.fields.map((f) => ({ name: f.fieldName, rows: f.rows })), { name: "ENTITY", rows: json.entity.rows }]) {
      const mine = csv.rows.filter((r) => r.Field === g.name);
      expect(mine.map((r) => [r["Yield -20%"], r["Yield 0%"], r["Yield +20%"]])).toEqual(g.rows.map((cells) => [cells[0], cells[2], cells[4]]));
    }
    const pdf = await readPdf(await get({ year: "2025", format: "pdf" }));
    for (const phrase of ["What-if Prices and Yields - Budget Ranch - 2025", "$1,524.50", "$1,449.55", "$899.73", "North 40 - 40.0 acres"]) expect(pdf.text).toContain(phrase);
    await expectInvalid(await get({ year: "2025", basis: "guess" }), "basis");
    expect((await get({ year: "2025" }, farm.ranch.id, app.t.client())).status).toBe(401);
    expect((await get({ year: "2025" }, 4242)).status).toBe(404);
  });
});
