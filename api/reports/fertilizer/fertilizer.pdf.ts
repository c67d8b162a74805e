import { formatUsDate, type FertilizerReport } from "../../domain/reports";
import type { AgronomyHeader } from "../agronomy.service";
import { acres1, col, row, span, table, text } from "../../pdf/blocks";
import { headedReport, type PdfReport, type Row } from "../../pdf/model";
import { agronomyHeading, emptyAgronomy, fieldTitle } from "../agronomy-header";

export const FERTILIZER_TITLE = "Fertilizer Application Report";

const COLUMNS = [
  col("Date", 0.9), col("Task", 2), col("Fertilizer", 1.8), col("Units/Acre", 0.9, "right"), col("N/Unit", 0.8, "right"), col("P/Unit", 0.8, "right"),
  col("K/Unit", 0.8, "right"), col("N per Acre", 0.9, "right"), col("P per Acre", 0.9, "right"), col("K per Acre", 0.9, "right"),
];

/** Applications per field with each field's total per acre, then the Summary by Field with its Entity Average. */
export function fertilizerPdf(report: AgronomyHeader & FertilizerReport): PdfReport {
  const { heading, blocks } = agronomyHeading(FERTILIZER_TITLE, report);
  const rows: Row[] = report.fields.flatMap((f): Row[] => [
    span(`${fieldTitle(f)} - ${f.cropType ?? "No crop"} - ${acres1(f.acres)} acres`, { bold: true, rule: true }),
    ...f.applications.map((a) => row([formatUsDate(a.date), a.taskName, a.fertilizerName, a.unitsPerAcre, a.perUnit.n, a.perUnit.p, a.perUnit.k, a.perAcre.n, a.perAcre.p, a.perAcre.k])),
    row(["", "Field Total per Acre (lbs/acre)", "", "", "", "", "", f.totalPerAcre.n, f.totalPerAcre.p, f.totalPerAcre.k], { bold: true }),
  ]);
  const summary = report.fields.length > 1
    ? [
        text("Summary by Field", { bold: true, size: 10 }),
        table(
          [col("Field", 2), col("Crop", 1.5), col("Acres", 0.8, "right"), col("N lbs/acre", 1, "right"), col("P lbs/acre", 1, "right"), col("K lbs/acre", 1, "right")],
          [
            ...report.fields.map((f) => row([fieldTitle(f), f.cropType ?? "", acres1(f.acres), f.totalPerAcre.n, f.totalPerAcre.p, f.totalPerAcre.k])),
            row(["Entity Average", "weighted by acres", "", report.entityAverage.n, report.entityAverage.p, report.entityAverage.k], { bold: true, rule: true }),
          ],
        ),
      ]
    : [];
  return headedReport(heading, "landscape", [
    ...blocks,
    ...(rows.length
      ? [table(COLUMNS, rows), ...summary]
      : emptyAgronomy("No Fertilizer Applications", "Record a task with a fertilizer and gallons applied to see it here.")),
  ]);
}
