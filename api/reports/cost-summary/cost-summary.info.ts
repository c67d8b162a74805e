import { defineReportInfo, param } from "../report-info";

/** Accounting Cost Summary By Ranch and Field: income against cost per field of an entity's crop year. */
export const costSummaryInfo = defineReportInfo({
  name: "cost-summary",
  title: "Cost Summary",
  path: "/entities/{id}/reports/cost-summary",
  // Its own screen: the Reports tab Cost Summary (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("id", "path", "entity"), param("year", "query", "year"), param("from", "query", "from", false), param("to", "query", "to", false)],
  columns: [
    ["fieldName", "text", "Field"],
    ["cropType", "text", "Crop"],
    ["totalAcres", "acres", "Total Acres"],
    ["yieldPerAcre", "quantity", "Yield/Acre"],
    ["income", "money", "Income"],
    ["incomePerAcre", "money", "Income/Acre"],
    ["cost", "money", "Cost"],
    ["costPerAcre", "money", "Cost/Acre"],
    ["net", "money", "Net Total"],
    ["netPerAcre", "money", "Net/Acre"],
    ["yieldEstimate", "money", "Yield Estimate"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Resumen de costos",
    columns: {
      fieldName: "Campo",
      cropType: "Cultivo",
      totalAcres: "Acres totales",
      yieldPerAcre: "Rendimiento/acre",
      income: "Ingresos",
      incomePerAcre: "Ingresos/acre",
      cost: "Costo",
      costPerAcre: "Costo/acre",
      net: "Neto total",
      netPerAcre: "Neto/acre",
      yieldEstimate: "Rendimiento estimado",
    },
  },
});
