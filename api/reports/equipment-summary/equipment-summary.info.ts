import { defineReportInfo, param } from "../report-info";

/** The monthly equipment report: the rentals dated in a calendar month, entity by entity, one row per rental task. */
export const equipmentSummaryInfo = defineReportInfo({
  name: "equipment-summary",
  title: "Monthly Equipment Report",
  path: "/stone-equipment/monthly-summary",
  // Its own screen: Equipment Reports.
  screen: "equipment-reports",
  params: [param("month", "query", "month"), param("year", "query", "year")],
  columns: [
    ["entityName", "text", "Entity"],
    ["date", "date", "Date"],
    ["fieldName", "text", "Field"],
    ["taskName", "text", "Task"],
    ["equipmentDescription", "text", "Equipment"],
    ["equipmentTotal", "money", "Equipment Total"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Informe mensual de equipo",
    columns: {
      entityName: "Entidad",
      date: "Fecha",
      fieldName: "Campo",
      taskName: "Tarea",
      equipmentDescription: "Equipo",
      equipmentTotal: "Total de renta de equipo",
    },
  },
});
