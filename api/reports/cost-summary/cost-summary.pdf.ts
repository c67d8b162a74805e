import { formatUsd } from "../../domain/money";
import { formatUsDate, type CostSummary } from "../../domain/reports";
import { acres1, col, pairs, row, signed, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

export const COST_SUMMARY_TITLE = "Accounting Cost Summary By Ranch and Field";

const COLUMNS = [
  col("FIELD", 2), col("CROP", 1.4), col("TOTAL ACRES", 1, "right"), col("YIELD/ACRE", 1, "right"), col("INCOME", 1.3, "right"),
  col("TOTAL INCOME/ACRE", 1.1, "right"), col("COST", 1.3, "right"), col("TOTAL COST PER ACRE", 1.1, "right"),
  col("NET TOTAL", 1.3, "right"), col("NET/ACRE", 1.1, "right"),
];

/** The cost summary, landscape for its ten columns: entity banner, one row per field, the total row, three cards. */
export function costSummaryPdf(report: CostSummary): PdfReport {
  const t = report.totals;
  const heading = `${report.entityName.toUpperCase()} - ${COST_SUMMARY_TITLE} - Crop Year ${report.cropYear}`;
  return headedReport(heading, "landscape", [
    title(COST_SUMMARY_TITLE, 14),
    text(`Crop Year ${report.cropYear} - ${formatUsDate(report.from)} to ${formatUsDate(report.to)}`, { align: "center", size: 10 }),
    space(6),
    table(COLUMNS, [
      span(report.entityName.toUpperCase(), { bold: true }),
      ...report.rows.map((r) => row([
        r.fieldName, r.cropType ?? "", acres1(r.totalAcres), r.yieldPerAcre, formatUsd(r.income), formatUsd(r.incomePerAcre),
        formatUsd(r.cost), formatUsd(r.costPerAcre), signed(r.net, formatUsd(r.net)), signed(r.netPerAcre, formatUsd(r.netPerAcre)),
      ])),
      row([
        "TOTAL", "", acres1(t.totalAcres), "", formatUsd(t.income), formatUsd(t.incomePerAcre), formatUsd(t.cost), formatUsd(t.costPerAcre),
        signed(t.net, formatUsd(t.net)), signed(t.netPerAcre, formatUsd(t.netPerAcre)),
      ], { bold: true, rule: true }),
    ]),
    pairs([
      ["Income Summary", formatUsd(t.income)],
      ["Cost Summary", formatUsd(t.cost)],
      ["Net Profit Summary", formatUsd(t.net)],
      ["Income per Acre", formatUsd(t.incomePerAcre)],
      ["Cost per Acre", formatUsd(t.costPerAcre)],
      ["Net per Acre", formatUsd(t.netPerAcre)],
    ], { perRow: 3 }),
  ]);
}
