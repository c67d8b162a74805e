import { Box } from "@mui/material";
import { axisMoney } from "../lib/chart-scale";
import { money } from "../lib/format";
import { SCREEN_READ, useCostBreakdown } from "../lib/useFarmData";
import { BarChart } from "./BarChart";
import { ChartCard } from "./ChartCard";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";
import { useFirstPaintPart } from "../lib/first-paint";

const DEFAULT_COLOR = "#64748b";
const FIELD_COLOR = "#2f7d32";

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
  const byCategory = (data?.byCategory ?? [])
    .filter((c) => c.cost !== "0.00")
    .map((c) => ({ key: c.categoryName, label: categoryName(c.categoryName), height: Number(c.cost), shown: money(c.cost), color: c.color ?? DEFAULT_COLOR }));
  const byField = (data?.byField ?? []).map((f) => ({ key: String(f.fieldId), label: f.fieldName, height: Number(f.costPerAcre), shown: money(f.costPerAcre), color: FIELD_COLOR }));
  const costByCategory = translate("dashboard.costByCategory");
  const costPerAcreByField = translate("dashboard.costPerAcreByField");
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <ChartCard title={costByCategory} loading={isPending} empty={byCategory.length === 0}>
        <BarChart bars={byCategory} label={costByCategory} tick={axisMoney} />
      </ChartCard>
      <ChartCard title={costPerAcreByField} loading={isPending} empty={(data?.byField ?? []).every((f) => f.costPerAcre === "0.00")}>
        <BarChart bars={byField} label={costPerAcreByField} tick={axisMoney} />
      </ChartCard>
    </Box>
  );
}
