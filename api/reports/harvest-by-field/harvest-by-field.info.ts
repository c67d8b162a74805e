import { defineReportInfo, param } from "../report-info";

/** A crop year's harvest per field and crop (scale tickets): quantity, yield per acre against the budget's expected. */
export const harvestByFieldInfo = defineReportInfo({
  name: "harvest-by-field",
  title: "Harvest by Field",
  path: "/entities/{id}/reports/harvest-by-field",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["fieldName", "text", "Field"],
    ["crop", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["tickets", "quantity", "Tickets"],
    ["quantity", "quantity", "Harvested"],
    ["unit", "unit", "Unit"],
    ["yieldPerAcre", "quantity", "Yield/Acre"],
    ["expectedYieldPerAcre", "quantity", "Expected Yield/Acre"],
    ["expectedUnit", "unit", "Expected Unit"],
    ["percentOfExpected", "percent", "Of Expected"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Cosecha por campo",
    columns: {
      fieldName: "Campo",
      crop: "Cultivo",
      acres: "Acres",
      tickets: "Boletas",
      quantity: "Cosechado",
      unit: "Unidad",
      yieldPerAcre: "Rendimiento/acre",
      expectedYieldPerAcre: "Rendimiento esperado/acre",
      expectedUnit: "Unidad esperada",
      percentOfExpected: "Del esperado",
    },
  },
});
