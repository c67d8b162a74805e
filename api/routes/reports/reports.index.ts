import { createRouter } from "../../lib/create-router";
import { registeredReports } from "../../reports/registry";
import * as agronomy from "./agronomy.handlers";
import * as agronomyRoutes from "./agronomy.routes";
import * as equipment from "./equipment.handlers";
import * as equipmentRoutes from "./equipment.routes";
import * as field from "./field.handlers";
import * as fieldRoutes from "./field.routes";
import * as invoice from "./invoice.handlers";
import * as invoiceRoutes from "./invoice.routes";
import * as summaries from "./summaries.handlers";
import * as summariesRoutes from "./summaries.routes";

/** Every report, invoice and cross-entity list; each report answers JSON, ?format=csv and ?format=pdf. */
const router = createRouter()
  .openapi(invoiceRoutes.monthlyByPath, invoice.monthlyByPath)
  .openapi(invoiceRoutes.monthlyByQuery, invoice.monthlyByQuery)
  .openapi(summariesRoutes.costSummary, summaries.costSummary)
  .openapi(summariesRoutes.detailedOperations, summaries.detailedOperations)
  .openapi(summariesRoutes.acreage, summaries.acreage)
  .openapi(agronomyRoutes.fertilizer, agronomy.fertilizer)
  .openapi(agronomyRoutes.irrigation, agronomy.irrigation)
  .openapi(equipmentRoutes.equipmentInvoice, equipment.equipmentInvoice)
  .openapi(equipmentRoutes.equipmentSummary, equipment.equipmentSummary)
  .openapi(fieldRoutes.fieldTasks, field.fieldTasks)
  .openapi(fieldRoutes.allFields, field.allFields)
  .openapi(fieldRoutes.allTasks, field.allTasks)
  // The reports of the registry (api/reports/registry.ts): one folder each, route, CSV and PDF derived.
  .route("/", registeredReports);

export default router;
