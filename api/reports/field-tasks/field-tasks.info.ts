import { FIELD_LINE_COLUMNS, FIELD_LINE_COLUMNS_ES } from "../profitability/profitability.info";
import { defineReportInfo, param } from "../report-info";

/**
 * The field report's task list: a field's tasks of a crop year (and month). The JSON is the tasks, the CSV their
 * lines as the profitability report splits them (the same columns), the PDF the field report.
 */
export const fieldTasksInfo = defineReportInfo({
  name: "field-tasks",
  title: "Field Report",
  path: "/entities/{entityId}/fields/{fieldId}/tasks",
  // Its own screen: the field report, reached from a field card.
  screen: "field-report",
  params: [
    param("entityId", "path", "entity"),
    param("fieldId", "path", "field"),
    param("year", "query", "year", false),
    param("month", "query", "month", false),
  ],
  columns: FIELD_LINE_COLUMNS,
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Informe del campo",
    columns: FIELD_LINE_COLUMNS_ES,
  },
});
