import { fileSlug } from "../../lib/csv";
import { contentRange } from "../../lib/list-query";
import type { AppRouteHandler } from "../../lib/types";
import { listFields } from "../../services/fields.service";
import { fieldReportPdf } from "../../reports/profitability/profitability.pdf";
import { fieldLinesCsv, periodSlug } from "../../reports/profitability/profitability.report";
import { allFieldsCsv, allTasksCsv } from "../../services/reports/exports/field.csv";
import { getFieldReport, getFieldTasks } from "../../services/reports/field-report.service";
import { listTasks } from "../../services/tasks-read.service";
import { reportFile, reportJson } from "../../reports/report-file";
import * as routes from "./field.routes";

/** JSON and CSV list the tasks; the PDF is the field report computed from the same tasks. */
export const fieldTasks: AppRouteHandler<typeof routes.fieldTasks> = async (c) => {
  const { entityId, fieldId } = c.req.valid("param");
  const { year, month, format } = c.req.valid("query");
  const input = { entityId, fieldId, year, month };
  const filename = (fieldName: string) => `field-report-${fileSlug(fieldName)}-${periodSlug(year, month)}`;
  if (format === "pdf") {
    const { report, tasks } = await getFieldReport(c.get("ctx"), input);
    return (await reportFile(c, format, { filename: filename(report.fieldName), csv: () => fieldLinesCsv(tasks), pdf: () => fieldReportPdf(report) }))!;
  }
  // The JSON and the CSV are the tasks alone: the report's figures (crop, leases) are for the PDF.
  const { field, tasks } = await getFieldTasks(c.get("ctx"), input);
  return (await reportFile(c, format, { filename: filename(field.name), csv: () => fieldLinesCsv(tasks) })) ?? reportJson(c, routes.fieldTasks, tasks);
};

export const allFields: AppRouteHandler<typeof routes.allFields> = async (c) => {
  const { rows, total } = await listFields(c.get("ctx"), { sort: null, range: null, filter: {} });
  c.header("Content-Range", contentRange("fields", 0, rows.length, total));
  return (await reportFile(c, c.req.valid("query").format, { filename: "all-fields", csv: () => allFieldsCsv(rows) })) ?? reportJson(c, routes.allFields, rows);
};

export const allTasks: AppRouteHandler<typeof routes.allTasks> = async (c) => {
  const { year, format } = c.req.valid("query");
  const { rows, total } = await listTasks(c.get("ctx"), { sort: null, range: null, filter: year !== undefined ? { cropYear: year } : {} });
  c.header("Content-Range", contentRange("tasks", 0, rows.length, total));
  return (await reportFile(c, format, { filename: `all-tasks-${year ?? "all"}`, csv: () => allTasksCsv(rows) })) ?? reportJson(c, routes.allTasks, rows);
};
