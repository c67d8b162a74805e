import { createRouter } from "../../lib/create-router";
import * as handlers from "./time-import.handlers";
import * as routes from "./time-import.routes";

/** POST /api/time-entries/import: a timesheet CSV (mounted before the time entries' "/time-entries/{id}"). */
const router = createRouter().openapi(routes.importTime, handlers.importTime);

export default router;
