import { createRouter } from "../../lib/create-router";
import * as handlers from "./import.handlers";
import * as routes from "./import.routes";

const router = createRouter().openapi(routes.importTasks, handlers.importTasks).openapi(routes.importTaskFile, handlers.importTaskFile);

export default router;
