import { createRouter } from "../../lib/create-router";
import * as handlers from "./deliveries.handlers";
import * as routes from "./deliveries.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

export default router;
