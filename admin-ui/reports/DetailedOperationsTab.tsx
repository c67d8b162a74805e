import { Box, MenuItem, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useEntityFields } from "../lib/useFarmData";
import { CulturalCostsTable, OperationsResults } from "./OperationsTables";
import { Money } from "./Money";
import { ReportToolbar } from "./ReportActions";
import type { DetailedOperations } from "./report-types";
import { ReportState } from "./ReportState";
import { SummaryCard } from "./SummaryCard";
import { IncomeEstimates } from "./IncomeEstimates";
import { reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { CropYearShown } from "./PeriodFields";
import { useTranslate } from "react-admin";
import { dateTime } from "../lib/format";

/** Detailed Operations: the accounting record of one field, or of all fields, for the harvest year. */
export function DetailedOperationsTab({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  const [fieldId, setFieldId] = useState(0);
  const fields = useEntityFields(entityId, year, false);
  const call = reportCall(api.api.entities[":id"].reports["detailed-operations"], { param: { id: String(entityId) }, query: { year: String(year), fieldId: String(fieldId) } });
  const report = useReport(call);
  return (
    <Box>
      <ReportToolbar call={call}>
        <TextField select size="small" label={translate("reports.field")} value={fieldId} onChange={(e) => setFieldId(Number(e.target.value))} sx={{ minWidth: 200 }}>
          <MenuItem value={0}>{translate("reports.allFields")}</MenuItem>
          {(fields.data ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <CropYearShown year={year} />
      </ReportToolbar>
      <ReportState query={report}>{() => <Operations r={report.data!} names={new Map((fields.data ?? []).map((f) => [f.id, f.name]))} />}</ReportState>
    </Box>
  );
}

function Operations({ r, names }: { r: DetailedOperations; names: ReadonlyMap<number, string> }) {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mb: 2, flexWrap: "wrap" }}>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {r.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate("reports.printed")} {dateTime(new Date())} {translate("reports.page1Of1")}
        </Typography>
      </Box>
      {r.summary && (
        <Box data-testid="operations-summary" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, auto)" }, justifyContent: "start", columnGap: 4, mb: 2 }}>
          {/* With All Fields (fieldId 0) the server's field line is "All fields": said in the user's language. */}
          <Typography>{translate("reports.field2")} {r.fieldId === 0 ? translate("reports.allFields") : r.summary.fieldName}</Typography>
          <Typography>{translate("reports.farm")} {r.summary.farm}</Typography>
          <Typography>{translate("reports.crop")} {/* The server writes UNKNOWN for a field without a crop (api/domain/reports/detailed-operations.ts). */}
            {!r.summary.crop || r.summary.crop === "UNKNOWN" ? translate("reports.unknown") : r.summary.crop}</Typography>
          <Typography>{translate("reports.acres2")} {r.summary.acres}</Typography>
        </Box>
      )}
      <OperationsResults results={r.results} />
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {translate("reports.culturalCosts")}
      </Typography>
      <CulturalCostsTable lines={r.lines} />
      <Box sx={{ mt: 3, display: "grid", gap: 2, gridTemplateColumns: { md: "repeat(5, 1fr)" } }}>
        <SummaryCard title={translate("reports.totalOperations")} testId="card-operations">{r.cards.totalOperations}</SummaryCard>
        <SummaryCard title={translate("reports.totalCustomFarm")} testId="card-custom"><Money value={r.cards.totalCustomFarm} /></SummaryCard>
        <SummaryCard title={translate("reports.totalCostsOtherFarmMgmt")} testId="card-other"><Money value={r.cards.totalCostsOther} /></SummaryCard>
        <SummaryCard title={translate("reports.totalIncome")} testId="card-income"><Money value={r.cards.totalIncome} /></SummaryCard>
        <SummaryCard title={translate("reports.netProfit")} testId="card-net"><Money value={r.cards.netProfit} /></SummaryCard>
      </Box>
      <IncomeEstimates estimates={r.estimates} names={names} />
    </Box>
  );
}
