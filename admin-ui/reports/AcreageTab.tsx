import { Box, Chip, TableCell, TableRow, Typography } from "@mui/material";
import { useState } from "react";
import { acres } from "../lib/format";
import { ReportToolbar } from "./ReportActions";
import type { AcreageReport } from "./report-types";
import { ReportState } from "./ReportState";
import { ReportTable, totalRowSx } from "./ReportTable";
import { type ReportCall, reportCall, useReport } from "./useReport";
import { api } from "../lib/api";
import { YearSelect, reportYears, startYear } from "./YearSelect";
import { useTranslate } from "react-admin";

/** Acreage Report: every entity's acres by crop for the crop year, then each entity's fields. */
export function AcreageTab({ cropYear }: { cropYear: number }) {
  const translate = useTranslate();
  const [year, setYear] = useState(startYear(cropYear));
  const call = reportCall(api.api.reports.acreage[":year"], { param: { year: String(year) }, query: { view: "matrix" } });
  // view=matrix answers the whole report (the route's answer is the array or the report)
  const report = useReport(call as ReportCall<AcreageReport>);
  return (
    <Box>
      <ReportToolbar call={call}>
        <YearSelect value={year} onChange={setYear} years={reportYears(cropYear)} />
      </ReportToolbar>
      <ReportState query={report} loading={translate("reports.loadingAcreageData")}>
        {() => <Acreage r={report.data!} />}
      </ReportState>
    </Box>
  );
}

function Acreage({ r }: { r: AcreageReport }) {
  const translate = useTranslate();
  // The server names fields without a crop "Unassigned" (api/domain/reports/acreage.ts).
  const cropName = (crop: string) => (crop === "Unassigned" ? translate("reports.unassigned") : crop);
  const withFields = r.entities.filter((e) => e.fields.length > 0);
  if (withFields.length === 0) {
    return (
      <Box sx={{ textAlign: "center", py: 4 }}>
        <Typography variant="h6">{translate("reports.noAcreageData")}</Typography>
        <Typography color="text.secondary">{translate("reports.noFieldsFoundFor")} {r.year}.</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ textAlign: "center", mb: 2, py: 1, bgcolor: "primary.main", color: "primary.contrastText", borderRadius: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, letterSpacing: 1 }}>
          {translate("reports.farmCostManager")}
        </Typography>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {r.title}
        </Typography>
      </Box>
      <ReportTable head={[translate("reports.crop2"), ...r.entities.map((e) => e.entityName.toUpperCase()), translate("reports.cropTotals"), translate("reports.cropPercentages")]} label={translate("reports.acreage")}>
        {r.crops.map((c) => (
          <TableRow key={c.cropType} data-testid="acreage-crop">
            <TableCell>{cropName(c.cropType)}</TableCell>
            {c.acres.map((a, i) => (
              <TableCell key={i} align="right">{acres(a)}</TableCell>
            ))}
            <TableCell align="right">{acres(c.totalAcres)}</TableCell>
            <TableCell align="right">{`${c.percentage}% ${cropName(c.cropType)}`}</TableCell>
          </TableRow>
        ))}
        <TableRow sx={totalRowSx} data-testid="acreage-total">
          <TableCell>{translate("reports.ranchTotals")}</TableCell>
          {r.entityCropTotals.map((a, i) => (
            <TableCell key={i} align="right">{acres(a)}</TableCell>
          ))}
          <TableCell align="right" data-testid="ranch-total">{acres(r.ranchTotal)}</TableCell>
          <TableCell align="right">{translate("reports.t1000RanchTotals")}</TableCell>
        </TableRow>
      </ReportTable>
      <Typography variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        {translate("reports.detailedFieldBreakdown")}
      </Typography>
      {withFields.map((e) => (
        <Box key={e.entityId} sx={{ mb: 3 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {e.entityName} ({acres(e.totalAcres)} {translate("reports.acres")}
          </Typography>
          <ReportTable head={[translate("reports.field"), translate("reports.location"), translate("reports.crop3"), translate("reports.acres4")]} label={translate("reports.fields", { entityName: e.entityName })}>
            {e.fields.map((f) => (
              <TableRow key={f.fieldId}>
                <TableCell>{f.fieldName}</TableCell>
                <TableCell>{f.location || "-"}</TableCell>
                <TableCell>
                  <Chip size="small" label={cropName(f.cropType || "Unassigned")} variant={f.cropType ? "filled" : "outlined"} />
                </TableCell>
                <TableCell align="right">{acres(f.acreage)}</TableCell>
              </TableRow>
            ))}
          </ReportTable>
        </Box>
      ))}
    </Box>
  );
}
