import { defineReportInfo, param } from "../report-info";

/** Field-by-Field Performance Summary of an entity's harvest year (spec 001): one row per field. */
export const fieldSummaryInfo = defineReportInfo({
  name: "field-summary",
  title: "Field Summary",
  path: "/entities/{id}/reports/field-summary",
  // Its own screen: the Reports tab Field Summary (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["fieldName", "text", "Field Name"],
    ["acres", "acres", "Acres"],
    ["cropType", "text", "Crop Type"],
    ["yieldPerAcre", "quantity", "Yield/Acre"],
    ["yieldUnit", "unit", "Yield Unit"],
    ["income", "money", "Income"],
    ["costsCultural", "money", "Costs Cultural"],
    ["costsOther", "money", "Costs Other"],
    ["costsEquip", "money", "Costs Equip"],
    ["totalCosts", "money", "Total Costs"],
    ["net", "money", "Net"],
    ["netPerAcre", "money", "Net/Acre"],
    // Only an entity with leases in the year has these (api/domain/leases/operator-net.ts).
    ["landlordsOwed", "money", "Landlords Owed", "optional"],
    ["operatorNet", "money", "Operator Net", "optional"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Resumen por campo",
    columns: {
      fieldName: "Campo",
      acres: "Acres",
      cropType: "Cultivo",
      yieldPerAcre: "Rendimiento/acre",
      yieldUnit: "Unidad de rendimiento",
      income: "Ingresos",
      costsCultural: "Costos culturales",
      costsOther: "Otros costos",
      costsEquip: "Costos de equipo",
      totalCosts: "Costos totales",
      net: "Neto",
      netPerAcre: "Neto/acre",
      landlordsOwed: "Adeudado a arrendadores",
      operatorNet: "Neto del operador",
    },
  },
});
