import { defineReportInfo, param } from "../report-info";

/** Input (material) cost per acre of a crop year, per field with its crop (the JSON adds the same by crop). */
export const inputCostInfo = defineReportInfo({
  name: "input-cost",
  title: "Input Cost per Acre",
  path: "/entities/{id}/reports/input-cost",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["fieldName", "text", "Field"],
    ["cropType", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["materialCost", "money", "Material Cost"],
    ["materialCostPerAcre", "money", "Material Cost/Acre"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Costo de insumos por acre",
    columns: {
      fieldName: "Campo",
      cropType: "Cultivo",
      acres: "Acres",
      materialCost: "Costo de materiales",
      materialCostPerAcre: "Costo de materiales/acre",
    },
  },
});
