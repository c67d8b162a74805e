import { Box, Typography } from "@mui/material";
import { acres, shortDate } from "../lib/format";
import { api } from "../lib/api";
import { AgronomyReport, fieldHeading } from "./AgronomyReport";
import { reportCall } from "./useReport";
import { EmptyApplications } from "./EmptyApplications";
import type { FertilizerReport } from "./report-types";
import { FiguresTable } from "./ReportTable";

const NPK = ["n", "p", "k"] as const;
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
          <FiguresTable
            label={fieldHeading(f)}
            columns={[
              { key: "date", label: translate("reports.date") },
              { key: "task", label: translate("reports.task") },
              { key: "fertilizer", label: translate("reports.fertilizer") },
              { key: "unitsPerAcre", label: translate("reports.unitsAcre"), figure: "number" },
              ...NPK.map((k) => ({ key: `${k}Unit`, label: translate(`reports.${k}Unit`), figure: "number" as const })),
              ...NPK.map((k) => ({ key: `${k}PerAcre`, label: translate(`reports.${k}PerAcre`), figure: "number" as const })),
            ]}
            rows={[
              ...f.applications.map((a) => ({
                key: a.taskId,
                cells: {
                  date: shortDate(a.date), task: a.taskName, fertilizer: a.fertilizerName, unitsPerAcre: a.unitsPerAcre,
                  ...Object.fromEntries(NPK.flatMap((k) => [[`${k}Unit`, a.perUnit[k]], [`${k}PerAcre`, a.perAcre[k]]])),
                },
              })),
              {
                key: "total",
                total: true,
                testId: "fertilizer-field-total",
                cells: { date: translate("reports.fieldTotalPerAcre"), ...Object.fromEntries(NPK.map((k) => [`${k}PerAcre`, translate("reports.lbsPerAcre", { amount: f.totalPerAcre[k] })])) },
              },
            ]}
          />
        </Box>
      ))}
      {r.fields.length > 1 && (
        <>
          <Typography variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {translate("reports.summaryByField")}
          </Typography>
          <FiguresTable
            label={translate("reports.summaryByField")}
            columns={[
              { key: "field", label: translate("reports.field") },
              { key: "acres", label: translate("reports.acres4"), figure: "acres" },
              ...NPK.map((k) => ({ key: `${k}PerAcre`, label: translate(`reports.${k}PerAcre`), figure: "number" as const })),
            ]}
            rows={[
              ...r.fields.map((f) => ({ key: f.fieldId, cells: { field: fieldHeading(f), acres: acres(f.acres), ...Object.fromEntries(NPK.map((k) => [`${k}PerAcre`, f.totalPerAcre[k]])) } })),
              {
                key: "average",
                total: true,
                testId: "fertilizer-average",
                cells: { field: translate("reports.entityAverage"), ...Object.fromEntries(NPK.map((k) => [`${k}PerAcre`, translate("reports.lbsPerAcre", { amount: r.entityAverage[k] })])) },
              },
            ]}
          />
        </>
      )}
    </Box>
  );
}
