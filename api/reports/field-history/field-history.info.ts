import { defineReportInfo, param } from "../report-info";

/** One field, every crop year: its crop, acres, cost, income, net, net per acre and yield per acre. */
export const fieldHistoryInfo = defineReportInfo({
  name: "field-history",
  title: "Field History",
  path: "/fields/{fieldId}/history",
  params: [param("fieldId", "path", "field")],
  columns: [
    ["cropYear", "text", "Crop Year"],
    ["cropType", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["cost", "money", "Cost"],
    ["income", "money", "Income"],
    ["net", "money", "Net"],
    ["netPerAcre", "money", "Net/Acre"],
    ["yieldPerAcre", "quantity", "Yield/Acre"],
    ["yieldUnit", "unit", "Yield Unit"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Historial del campo",
    columns: {
      cropYear: "Año de cultivo",
      cropType: "Cultivo",
      acres: "Acres",
      cost: "Costo",
      income: "Ingresos",
      net: "Neto",
      netPerAcre: "Neto/acre",
      yieldPerAcre: "Rendimiento/acre",
      yieldUnit: "Unidad de rendimiento",
    },
  },
});
