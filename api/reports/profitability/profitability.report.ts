import { z } from "@hono/zod-openapi";
import { toCents } from "../../domain/money";
import type { ReportTask } from "../../domain/reports";
import { taskMoney } from "../../domain/task-money";
import { fileSlug } from "../../lib/csv";
import { formatQuery } from "../report-route";
import { yearSchema } from "../../schemas/common";
import { FieldIdPath, FieldProfitabilitySchema, monthSchema } from "../../schemas/reports.schemas";
import { getFieldReport } from "../field-report.service";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { fieldReportPdf } from "./profitability.pdf";
import { profitabilityInfo as info } from "./profitability.info";

/**
 * The field report's lines: one row per task with the one rule (`taskMoney`), so Income, Costs and Equipment add
 * up to the profitability totals' revenue, costs and equipment rental. The field report's task list
 * (api/reports/field-tasks) prints the same lines under the same columns.
 */
export const fieldLines = (tasks: ReportTask[]): ReportRow[] =>
  tasks.map((t) => {
    const m = taskMoney(t);
    return {
      date: t.date,
      task: t.name,
      category: t.categoryName,
      acresCovered: t.acresCovered,
      totalCost: t.totalCost,
      income: toCents(m.income),
      costs: toCents(m.cultural.plus(m.other)),
      equipment: toCents(m.equip),
    };
  });

/** "2025-03", "2025", "all-03", "all": the crop year and month a file covers. */
export const periodSlug = (year?: number, month?: number) => [year ?? "all", month && String(month).padStart(2, "0")].filter(Boolean).join("-");

export const profitabilityReport = defineReport({
  info,
  route: reportRoute(info, {
    params: FieldIdPath,
    query: z.object({ year: yearSchema, month: monthSchema.optional(), ...formatQuery }),
    shape: FieldProfitabilitySchema,
    summary: "A field's profitability summary for a crop year (optionally one month)",
  }),
  load: (ctx, input) => getFieldReport(ctx, input),
  json: (loaded) => loaded.report,
  rows: (loaded) => fieldLines(loaded.lines),
  filename: ({ report }, { year, month }) => `profitability-${fileSlug(report.fieldName)}-${periodSlug(year, month)}`,
  pdf: ({ report }, _input, lang) => fieldReportPdf(report, lang),
});
