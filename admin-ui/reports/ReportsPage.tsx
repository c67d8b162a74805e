import { Box, Card, CardContent, Link, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { BudgetsTab } from "../budgets/BudgetsTab";
import { useFarm } from "../layout/FarmContext";
import { AcreageTab } from "./AcreageTab";
import { CostSummaryTab } from "./CostSummaryTab";
import { DetailedOperationsTab } from "./DetailedOperationsTab";
import { FertilizerTab } from "./FertilizerTab";
import { FieldSummaryTab } from "./FieldSummaryTab";
import { InvoiceTab } from "./InvoiceTab";
import { IrrigationTab } from "./IrrigationTab";
import { PrintStyles } from "./PrintStyles";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { reportInfo } from "../../api/client/rules";
import { reportScreens } from "../navigation/report-screens";

const TABS = [
  "Invoice Report", "Cost Summary", "Detailed Operations", "Field Summary", "Acreage Report", "Fertilizer Report", "Irrigation Report", "Budgets",
] as const;
/** Each tab's label in the catalogue (the English names above are the tabs' ids). */
const TAB_LABELS: Record<(typeof TABS)[number], string> = {
  "Invoice Report": "reports.tabInvoice",
  "Cost Summary": "reports.tabCostSummary",
  "Detailed Operations": "reports.tabDetailedOperations",
  "Field Summary": "reports.tabFieldSummary",
  "Acreage Report": "reports.tabAcreage",
  "Fertilizer Report": "reports.tabFertilizer",
  "Irrigation Report": "reports.tabIrrigation",
  Budgets: "reports.tabBudgets",
};
type TabName = (typeof TABS)[number];

/**
 * Reports & Analytics for the selected entity and crop year (spec 001 section 2.1): seven tabs, the invoice first.
 * Each tab shows one report endpoint's JSON and offers the same report as a server-rendered PDF and as CSV.
 */
export function ReportsPage() {
  const translate = useTranslate();
  const { entityId, cropYear } = useFarm();
  const [tab, setTab] = useState<TabName>("Invoice Report");
  const needsEntity = tab !== "Acreage Report" && tab !== "Field Summary";
  return (
    <Box>
      <PrintStyles />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }} className="no-print">
        {translate("reports.reportsAnalytics")}
      </Typography>
      <MoreReports />
      <Card>
        <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="scrollable" scrollButtons allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: "divider" }}>
          {TABS.map((t) => (
            <Tab key={t} value={t} label={translate(TAB_LABELS[t])} />
          ))}
        </Tabs>
        <CardContent>
          {needsEntity && entityId === null ? (
            <Typography color="text.secondary">{translate("reports.selectAFarmEntityTo")}</Typography>
          ) : (
            <TabBody tab={tab} entityId={entityId ?? 0} year={cropYear} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function TabBody({ tab, entityId, year }: { tab: TabName; entityId: number; year: number }) {
  switch (tab) {
    case "Invoice Report":
      return <InvoiceTab key={`${entityId}-${year}`} entityId={entityId} year={year} />;
    case "Cost Summary":
      return <CostSummaryTab key={`${entityId}-${year}`} entityId={entityId} cropYear={year} />;
    case "Detailed Operations":
      return <DetailedOperationsTab key={`${entityId}-${year}`} entityId={entityId} year={year} />;
    case "Field Summary":
      return <FieldSummaryTab cropYear={year} />;
    case "Acreage Report":
      return <AcreageTab cropYear={year} />;
    case "Fertilizer Report":
      return <FertilizerTab entityId={entityId} year={year} />;
    case "Irrigation Report":
      return <IrrigationTab entityId={entityId} year={year} />;
    case "Budgets":
      return <BudgetsTab key={`${entityId}-${year}`} entityId={entityId} year={year} />;
  }
}

/** Links to the registered reports reached from this tab (navigation/report-screens.ts). */
function MoreReports() {
  const translate = useTranslate();
  const screens = reportScreens("reports");
  return (
    <Box className="no-print" component="nav" aria-label={translate("registeredReport.moreReports")} sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "baseline" }}>
      <Typography variant="body2" color="text.secondary">{translate("registeredReport.moreReports")}:</Typography>
      {screens.map((s) => {
        const info = reportInfo(s.path.split("/").at(-1) ?? "");
        const title = info ? (Object.keys(info.messages).find((id) => id.startsWith("reportTitles.")) ?? info.title) : s.id;
        return (
          <Link key={s.id} component={RouterLink} to={s.path} variant="body2">
            {translate(title)}
          </Link>
        );
      })}
    </Box>
  );
}
