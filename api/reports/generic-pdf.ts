import { formatUsd } from "../domain/money";
import { categoryText, type Lang, productKindText, unitText } from "../domain/reference-names";
import { dateText } from "../domain/reports";
import type { CsvCell } from "../lib/csv";
import { acres1, col, row, signed, space, table, text, title } from "../pdf/blocks";
import { type Align, type Cell, headedReport, type PdfReport } from "../pdf/model";
import { type ColumnKind, type ReportColumn, type ReportInfo, columnHeadings, reportTitle } from "./report-info";

/** The generic PDF's own words, in each language a report file is written in. */
const NOTHING_RECORDED: Record<Lang, string> = { en: "Nothing recorded.", es: "Nada registrado." };

/** How wide a column of each kind is drawn, against the others, and which side it keeps to. */
const LAYOUT: Record<ColumnKind, { weight: number; align: Align }> = {
  text: { weight: 1.6, align: "left" },
  date: { weight: 1, align: "left" },
  money: { weight: 1.2, align: "right" },
  acres: { weight: 0.8, align: "right" },
  percent: { weight: 0.8, align: "right" },
  quantity: { weight: 0.9, align: "right" },
  unit: { weight: 0.8, align: "left" },
  category: { weight: 1.4, align: "left" },
  productKind: { weight: 1.2, align: "left" },
};

/**
 * A value as the reports print it by its column's kind: money in dollars (a loss in red), acres to one decimal,
 * percentages with their sign, dates as M/D/YYYY (D/M/YYYY in Spanish), a unit or a seeded category in the reader's language; empty for no value.
 * @example printed("money", "-12.5") -> { text: "-$12.50", color: red }; printed("acres", "40.25") === "40.3"
 */
export function printed(kind: ColumnKind, value: CsvCell, lang: Lang = "en"): Cell {
  if (value === null || value === undefined || value === "") return "";
  const v = String(value);
  switch (kind) {
    case "money":
      return signed(v, formatUsd(v));
    case "acres":
      return acres1(v);
    case "percent":
      return `${v}%`;
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(v) ? dateText(v, lang) : v;
    case "unit":
      return unitText(v, lang);
    case "category":
      return categoryText(v, lang);
    case "productKind":
      return productKindText(v, lang);
    default:
      return v;
  }
}

/**
 * The PDF of a report without a special layout: its title, a line saying what it covers, and one table of its
 * columns, a row per row of the report (and a bold totals row when the report has one). Landscape past 8 columns.
 */
export function genericReportPdf(
  info: ReportInfo,
  columns: readonly ReportColumn[],
  body: { rows: Array<Record<string, CsvCell>>; subtitle?: string; totals?: Record<string, CsvCell> },
  lang: Lang = "en",
): PdfReport {
  const name = reportTitle(info, lang);
  const heading = body.subtitle ? `${name} - ${body.subtitle}` : name;
  const headings = columnHeadings(info, columns, lang);
  const cells = (r: Record<string, CsvCell>) => columns.map((c) => printed(c.kind, r[c.key], lang));
  return headedReport(heading, columns.length > 8 ? "landscape" : "portrait", [
    title(name, 13),
    ...(body.subtitle ? [text(body.subtitle, { align: "center", size: 10 })] : []),
    space(6),
    table(columns.map((c, i) => col(headings[i]!, LAYOUT[c.kind].weight, LAYOUT[c.kind].align)), [
      ...(body.rows.length ? body.rows.map((r) => row(cells(r))) : [{ span: NOTHING_RECORDED[lang], align: "center" as const }]),
      ...(body.totals ? [row(cells(body.totals), { bold: true, rule: true })] : []),
    ]),
  ]);
}
