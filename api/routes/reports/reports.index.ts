import { createRouter } from "../../lib/create-router";
import { registeredReports } from "../../reports/registry";

/** Every report, invoice and cross-entity list; each report answers JSON, ?format=csv and ?format=pdf. */
const router = createRouter()
  // The reports of the registry (api/reports/registry.ts): one folder each, route, CSV and PDF derived.
  .route("/", registeredReports);

export default router;
