import { Box, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useEntityFields } from "../lib/useFarmData";
import { CulturalCostsTable, OperationsResults } from "./OperationsTables";
import { Money } from "./Money";
import { ReportToolbar } from "./ReportActions";
import type { DetailedOperations } from "./report-types";
import { ReportState } from "./ReportState";
import { SummaryCard } from "./SummaryCard";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { CropYearShown } from "./PeriodFields";

/** Detailed Operations: the accounting record of one field, or of all fields, for the harvest year. */
export function DetailedOperationsTab({ entityId, year }: { entityId: number; year: number }) {
  const [fieldId, setFieldId] = useState(0);
  const fields = useEntityFields(entityId, year, false);
  const call = reportCall(api.api.entities[":id"].reports["detailed-operations"], { param: { id: String(entityId) }, query: { year: String(year), fieldId: String(fieldId) } });
  const report = useReport(call);
  return (
    <Box>
      <ReportToolbar call={call}>
        <TextField select size="small" label="Field" value={fieldId} onChange={(e) => setFieldId(Number(e.target.value))} sx={{ minWidth: 200 }}>
          <MenuItem value={0}>All Fields</MenuItem>
          {(fields.data ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <CropYearShown year={year} />
      </ReportToolbar>
      <ReportState query={report}>{() => <Operations r={report.data!} />}</ReportState>
    </Box>
  );
}

function Operations({ r }: { r: DetailedOperations }) {
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mb: 2, flexWrap: "wrap" }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {r.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Printed {new Date().toLocaleString("en-US")} · Page 1 of 1
        </Typography>
      </Box>
      {r.summary && (
        <Box data-testid="operations-summary" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, auto)" }, justifyContent: "start", columnGap: 4, mb: 2 }}>
          <Typography>Field: {r.summary.fieldName}</Typography>
          <Typography>Farm: {r.summary.farm}</Typography>
          <Typography>Crop: {r.summary.crop || "UNKNOWN"}</Typography>
          <Typography>Acres: {r.summary.acres}</Typography>
        </Box>
      )}
      <OperationsResults results={r.results} />
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        CULTURAL COSTS
      </Typography>
      <CulturalCostsTable lines={r.lines} />
      <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(5, 1fr)" } }}>
        <SummaryCard title="Total Operations" testId="card-operations">{r.cards.totalOperations}</SummaryCard>
        <SummaryCard title="Total Custom Farm" testId="card-custom"><Money value={r.cards.totalCustomFarm} /></SummaryCard>
        <SummaryCard title="Total Costs Other (Farm Mgmt, Water Assessment, Rent)" testId="card-other"><Money value={r.cards.totalCostsOther} /></SummaryCard>
        <SummaryCard title="Total Income" testId="card-income"><Money value={r.cards.totalIncome} /></SummaryCard>
        <SummaryCard title="Net Profit" testId="card-net"><Money value={r.cards.netProfit} /></SummaryCard>
      </Box>
    </Box>
  );
}
