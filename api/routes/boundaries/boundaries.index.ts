import { createRouter } from "../../lib/create-router";
import * as handlers from "./boundaries.handlers";
import * as routes from "./boundaries.routes";

const router = createRouter()
  .openapi(routes.getBoundary, handlers.getBoundary)
  .openapi(routes.putBoundary, handlers.putBoundary)
  .openapi(routes.deleteBoundary, handlers.deleteBoundary)
  .openapi(routes.keepRecordedAcreage, handlers.keepRecordedAcreage)
  .openapi(routes.importFieldBoundary, handlers.importFieldBoundary)
  .openapi(routes.importEntityBoundaries, handlers.importEntityBoundaries);

export default router;
