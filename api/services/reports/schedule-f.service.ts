import { systemContext } from "../context";
import { and, between } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tasks } from "../../../db/schema";
import { scheduleF, type ScheduleF, type ScheduleFInput } from "../../domain/accounting/schedule-f";
import { loadAccountBook } from "../accounts.service";
import { getEntity } from "../entities.service";
import { loadReportTasks, tasksInScope } from "./report-data.service";

/** The entity's tasks dated in the calendar year (any crop year) and its chart with the Schedule F lines. */
export async function loadScheduleFInput(db: Db, input: { entityId: number; year: number }): Promise<ScheduleFInput> {
  const entity = await getEntity(systemContext(db), input.entityId);
  const rows = await loadReportTasks(db, and(tasksInScope([entity.id]), between(tasks.date, `${input.year}-01-01`, `${input.year}-12-31`)));
  return { entityName: entity.name, year: input.year, tasks: rows, accounts: await loadAccountBook(systemContext(db), entity.id) };
}

/** The Schedule F summary of an entity's calendar year. */
export async function getScheduleF(db: Db, input: { entityId: number; year: number }): Promise<ScheduleF> {
  return scheduleF(await loadScheduleFInput(db, input));
}
