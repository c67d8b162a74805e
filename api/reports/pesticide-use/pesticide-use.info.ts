import { type ColumnSpec, defineReportInfo, param } from "../report-info";

/**
 * The columns of the monthly Pesticide Use Report (production agriculture) and its Spanish headings, shared with the
 * restricted-materials list; docs/pesticide-use-report.md says which line of the DPR's form each answers.
 */
export const PUR_COLUMNS: readonly ColumnSpec[] = [
  ["date", "date", "Application Date"],
  ["time", "text", "Time"],
  ["county", "text", "County"],
  ["operatorId", "text", "Operator ID"],
  ["permitNumber", "text", "Permit Number"],
  ["siteId", "text", "Site ID"],
  ["mtrs", "text", "MTRS"],
  ["fieldName", "text", "Field"],
  ["commodity", "text", "Commodity"],
  ["acresPlanted", "acres", "Acres Planted"],
  ["acresTreated", "acres", "Acres Treated"],
  ["productName", "text", "Product Name"],
  ["epaRegistrationNumber", "text", "EPA Reg. No."],
  ["amountUsed", "quantity", "Amount Used"],
  ["unit", "text", "Unit"],
  ["stockQuantity", "quantity", "Amount (Stock Unit)"],
  ["stockUnit", "text", "Stock Unit"],
  ["applicationMethod", "text", "Method"],
  ["applicator", "text", "Applicator"],
  ["restricted", "text", "Restricted"],
];
export const PUR_COLUMNS_ES: Readonly<Record<string, string>> = {
  date: "Fecha de aplicación",
  time: "Hora",
  county: "Condado",
  operatorId: "ID de operador",
  permitNumber: "Número de permiso",
  siteId: "ID del sitio",
  mtrs: "MTRS",
  fieldName: "Campo",
  commodity: "Cultivo",
  acresPlanted: "Acres plantados",
  acresTreated: "Acres tratados",
  productName: "Nombre del producto",
  epaRegistrationNumber: "N.º de registro EPA",
  amountUsed: "Cantidad usada",
  unit: "Unidad",
  stockQuantity: "Cantidad (unidad de inventario)",
  stockUnit: "Unidad de inventario",
  applicationMethod: "Método",
  applicator: "Aplicador",
  restricted: "Restringido",
};

/** The calendar month's input: the year and the month (farmctl's --month YYYY-MM gives both). */
export const PUR_LABELS = { year: { en: "Year %{year}", es: "Año %{year}" } };

/**
 * California DPR monthly Pesticide Use Report (production agriculture) of an entity: a row per crop-protection
 * product line on a task of the calendar month. The route also takes `month=YYYY-MM` alone.
 */
export const pesticideUseInfo = defineReportInfo({
  name: "pesticide-use",
  title: "Pesticide Use Report",
  path: "/entities/{id}/reports/pesticide-use",
  params: [param("id", "path", "entity"), param("year", "query", "year"), param("month", "query", "month")],
  columns: PUR_COLUMNS,
  labels: PUR_LABELS,
  es: { title: "Informe de uso de pesticidas", columns: PUR_COLUMNS_ES },
});
