import { defineReportInfo, param } from "../report-info";

/** The Stone Equipment Company's monthly rental invoice, for one entity or all of them: one row per rental line. */
export const equipmentInvoiceInfo = defineReportInfo({
  name: "equipment-invoice",
  title: "Stone Equipment Invoice",
  path: "/reports/equipment-invoice",
  // Its own screen: the Stone Equipment invoice page.
  screen: "stone-invoice",
  params: [param("entity", "query", "entity", true, { all: true }), param("month", "query", "month"), param("year", "query", "year")],
  columns: [
    ["date", "date", "Date"],
    ["customer", "text", "Customer"],
    ["fieldName", "text", "Field"],
    ["taskName", "text", "Operation/Task"],
    ["equipmentDescription", "text", "Equipment"],
    ["acres", "acres", "Acres"],
    ["costPerAcre", "money", "Rate per Acre"],
    ["totalCost", "money", "Total"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Factura de Stone Equipment",
    columns: {
      date: "Fecha",
      customer: "Cliente",
      fieldName: "Campo",
      taskName: "Operación/trabajo",
      equipmentDescription: "Equipo",
      acres: "Acres",
      costPerAcre: "Tarifa por acre",
      totalCost: "Total",
    },
  },
});
