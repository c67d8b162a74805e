import { dateText, type FertilizerReport } from "../../domain/reports";
import type { Lang } from "../../domain/reference-names";
import type { AgronomyHeader } from "../agronomy.service";
import { acres1, col, row, span, table, text } from "../../pdf/blocks";
import { headedReport, type PdfReport, type Row } from "../../pdf/model";
import { AGRONOMY_TEXTS, agronomyHeading, emptyAgronomy, fieldBlockTitle, fieldTitle } from "../agronomy-header";
import { reportTitle } from "../report-info";
import { fertilizerInfo } from "./fertilizer.info";

const WEIGHTS = [0.9, 2, 1.8, 0.9, 0.8, 0.8, 0.8, 0.9, 0.9, 0.9];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, { columns: string[]; fieldTotal: string; summary: string; perAcre: (nutrient: string) => string; empty: string; hint: string }> = {
  en: {
    columns: ["Date", "Task", "Fertilizer", "Units/Acre", "N/Unit", "P/Unit", "K/Unit", "N per Acre", "P per Acre", "K per Acre"],
    fieldTotal: "Field Total per Acre (lbs/acre)", summary: "Summary by Field", perAcre: (n) => `${n} lbs/acre`,
    empty: "No Fertilizer Applications", hint: "Record a task with a fertilizer and gallons applied to see it here.",
  },
  es: {
    columns: ["Fecha", "Tarea", "Fertilizante", "Unidades/acre", "N/unidad", "P/unidad", "K/unidad", "N por acre", "P por acre", "K por acre"],
    fieldTotal: "Total del campo por acre (lbs/acre)", summary: "Resumen por campo", perAcre: (n) => `${n} lbs/acre`,
    empty: "Sin aplicaciones de fertilizante", hint: "Registre una tarea con un fertilizante y galones aplicados para verla aquí.",
  },
};

/** Applications per field with each field's total per acre, then the Summary by Field with its Entity Average, in `lang`. */
export function fertilizerPdf(report: AgronomyHeader & FertilizerReport, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const a = AGRONOMY_TEXTS[lang];
  const { heading, blocks } = agronomyHeading(reportTitle(fertilizerInfo, lang), report, lang);
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i < 3 ? "left" : "right"));
  const rows: Row[] = report.fields.flatMap((f): Row[] => [
    span(fieldBlockTitle(f, acres1(f.acres), lang), { bold: true, rule: true }),
    ...f.applications.map((x) => row([dateText(x.date, lang), x.taskName, x.fertilizerName, x.unitsPerAcre, x.perUnit.n, x.perUnit.p, x.perUnit.k, x.perAcre.n, x.perAcre.p, x.perAcre.k])),
    row(["", w.fieldTotal, "", "", "", "", "", f.totalPerAcre.n, f.totalPerAcre.p, f.totalPerAcre.k], { bold: true }),
  ]);
  const summary = report.fields.length > 1
    ? [
        text(w.summary, { bold: true, size: 10 }),
        table(
          [col(a.field, 2), col(a.crop, 1.5), col("Acres", 0.8, "right"), col(w.perAcre("N"), 1, "right"), col(w.perAcre("P"), 1, "right"), col(w.perAcre("K"), 1, "right")],
          [
            ...report.fields.map((f) => row([fieldTitle(f), f.cropType ?? "", acres1(f.acres), f.totalPerAcre.n, f.totalPerAcre.p, f.totalPerAcre.k])),
            row([a.entityAverage, a.weightedByAcres, "", report.entityAverage.n, report.entityAverage.p, report.entityAverage.k], { bold: true, rule: true }),
          ],
        ),
      ]
    : [];
  return headedReport(heading, "landscape", [
    ...blocks,
    ...(rows.length ? [table(columns, rows), ...summary] : emptyAgronomy(w.empty, w.hint)),
  ]);
}
