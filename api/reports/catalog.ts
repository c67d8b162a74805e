/**
 * The registered reports as farmctl and the admin UI see them: name, title, URL, inputs and columns, no server code
 * (api/client re-exports it; the server's side of each is in api/reports/registry.ts, and a test holds the two lists
 * equal). docs/decisions/report-registry.md.
 */
import { fieldHistoryInfo } from "./field-history/field-history.info";
import { fieldSummaryInfo } from "./field-summary/field-summary.info";
import { profitabilityInfo } from "./profitability/profitability.info";
import type { ReportInfo } from "./report-info";
import { scheduleFInfo } from "./schedule-f/schedule-f.info";

export type { ColumnKind, ReportColumn, ReportInfo, ReportOption, ReportParam } from "./report-info";
export { REPORT_OPTIONS } from "./report-info";
export { columnHeadings } from "./report-info";

export const REPORT_CATALOG = [
  fieldSummaryInfo,
  scheduleFInfo,
  profitabilityInfo,
  fieldHistoryInfo,
  // invoices
  // summaries
  // agronomy
  // landlord and budgets
  // journal
] as const satisfies readonly ReportInfo[];

export type ReportName = (typeof REPORT_CATALOG)[number]["name"];

/** A registered report's description by name, or undefined. */
export const reportInfo = (name: string): ReportInfo | undefined => REPORT_CATALOG.find((r) => r.name === name);
