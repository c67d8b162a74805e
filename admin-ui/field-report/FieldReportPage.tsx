import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useFarm } from "../layout/FarmContext";
import { acres } from "../lib/format";
import { MONTHS } from "../reports/months";
import { Money } from "../reports/Money";
import { PrintStyles } from "../reports/PrintStyles";
import { ReportActions } from "../reports/ReportActions";
import { ReportState } from "../reports/ReportState";
import { SummaryCard } from "../reports/SummaryCard";
import { reportCall, useReport } from "../reports/useReport";
import { api } from "../lib/api";
import { FieldReportLists } from "./FieldReportLists";

/** /entities/{entityId}/fields/{fieldId}/reports: one field's income, costs and profitability for the crop year. */
export function FieldReportPage() {
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
          Back to Fields
        </Button>
        <Box sx={{ flex: 1 }} />
        <TextField select size="small" label="Month" value={month} onChange={(e) => setMonth(e.target.value === "" ? "" : Number(e.target.value))} sx={{ minWidth: 180 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">Whole crop year</MenuItem>
          {MONTHS.map((m, i) => (
            <MenuItem key={m} value={i + 1}>
              {m} {cropYear}
            </MenuItem>
          ))}
        </TextField>
        <ReportActions call={files} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {r ? `${r.fieldName} Field Report` : "Field Report"}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {r ? `${r.entityName} · ${r.cropType ?? "N/A"} · Crop Year ${cropYear}${month ? ` · ${MONTHS[month - 1]}` : ""}` : ""}
      </Typography>
      <ReportState query={report}>
        {() => (
          <>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(4, 1fr)" }, mb: 3 }}>
              <SummaryCard title="Field Size" testId="card-size">{acres(r!.fieldSize)} acres</SummaryCard>
              <SummaryCard title="Total Yield Income" testId="card-revenue"><Money value={r!.totals.revenue} /></SummaryCard>
              <SummaryCard title="Equipment Rental" testId="card-equipment"><Money value={r!.totals.equipmentRental} /></SummaryCard>
              <SummaryCard title="Net Field Profit" testId="card-net"><Money value={r!.totals.netProfit} /></SummaryCard>
            </Box>
            <FieldReportLists r={r!} />
          </>
        )}
      </ReportState>
    </Box>
  );
}
