import { Box, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { acres } from "../lib/format";
import { Money } from "./Money";
import { ReportToolbar } from "./ReportActions";
import { ReportState } from "./ReportState";
import { ReportTable, totalRowSx } from "./ReportTable";
import { SummaryCard } from "./SummaryCard";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { YearSelect, reportYears, startYear } from "./YearSelect";
import { useTranslate } from "react-admin";

// Catalogue keys of the column heads.
const HEAD = ["reports.cs.field", "reports.cs.crop", "reports.cs.totalAcres", "reports.cs.yieldAcre", "reports.cs.income", "reports.cs.totalIncomeAcre", "reports.cs.cost", "reports.cs.totalCostPerAcre", "reports.cs.netTotal", "reports.cs.netAcre"];

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
              <ReportTable head={HEAD.map((h) => translate(h))} label={translate("reports.costSummary")}>
                <TableRow>
                  <TableCell colSpan={HEAD.length} sx={{ fontWeight: 700, bgcolor: "primary.main", color: "primary.contrastText" }}>
                    {r.entityName.toUpperCase()}
                  </TableCell>
                </TableRow>
                {r.rows.map((row) => (
                  <TableRow key={row.fieldId} data-testid="cost-row">
                    <TableCell>{row.fieldName}</TableCell>
                    <TableCell>{row.cropType ?? ""}</TableCell>
                    <TableCell align="right">{acres(row.totalAcres)}</TableCell>
                    <TableCell align="right">{row.yieldPerAcre}</TableCell>
                    <TableCell align="right"><Money value={row.income} /></TableCell>
                    <TableCell align="right"><Money value={row.incomePerAcre} /></TableCell>
                    <TableCell align="right"><Money value={row.cost} /></TableCell>
                    <TableCell align="right"><Money value={row.costPerAcre} /></TableCell>
                    <TableCell align="right"><Money value={row.net} /></TableCell>
                    <TableCell align="right"><Money value={row.netPerAcre} /></TableCell>
                  </TableRow>
                ))}
                <TableRow sx={totalRowSx} data-testid="cost-total">
                  <TableCell colSpan={2}>{translate("reports.total")}</TableCell>
                  <TableCell align="right">{acres(t.totalAcres)}</TableCell>
                  <TableCell />
                  <TableCell align="right"><Money value={t.income} /></TableCell>
                  <TableCell align="right"><Money value={t.incomePerAcre} /></TableCell>
                  <TableCell align="right"><Money value={t.cost} /></TableCell>
                  <TableCell align="right"><Money value={t.costPerAcre} /></TableCell>
                  <TableCell align="right"><Money value={t.net} /></TableCell>
                  <TableCell align="right"><Money value={t.netPerAcre} /></TableCell>
                </TableRow>
              </ReportTable>
              <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(3, 1fr)" } }}>
                <SummaryCard title={translate("reports.incomeSummary")} testId="card-income"><Money value={t.income} /></SummaryCard>
                <SummaryCard title={translate("reports.costSummary")} testId="card-cost"><Money value={t.cost} /></SummaryCard>
                <SummaryCard title={translate("reports.netProfitSummary")} testId="card-net"><Money value={t.net} /></SummaryCard>
              </Box>
            </>
          );
        }}
      </ReportState>
    </Box>
  );
}
