import { Box, Typography } from "@mui/material";
import { EntityGate } from "../layout/EntityGate";
import { lazyScreen } from "../lib/lazy-screen";
import type { Entity } from "../lib/types";
import { useCostBreakdown } from "../lib/useFarmData";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { RentDue } from "./RentDue";
import { SummaryCards } from "./SummaryCards";
import { useTranslate } from "react-admin";

// The charts (recharts and d3, about a third of the dashboard's code) download while the summary and activity load.
const CostCharts = lazyScreen(() => import("./CostCharts"), (m) => m.CostCharts);

/** The dashboard tab (spec 000 section 2): summary, recent activity, quick actions and cost charts. */
export function Dashboard() {
  return <EntityGate>{(entity, year) => <DashboardBody entity={entity} year={year} />}</EntityGate>;
}

function DashboardBody({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
  // Asks for the charts' figures now, beside the summary and activity, not once the charts' code has arrived
  // (the charts read the same query from the cache).
  useCostBreakdown(entity.id, year);
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate("dashboard.dashboard")}
      </Typography>
      <SummaryCards entityId={entity.id} year={year} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" } }}>
        <RecentActivity entityId={entity.id} year={year} />
        <QuickActions entity={entity} year={year} />
      </Box>
      <RentDue />
      <CostCharts entityId={entity.id} year={year} />
    </Box>
  );
}
