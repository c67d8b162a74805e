import { createRouter } from "../../lib/create-router";
import * as handlers from "./accounts.handlers";
import * as routes from "./accounts.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.listCategoryAccounts, handlers.listCategoryAccounts)
  .openapi(routes.getCategoryAccount, handlers.getCategoryAccount)
  .openapi(routes.updateCategoryAccount, handlers.updateCategoryAccount)
  .openapi(routes.getSettings, handlers.getSettings)
  .openapi(routes.updateSettings, handlers.updateSettings);

export default router;
