import type { ScheduleF } from "../../domain/accounting/schedule-f";
import { formatUsd, formatUsdParens } from "../../domain/money";
import { categoryText, type Lang, scheduleFText } from "../../domain/reference-names";
import { dateText } from "../../domain/reports";
import { col, note, row, signed, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

/** The PDF's own words in each language a report file is written in; the form's lines are in api/domain/reference-names.ts. */
const TEXTS: Record<Lang, {
  columns: [string, string, string, string];
  heading: (entity: string, year: number) => string;
  title: string;
  covers: (entity: string, year: number, from: string, to: string) => string;
  partI: string;
  partII: string;
  note: string;
}> = {
  en: {
    columns: ["LINE", "DESCRIPTION", "CATEGORIES", "AMOUNT"],
    heading: (entity, year) => `${entity.toUpperCase()} - SCHEDULE F SUMMARY - ${year}`,
    title: "Schedule F Summary (Form 1040): Profit or Loss From Farming",
    covers: (entity, year, from, to) => `${entity} - tax year ${year} - tasks dated ${from} to ${to}`,
    partI: "PART I - FARM INCOME (CASH METHOD)",
    partII: "PART II - FARM EXPENSES",
    note: "A working summary for the preparer, from the farm's task records by the category mapping of its chart of accounts; not a filed return.",
  },
  es: {
    columns: ["LÍNEA", "DESCRIPCIÓN", "CATEGORÍAS", "IMPORTE"],
    heading: (entity, year) => `${entity.toUpperCase()} - RESUMEN DEL ANEXO F - ${year}`,
    title: "Resumen del Anexo F (Formulario 1040): ganancias o pérdidas de la actividad agrícola",
    covers: (entity, year, from, to) => `${entity} - año fiscal ${year} - trabajos con fecha del ${from} al ${to}`,
    partI: "PARTE I - INGRESOS DE LA FINCA (MÉTODO DE CAJA)",
    partII: "PARTE II - GASTOS DE LA FINCA",
    note: "Un resumen de trabajo para quien prepara la declaración, a partir de los registros de trabajos de la finca según su catálogo de cuentas; no es una declaración presentada.",
  },
};

/** The Schedule F summary, portrait: Part I income, line 9, Part II expenses, lines 33 and 34, in `lang`. */
export function scheduleFPdf(report: ScheduleF, lang: Lang = "en"): PdfReport {
  const t = TEXTS[lang];
  const columns = t.columns.map((h, i) => col(h, [0.6, 4, 2.6, 1.3][i]!, i === 3 ? "right" : "left"));
  const lines = (rows: ScheduleF["partI"]) =>
    rows.map((l) => row([l.line, scheduleFText(l.line, lang), l.categories.map((c) => categoryText(c, lang)).join(", "), formatUsd(l.amount)]));
  return headedReport(t.heading(report.entityName, report.year), "portrait", [
    title(t.title, 13),
    text(t.covers(report.entityName, report.year, dateText(report.from, lang), dateText(report.to, lang)), { align: "center", size: 10 }),
    space(6),
    table(columns, [
      span(t.partI, { bold: true }),
      ...lines(report.partI),
      row(["9", scheduleFText("9", lang), "", formatUsd(report.grossIncome)], { bold: true, rule: true }),
      span(t.partII, { bold: true, rule: true }),
      ...lines(report.partII),
      row(["33", scheduleFText("33", lang), "", formatUsd(report.totalExpenses)], { bold: true, rule: true }),
      row(["34", scheduleFText("34", lang), "", signed(report.netProfit, formatUsdParens(report.netProfit))], { bold: true, rule: true }),
    ]),
    space(8),
    note(t.note),
  ]);
}
