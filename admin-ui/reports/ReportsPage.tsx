import { Box, Card, CardContent, Link, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useFarm } from "../layout/FarmContext";
import { PrintStyles } from "./PrintStyles";
import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { reportInfo } from "../../api/client/rules";
import { reportScreens } from "../navigation/report-screens";
import { REPORT_TABS } from "./report-tabs";

/**
 * Reports & Analytics for the selected entity and crop year (spec 001 section 2.1): the tabs of the registered
 * reports shown here (reports/report-tabs.tsx), the invoice first, and links to the reports on the generic screen.
 * Each tab shows one report endpoint's JSON and offers the same report as a server-rendered PDF and as CSV.
 */
export function ReportsPage() {
  const translate = useTranslate();
  const { entityId, cropYear } = useFarm();
  const [index, setIndex] = useState(0);
  const tab = REPORT_TABS[index]!;
  return (
    <Box>
      <PrintStyles />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }} className="no-print">
        {translate("reports.reportsAnalytics")}
      </Typography>
      <MoreReports />
      <Card>
        <Tabs value={index} onChange={(_, v: number) => setIndex(v)} variant="scrollable" scrollButtons allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: "divider" }}>
          {REPORT_TABS.map((t, i) => (
            <Tab key={t.label} value={i} label={translate(t.label)} />
          ))}
        </Tabs>
        <CardContent>
          {tab.needsEntity && entityId === null ? (
            <Typography color="text.secondary">{translate("reports.selectAFarmEntityTo")}</Typography>
          ) : (
            tab.render({ entityId: entityId ?? 0, year: cropYear })
          )}
        </CardContent>
      </Card>
    </Box>
  );
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
