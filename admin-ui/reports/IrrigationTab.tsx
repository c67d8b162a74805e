import { Box, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { api } from "../lib/api";
import { AgronomyReport, fieldHeading } from "./AgronomyReport";
import { reportCall } from "./useReport";
import { EmptyApplications } from "./EmptyApplications";
import type { IrrigationReport } from "./report-types";
import { FiguresTable } from "./ReportTable";
import { useTranslate } from "react-admin";
import { useReferenceWords } from "../lib/useReferenceWords";

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
  const words = useReferenceWords();
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
          <FiguresTable
            label={fieldHeading(f)}
            columns={[
              { key: "date", label: translate("reports.date") },
              { key: "task", label: translate("reports.task") },
              { key: "type", label: translate("reports.irrigationType") },
              { key: "hours", label: translate("reports.durationHours"), figure: "number" },
              { key: "inches", label: translate("reports.waterAppliedInches"), figure: "number" },
            ]}
            rows={[
              ...f.applications.map((a) => ({ key: a.taskId, cells: { date: shortDate(a.date), task: a.taskName, type: a.irrigationType ? words.irrigation(a.irrigationType) : a.irrigationType, hours: a.hours, inches: a.inches } })),
              { key: "total", total: true, testId: "irrigation-field-total", cells: { date: translate("reports.fieldTotalWaterApplied"), hours: f.total.hours, inches: f.total.inches } },
            ]}
          />
        </Box>
      ))}
      {r.fields.length > 1 && (
        <>
          <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {translate("reports.entitySummary")}
          </Typography>
          <FiguresTable
            label={translate("reports.entitySummary")}
            columns={[
              { key: "field", label: translate("reports.field") },
              { key: "acres", label: translate("reports.acres4"), figure: "acres" },
              { key: "hours", label: translate("reports.durationHours"), figure: "number" },
              { key: "inches", label: translate("reports.waterAppliedInches"), figure: "number" },
            ]}
            rows={[
              ...r.fields.map((f) => ({ key: f.fieldId, cells: { field: fieldHeading(f), acres: acres(f.acres), hours: f.total.hours, inches: f.total.inches } })),
              { key: "average", total: true, testId: "irrigation-average", cells: { field: translate("reports.entityAverage"), hours: r.entityAverage.hours, inches: r.entityAverage.inches } },
            ]}
          />
        </>
      )}
    </Box>
  );
}
