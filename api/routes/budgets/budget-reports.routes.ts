import { createRoute, z } from "@hono/zod-openapi";
import { yearSchema } from "../../schemas/common";
import { BudgetVsActualSchema, CostOfProductionSchema, overBudgetPercentSchema, WhatIfSchema } from "../../schemas/budgets.schemas";
import { IdPath } from "../../schemas/reports.schemas";
import { formatQuery, reportResponses, tags } from "../../reports/report-route";
import { OFFICE, allow, inPath } from "../../lib/route-access";

export const budgetVsActual = createRoute({
  path: "/entities/{id}/reports/budget-vs-actual",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "Budget vs actual per field and category, the entity's acre-weighted roll-up and the cumulative monthly spend",
  description: "Variance = actual - budget; variancePercent is null (N/A) when the budget is zero. Fields more than overBudgetPercent over are flagged.",
  request: { params: IdPath, query: z.object({ year: yearSchema, overBudgetPercent: overBudgetPercentSchema, ...formatQuery }) },
  responses: reportResponses(BudgetVsActualSchema, "Budget vs actual"),
});

export const costOfProduction = createRoute({
  path: "/entities/{id}/reports/cost-of-production",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "Cost per unit, break-even price and break-even yield per field and crop, from actuals and from the budget",
  request: { params: IdPath, query: z.object({ year: yearSchema, ...formatQuery }) },
  responses: reportResponses(CostOfProductionSchema, "Cost of production"),
});

export const whatIf = createRoute({
  path: "/entities/{id}/reports/what-if",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "Profit per acre for price and yield changes of -20% to +20% around each budgeted field's expectations, and the entity's",
  request: {
    params: IdPath,
    query: z.object({
      year: yearSchema,
      basis: z.enum(["budget", "actual"], { error: "must be budget or actual" }).default("budget").openapi({ description: "The cost taken off: the budget's (default) or the actual costs so far" }),
      ...formatQuery,
    }),
  },
  responses: reportResponses(WhatIfSchema, "The what-if grids"),
});
