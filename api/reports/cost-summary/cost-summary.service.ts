import { withSales } from "../../domain/harvest/field-income";
import type { CostSummaryInput } from "../../domain/reports";
import type { ServiceContext } from "../../services/context";
import { loadCostSummaryGroups, loadEntityFields } from "../../services/report-data.service";
import { loadFieldIncome } from "../../services/sales-income.service";

/**
 * The rows of the cost summary: the tasks dated from..to (inclusive), grouped in SQL (`loadCostSummaryGroups`), by
 * the income rule with harvests (`withSales`: the yield rule, and each field's settlement shares dated from..to by
 * the settlement's date).
 */
export async function loadCostSummaryInput(ctx: ServiceContext, input: { entityId: number; year: number; from: string; to: string }): Promise<CostSummaryInput> {
  const { entityId: id, ...head } = await loadEntityFields(ctx, input.entityId, input.year);
  const [groups, income] = await Promise.all([
    loadCostSummaryGroups(ctx, id, input.year, input.from, input.to),
    loadFieldIncome(ctx, { entities: [id], cropYears: [input.year] }),
  ]);
  return { ...head, tasks: withSales(groups, income, { cropYear: input.year, from: input.from, to: input.to }), from: input.from, to: input.to, unsold: income.estimated };
}
