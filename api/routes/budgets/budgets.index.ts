import { createRouter } from "../../lib/create-router";
import * as sheet from "./budget-sheet.handlers";
import * as sheetRoutes from "./budget-sheet.routes";
import * as handlers from "./budgets.handlers";
import * as routes from "./budgets.routes";

/**
 * Budgets (simple-rest) and the budget sheet; the reports that read them (budget vs actual, cost of production,
 * what-if) are registered reports (api/reports/).
 */
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(sheetRoutes.exportSheet, sheet.exportSheet)
  .openapi(sheetRoutes.importSheet, sheet.importSheet);

export default router;
