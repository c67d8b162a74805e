import { defineReportInfo, param } from "../report-info";

/**
 * Profit per acre for price and yield changes around each budgeted field's expectations, and the entity's: one row
 * per field (then the entity) and price change; its CSV adds one column per yield change after these.
 */
export const whatIfInfo = defineReportInfo({
  name: "what-if",
  title: "What-if Prices and Yields",
  path: "/entities/{id}/reports/what-if",
  // Its own screen: the Reports tab Budgets (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("id", "path", "entity"), param("year", "query", "year"), param("basis", "query", "basis", false)],
  columns: [
    ["field", "text", "Field"],
    ["priceChange", "percent", "Price Change %"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Escenarios de precios y rendimientos",
    columns: { field: "Campo", priceChange: "Cambio de precio %" },
  },
});
