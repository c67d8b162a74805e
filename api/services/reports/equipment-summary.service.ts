import { and, between, gt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tasks } from "../../../db/schema";
import { equipmentSummary, monthPeriod, type EquipmentSummary, type EquipmentSummaryInput } from "../../domain/reports";
import { loadReportEntities, loadReportTasks } from "./report-data.service";

/** The rows of the monthly equipment report: rentals dated in the calendar month, whatever their crop year. */
export async function loadEquipmentSummaryInput(db: Db, input: { year: number; month: number }): Promise<EquipmentSummaryInput> {
  const period = monthPeriod(input.year, input.month);
  const entities = await loadReportEntities(db);
  const rows = await loadReportTasks(db, and(between(tasks.date, period.from, period.to), gt(tasks.equipmentTotal, "0")));
  return { year: input.year, month: input.month, entities, tasks: rows };
}

/** The monthly equipment report (DECISIONS.md: a calendar report). */
export async function getEquipmentSummary(db: Db, input: { year: number; month: number }): Promise<EquipmentSummary> {
  return equipmentSummary(await loadEquipmentSummaryInput(db, input));
}
