import { createRouter } from "../../lib/create-router";
import * as handlers from "./purchases.handlers";
import * as routes from "./purchases.routes";

// The import before "/purchases/{id}": a path of its own, never read as an id.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.importPurchases, handlers.importPurchases)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

export default router;
