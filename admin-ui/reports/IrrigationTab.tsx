import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { api } from "../lib/api";
import { AgronomyReport, fieldHeading } from "./AgronomyReport";
import { reportCall } from "./useReport";
import { EmptyApplications } from "./EmptyApplications";
import type { IrrigationReport } from "./report-types";
import { ReportTable, totalRowSx } from "./ReportTable";
import { useTranslate } from "react-admin";

/** Irrigation Report: hours and inches of water per field (Water tasks), with the entity's average. */
export function IrrigationTab({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  return (
    <AgronomyReport call={(args) => reportCall(api.api.reports.irrigation, args)} entityId={entityId} year={year} initialEntity="current" loading={translate("reports.loadingIrrigationData")}>
      {(r) => <Irrigation r={r} />}
    </AgronomyReport>
  );
}

function Irrigation({ r }: { r: IrrigationReport }) {
  const translate = useTranslate();
  if (r.fields.length === 0) {
    return <EmptyApplications title={translate("reports.noIrrigationApplications")} hint={translate("reports.noIrrigationHint", { year: r.cropYear })} />;
  }
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {translate("reports.irrigationReport")} {r.entityName === "All Entities" ? translate("reports.allEntities") : r.entityName} {translate("reports.cropYear")} {r.cropYear}
      </Typography>
      {r.fields.map((f) => (
        <Box key={f.fieldId} sx={{ mb: 3 }} data-testid="irrigation-field">
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {fieldHeading(f)} · {f.cropType ?? "N/A"} · {acres(f.acres)} {translate("reports.acres3")}
          </Typography>
          <ReportTable head={[translate("reports.date"), translate("reports.task"), translate("reports.irrigationType"), translate("reports.durationHours"), translate("reports.waterAppliedInches")]}>
            {f.applications.map((a) => (
              <TableRow key={a.taskId}>
                <TableCell>{shortDate(a.date)}</TableCell>
                <TableCell>{a.taskName}</TableCell>
                <TableCell>{a.irrigationType}</TableCell>
                <TableCell align="right">{a.hours}</TableCell>
                <TableCell align="right">{a.inches}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx} data-testid="irrigation-field-total">
              <TableCell colSpan={3}>{translate("reports.fieldTotalWaterApplied")}</TableCell>
              <TableCell align="right">{f.total.hours}</TableCell>
              <TableCell align="right">{f.total.inches}</TableCell>
            </TableRow>
          </ReportTable>
        </Box>
      ))}
      {r.fields.length > 1 && (
        <>
          <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {translate("reports.entitySummary")}
          </Typography>
          <ReportTable head={[translate("reports.field"), translate("reports.acres4"), translate("reports.durationHours"), translate("reports.waterAppliedInches")]}>
            {r.fields.map((f) => (
              <TableRow key={f.fieldId}>
                <TableCell>{fieldHeading(f)}</TableCell>
                <TableCell align="right">{acres(f.acres)}</TableCell>
                <TableCell align="right">{f.total.hours}</TableCell>
                <TableCell align="right">{f.total.inches}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx} data-testid="irrigation-average">
              <TableCell colSpan={2}>{translate("reports.entityAverage")}</TableCell>
              <TableCell align="right">{r.entityAverage.hours}</TableCell>
              <TableCell align="right">{r.entityAverage.inches}</TableCell>
            </TableRow>
          </ReportTable>
        </>
      )}
    </Box>
  );
}
