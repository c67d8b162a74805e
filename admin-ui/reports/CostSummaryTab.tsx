import { Box, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { acres } from "../lib/format";
import { Money } from "./Money";
import { ReportToolbar } from "./ReportActions";
import { ReportState } from "./ReportState";
import { type FigureColumn, FiguresTable } from "./ReportTable";
import { SummaryCard } from "./SummaryCard";
import { IncomeEstimates } from "./IncomeEstimates";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { YearSelect, reportYears, startYear } from "./YearSelect";
import { useTranslate } from "react-admin";

// The columns: key, catalogue key of the head, figure kind.
const COLUMN_KEYS: ReadonlyArray<[string, string, FigureColumn["figure"]]> = [
  ["field", "reports.cs.field", undefined], ["crop", "reports.cs.crop", undefined], ["totalAcres", "reports.cs.totalAcres", "acres"], ["yieldAcre", "reports.cs.yieldAcre", "number"],
  ["income", "reports.cs.income", "money"], ["incomePerAcre", "reports.cs.totalIncomeAcre", "money"], ["cost", "reports.cs.cost", "money"], ["costPerAcre", "reports.cs.totalCostPerAcre", "money"],
  ["net", "reports.cs.netTotal", "money"], ["netPerAcre", "reports.cs.netAcre", "money"],
];

type Figures = { totalAcres: string; income: string; incomePerAcre: string; cost: string; costPerAcre: string; net: string; netPerAcre: string };
/** A line's figures, income as a credit. */
const figures = (x: Figures) => ({
  totalAcres: acres(x.totalAcres),
  income: <Money value={x.income} credit />,
  incomePerAcre: <Money value={x.incomePerAcre} credit />,
  cost: <Money value={x.cost} />,
  costPerAcre: <Money value={x.costPerAcre} />,
  net: <Money value={x.net} />,
  netPerAcre: <Money value={x.netPerAcre} />,
});

/** Cost Summary: income against cost per field over a date range of the crop year. */
export function CostSummaryTab({ entityId, cropYear }: { entityId: number; cropYear: number }) {
  const translate = useTranslate();
  const [year, setYear] = useState(startYear(cropYear));
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const call = reportCall(api.api.entities[":id"].reports["cost-summary"], { param: { id: String(entityId) }, query: { year: String(year), from, to } });
  const report = useReport(call, !!from && !!to);
  const pickYear = (y: number) => {
    setYear(y);
    setFrom(`${y}-01-01`);
    setTo(`${y}-12-31`);
  };
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {translate("reports.accountingCostSummaryByRanch")}
      </Typography>
      <ReportToolbar call={call}>
        <TextField size="small" type="date" label={translate("reports.from")} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={translate("reports.to")} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <YearSelect value={year} onChange={pickYear} years={reportYears(cropYear)} />
      </ReportToolbar>
      <ReportState query={report}>
        {() => {
          const r = report.data!;
          const t = r.totals;
          return (
            <>
              {/* Ten columns: a laptop scrolls the table in its frame with the field kept, a phone shows each field as a card (tests/e2e/report-tables.e2e.ts). */}
              <FiguresTable
                label={translate("reports.costSummary")}
                columns={COLUMN_KEYS.map(([key, head, figure]) => ({ key, label: translate(head), figure }))}
                rows={[
                  { key: "entity", heading: r.entityName.toUpperCase(), banner: true, cells: {} },
                  ...r.rows.map((row) => ({ key: row.fieldId, testId: "cost-row", cells: { ...figures(row), field: row.fieldName, crop: row.cropType ?? "", yieldAcre: row.yieldPerAcre } })),
                  { key: "total", total: true, testId: "cost-total", cells: { ...figures(t), field: translate("reports.total") } },
                ]}
              />
              <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(3, 1fr)" } }}>
                <SummaryCard title={translate("reports.incomeSummary")} testId="card-income"><Money value={t.income} /></SummaryCard>
                <SummaryCard title={translate("reports.costSummary")} testId="card-cost"><Money value={t.cost} /></SummaryCard>
                <SummaryCard title={translate("reports.netProfitSummary")} testId="card-net"><Money value={t.net} /></SummaryCard>
              </Box>
              <IncomeEstimates estimates={r.estimates} names={new Map(r.rows.map((row) => [row.fieldId, row.fieldName]))} />
            </>
          );
        }}
      </ReportState>
    </Box>
  );
}
