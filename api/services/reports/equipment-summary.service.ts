import { and, between, gt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tasks } from "../../../db/schema";
import { equipmentSummary, monthPeriod, type EquipmentSummary, type EquipmentSummaryInput } from "../../domain/reports";
import { loadReportEntities, loadReportTasks, tasksInScope } from "./report-data.service";

/** A month, and the caller's entities (docs/access.md; null or absent = every entity). */
interface SummaryRequest {
  year: number;
  month: number;
  within?: readonly number[] | null;
}

/** The rows of the monthly equipment report: rentals dated in the calendar month, whatever their crop year. */
export async function loadEquipmentSummaryInput(db: Db, input: SummaryRequest): Promise<EquipmentSummaryInput> {
  const period = monthPeriod(input.year, input.month);
  const within = input.within ?? null;
  const entities = (await loadReportEntities(db)).filter((e) => within === null || within.includes(e.id));
  const rows = await loadReportTasks(db, and(between(tasks.date, period.from, period.to), gt(tasks.equipmentTotal, "0"), tasksInScope(within === null ? "all" : [...within])));
  return { year: input.year, month: input.month, entities, tasks: rows };
}

/** The monthly equipment report (DECISIONS.md: a calendar report). */
export async function getEquipmentSummary(db: Db, input: SummaryRequest): Promise<EquipmentSummary> {
  return equipmentSummary(await loadEquipmentSummaryInput(db, input));
}
