import { Box, Typography } from "@mui/material";
import { EntityGate } from "../layout/EntityGate";
import { CostCharts } from "./CostCharts";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { RentDue } from "./RentDue";
import { SummaryCards } from "./SummaryCards";

/** The dashboard tab (spec 000 section 2): summary, recent activity, quick actions and cost charts. */
export function Dashboard() {
  return (
    <EntityGate>
      {(entity, year) => (
        <Box sx={{ display: "grid", gap: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Dashboard
          </Typography>
          <SummaryCards entityId={entity.id} year={year} />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" } }}>
            <RecentActivity entityId={entity.id} year={year} />
            <QuickActions entity={entity} year={year} />
          </Box>
          <RentDue />
          <CostCharts entityId={entity.id} year={year} />
        </Box>
      )}
    </EntityGate>
  );
}
