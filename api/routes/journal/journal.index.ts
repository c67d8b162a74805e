import { createRouter } from "../../lib/create-router";
import * as handlers from "./journal.handlers";
import * as routes from "./journal.routes";

const router = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list);

export default router;
