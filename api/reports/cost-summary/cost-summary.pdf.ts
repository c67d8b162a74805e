import { formatUsd } from "../../domain/money";
import { dateText, type CostSummary } from "../../domain/reports";
import { acres1, col, pairs, row, signed, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";
import type { Lang } from "../../domain/reference-names";
import { estimateBlocks } from "../income-estimates.pdf";

export const COST_SUMMARY_TITLE = "Accounting Cost Summary By Ranch and Field";

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, { title: string; cropYear: string; to: string; columns: string[]; total: string; cards: string[] }> = {
  en: {
    title: COST_SUMMARY_TITLE, cropYear: "Crop Year", to: "to",
    columns: ["FIELD", "CROP", "TOTAL ACRES", "YIELD/ACRE", "INCOME", "TOTAL INCOME/ACRE", "COST", "TOTAL COST PER ACRE", "NET TOTAL", "NET/ACRE"],
    total: "TOTAL",
    cards: ["Income Summary", "Cost Summary", "Net Profit Summary", "Income per Acre", "Cost per Acre", "Net per Acre"],
  },
  es: {
    title: "Resumen contable de costos por rancho y campo", cropYear: "Año de cosecha", to: "al",
    columns: ["CAMPO", "CULTIVO", "ACRES TOTALES", "REND./ACRE", "INGRESOS", "INGRESOS/ACRE", "COSTO", "COSTO POR ACRE", "NETO TOTAL", "NETO/ACRE"],
    total: "TOTAL",
    cards: ["Resumen de ingresos", "Resumen de costos", "Resumen de ganancia neta", "Ingresos por acre", "Costo por acre", "Neto por acre"],
  },
};

const WEIGHTS = [2, 1.4, 1, 1, 1.3, 1.1, 1.3, 1.1, 1.3, 1.1];

/** The cost summary, landscape for its ten columns: entity banner, one row per field, the total row, three cards. */
export function costSummaryPdf(report: CostSummary, lang: Lang = "en"): PdfReport {
  const t = report.totals;
  const w = TEXTS[lang];
  const heading = `${report.entityName.toUpperCase()} - ${w.title} - ${w.cropYear} ${report.cropYear}`;
  const columns = w.columns.map((h, i) => col(h, WEIGHTS[i]!, i < 2 ? "left" : "right"));
  return headedReport(heading, "landscape", [
    title(w.title, 14),
    text(`${w.cropYear} ${report.cropYear} - ${dateText(report.from, lang)} ${w.to} ${dateText(report.to, lang)}`, { align: "center", size: 10 }),
    space(6),
    table(columns, [
      span(report.entityName.toUpperCase(), { bold: true }),
      ...report.rows.map((r) => row([
        r.fieldName, r.cropType ?? "", acres1(r.totalAcres), r.yieldPerAcre, formatUsd(r.income), formatUsd(r.incomePerAcre),
        formatUsd(r.cost), formatUsd(r.costPerAcre), signed(r.net, formatUsd(r.net)), signed(r.netPerAcre, formatUsd(r.netPerAcre)),
      ])),
      row([
        w.total, "", acres1(t.totalAcres), "", formatUsd(t.income), formatUsd(t.incomePerAcre), formatUsd(t.cost), formatUsd(t.costPerAcre),
        signed(t.net, formatUsd(t.net)), signed(t.netPerAcre, formatUsd(t.netPerAcre)),
      ], { bold: true, rule: true }),
    ]),
    pairs(
      [t.income, t.cost, t.net, t.incomePerAcre, t.costPerAcre, t.netPerAcre].map((amount, i): [string, string] => [w.cards[i]!, formatUsd(amount)]),
      { perRow: 3 },
    ),
    ...estimateBlocks(report.estimates, new Map(report.rows.map((r) => [r.fieldId, r.fieldName])), lang),
  ]);
}
