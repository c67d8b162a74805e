import { Box } from "@mui/material";
import { axisMoney } from "../lib/chart-scale";
import { money } from "../lib/format";
import { SCREEN_READ, useCostBreakdown } from "../lib/useFarmData";
import { BarChart } from "./BarChart";
import { ChartCard } from "./ChartCard";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";
import { useFirstPaintPart } from "../lib/first-paint";
import { costedCategories, DEFAULT_BAR_COLOR, FIELD_BAR_COLOR, noFieldCosts } from "./dashboard-rules";

/**
 * Cost by category and cost per acre by field for the crop year, as the server computes them
 * (GET /api/entities/{id}/cost-breakdown): income is never drawn as a cost. The bars' heights are the only numbers
 * made here, from the server's strings, for drawing; the tooltips print the server's figures.
 */
export function CostCharts({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const { data, isPending } = useCostBreakdown(entityId, year, SCREEN_READ);
  useFirstPaintPart("charts", !isPending);
  const byCategory = costedCategories(data?.byCategory ?? []).map((c) => ({ key: c.categoryName, label: categoryName(c.categoryName), height: Number(c.cost), shown: money(c.cost), color: c.color ?? DEFAULT_BAR_COLOR }));
  const byField = (data?.byField ?? []).map((f) => ({ key: String(f.fieldId), label: f.fieldName, height: Number(f.costPerAcre), shown: money(f.costPerAcre), color: FIELD_BAR_COLOR }));
  const costByCategory = translate("dashboard.costByCategory");
  const costPerAcreByField = translate("dashboard.costPerAcreByField");
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <ChartCard title={costByCategory} loading={isPending} empty={byCategory.length === 0}>
        <BarChart bars={byCategory} label={costByCategory} tick={axisMoney} />
      </ChartCard>
      <ChartCard title={costPerAcreByField} loading={isPending} empty={noFieldCosts(data?.byField ?? [])}>
        <BarChart bars={byField} label={costPerAcreByField} tick={axisMoney} />
      </ChartCard>
    </Box>
  );
}
