import { createRouter } from "../../lib/create-router";
import * as handlers from "./time-entries.handlers";
import * as routes from "./time-entries.routes";

// approve and unapprove before "/time-entries/{id}": paths of their own, never read as an id.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.approve, handlers.approve)
  .openapi(routes.unapprove, handlers.unapprove)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

export default router;
