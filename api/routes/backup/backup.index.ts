import { createRouter } from "../../lib/create-router";
import * as handlers from "./backup.handlers";
import * as routes from "./backup.routes";

const router = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.defaults, handlers.defaults)
  .openapi(routes.drives, handlers.drives)
  .openapi(routes.testPath, handlers.testPath)
  .openapi(routes.restore, handlers.restore)
  .openapi(routes.archives, handlers.archives)
  .openapi(routes.verify, handlers.verify);

export default router;
