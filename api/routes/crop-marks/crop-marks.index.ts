import { createRouter } from "../../lib/create-router";
import * as handlers from "./crop-marks.handlers";
import * as routes from "./crop-marks.routes";

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.put, handlers.put)
  .openapi(routes.remove, handlers.remove);

export default router;
