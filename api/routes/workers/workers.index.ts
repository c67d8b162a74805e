import { createRouter } from "../../lib/create-router";
import * as handlers from "./workers.handlers";
import * as routes from "./workers.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.listRates, handlers.listRates)
  .openapi(routes.createRate, handlers.createRate)
  .openapi(routes.getRate, handlers.getRate)
  .openapi(routes.updateRate, handlers.updateRate)
  .openapi(routes.removeRate, handlers.removeRate);

export default router;
