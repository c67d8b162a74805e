import { defineReportInfo, param } from "../report-info";

/** Cost per unit, break-even price and break-even yield of an entity's crop year: one row per field, then one per crop. */
export const costOfProductionInfo = defineReportInfo({
  name: "cost-of-production",
  title: "Cost of Production",
  path: "/entities/{id}/reports/cost-of-production",
  // Its own screen: the Reports tab Budgets (admin-ui/reports/report-tabs.tsx).
  screen: "reports",
  params: [param("id", "path", "entity"), param("year", "query", "year")],
  columns: [
    ["level", "text", "Level"],
    ["name", "text", "Name"],
    ["crop", "text", "Crop"],
    ["acres", "acres", "Acres"],
    ["yieldUnit", "text", "Yield Unit"],
    ["expectedYieldPerAcre", "quantity", "Expected Yield/Acre"],
    ["expectedPricePerUnit", "money", "Expected Price/Unit"],
    ["actualYieldPerAcre", "quantity", "Actual Yield/Acre"],
    ["actualCost", "money", "Actual Cost"],
    ["actualCostPerAcre", "money", "Actual Cost/Acre"],
    ["actualCostPerUnit", "money", "Actual Cost/Unit"],
    ["actualBreakEvenPrice", "money", "Actual Break-even Price"],
    ["actualBreakEvenYield", "quantity", "Actual Break-even Yield/Acre"],
    ["budgetCost", "money", "Budget Cost"],
    ["budgetCostPerAcre", "money", "Budget Cost/Acre"],
    ["budgetCostPerUnit", "money", "Budget Cost/Unit"],
    ["budgetBreakEvenPrice", "money", "Budget Break-even Price"],
    ["budgetBreakEvenYield", "quantity", "Budget Break-even Yield/Acre"],
  ],
});
