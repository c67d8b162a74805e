import AgricultureIcon from "@mui/icons-material/Agriculture";
import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import PendingActionsIcon from "@mui/icons-material/PendingActions";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { Alert, Box } from "@mui/material";
import { acres, money, perAcre } from "../lib/format";
import { errorMessage } from "../lib/http";
import { SCREEN_READ, useSummary } from "../lib/useFarmData";
import { StatCard } from "./StatCard";
import { StatCardSkeleton } from "./StatCardSkeleton";
import { useFirstPaintPart } from "../lib/first-paint";
import { useTranslate } from "react-admin";

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" } };

/** Total Fields, Monthly Cost, Cost per Acre and Active Tasks, as the summary endpoint computes them. */
export function SummaryCards({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useSummary(entityId, year, SCREEN_READ);
  useFirstPaintPart("summary", Boolean(error || data));
  if (error) return <Alert severity="error">{errorMessage(error, translate("dashboard.failedToLoadTheSummary"))}</Alert>;
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
      <StatCard title={translate("dashboard.totalFields")} value={data.totalFields} subtitle={translate("dashboard.totalAcres", { totalAcres: acres(data.totalAcres) })} icon={<AgricultureIcon />} accent="#2f7d32" />
      {/* The month-over-month figure is a fixed text in the product (spec 000 section 2). */}
      <StatCard title={translate("dashboard.monthlyCost")} value={money(data.monthlyCost)} money subtitle={<Box component="span" sx={{ color: "success.main" }}>{translate("dashboard.t82VsLastMonth")}</Box>} icon={<AttachMoneyIcon />} accent="#f97316" />
      <StatCard title={translate("dashboard.costPerAcre2")} value={perAcre(data.costPerAcre)} money subtitle={translate("dashboard.averageAcrossAllFields")} icon={<TrendingUpIcon />} accent="#3b82f6" />
      <StatCard title={translate("dashboard.activeTasks")} value={data.activeTasks} subtitle={translate("dashboard.inProgressThisMonth")} icon={<PendingActionsIcon />} accent="#8b5cf6" />
    </Box>
  );
}
