import { defineReportInfo, param } from "../report-info";

/**
 * An entity's Invoice Report for a month of a crop year (spec 001): its billable tasks of the month by field. The CSV
 * tells the lines (charge, credit) from the sub-total, category total and total rows by its Row Kind column.
 */
export const monthlyInvoiceInfo = defineReportInfo({
  name: "monthly-invoice",
  title: "Invoice Report",
  path: "/entities/{id}/reports/monthly/{year}",
  // Its own screen: the Reports tab Invoice Report (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("id", "path", "entity"), param("year", "path", "year"), param("month", "query", "month")],
  columns: [
    ["kind", "text", "Row Kind"],
    ["fieldName", "text", "Field"],
    ["accountCode", "text", "Account"],
    ["categoryName", "category", "Category"],
    ["cropType", "text", "Crop Type"],
    ["taskName", "text", "Task Description"],
    ["date", "date", "Date"],
    ["totalAmount", "money", "Amount"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Factura mensual",
    columns: {
      kind: "Tipo de fila",
      fieldName: "Campo",
      accountCode: "Cuenta",
      categoryName: "Categoría",
      cropType: "Cultivo",
      taskName: "Descripción de la tarea",
      date: "Fecha",
      totalAmount: "Importe",
    },
  },
});
