import type { ReactNode } from "react";
import { BudgetsTab } from "../budgets/BudgetsTab";
import { AcreageTab } from "./AcreageTab";
import { CostSummaryTab } from "./CostSummaryTab";
import { DetailedOperationsTab } from "./DetailedOperationsTab";
import { FertilizerTab } from "./FertilizerTab";
import { FieldSummaryTab } from "./FieldSummaryTab";
import { InvoiceTab } from "./InvoiceTab";
import { IrrigationTab } from "./IrrigationTab";

/**
 * The Reports tab's own tabs (spec 001 section 2.1, the invoice first, then the product's Budgets): each is the
 * special screen of registered reports whose catalog entry says `screen: "reports"` (api/reports/<name>/), in the
 * spec's order. tests/api/reports/registry.test.ts holds the two equal: a report on the Reports screen has a tab
 * here, and a tab shows only registered reports.
 */
export interface ReportTab {
  /** The registered reports it shows (the Budgets tab shows the three budget reports under its budget sheet). */
  reports: readonly string[];
  /** Catalogue key of the tab's label. */
  label: string;
  /** False for a tab that chooses its entity itself or covers them all. */
  needsEntity: boolean;
  /** The sidebar's entity (0 when none is chosen, for a tab that does not need one) and crop year. */
  render: (farm: { entityId: number; year: number }) => ReactNode;
}

export const REPORT_TABS: readonly ReportTab[] = [
  {
    reports: ["monthly-invoice"], label: "reports.tabInvoice", needsEntity: true,
    render: ({ entityId, year }) => <InvoiceTab key={`${entityId}-${year}`} entityId={entityId} year={year} />,
  },
  {
    reports: ["cost-summary"], label: "reports.tabCostSummary", needsEntity: true,
    render: ({ entityId, year }) => <CostSummaryTab key={`${entityId}-${year}`} entityId={entityId} cropYear={year} />,
  },
  {
    reports: ["detailed-operations"], label: "reports.tabDetailedOperations", needsEntity: true,
    render: ({ entityId, year }) => <DetailedOperationsTab key={`${entityId}-${year}`} entityId={entityId} year={year} />,
  },
  // Both open on the sidebar's entity and crop year, and start again on them when the sidebar changes (the key).
  {
    reports: ["field-summary"], label: "reports.tabFieldSummary", needsEntity: false,
    render: ({ entityId, year }) => <FieldSummaryTab key={`${entityId}-${year}`} entityId={entityId || null} cropYear={year} />,
  },
  { reports: ["acreage"], label: "reports.tabAcreage", needsEntity: false, render: ({ year }) => <AcreageTab key={year} cropYear={year} /> },
  { reports: ["fertilizer"], label: "reports.tabFertilizer", needsEntity: true, render: ({ entityId, year }) => <FertilizerTab entityId={entityId} year={year} /> },
  { reports: ["irrigation"], label: "reports.tabIrrigation", needsEntity: true, render: ({ entityId, year }) => <IrrigationTab entityId={entityId} year={year} /> },
  {
    reports: ["budget-vs-actual", "cost-of-production", "what-if"], label: "reports.tabBudgets", needsEntity: true,
    render: ({ entityId, year }) => <BudgetsTab key={`${entityId}-${year}`} entityId={entityId} year={year} />,
  },
];
