import { createRouter } from "../../lib/create-router";
import * as reports from "./budget-reports.handlers";
import * as reportRoutes from "./budget-reports.routes";
import * as sheet from "./budget-sheet.handlers";
import * as sheetRoutes from "./budget-sheet.routes";
import * as handlers from "./budgets.handlers";
import * as routes from "./budgets.routes";

/** Budgets (simple-rest) and the reports that read them: budget vs actual, cost of production, what-if. */
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(reportRoutes.budgetVsActual, reports.budgetVsActual)
  .openapi(reportRoutes.costOfProduction, reports.costOfProduction)
  .openapi(reportRoutes.whatIf, reports.whatIf)
  .openapi(sheetRoutes.exportSheet, sheet.exportSheet)
  .openapi(sheetRoutes.importSheet, sheet.importSheet);

export default router;
