import { z } from "@hono/zod-openapi";
import { withYieldRule } from "../../domain/harvest/field-income";
import { fileSlug } from "../../lib/csv";
import { yearSchema } from "../../schemas/common";
import { EntityFieldPath, monthSchema } from "../../schemas/reports.schemas";
import { TaskSchema } from "../../schemas/tasks.schemas";
import { type FieldReport, getFieldReport, getFieldTasks } from "../field-report.service";
import type { TaskRecord } from "../../services/tasks-read.service";
import { type ReportContext, defineReport, reportRoute } from "../define-report";
import { fieldReportPdf } from "../profitability/profitability.pdf";
import { fieldLines, periodSlug } from "../profitability/profitability.report";
import { formatQuery } from "../report-route";
import type { ReportFormat } from "../../schemas/reports.schemas";
import { fieldTasksInfo as info } from "./field-tasks.info";

interface FieldTasks {
  fieldName: string;
  tasks: TaskRecord[];
  /** The field-years with harvest tickets: their tasks' typed yield values are no income (the yield rule). */
  harvested: ReadonlySet<string>;
  /** The field report, computed from the same tasks: only for the PDF. */
  report?: FieldReport;
}

/** The field's tasks; for the PDF the field report too (its crop and leases are read for it alone). */
async function load(ctx: ReportContext, input: { entityId: number; fieldId: number; year?: number; month?: number }, format: ReportFormat): Promise<FieldTasks> {
  if (format === "pdf") {
    const { report, tasks } = await getFieldReport(ctx, input);
    return { fieldName: report.fieldName, tasks, harvested: new Set(), report };
  }
  const { field, tasks, income } = await getFieldTasks(ctx, input);
  return { fieldName: field.name, tasks, harvested: income.harvested };
}

/** JSON and CSV list the tasks; the PDF is the field report computed from the same tasks. */
export const fieldTasksReport = defineReport({
  info,
  route: reportRoute(info, {
    params: EntityFieldPath,
    query: z.object({ month: monthSchema.optional(), year: yearSchema.optional(), ...formatQuery }),
    shape: z.array(TaskSchema),
    summary: "The field report: a field's tasks of a crop year (and month), oldest first",
    description:
      "JSON: the tasks. CSV: one row per task with its Income, Costs and Equipment as the profitability summary splits them. " +
      "PDF: the field report (field size, yield income, equipment rental, net profit, yield analysis, operating costs, profitability).",
  }),
  load,
  json: ({ tasks }) => tasks,
  rows: ({ tasks, harvested }) => fieldLines(withYieldRule(tasks, harvested)),
  filename: ({ fieldName }, { year, month }) => `field-report-${fileSlug(fieldName)}-${periodSlug(year, month)}`,
  pdf: ({ report }, _input, lang) => {
    if (!report) throw new Error("The field report is loaded for the PDF only");
    return fieldReportPdf(report, lang);
  },
});
