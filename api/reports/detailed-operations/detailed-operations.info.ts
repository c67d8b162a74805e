import { defineReportInfo, param } from "../report-info";

/** The accounting record of one field (or all fields) of an entity for a harvest year: one line per task. */
export const detailedOperationsInfo = defineReportInfo({
  name: "detailed-operations",
  title: "Detailed Operations",
  path: "/entities/{id}/reports/detailed-operations",
  // Its own screen: the Reports tab Detailed Operations (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  // fieldId 0 or absent: all the entity's fields.
  params: [param("id", "path", "entity"), param("year", "query", "year"), param("fieldId", "query", "field", false)],
  columns: [
    ["date", "date", "Date"],
    ["nbi", "text", "N/B/I"],
    ["accountCode", "text", "Account"],
    ["categoryName", "category", "Category"],
    ["operation", "text", "Operation Performed"],
    ["customFarmPerAcre", "money", "Custom Farm/Acre"],
    ["customFarm", "money", "Custom Farm"],
    ["costsOtherPerAcre", "money", "Costs Other/Acre"],
    ["costsOther", "money", "Costs Other"],
    ["equipRentPerAcre", "money", "Equip Rent/Acre"],
    ["equipRent", "money", "Equip Rent"],
    ["incomePerAcre", "money", "Income/Acre"],
    ["income", "money", "Income"],
    ["costPerAcre", "money", "Cost/Acre"],
    ["cost", "money", "Cost"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Operaciones detalladas",
    columns: {
      date: "Fecha",
      nbi: "N/F/I",
      accountCode: "Cuenta",
      categoryName: "Categoría",
      operation: "Operación realizada",
      customFarmPerAcre: "Trabajo por contrato/acre",
      customFarm: "Trabajo por contrato",
      costsOtherPerAcre: "Otros costos/acre",
      costsOther: "Otros costos",
      equipRentPerAcre: "Renta de equipo/acre",
      equipRent: "Renta de equipo",
      incomePerAcre: "Ingresos/acre",
      income: "Ingresos",
      costPerAcre: "Costo/acre",
      cost: "Costo",
    },
  },
});
