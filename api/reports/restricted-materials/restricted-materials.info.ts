import { PUR_COLUMNS, PUR_COLUMNS_ES, PUR_LABELS } from "../pesticide-use/pesticide-use.info";
import { defineReportInfo, param } from "../report-info";

/** The month's applications of restricted materials (products with restrictedUse): the Pesticide Use Report's rows. */
export const restrictedMaterialsInfo = defineReportInfo({
  name: "restricted-materials",
  title: "Restricted Materials Applications",
  path: "/entities/{id}/reports/restricted-materials",
  params: [param("id", "path", "entity"), param("year", "query", "year"), param("month", "query", "month")],
  columns: PUR_COLUMNS,
  labels: PUR_LABELS,
  es: { title: "Aplicaciones de materiales restringidos", columns: PUR_COLUMNS_ES },
});
