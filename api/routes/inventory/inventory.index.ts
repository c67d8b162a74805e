import { createRouter } from "../../lib/create-router";
import * as handlers from "./inventory.handlers";
import * as routes from "./inventory.routes";

const router = createRouter()
  .openapi(routes.listAdjustments, handlers.listAdjustments)
  .openapi(routes.createAdjustment, handlers.createAdjustment)
  .openapi(routes.getAdjustment, handlers.getAdjustment)
  .openapi(routes.removeAdjustment, handlers.removeAdjustment)
  .openapi(routes.productLedger, handlers.productLedger)
  .openapi(routes.stock, handlers.stock);

export default router;
