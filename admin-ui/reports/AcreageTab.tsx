import { Box, Chip, Typography } from "@mui/material";
import { useState } from "react";
import { acres } from "../lib/format";
import { ReportToolbar } from "./ReportActions";
import type { AcreageReport } from "./report-types";
import { ReportState } from "./ReportState";
import { FiguresTable } from "./ReportTable";
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
          {translate("reports.cropYearAcreage", { year: r.year })}
        </Typography>
      </Box>
      <FiguresTable
        label={translate("reports.acreage")}
        columns={[
          { key: "crop", label: translate("reports.crop2") },
          ...r.entities.map((e, i) => ({ key: `entity-${i}`, label: e.entityName.toUpperCase(), figure: "acres" as const })),
          { key: "total", label: translate("reports.cropTotals"), figure: "acres" },
          { key: "percent", label: translate("reports.cropPercentages") },
        ]}
        rows={[
          ...r.crops.map((c) => ({
            key: c.cropType,
            testId: "acreage-crop",
            cells: { crop: cropName(c.cropType), ...Object.fromEntries(c.acres.map((a, i) => [`entity-${i}`, acres(a)])), total: acres(c.totalAcres), percent: `${c.percentage}% ${cropName(c.cropType)}` },
          })),
          {
            key: "totals",
            total: true,
            testId: "acreage-total",
            cellTestIds: { total: "ranch-total" },
            cells: { crop: translate("reports.ranchTotals"), ...Object.fromEntries(r.entityCropTotals.map((a, i) => [`entity-${i}`, acres(a)])), total: acres(r.ranchTotal), percent: translate("reports.t1000RanchTotals") },
          },
        ]}
      />
      <Typography variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        {translate("reports.detailedFieldBreakdown")}
      </Typography>
      {withFields.map((e) => (
        <Box key={e.entityId} sx={{ mb: 3 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {e.entityName} ({acres(e.totalAcres)} {translate("reports.acres")}
          </Typography>
          <FiguresTable
            label={translate("reports.fields", { entityName: e.entityName })}
            columns={[
              { key: "field", label: translate("reports.field") },
              { key: "location", label: translate("reports.location") },
              { key: "crop", label: translate("reports.crop3") },
              { key: "acres", label: translate("reports.acres4"), figure: "acres" },
            ]}
            rows={e.fields.map((f) => ({
              key: f.fieldId,
              cells: {
                field: f.fieldName,
                location: f.location || "-",
                crop: <Chip size="small" label={cropName(f.cropType || "Unassigned")} variant={f.cropType ? "filled" : "outlined"} />,
                acres: acres(f.acreage),
              },
            }))}
          />
        </Box>
      ))}
    </Box>
  );
}
