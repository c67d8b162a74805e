import { z } from "zod";

/**
 * The budget reports' shapes (STYLE.md, "every figure has one home"): each function in api/domain/budgets returns
 * `z.infer` of one of these, the routes declare them, and the screen, CSV, PDF and farmctl read them.
 */

/** Cents as the API sends them. */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A decimal of another scale (acres, yields, percentages). */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const int = z.number().int();
/** A figure whose divisor is zero is null ("N/A" on screen, PDF and CSV), as the field report's break-even price. */
const orNA = <T extends z.ZodType>(t: T) => t.nullable();

/** Budget against actual for one group of acres: totals, per acre, variance in $ and % (actual minus budget). */
export const VarianceShape = z.object({
  budgetPerAcre: money,
  actualPerAcre: money,
  budgetTotal: money,
  actualTotal: money,
  /** actualTotal - budgetTotal: positive is over budget. */
  varianceTotal: money,
  variancePerAcre: money,
  /** Variance over budget, one decimal; null when the budget is zero. */
  variancePercent: orNA(decimal),
});
export type Variance = z.infer<typeof VarianceShape>;

const categoryLine = z.object({ categoryId: int, categoryName: z.string() }).extend(VarianceShape.shape);

export const BudgetVsActualShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  /** Fields whose total variance percent is above this are flagged `overBudget`. */
  overBudgetPercent: decimal,
  fields: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      acres: decimal,
      crop: z.string().nullable(),
      /** The budget applied: the field's own, else its crop's for the year; null when none. */
      budgetId: int.nullable(),
      budgetScope: z.enum(["field", "crop"]).nullable(),
      lines: z.array(categoryLine),
      totals: VarianceShape,
      overBudget: z.boolean(),
    }),
  ),
  /** The entity's roll-up per category: totals summed, per acre over every field's acres (acre-weighted). */
  categories: z.array(categoryLine),
  totals: z.object({ acres: decimal }).extend(VarianceShape.shape),
  /** Cumulative spend by month number of the task date (1-12), budget against actual. */
  monthly: z.array(z.object({ month: int, budget: money, actual: money, cumulativeBudget: money, cumulativeActual: money })),
});
export type BudgetVsActual = z.infer<typeof BudgetVsActualShape>;

/** Cost of production on one basis (the actual costs, or the budget's). */
export const ProductionBasisShape = z.object({
  cost: money,
  costPerAcre: money,
  /** cost / (yield per acre x acres): actual yield on the actual basis, expected yield on the budget basis. */
  costPerUnit: orNA(money),
  /** cost / (expected yield per acre x acres): the price per unit that covers the cost. */
  breakEvenPrice: orNA(money),
  /** cost / (expected price x acres): the yield per acre that covers the cost at the expected price. */
  breakEvenYield: orNA(decimal),
});
export type ProductionBasis = z.infer<typeof ProductionBasisShape>;

const productionRow = z.object({
  acres: decimal,
  yieldUnit: z.string().nullable(),
  expectedYieldPerAcre: decimal,
  expectedPricePerUnit: money,
  /** Yield per acre harvested so far (the yield amounts of the year's tasks); null when nothing was harvested. */
  actualYieldPerAcre: orNA(decimal),
  actual: ProductionBasisShape,
  budget: ProductionBasisShape,
});

export const CostOfProductionShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  fields: z.array(z.object({ fieldId: int, fieldName: z.string(), crop: z.string().nullable(), budgetId: int.nullable() }).extend(productionRow.shape)),
  /** Fields growing the same crop, added up (acre-weighted expected yield and price). */
  crops: z.array(z.object({ crop: z.string().nullable(), fieldCount: int }).extend(productionRow.shape)),
});
export type CostOfProduction = z.infer<typeof CostOfProductionShape>;

/** The price and yield changes of the what-if grid, in percent. */
export const WHAT_IF_STEPS = [-20, -10, 0, 10, 20] as const;

const grid = z.object({
  /** rows[i][j]: profit per acre at price change priceSteps[i] and yield change yieldSteps[j]. */
  rows: z.array(z.array(money)),
});

export const WhatIfShape = z.object({
  entityId: int,
  entityName: z.string(),
  cropYear: int,
  /** Which cost the grid takes off: the budget's (the plan) or the actual costs so far. */
  basis: z.enum(["budget", "actual"]),
  priceSteps: z.array(int),
  yieldSteps: z.array(int),
  fields: z.array(
    z.object({
      fieldId: int,
      fieldName: z.string(),
      crop: z.string().nullable(),
      acres: decimal,
      expectedYieldPerAcre: decimal,
      expectedPricePerUnit: money,
      costPerAcre: money,
    }).extend(grid.shape),
  ),
  /** The budgeted fields together: profit over their acres (acre-weighted). */
  entity: z.object({ acres: decimal }).extend(grid.shape),
});
export type WhatIf = z.infer<typeof WhatIfShape>;
