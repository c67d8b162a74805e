import { createRouter } from "../../lib/create-router";
import * as handlers from "./fields.handlers";
import * as routes from "./fields.routes";

const router = createRouter()
  .openapi(routes.entityFields, handlers.entityFields)
  .openapi(routes.entityCropYears, handlers.entityCropYears)
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getCropYear, handlers.getCropYear)
  .openapi(routes.setCropYear, handlers.setCropYear)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

export default router;
