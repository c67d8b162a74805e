import { createRouter } from "../../lib/create-router";
import * as handlers from "./objects.handlers";
import * as routes from "./objects.routes";

const router = createRouter()
  .openapi(routes.createUpload, handlers.createUpload)
  .openapi(routes.putUpload, handlers.putUpload);

export default router;
