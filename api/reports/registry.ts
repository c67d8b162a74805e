import { createRouter } from "../lib/create-router";
import { fieldHistoryReport } from "./field-history/field-history.report";
import { fieldSummaryReport } from "./field-summary/field-summary.report";
import { profitabilityReport } from "./profitability/profitability.report";
import { scheduleFReport } from "./schedule-f/schedule-f.report";

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
  // summaries
  // agronomy
  // landlord and budgets
  // journal
] as const;

/** Second routes answering a registered report (`reportAlias`): the spec's monthly invoice by query. */
export const REPORT_ALIASES = [] as const;

/** The registered reports' routes, typed for the client (`openapiRoutes` keeps each route in AppType). */
export const registeredReports = createRouter().openapiRoutes([...REPORTS, ...REPORT_ALIASES] as const);
