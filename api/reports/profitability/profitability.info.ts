import { type ColumnSpec, defineReportInfo, param } from "../report-info";

/** A field's task lines, split as its profitability summary splits them: this report's CSV and the field-tasks one's. */
export const FIELD_LINE_COLUMNS: readonly ColumnSpec[] = [
  ["date", "date", "Date"],
  ["task", "text", "Task"],
  ["category", "category", "Category"],
  ["acresCovered", "acres", "Acres Covered"],
  ["totalCost", "money", "Total Cost"],
  ["income", "money", "Income"],
  ["costs", "money", "Costs"],
  ["equipment", "money", "Equipment"],
];

/** Their headings in Spanish. */
export const FIELD_LINE_COLUMNS_ES: Readonly<Record<string, string>> = {
  date: "Fecha",
  task: "Tarea",
  category: "Categoría",
  acresCovered: "Acres cubiertos",
  totalCost: "Costo total",
  income: "Ingresos",
  costs: "Costos",
  equipment: "Equipo",
};

/**
 * A field's profitability summary for a crop year (optionally one month): the JSON is the summary, the CSV its task
 * lines split as the summary splits them, the PDF the field report.
 */
export const profitabilityInfo = defineReportInfo({
  name: "profitability",
  title: "Field Profitability",
  path: "/fields/{fieldId}/profitability",
  // Its own screen: the field report, reached from a field card.
  screen: "field-report",
  params: [param("fieldId", "path", "field"), param("year", "query", "year"), param("month", "query", "month", false)],
  columns: FIELD_LINE_COLUMNS,
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Rentabilidad del campo",
    columns: FIELD_LINE_COLUMNS_ES,
  },
});
