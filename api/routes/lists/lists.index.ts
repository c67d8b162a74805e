import { createRouter } from "../../lib/create-router";
import * as handlers from "./lists.handlers";
import * as routes from "./lists.routes";

/** The cross-entity lists (every entity's fields, every entity's tasks): JSON or ?format=csv, with Content-Range. */
const router = createRouter()
  .openapi(routes.allFields, handlers.allFields)
  .openapi(routes.allTasks, handlers.allTasks);

export default router;
