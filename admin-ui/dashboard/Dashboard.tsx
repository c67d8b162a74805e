import { Box, Typography } from "@mui/material";
import { EntityGate } from "../layout/EntityGate";
import { useFarm } from "../layout/FarmContext";
import { lazyScreen } from "../lib/lazy-screen";
import type { Entity } from "../lib/types";
import { ASK_ONLY, useCategories, useCostBreakdown, useEntityTasks, useSummary } from "../lib/useFarmData";
import { QuickActions } from "./QuickActions";
import { RECENT_ACTIVITY_LATEST, RecentActivity } from "./RecentActivity";
import { RentDue, useRentDue } from "./RentDue";
import { SummaryCards } from "./SummaryCards";
import { useTranslate } from "react-admin";
import { useEffect } from "react";

// The charts' code downloads while the summary and activity load.
const CostCharts = lazyScreen(() => import("./CostCharts"), (m) => m.CostCharts);

/** The dashboard tab (spec 000 section 2): summary, recent activity, quick actions and cost charts. */
export function Dashboard() {
  useDashboardReads();
  return <EntityGate>{(entity, year) => <DashboardBody entity={entity} year={year} />}</EntityGate>;
}

/**
 * Every read the dashboard shows, asked for at once as it opens: for the selected entity, which after a reload is
 * the one remembered in the browser (FarmContext), so the figures load beside the entity list instead of after it.
 * The cards, the activity and the charts (whose code arrives a moment later) show these reads from the cache
 * (SCREEN_READ): one request of each per opening of the dashboard. Should the remembered entity be gone from the
 * list, the list selects another one and these reads follow it; the body only ever shows an entity of the list.
 * The dashboard shows none of these itself (ASK_ONLY): each answer renders the part that shows it, not the whole
 * screen again (five answers were five renders of every card, the activity and the quick actions).
 */
function useDashboardReads() {
  const { entityId, cropYear } = useFarm();
  // The charts' code downloads now, beside the reads, not once the entity list is in.
  useEffect(() => CostCharts.preload(), []);
  const enabled = entityId !== null;
  const id = entityId ?? 0;
  // The charts' figures first: the longest read on the server, and the charts take longest to draw once it is in.
  useCostBreakdown(id, cropYear, { ...ASK_ONLY, enabled });
  useSummary(id, cropYear, { ...ASK_ONLY, enabled });
  useEntityTasks(id, cropYear, RECENT_ACTIVITY_LATEST, { ...ASK_ONLY, enabled });
  useCategories(ASK_ONLY);
  useRentDue(ASK_ONLY);
}

function DashboardBody({ entity, year }: { entity: Entity; year: number }) {
  const translate = useTranslate();
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
