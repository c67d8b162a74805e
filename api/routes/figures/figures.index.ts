import { createRouter } from "../../lib/create-router";
import * as handlers from "./figures.handlers";
import * as routes from "./figures.routes";

/** The money figures the dashboard and the Task & Costs screen show, computed on the server. */
const router = createRouter().openapi(routes.costBreakdown, handlers.costBreakdown).openapi(routes.taskTotals, handlers.taskTotals).openapi(routes.taskPage, handlers.taskPage);

export default router;
