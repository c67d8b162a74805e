import { createRouter } from "../../lib/create-router";
import * as handlers from "./storage.handlers";
import * as routes from "./storage.routes";

const router = createRouter()
  .openapi(routes.onHand, handlers.onHand)
  .openapi(routes.listAdjustments, handlers.listAdjustments)
  .openapi(routes.createAdjustment, handlers.createAdjustment)
  .openapi(routes.getAdjustment, handlers.getAdjustment)
  .openapi(routes.removeAdjustment, handlers.removeAdjustment);

export default router;
