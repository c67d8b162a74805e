import { z } from "@hono/zod-openapi";
import { and, between } from "drizzle-orm";
import { tasks } from "../../../db/schema";
import { type ScheduleF, scheduleF } from "../../domain/accounting/schedule-f";
import { fileSlug } from "../../lib/csv";
import { formatQuery } from "../report-route";
import { yearSchema } from "../../schemas/common";
import { IdPath, ScheduleFSchema } from "../../schemas/reports.schemas";
import { loadAccountBook } from "../../services/accounts.service";
import { getEntity } from "../../services/entities.service";
import { loadReportTasks, tasksInScope } from "../../services/report-data.service";
import { type ReportContext, type ReportRow, defineReport, reportRoute } from "../define-report";
import { scheduleFPdf } from "./schedule-f.pdf";
import { scheduleFInfo as info } from "./schedule-f.info";

/** The entity's tasks dated in the calendar year (any crop year) by its chart's Schedule F lines; 404 for no entity. */
async function load(ctx: ReportContext, input: { id: number; year: number }): Promise<ScheduleF> {
  const entity = await getEntity(ctx, input.id);
  const rows = await loadReportTasks(ctx, and(tasksInScope([entity.id]), between(tasks.date, `${input.year}-01-01`, `${input.year}-12-31`)));
  return scheduleF({ entityName: entity.name, year: input.year, tasks: rows, accounts: await loadAccountBook(ctx, entity.id) });
}

/** One row per line with an amount, then lines 9, 33 and 34: Part I rows sum to line 9, Part II rows to line 33. */
function rows(report: ScheduleF): ReportRow[] {
  const line = (part: string) => (l: ScheduleF["partI"][number]): ReportRow => ({ part, line: l.line, description: l.label, amount: l.amount, categories: l.categories.join("; ") });
  return [
    ...report.partI.map(line("I")),
    { part: "I", line: "9", description: "Gross income", amount: report.grossIncome, categories: "" },
    ...report.partII.map(line("II")),
    { part: "II", line: "33", description: "Total expenses", amount: report.totalExpenses, categories: "" },
    { part: "II", line: "34", description: "Net farm profit or (loss)", amount: report.netProfit, categories: "" },
  ];
}

export const scheduleFReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: ScheduleFSchema,
    summary: "IRS Schedule F summary of an entity's calendar year",
    description:
      "Tasks dated in the calendar year by the income-and-cost rule, each category on its Schedule F line (the chart's mapping, /api/category-accounts).",
  }),
  load,
  json: (data) => data,
  rows,
  filename: (data, { year }) => `schedule-f-${fileSlug(data.entityName)}-${year}`,
  pdf: scheduleFPdf,
});
