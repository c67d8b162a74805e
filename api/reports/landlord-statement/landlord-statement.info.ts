import { defineReportInfo, param } from "../report-info";

/**
 * A landlord's statement for a crop year over every entity's leases: one row per lease with its figures, one row per
 * shared cost category under it (Line = "Cost"), and a TOTAL row. A crop share of a field with harvest records also
 * gives the landlord's share of the harvested quantity, of the settled income (part of Income Share) and of the
 * unsold crop at the mark price (estimated: never in Net).
 */
export const landlordStatementInfo = defineReportInfo({
  name: "landlord-statement",
  title: "Landlord Statement",
  path: "/landlords/{id}/statement",
  // Its own screen: the landlord's statement page (admin-ui/landlords).
  screen: "landlord-statement",
  params: [param("id", "path", "landlord"), param("year", "query", "year")],
  columns: [
    ["line", "text", "Line"],
    ["entity", "text", "Entity"],
    ["field", "text", "Field"],
    ["crop", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["leaseType", "text", "Lease Type"],
    ["sharePercent", "percent", "Share %"],
    ["category", "category", "Category"],
    ["grossIncome", "money", "Gross Income"],
    ["incomePercent", "percent", "Income %"],
    ["incomeShare", "money", "Income Share"],
    ["costTotal", "money", "Cost Total"],
    ["costPercent", "percent", "Cost %"],
    ["costShare", "money", "Cost Share"],
    ["cashRent", "money", "Cash Rent"],
    ["flexBonus", "money", "Flex Bonus"],
    ["payments", "money", "Payments"],
    ["net", "money", "Net"],
    ["harvested", "quantity", "Harvested (Your Share)"],
    ["unit", "unit", "Unit"],
    ["settledIncome", "money", "Settled Income"],
    ["estimatedIncome", "money", "Estimated Unsold (Not in Net)"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Estado de cuenta del arrendador",
    columns: {
      line: "Línea",
      entity: "Entidad",
      field: "Campo",
      crop: "Cultivo",
      acres: "Acres",
      leaseType: "Tipo de arrendamiento",
      sharePercent: "Participación %",
      category: "Categoría",
      grossIncome: "Ingreso bruto",
      incomePercent: "Ingresos %",
      incomeShare: "Parte de ingresos",
      costTotal: "Costo total",
      costPercent: "Costos %",
      costShare: "Parte de costos",
      cashRent: "Renta en efectivo",
      flexBonus: "Bono flexible",
      payments: "Pagos",
      net: "Neto",
      harvested: "Cosechado (su parte)",
      unit: "Unidad",
      settledIncome: "Ingreso liquidado",
      estimatedIncome: "Estimado sin vender (fuera del neto)",
    },
  },
});
