import { Box } from "@mui/material";
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from "recharts";
import { categoryColor } from "../lib/CategoryIcon";
import { money } from "../lib/format";
import { useCategories, useEntityFields } from "../lib/useFarmData";
import { ChartCard } from "./ChartCard";
import { costByCategory } from "./cost-by-category";

const short = (v: number) => (v >= 1000 ? `$${(v / 1000).toFixed(v >= 10000 ? 0 : 1)}k` : `$${v}`);

/** Cost by category and cost per acre by field for the crop year, from the server's task and field figures. */
export function CostCharts({ entityId, year }: { entityId: number; year: number }) {
  const { data: fields, isPending } = useEntityFields(entityId, year);
  const { data: categories } = useCategories();
  const byCategory = costByCategory(fields ?? []);
  const byField = (fields ?? []).map((f) => ({ name: f.name, costPerAcre: Number(f.costPerAcre ?? 0) }));
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <ChartCard title="Cost by Category" loading={isPending} empty={byCategory.length === 0}>
        <BarChart data={byCategory} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={50} />
          <YAxis tickFormatter={short} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Bar dataKey="total" name="Total cost" radius={[4, 4, 0, 0]}>
            {byCategory.map((c) => (
              <Cell key={c.name} fill={categoryColor(categories?.find((k) => k.name === c.name))} />
            ))}
          </Bar>
        </BarChart>
      </ChartCard>
      <ChartCard title="Cost per Acre by Field" loading={isPending} empty={byField.every((f) => f.costPerAcre === 0)}>
        <BarChart data={byField} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} angle={-20} textAnchor="end" height={50} />
          <YAxis tickFormatter={short} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Bar dataKey="costPerAcre" name="Cost per acre" fill="#2f7d32" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
    </Box>
  );
}
