import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { api } from "../lib/api";
import { AgronomyReport, fieldHeading } from "./AgronomyReport";
import { reportCall } from "./useReport";
import { EmptyApplications } from "./EmptyApplications";
import type { FertilizerReport } from "./report-types";
import { ReportTable, totalRowSx } from "./ReportTable";
import { useTranslate } from "react-admin";

/** Fertilizer Report: N, P and K applied per acre, per field, with an acreage-weighted entity average. */
export function FertilizerTab({ entityId, year }: { entityId: number; year: number }) {
  const translate = useTranslate();
  return (
    <AgronomyReport call={(args) => reportCall(api.api.reports.fertilizer, args)} entityId={entityId} year={year} initialEntity="all" loading={translate("reports.loadingFertilizerData")}>
      {(r) => <Fertilizer r={r} />}
    </AgronomyReport>
  );
}

function Fertilizer({ r }: { r: FertilizerReport }) {
  const translate = useTranslate();
  if (r.fields.length === 0) {
    return <EmptyApplications title={translate("reports.noFertilizerApplications")} hint={translate("reports.noFertilizerHint", { year: r.cropYear })} />;
  }
  return (
    <Box>
      <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {translate("reports.fertilizerApplicationReport")} {r.entityName === "All Entities" ? translate("reports.allEntities") : r.entityName} {translate("reports.cropYear")} {r.cropYear}
      </Typography>
      {r.fields.map((f) => (
        <Box key={f.fieldId} sx={{ mb: 3 }} data-testid="fertilizer-field">
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {fieldHeading(f)} · {f.cropType ?? "N/A"} · {acres(f.acres)} {translate("reports.acres3")}
          </Typography>
          <ReportTable head={[translate("reports.date"), translate("reports.task"), translate("reports.fertilizer"), translate("reports.unitsAcre"), translate("reports.nUnit"), translate("reports.pUnit"), translate("reports.kUnit"), translate("reports.nPerAcre"), translate("reports.pPerAcre"), translate("reports.kPerAcre")]}>
            {f.applications.map((a) => (
              <TableRow key={a.taskId}>
                <TableCell>{shortDate(a.date)}</TableCell>
                <TableCell>{a.taskName}</TableCell>
                <TableCell>{a.fertilizerName}</TableCell>
                <TableCell align="right">{a.unitsPerAcre}</TableCell>
                <TableCell align="right">{a.perUnit.n}</TableCell>
                <TableCell align="right">{a.perUnit.p}</TableCell>
                <TableCell align="right">{a.perUnit.k}</TableCell>
                <TableCell align="right">{a.perAcre.n}</TableCell>
                <TableCell align="right">{a.perAcre.p}</TableCell>
                <TableCell align="right">{a.perAcre.k}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx} data-testid="fertilizer-field-total">
              <TableCell colSpan={7}>{translate("reports.fieldTotalPerAcre")}</TableCell>
              <TableCell align="right">{translate("reports.lbsPerAcre", { amount: f.totalPerAcre.n })}</TableCell>
              <TableCell align="right">{translate("reports.lbsPerAcre", { amount: f.totalPerAcre.p })}</TableCell>
              <TableCell align="right">{translate("reports.lbsPerAcre", { amount: f.totalPerAcre.k })}</TableCell>
            </TableRow>
          </ReportTable>
        </Box>
      ))}
      {r.fields.length > 1 && (
        <>
          <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {translate("reports.summaryByField")}
          </Typography>
          <ReportTable head={[translate("reports.field"), translate("reports.acres4"), translate("reports.nPerAcre"), translate("reports.pPerAcre"), translate("reports.kPerAcre")]}>
            {r.fields.map((f) => (
              <TableRow key={f.fieldId}>
                <TableCell>{fieldHeading(f)}</TableCell>
                <TableCell align="right">{acres(f.acres)}</TableCell>
                <TableCell align="right">{f.totalPerAcre.n}</TableCell>
                <TableCell align="right">{f.totalPerAcre.p}</TableCell>
                <TableCell align="right">{f.totalPerAcre.k}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={totalRowSx} data-testid="fertilizer-average">
              <TableCell colSpan={2}>{translate("reports.entityAverage")}</TableCell>
              <TableCell align="right">{translate("reports.lbsPerAcre", { amount: r.entityAverage.n })}</TableCell>
              <TableCell align="right">{translate("reports.lbsPerAcre", { amount: r.entityAverage.p })}</TableCell>
              <TableCell align="right">{translate("reports.lbsPerAcre", { amount: r.entityAverage.k })}</TableCell>
            </TableRow>
          </ReportTable>
        </>
      )}
    </Box>
  );
}
