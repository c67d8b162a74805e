import { Box } from "@mui/material";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { money } from "../lib/format";
import { useMonths } from "../reports/months";
import { useTranslate } from "react-admin";
import { type CumulativeMonth, cumulativeFigure } from "./cumulative-figure";


/**
 * The cumulative spend, budget against actual, month by month as the server adds it up; the line heights are the
 * only numbers made here (for drawing), the tooltip prints the server's figures.
 */
export function CumulativeChart({ monthly }: { monthly: CumulativeMonth[] }) {
  const translate = useTranslate();
  const MONTHS = useMonths();
  const data = monthly.map((m) => ({ ...m, name: MONTHS[m.month - 1]?.slice(0, 3) ?? String(m.month), budget: Number(m.cumulativeBudget), actual: Number(m.cumulativeActual) }));
  return (
    <Box sx={{ height: 280 }} data-testid="cumulative-chart">
      <ResponsiveContainer>
        <LineChart data={data} margin={{ left: 16, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => (v >= 10000 ? `$${Math.round(v / 1000)}k` : v >= 1000 ? `$${(v / 1000).toFixed(1)}k` : `$${v}`)} />
          <Tooltip formatter={(_v, _name, item) => money(cumulativeFigure(item))} />
          <Legend />
          <Line type="linear" dataKey="budget" name={translate("budgets.budget2")} stroke="#64748b" strokeDasharray="5 5" dot={false} />
          <Line type="linear" dataKey="actual" name={translate("budgets.actual")} stroke="#2e7d32" dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
