import { formatUsDate, type IrrigationReport } from "../../domain/reports";
import type { AgronomyHeader } from "../agronomy.service";
import { acres1, col, row, span, table, text } from "../../pdf/blocks";
import { headedReport, type PdfReport, type Row } from "../../pdf/model";
import { agronomyHeading, emptyAgronomy, fieldTitle } from "../agronomy-header";

export const IRRIGATION_TITLE = "Irrigation Report";

const COLUMNS = [col("Date", 1), col("Task", 2.6), col("Irrigation Type", 1.6), col("Duration (Hours)", 1.2, "right"), col("Water Applied (Inches)", 1.4, "right")];

/** Irrigations per field with each field's total water, then the Entity Summary with its Entity Average. */
export function irrigationPdf(report: AgronomyHeader & IrrigationReport): PdfReport {
  const { heading, blocks } = agronomyHeading(IRRIGATION_TITLE, report);
  const rows: Row[] = report.fields.flatMap((f): Row[] => [
    span(`${fieldTitle(f)} - ${f.cropType ?? "No crop"} - ${acres1(f.acres)} acres`, { bold: true, rule: true }),
    ...f.applications.map((a) => row([formatUsDate(a.date), a.taskName, a.irrigationType, a.hours, a.inches])),
    row(["", "Field Total Water Applied", "", f.total.hours, f.total.inches], { bold: true }),
  ]);
  const summary = report.fields.length > 1
    ? [
        text("Entity Summary", { bold: true, size: 10 }),
        table(
          [col("Field", 2), col("Crop", 1.5), col("Acres", 0.8, "right"), col("Hours", 1, "right"), col("Inches", 1, "right")],
          [
            ...report.fields.map((f) => row([fieldTitle(f), f.cropType ?? "", acres1(f.acres), f.total.hours, f.total.inches])),
            row(["Entity Average", "weighted by acres", "", report.entityAverage.hours, report.entityAverage.inches], { bold: true, rule: true }),
          ],
        ),
      ]
    : [];
  return headedReport(heading, "portrait", [
    ...blocks,
    ...(rows.length ? [table(COLUMNS, rows), ...summary] : emptyAgronomy("No Irrigation Applications", "Record a Water task with an irrigation type, hours and inches to see it here.")),
  ]);
}
