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
import { withCropSales } from "../../services/crop-sales.service";
import { loadReportTasks, tasksInScope } from "../../services/report-data.service";
import { type ReportContext, type ReportRow, defineReport, reportRoute } from "../define-report";
import { scheduleFPdf } from "./schedule-f.pdf";
import { categoryText, type Lang, scheduleFText } from "../../domain/reference-names";
import { scheduleFInfo as info } from "./schedule-f.info";

/**
 * The entity's tasks dated in the calendar year (any crop year) by its chart's Schedule F lines and the yield rule, and
 * its settlements dated in the year on line 2; 404 for no entity.
 */
async function load(ctx: ReportContext, input: { id: number; year: number }): Promise<ScheduleF> {
  const entity = await getEntity(ctx, input.id);
  const period = { from: `${input.year}-01-01`, to: `${input.year}-12-31` };
  const rows = await loadReportTasks(ctx, and(tasksInScope([entity.id]), between(tasks.date, period.from, period.to)));
  const books = await withCropSales(ctx, [entity.id], period, rows);
  return scheduleF({ entityName: entity.name, year: input.year, tasks: books.tasks, settlements: books.settlements, accounts: await loadAccountBook(ctx, entity.id) });
}

/** One row per line with an amount, then lines 9, 33 and 34: Part I rows sum to line 9, Part II rows to line 33. */
function rows(report: ScheduleF, _input: unknown, lang: Lang = "en"): ReportRow[] {
  const line = (part: string) => (l: ScheduleF["partI"][number]): ReportRow => ({
    part, line: l.line, description: scheduleFText(l.line, lang), amount: l.amount, categories: l.categories.map((c) => categoryText(c, lang)).join("; "),
  });
  const total = (part: string, no: string, amount: string): ReportRow => ({ part, line: no, description: scheduleFText(no, lang), amount, categories: "" });
  return [
    ...report.partI.map(line("I")),
    total("I", "9", report.grossIncome),
    ...report.partII.map(line("II")),
    total("II", "33", report.totalExpenses),
    total("II", "34", report.netProfit),
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
      "Tasks dated in the calendar year by the income-and-cost rule, each category on its Schedule F line (the chart's mapping, /api/category-accounts); " +
      "settlements dated in the year at their net (deductions netted) on line 2, sales of products raised.",
  }),
  load,
  json: (data) => data,
  rows,
  filename: (data, { year }) => `schedule-f-${fileSlug(data.entityName)}-${year}`,
  pdf: (data, _input, lang) => scheduleFPdf(data, lang),
});
