import { createRouter } from "../../lib/create-router";
import * as handlers from "./price-list.handlers";
import * as routes from "./price-list.routes";

/** The per-entity price list crew entries are priced from (docs/access.md). */
const router = createRouter().openapi(routes.getPriceList, handlers.getPriceList).openapi(routes.putPriceList, handlers.putPriceList)
  .openapi(routes.getCrewPriceGaps, handlers.getCrewPriceGaps);

export default router;
