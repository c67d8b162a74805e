import { api } from "../lib/api";
import { reportCall } from "../reports/useReport";

/** The budget reports as the screen calls them (typed by their routes), and the shapes they answer. */
export const budgetVsActualCall = (entityId: number, year: number, overBudgetPercent: string) =>
  reportCall(api.api.entities[":id"].reports["budget-vs-actual"], { param: { id: String(entityId) }, query: { year: String(year), overBudgetPercent } });
export const whatIfCall = (entityId: number, year: number) =>
  reportCall(api.api.entities[":id"].reports["what-if"], { param: { id: String(entityId) }, query: { year: String(year) } });
export type BudgetVsActualReport = Awaited<ReturnType<ReturnType<typeof budgetVsActualCall>["load"]>>;
export type WhatIfReport = Awaited<ReturnType<ReturnType<typeof whatIfCall>["load"]>>;
export const costOfProductionCall = (entityId: number, year: number) =>
  reportCall(api.api.entities[":id"].reports["cost-of-production"], { param: { id: String(entityId) }, query: { year: String(year) } });
export type CostOfProductionReport = Awaited<ReturnType<ReturnType<typeof costOfProductionCall>["load"]>>;
