import { AGRONOMY_PARAMS, APPLICATION_COLUMNS } from "../fertilizer/fertilizer.info";
import { defineReportInfo } from "../report-info";

/** Irrigation Report of a crop year: one row per irrigation, its hours and inches of water. */
export const irrigationInfo = defineReportInfo({
  name: "irrigation",
  title: "Irrigation Report",
  path: "/reports/irrigation",
  // Its own screen: the Reports tab Irrigation (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: AGRONOMY_PARAMS,
  columns: [
    ...APPLICATION_COLUMNS,
    ["irrigationType", "text", "Irrigation Type"],
    ["hours", "quantity", "Duration (Hours)"],
    ["inches", "quantity", "Water Applied (Inches)"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Informe de riego",
    columns: {
      fieldName: "Campo",
      entityName: "Entidad",
      cropType: "Cultivo",
      acres: "Acres",
      date: "Fecha",
      taskName: "Tarea",
      irrigationType: "Tipo de riego",
      hours: "Duración (horas)",
      inches: "Agua aplicada (pulgadas)",
    },
  },
});
