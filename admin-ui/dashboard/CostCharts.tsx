import { Box } from "@mui/material";
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from "recharts";
import { money } from "../lib/format";
import { SCREEN_READ, useCostBreakdown } from "../lib/useFarmData";
import { ChartCard } from "./ChartCard";
import { useTranslate } from "react-admin";
import { useCategoryName } from "../lib/useCategoryName";

const short = (v: number) => (v >= 1000 ? `$${(v / 1000).toFixed(v >= 10000 ? 0 : 1)}k` : `$${v}`);
const DEFAULT_COLOR = "#64748b";

/**
 * Cost by category and cost per acre by field for the crop year, as the server computes them
 * (GET /api/entities/{id}/cost-breakdown): income is never drawn as a cost. The bars' heights are the only numbers
 * made here, from the server's strings, for drawing; the tooltips print the server's figures.
 */
export function CostCharts({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  const categoryName = useCategoryName();
  const { data, isPending } = useCostBreakdown(entityId, year, SCREEN_READ);
  const byCategory = (data?.byCategory ?? [])
    .filter((c) => c.cost !== "0.00")
    .map((c) => ({ name: categoryName(c.categoryName), cost: c.cost, height: Number(c.cost), color: c.color ?? DEFAULT_COLOR }));
  const byField = (data?.byField ?? []).map((f) => ({ name: f.fieldName, costPerAcre: f.costPerAcre, height: Number(f.costPerAcre) }));
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <ChartCard title={translate("dashboard.costByCategory")} loading={isPending} empty={byCategory.length === 0}>
        <BarChart data={byCategory} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={50} />
          <YAxis tickFormatter={short} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(_v, _n, item) => money(item.payload.cost)} />
          <Bar dataKey="height" name={translate("dashboard.totalCost")} radius={[4, 4, 0, 0]}>
            {byCategory.map((c) => (
              <Cell key={c.name} fill={c.color} />
            ))}
          </Bar>
        </BarChart>
      </ChartCard>
      <ChartCard title={translate("dashboard.costPerAcreByField")} loading={isPending} empty={byField.every((f) => f.costPerAcre === "0.00")}>
        <BarChart data={byField} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={50} />
          <YAxis tickFormatter={short} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(_v, _n, item) => money(item.payload.costPerAcre)} />
          <Bar dataKey="height" name={translate("dashboard.costPerAcre")} fill="#2f7d32" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
    </Box>
  );
}
