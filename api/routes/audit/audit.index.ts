import { createRouter } from "../../lib/create-router";
import * as handlers from "./audit.handlers";
import * as routes from "./audit.routes";

const router = createRouter().openapi(routes.list, handlers.list);

export default router;
