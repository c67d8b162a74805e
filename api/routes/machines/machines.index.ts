import { createRouter } from "../../lib/create-router";
import * as handlers from "./machines.handlers";
import * as routes from "./machines.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.listFuel, handlers.listFuel)
  .openapi(routes.createFuel, handlers.createFuel)
  .openapi(routes.getFuel, handlers.getFuel)
  .openapi(routes.updateFuel, handlers.updateFuel)
  .openapi(routes.removeFuel, handlers.removeFuel);

export default router;
