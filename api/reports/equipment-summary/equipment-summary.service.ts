import type { ServiceContext } from "../../services/context";
import { and, between, gt } from "drizzle-orm";
import { tasks } from "../../../db/schema";
import { equipmentSummary, monthPeriod, type EquipmentSummary, type EquipmentSummaryInput } from "../../domain/reports";
import { loadReportEntities, loadReportTasks, tasksInScope } from "../../services/report-data.service";

/** A month, and the caller's entities (docs/access.md; null or absent = every entity). */
interface SummaryRequest {
  year: number;
  month: number;
}

/** The rows of the monthly equipment report: rentals dated in the calendar month, whatever their crop year. */
export async function loadEquipmentSummaryInput(ctx: ServiceContext, input: SummaryRequest): Promise<EquipmentSummaryInput> {
  const period = monthPeriod(input.year, input.month);
  const { within } = ctx;
  const entities = (await loadReportEntities(ctx)).filter((e) => within === null || within.includes(e.id));
  const rows = await loadReportTasks(ctx, and(between(tasks.date, period.from, period.to), gt(tasks.equipmentTotal, "0"), tasksInScope(within === null ? "all" : [...within])));
  return { year: input.year, month: input.month, entities, tasks: rows };
}

/** The monthly equipment report (DECISIONS.md: a calendar report). */
export async function getEquipmentSummary(ctx: ServiceContext, input: SummaryRequest): Promise<EquipmentSummary> {
  return equipmentSummary(await loadEquipmentSummaryInput(ctx, input));
}
