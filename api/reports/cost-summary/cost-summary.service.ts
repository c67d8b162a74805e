import type { CostSummaryInput } from "../../domain/reports";
import type { ServiceContext } from "../../services/context";
import { loadCostSummaryGroups, loadEntityFields } from "../../services/report-data.service";

/** The rows of the cost summary: the tasks dated from..to (inclusive), grouped in SQL (`loadCostSummaryGroups`). */
export async function loadCostSummaryInput(ctx: ServiceContext, input: { entityId: number; year: number; from: string; to: string }): Promise<CostSummaryInput> {
  const { entityId: id, ...head } = await loadEntityFields(ctx, input.entityId, input.year);
  return { ...head, tasks: await loadCostSummaryGroups(ctx, id, input.year, input.from, input.to), from: input.from, to: input.to };
}
