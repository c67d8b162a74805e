import { dec, round, toCents, type Dec } from "../money";
import { perAcre } from "../task-money";
import type { Variance } from "./shapes";

/**
 * Variance of an actual against a budget, in percent of the budget with one decimal; null when the budget is zero
 * (a figure never divides by zero: "N/A").
 * @example variancePercent(dec("100"), dec("112.5")) === "12.5"
 */
export function variancePercent(budget: Dec, actual: Dec): string | null {
  return budget.isZero() ? null : round(actual.minus(budget).div(budget).times(100), 1);
}

/**
 * Budget and actual totals over some acres: each total rounded once to cents, per-acre figures from the exact totals
 * (so a roll-up over several fields is weighted by their acres), variance = actual - budget.
 * @example variance(dec("4000"), dec("4400"), "40") // budgetPerAcre "100.00", actualPerAcre "110.00", variancePercent "10.0"
 */
export function variance(budgetTotal: Dec, actualTotal: Dec, acres: string | Dec | null): Variance {
  const diff = actualTotal.minus(budgetTotal);
  return {
    budgetPerAcre: perAcre(budgetTotal, acres),
    actualPerAcre: perAcre(actualTotal, acres),
    budgetTotal: toCents(budgetTotal),
    actualTotal: toCents(actualTotal),
    varianceTotal: toCents(diff),
    variancePerAcre: perAcre(diff, acres),
    variancePercent: variancePercent(budgetTotal, actualTotal),
  };
}

/**
 * True when the actual is more than `thresholdPercent` over the budget. With no budget (none, or zero) nothing is over
 * it: the field says "no budget", and its variance percent is N/A.
 */
export function isOverBudget(budget: Dec, actual: Dec, thresholdPercent: string | number): boolean {
  if (budget.isZero()) return false;
  return actual.minus(budget).div(budget).times(100).greaterThan(dec(thresholdPercent));
}
