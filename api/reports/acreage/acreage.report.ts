import { z } from "@hono/zod-openapi";
import { type AcreageReport, acreageReport as acreageFigures } from "../../domain/reports";
import type { Lang } from "../../domain/reference-names";
import type { CsvTable } from "../../lib/csv";
import { AcreageEntitySchema, AcreageReportSchema, YearPath } from "../../schemas/reports.schemas";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { columnLabelId, reportText } from "../report-info";
import { acreagePdf } from "./acreage.pdf";
import { acreageInfo as info } from "./acreage.info";
import { loadAcreageInput } from "./acreage.service";

/** The Detailed Field Breakdown: one row per field of every entity. */
const fieldRows = (report: AcreageReport): ReportRow[] =>
  report.entities.flatMap((e) =>
    e.fields.map((f) => ({ entityName: e.entityName, fieldName: f.fieldName, location: f.location, cropType: f.cropType, acreage: f.acreage })),
  );

/** The matrix CSV's own headings in each language a report file is written in. */
const MATRIX_TEXTS: Record<Lang, { cropTotals: string; cropPercentage: string }> = {
  en: { cropTotals: "Crop Totals", cropPercentage: "Crop Percentage" },
  es: { cropTotals: "Total por cultivo", cropPercentage: "Porcentaje del cultivo" },
};

/** The crop matrix: one row per crop, a column per entity, then the crop's total and its share of the ranch, in `lang`. */
const matrixCsv = (report: AcreageReport, lang: Lang): CsvTable => ({
  header: [reportText(info, columnLabelId(info.name, "cropType"), lang), ...report.entities.map((e) => e.entityName), MATRIX_TEXTS[lang].cropTotals, MATRIX_TEXTS[lang].cropPercentage],
  rows: report.crops.map((c) => [c.cropType, ...c.acres, c.totalAcres, c.percentage]),
});

export const acreageReport = defineReport({
  info,
  route: reportRoute(info, {
    params: YearPath,
    query: z.object({ view: z.enum(["entities", "matrix"], { error: "must be entities or matrix" }).default("entities"), ...formatQuery }),
    shape: z.union([z.array(AcreageEntitySchema), AcreageReportSchema]),
    summary: "Crop year acreage of every entity",
    description:
      "By default the spec's array, one item per entity. view=matrix answers the whole report instead: the entities, the " +
      "crops x entities matrix with each crop's share of the ranch (adding up to 100.0) and the ranch total. The CSV of " +
      "the default view lists the fields; of view=matrix, the matrix. The PDF always prints both.",
  }),
  load: async (ctx, { year }) => acreageFigures(await loadAcreageInput(ctx, year)),
  json: (report, { view }) => (view === "matrix" ? report : report.entities),
  rows: fieldRows,
  // view=matrix: a column per entity; the default view keeps the columns' CSV.
  csv: (report, { view }, lang) => (view === "matrix" ? matrixCsv(report, lang) : undefined),
  filename: (_report, { year, view }) => `acreage-${year}${view === "matrix" ? "-matrix" : ""}`,
  pdf: (report, _input, lang) => acreagePdf(report, lang),
});
