import { createRouter } from "../../lib/create-router";
import * as handlers from "./map.handlers";
import * as routes from "./map.routes";

const router = createRouter()
  .openapi(routes.farmMap, handlers.farmMap)
  .openapi(routes.mapFigures, handlers.mapFigures)
  .openapi(routes.mapGeojson, handlers.mapGeojson);

export default router;
