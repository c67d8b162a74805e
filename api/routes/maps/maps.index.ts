import { createRouter } from "../../lib/create-router";
import * as handlers from "./maps.handlers";
import * as routes from "./maps.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.download, handlers.download);

export default router;
