import { dateText, type IrrigationReport } from "../../domain/reports";
import { irrigationText, type Lang } from "../../domain/reference-names";
import type { AgronomyHeader } from "../agronomy.service";
import { acres1, col, row, span, table, text } from "../../pdf/blocks";
import { headedReport, type PdfReport, type Row } from "../../pdf/model";
import { AGRONOMY_TEXTS, agronomyHeading, emptyAgronomy, fieldBlockTitle, fieldTitle } from "../agronomy-header";
import { reportTitle } from "../report-info";
import { irrigationInfo } from "./irrigation.info";

const WEIGHTS = [1, 2.6, 1.6, 1.2, 1.4];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, { columns: string[]; fieldTotal: string; summary: string; hours: string; inches: string; empty: string; hint: string }> = {
  en: {
    columns: ["Date", "Task", "Irrigation Type", "Duration (Hours)", "Water Applied (Inches)"],
    fieldTotal: "Field Total Water Applied", summary: "Entity Summary", hours: "Hours", inches: "Inches",
    empty: "No Irrigation Applications", hint: "Record a Water task with an irrigation type, hours and inches to see it here.",
  },
  es: {
    columns: ["Fecha", "Tarea", "Tipo de riego", "Duración (horas)", "Agua aplicada (pulgadas)"],
    fieldTotal: "Total de agua aplicada al campo", summary: "Resumen de la entidad", hours: "Horas", inches: "Pulgadas",
    empty: "Sin riegos", hint: "Registre una tarea de Agua con tipo de riego, horas y pulgadas para verla aquí.",
  },
};

/** Irrigations per field with each field's total water, then the Entity Summary with its Entity Average, in `lang`. */
export function irrigationPdf(report: AgronomyHeader & IrrigationReport, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const a = AGRONOMY_TEXTS[lang];
  const { heading, blocks } = agronomyHeading(reportTitle(irrigationInfo, lang), report, lang);
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i < 3 ? "left" : "right"));
  const rows: Row[] = report.fields.flatMap((f): Row[] => [
    span(fieldBlockTitle(f, acres1(f.acres), lang), { bold: true, rule: true }),
    ...f.applications.map((x) => row([dateText(x.date, lang), x.taskName, irrigationText(x.irrigationType, lang), x.hours, x.inches])),
    row(["", w.fieldTotal, "", f.total.hours, f.total.inches], { bold: true }),
  ]);
  const summary = report.fields.length > 1
    ? [
        text(w.summary, { bold: true, size: 10 }),
        table(
          [col(a.field, 2), col(a.crop, 1.5), col("Acres", 0.8, "right"), col(w.hours, 1, "right"), col(w.inches, 1, "right")],
          [
            ...report.fields.map((f) => row([fieldTitle(f), f.cropType ?? "", acres1(f.acres), f.total.hours, f.total.inches])),
            row([a.entityAverage, a.weightedByAcres, "", report.entityAverage.hours, report.entityAverage.inches], { bold: true, rule: true }),
          ],
        ),
      ]
    : [];
  return headedReport(heading, "portrait", [
    ...blocks,
    ...(rows.length ? [table(columns, rows), ...summary] : emptyAgronomy(w.empty, w.hint)),
  ]);
}
