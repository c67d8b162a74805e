/**
 * What the dashboard's parts show of the API's answers, for the app's parts (RecentActivity, CostCharts) and the
 * server's first paint (api/spa/first-paint.ts) alike: which tasks the recent activity lists, which categories get a
 * bar, when a chart says there is nothing to draw, and the bars' colours.
 */
import { RECENT_ACTIVITY_LATEST } from "../lib/boot-reads";

/** A category bar's colour when its category has none. */
export const DEFAULT_BAR_COLOR = "#64748b";
/** The cost per acre by field chart's bars. */
export const FIELD_BAR_COLOR = "#2f7d32";

/** The latest tasks of the crop year as the recent activity lists them: those without a category or field name skipped. */
export function recentShown<T extends { categoryName?: string | null; fieldName?: string | null }>(tasks: readonly T[]): T[] {
  return tasks.filter((t) => t.categoryName && t.fieldName).slice(0, RECENT_ACTIVITY_LATEST);
}

/** The categories the cost by category chart draws a bar for: those with a cost. */
export function costedCategories<T extends { cost: string }>(byCategory: readonly T[]): T[] {
  return byCategory.filter((c) => c.cost !== "0.00");
}

/** True when no field has a cost per acre: the chart says so instead of drawing zero bars. */
export function noFieldCosts(byField: ReadonlyArray<{ costPerAcre: string }>): boolean {
  return byField.every((f) => f.costPerAcre === "0.00");
}
