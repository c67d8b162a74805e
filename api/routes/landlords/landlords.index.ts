import { createRouter } from "../../lib/create-router";
import * as handlers from "./landlords.handlers";
import * as routes from "./landlords.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.deleted, handlers.deleted)
  .openapi(routes.recover, handlers.recover);

export default router;
