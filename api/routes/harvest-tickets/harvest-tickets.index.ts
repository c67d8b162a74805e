import { createRouter } from "../../lib/create-router";
import * as handlers from "./harvest-tickets.handlers";
import * as routes from "./harvest-tickets.routes";

// The import before "/harvest-tickets/{id}": a path of its own, never read as an id.
const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.importTickets, handlers.importTickets)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

export default router;
