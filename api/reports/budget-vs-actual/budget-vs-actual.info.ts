import { defineReportInfo, param } from "../report-info";

/**
 * Budget against actual for an entity's crop year: one row per field and category, a TOTAL row per field (with its
 * over-budget flag), then the entity's acre-weighted roll-up (Field "ENTITY").
 */
export const budgetVsActualInfo = defineReportInfo({
  name: "budget-vs-actual",
  title: "Budget vs Actual",
  path: "/entities/{id}/reports/budget-vs-actual",
  // Its own screen: the Reports tab Budgets (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("id", "path", "entity"), param("year", "query", "year"), param("overBudgetPercent", "query", "over-budget", false)],
  columns: [
    ["field", "text", "Field"],
    ["crop", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["category", "category", "Category"],
    ["budgetPerAcre", "money", "Budget/Acre"],
    ["actualPerAcre", "money", "Actual/Acre"],
    ["budget", "money", "Budget"],
    ["actual", "money", "Actual"],
    ["variance", "money", "Variance"],
    ["variancePerAcre", "money", "Variance/Acre"],
    ["variancePercent", "percent", "Variance %"],
    ["overBudget", "text", "Over Budget"],
  ],
  // In Spanish (the admin UI's second language): the title and each column's heading.
  es: {
    title: "Presupuesto vs. real",
    columns: {
      field: "Campo",
      crop: "Cultivo",
      acres: "Acres",
      category: "Categoría",
      budgetPerAcre: "Presupuesto/acre",
      actualPerAcre: "Real/acre",
      budget: "Presupuesto",
      actual: "Real",
      variance: "Diferencia",
      variancePerAcre: "Diferencia/acre",
      variancePercent: "Diferencia %",
      overBudget: "Excede el presupuesto",
    },
  },
});
