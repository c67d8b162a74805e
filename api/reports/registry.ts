import { createRouter } from "../lib/create-router";
import { budgetVsActualReport } from "./budget-vs-actual/budget-vs-actual.report";
import { costOfProductionReport } from "./cost-of-production/cost-of-production.report";
import { acreageReport } from "./acreage/acreage.report";
import { equipmentInvoiceReport } from "./equipment-invoice/equipment-invoice.report";
import { equipmentSummaryReport } from "./equipment-summary/equipment-summary.report";
import { costSummaryReport } from "./cost-summary/cost-summary.report";
import { detailedOperationsReport } from "./detailed-operations/detailed-operations.report";
import { fertilizerReport } from "./fertilizer/fertilizer.report";
import { fieldHistoryReport } from "./field-history/field-history.report";
import { fieldSummaryReport } from "./field-summary/field-summary.report";
import { landlordStatementReport } from "./landlord-statement/landlord-statement.report";
import { fieldTasksReport } from "./field-tasks/field-tasks.report";
import { irrigationReport } from "./irrigation/irrigation.report";
import { journalReport } from "./journal/journal.report";
import { monthlyInvoiceByQuery, monthlyInvoiceReport } from "./monthly-invoice/monthly-invoice.report";
import { profitabilityReport } from "./profitability/profitability.report";
import { scheduleFReport } from "./schedule-f/schedule-f.report";
import { whatIfReport } from "./what-if/what-if.report";
import { inventoryReport } from "./inventory/inventory.report";
import { productUsageReport } from "./product-usage/product-usage.report";
import { purchasesVsApplicationsReport } from "./purchases-vs-applications/purchases-vs-applications.report";
import { inputCostReport } from "./input-cost/input-cost.report";
import { pesticideUseReport } from "./pesticide-use/pesticide-use.report";
import { restrictedMaterialsReport } from "./restricted-materials/restricted-materials.report";
import { harvestByFieldReport } from "./harvest-by-field/harvest-by-field.report";
import { cropPositionReport } from "./crop-position/crop-position.report";
import { settlementRegisterReport } from "./settlement-register/settlement-register.report";
import { unsettledLoadsReport } from "./unsettled-loads/unsettled-loads.report";
import { storageReport } from "./storage/storage.report";
import { payrollReport } from "./payroll/payroll.report";
import { laborByFieldReport } from "./labor-by-field/labor-by-field.report";
import { machineUtilisationReport } from "./machine-utilisation/machine-utilisation.report";

/**
 * Every registered report, once: each one's route (JSON, CSV and PDF, with its OpenAPI entry and access
 * declaration) is mounted from here; the pure descriptions farmctl and the UI read are api/reports/catalog.ts.
 * Adding a report: docs/decisions/report-registry.md.
 */
export const REPORTS = [
  fieldSummaryReport,
  scheduleFReport,
  profitabilityReport,
  fieldHistoryReport,
  // invoices
  monthlyInvoiceReport,
  equipmentInvoiceReport,
  equipmentSummaryReport,
  // summaries
  costSummaryReport,
  detailedOperationsReport,
  acreageReport,
  // agronomy
  fertilizerReport,
  irrigationReport,
  fieldTasksReport,
  // landlord and budgets
  landlordStatementReport,
  budgetVsActualReport,
  costOfProductionReport,
  whatIfReport,
  // journal
  journalReport,
  // inputs
  inventoryReport,
  productUsageReport,
  purchasesVsApplicationsReport,
  inputCostReport,
  pesticideUseReport,
  restrictedMaterialsReport,
  // harvest and sales
  harvestByFieldReport,
  cropPositionReport,
  settlementRegisterReport,
  unsettledLoadsReport,
  storageReport,
  // labor and machine hours
  payrollReport,
  laborByFieldReport,
  machineUtilisationReport,
] as const;

/** Second routes answering a registered report (`reportAlias`): the spec's monthly invoice by query. */
export const REPORT_ALIASES = [monthlyInvoiceByQuery] as const;

/** The registered reports' routes, typed for the client (`openapiRoutes` keeps each route in AppType). */
export const registeredReports = createRouter().openapiRoutes([...REPORTS, ...REPORT_ALIASES] as const);
