import { type ColumnSpec, defineReportInfo, param, type ReportParam } from "../report-info";

/**
 * The inputs of the fertilizer and irrigation reports: the crop year, the current entity before the filter (the
 * order of the records their access declaration checks), an entity or all, and a crop.
 */
export const AGRONOMY_PARAMS: readonly ReportParam[] = [
  param("year", "query", "year"),
  param("currentEntityId", "query", "entity", false),
  param("entity", "query", "entity", false, { all: true }),
  param("crop", "query", "crop", false),
];

/** Their first columns: the field of an application (and its entity, in All Entities mode) and when it was made. */
export const APPLICATION_COLUMNS: readonly ColumnSpec[] = [
  ["fieldName", "text", "Field"],
  ["entityName", "text", "Entity", "optional"],
  ["cropType", "text", "Crop"],
  ["acres", "acres", "Acres"],
  ["date", "date", "Date"],
  ["taskName", "text", "Task"],
];

/** Fertilizer Application Report of a crop year: one row per application, N, P and K per unit and per acre. */
export const fertilizerInfo = defineReportInfo({
  name: "fertilizer",
  title: "Fertilizer Application Report",
  path: "/reports/fertilizer",
  // Its own screen: the Reports tab Fertilizer (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: AGRONOMY_PARAMS,
  columns: [
    ...APPLICATION_COLUMNS,
    ["fertilizerName", "text", "Fertilizer"],
    ["unitsPerAcre", "quantity", "Units/Acre"],
    ["nPerUnit", "quantity", "N/Unit"],
    ["pPerUnit", "quantity", "P/Unit"],
    ["kPerUnit", "quantity", "K/Unit"],
    ["nPerAcre", "quantity", "N per Acre"],
    ["pPerAcre", "quantity", "P per Acre"],
    ["kPerAcre", "quantity", "K per Acre"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Informe de aplicación de fertilizante",
    columns: {
      fieldName: "Campo",
      entityName: "Entidad",
      cropType: "Cultivo",
      acres: "Acres",
      date: "Fecha",
      taskName: "Tarea",
      fertilizerName: "Fertilizante",
      unitsPerAcre: "Unidades/acre",
      nPerUnit: "N/unidad",
      pPerUnit: "P/unidad",
      kPerUnit: "K/unidad",
      nPerAcre: "N por acre",
      pPerAcre: "P por acre",
      kPerAcre: "K por acre",
    },
  },
});
