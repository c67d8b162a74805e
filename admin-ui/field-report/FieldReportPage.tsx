import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useFarm } from "../layout/FarmContext";
import { acres } from "../lib/format";
import { useMonths } from "../reports/months";
import { Money } from "../reports/Money";
import { PrintStyles } from "../reports/PrintStyles";
import { ReportActions } from "../reports/ReportActions";
import { ReportState } from "../reports/ReportState";
import { SummaryCard } from "../reports/SummaryCard";
import { reportCall, useReport } from "../reports/useReport";
import { api } from "../lib/api";
import { FieldReportLists } from "./FieldReportLists";
import { IncomeEstimates } from "../reports/IncomeEstimates";
import { useTranslate } from "react-admin";

/** /entities/{entityId}/fields/{fieldId}/reports: one field's income, costs and profitability for the crop year. */
export function FieldReportPage() {
  const translate = useTranslate();
  const MONTHS = useMonths();
  const { entityId, fieldId } = useParams();
  const { cropYear } = useFarm();
  const [month, setMonth] = useState<number | "">("");
  const query = { year: String(cropYear), month: month === "" ? undefined : String(month) };
  const report = useReport(reportCall(api.api.fields[":fieldId"].profitability, { param: { fieldId: String(fieldId) }, query }));
  const files = reportCall(api.api.entities[":entityId"].fields[":fieldId"].tasks, { param: { entityId: String(entityId), fieldId: String(fieldId) }, query });
  const r = report.data;
  return (
    <Box>
      <PrintStyles />
      <Box className="no-print" sx={{ display: "flex", gap: 2, alignItems: "center", mb: 3, flexWrap: "wrap" }}>
        <Button component={Link} to="/fields" startIcon={<ArrowBackIcon />}>
          {translate("fieldReport.backToFields")}
        </Button>
        <Box sx={{ flex: 1 }} />
        <TextField select size="small" label={translate("fieldReport.month")} value={month} onChange={(e) => setMonth(e.target.value === "" ? "" : Number(e.target.value))} sx={{ minWidth: 180 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{translate("fieldReport.wholeCropYear")}</MenuItem>
          {MONTHS.map((m, i) => (
            <MenuItem key={m} value={i + 1}>
              {m} {cropYear}
            </MenuItem>
          ))}
        </TextField>
        <ReportActions call={files} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {r ? translate("fieldReport.fieldReport", { fieldName: r.fieldName }) : translate("fieldReport.fieldReport2")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {r ? translate("fieldReport.cropYear", { entityName: r.entityName, cropType: r.cropType ?? "N/A", cropYear, value: month ? ` · ${MONTHS[month - 1]}` : "" }) : ""}
      </Typography>
      <ReportState query={report}>
        {() => (
          <>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(4, 1fr)" }, mb: 3 }}>
              <SummaryCard title={translate("fieldReport.fieldSize")} testId="card-size">{acres(r!.fieldSize)} {translate("fieldReport.acres")}</SummaryCard>
              <SummaryCard title={translate("fieldReport.totalYieldIncome")} testId="card-revenue"><Money value={r!.totals.revenue} /></SummaryCard>
              <SummaryCard title={translate("fieldReport.equipmentRental")} testId="card-equipment"><Money value={r!.totals.equipmentRental} /></SummaryCard>
              <SummaryCard title={translate("fieldReport.netFieldProfit")} testId="card-net"><Money value={r!.totals.netProfit} /></SummaryCard>
            </Box>
            <FieldReportLists r={r!} />
            <IncomeEstimates estimates={r!.estimates} names={new Map([[r!.fieldId, r!.fieldName]])} />
          </>
        )}
      </ReportState>
    </Box>
  );
}
