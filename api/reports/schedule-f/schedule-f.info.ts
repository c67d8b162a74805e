import { defineReportInfo, param } from "../report-info";

/** IRS Schedule F summary of an entity's calendar year: a row per line with an amount, then lines 9, 33 and 34. */
export const scheduleFInfo = defineReportInfo({
  name: "schedule-f",
  title: "Schedule F Summary",
  path: "/entities/{id}/reports/schedule-f",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["part", "text", "Part"],
    ["line", "text", "Line"],
    ["description", "text", "Description"],
    ["amount", "money", "Amount"],
    ["categories", "text", "Categories"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Resumen del Anexo F",
    columns: {
      part: "Parte",
      line: "Línea",
      description: "Descripción",
      amount: "Importe",
      categories: "Categorías",
    },
  },
  // The report takes the calendar year of the entries: the screen calls it the tax year, not the crop year.
  labels: { year: { en: "Tax year %{year}", es: "Año fiscal %{year}" } },
});
