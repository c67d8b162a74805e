import AgricultureIcon from "@mui/icons-material/Agriculture";
import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import PendingActionsIcon from "@mui/icons-material/PendingActions";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { Alert, Box } from "@mui/material";
import { acres, money, perAcre } from "../lib/format";
import { errorMessage } from "../lib/http";
import { useSummary } from "../lib/useFarmData";
import { StatCard } from "./StatCard";
import { StatCardSkeleton } from "./StatCardSkeleton";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" } };

/** Total Fields, Monthly Cost, Cost per Acre and Active Tasks, as the summary endpoint computes them. */
export function SummaryCards({ entityId, year }: { entityId: number; year: number }) {
  const { data, isPending, error } = useSummary(entityId, year);
  if (error) return <Alert severity="error">{errorMessage(error, "Failed to load the summary")}</Alert>;
  if (isPending || !data) {
    return (
      <Box sx={grid}>
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={grid}>
      <StatCard title="Total Fields" value={data.totalFields} subtitle={`${acres(data.totalAcres)} total acres`} icon={<AgricultureIcon />} accent="#2f7d32" />
      {/* The month-over-month figure is a fixed text in the product (spec 000 section 2). */}
      <StatCard title="Monthly Cost" value={money(data.monthlyCost)} subtitle={<Box component="span" sx={{ color: "success.main" }}>↓ 8.2% vs last month</Box>} icon={<AttachMoneyIcon />} accent="#f97316" />
      <StatCard title="Cost per Acre" value={perAcre(data.costPerAcre)} subtitle="Average across all fields" icon={<TrendingUpIcon />} accent="#3b82f6" />
      <StatCard title="Active Tasks" value={data.activeTasks} subtitle="In progress this month" icon={<PendingActionsIcon />} accent="#8b5cf6" />
    </Box>
  );
}
