/**
 * The registered reports as farmctl and the admin UI see them: name, title, URL, inputs and columns, no server code
 * (api/client re-exports it; the server's side of each is in api/reports/registry.ts, and a test holds the two lists
 * equal). docs/decisions/report-registry.md.
 */
import { acreageInfo } from "./acreage/acreage.info";
import { equipmentInvoiceInfo } from "./equipment-invoice/equipment-invoice.info";
import { equipmentSummaryInfo } from "./equipment-summary/equipment-summary.info";
import { costSummaryInfo } from "./cost-summary/cost-summary.info";
import { detailedOperationsInfo } from "./detailed-operations/detailed-operations.info";
import { fertilizerInfo } from "./fertilizer/fertilizer.info";
import { budgetVsActualInfo } from "./budget-vs-actual/budget-vs-actual.info";
import { costOfProductionInfo } from "./cost-of-production/cost-of-production.info";
import { fieldHistoryInfo } from "./field-history/field-history.info";
import { fieldSummaryInfo } from "./field-summary/field-summary.info";
import { landlordStatementInfo } from "./landlord-statement/landlord-statement.info";
import { fieldTasksInfo } from "./field-tasks/field-tasks.info";
import { irrigationInfo } from "./irrigation/irrigation.info";
import { journalInfo } from "./journal/journal.info";
import { monthlyInvoiceInfo } from "./monthly-invoice/monthly-invoice.info";
import { profitabilityInfo } from "./profitability/profitability.info";
import type { ReportInfo } from "./report-info";
import { scheduleFInfo } from "./schedule-f/schedule-f.info";
import { whatIfInfo } from "./what-if/what-if.info";
import { inventoryInfo } from "./inventory/inventory.info";
import { productUsageInfo } from "./product-usage/product-usage.info";
import { purchasesVsApplicationsInfo } from "./purchases-vs-applications/purchases-vs-applications.info";
import { inputCostInfo } from "./input-cost/input-cost.info";
import { pesticideUseInfo } from "./pesticide-use/pesticide-use.info";
import { restrictedMaterialsInfo } from "./restricted-materials/restricted-materials.info";
import { harvestByFieldInfo } from "./harvest-by-field/harvest-by-field.info";
import { cropPositionInfo } from "./crop-position/crop-position.info";
import { settlementRegisterInfo } from "./settlement-register/settlement-register.info";
import { unsettledLoadsInfo } from "./unsettled-loads/unsettled-loads.info";
import { storageInfo } from "./storage/storage.info";
import { payrollInfo } from "./payroll/payroll.info";
import { laborByFieldInfo } from "./labor-by-field/labor-by-field.info";
import { machineUtilisationInfo } from "./machine-utilisation/machine-utilisation.info";

export type { ColumnKind, ReportColumn, ReportInfo, ReportOption, ReportParam } from "./report-info";
export { REPORT_OPTIONS } from "./report-info";
export { columnHeadings } from "./report-info";

export const REPORT_CATALOG = [
  fieldSummaryInfo,
  scheduleFInfo,
  profitabilityInfo,
  fieldHistoryInfo,
  // invoices
  monthlyInvoiceInfo,
  equipmentInvoiceInfo,
  equipmentSummaryInfo,
  // summaries
  costSummaryInfo,
  detailedOperationsInfo,
  acreageInfo,
  // agronomy
  fertilizerInfo,
  irrigationInfo,
  fieldTasksInfo,
  // landlord and budgets
  landlordStatementInfo,
  budgetVsActualInfo,
  costOfProductionInfo,
  whatIfInfo,
  // journal
  journalInfo,
  // inputs
  inventoryInfo,
  productUsageInfo,
  purchasesVsApplicationsInfo,
  inputCostInfo,
  pesticideUseInfo,
  restrictedMaterialsInfo,
  // harvest and sales
  harvestByFieldInfo,
  cropPositionInfo,
  settlementRegisterInfo,
  unsettledLoadsInfo,
  storageInfo,
  // labor and machine hours
  payrollInfo,
  laborByFieldInfo,
  machineUtilisationInfo,
] as const satisfies readonly ReportInfo[];

export type ReportName = (typeof REPORT_CATALOG)[number]["name"];

/** A registered report's description by name, or undefined. */
export const reportInfo = (name: string): ReportInfo | undefined => REPORT_CATALOG.find((r) => r.name === name);
