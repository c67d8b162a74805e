import type { BudgetVsActual, CostOfProduction, ProductionBasis, Variance, WhatIf } from "../../../domain/budgets";
import type { CsvTable } from "../../../lib/csv";

/** A figure whose divisor was zero prints "N/A", as the field report's break-even price does. */
export const orNA = (v: string | null) => v ?? "N/A";

const varianceCells = (v: Variance) => [v.budgetPerAcre, v.actualPerAcre, v.budgetTotal, v.actualTotal, v.varianceTotal, v.variancePerAcre, orNA(v.variancePercent)];

/** One row per field and category, a TOTAL row per field, then the entity's roll-up (Field "ENTITY"). */
export const budgetVsActualCsv = (r: BudgetVsActual): CsvTable => ({
  header: ["Field", "Crop", "Acres", "Category", "Budget/Acre", "Actual/Acre", "Budget", "Actual", "Variance", "Variance/Acre", "Variance %", "Over Budget"],
  rows: [
    ...r.fields.flatMap((f) => [
      ...f.lines.map((l) => [f.fieldName, f.crop, f.acres, l.categoryName, ...varianceCells(l), ""]),
      [f.fieldName, f.crop, f.acres, "TOTAL", ...varianceCells(f.totals), f.overBudget ? "yes" : "no"],
    ]),
    ...r.categories.map((c) => ["ENTITY", "", r.totals.acres, c.categoryName, ...varianceCells(c), ""]),
    ["ENTITY", "", r.totals.acres, "TOTAL", ...varianceCells(r.totals), ""],
  ],
});

const basisCells = (b: ProductionBasis) => [b.cost, b.costPerAcre, orNA(b.costPerUnit), orNA(b.breakEvenPrice), orNA(b.breakEvenYield)];
const basisHeader = (name: string) => ["Cost", "Cost/Acre", "Cost/Unit", "Break-even Price", "Break-even Yield/Acre"].map((h) => `${name} ${h}`);

/** One row per field, then one per crop. */
export const costOfProductionCsv = (r: CostOfProduction): CsvTable => ({
  header: ["Level", "Name", "Crop", "Acres", "Yield Unit", "Expected Yield/Acre", "Expected Price/Unit", "Actual Yield/Acre", ...basisHeader("Actual"), ...basisHeader("Budget")],
  rows: [
    ...r.fields.map((f) => ["field", f.fieldName, f.crop, f.acres, f.yieldUnit, f.expectedYieldPerAcre, f.expectedPricePerUnit, orNA(f.actualYieldPerAcre), ...basisCells(f.actual), ...basisCells(f.budget)]),
    ...r.crops.map((c) => ["crop", c.crop ?? "(no crop)", c.crop, c.acres, c.yieldUnit, c.expectedYieldPerAcre, c.expectedPricePerUnit, orNA(c.actualYieldPerAcre), ...basisCells(c.actual), ...basisCells(c.budget)]),
  ],
});

/** One row per field (then the entity) and price change; one column per yield change. */
export const whatIfCsv = (r: WhatIf): CsvTable => ({
  header: ["Field", "Price Change %", ...r.yieldSteps.map((y) => `Yield ${y > 0 ? "+" : ""}${y}%`)],
  rows: [...r.fields.map((f) => ({ name: f.fieldName, rows: f.rows })), { name: "ENTITY", rows: r.entity.rows }].flatMap((g) =>
    g.rows.map((cells, i) => [g.name, r.priceSteps[i]!, ...cells])),
});
