import { formatUsd } from "../../domain/money";
import { netWithLoss, type FieldSummary } from "../../domain/reports";
import { acres1, col, pairs, row, signed, space, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

const COLUMNS = [
  col("Field Name", 1.8), col("Acres", 0.7, "right"), col("Crop Type", 1.2), col("Yield/Acre", 1, "right"), col("Income", 1.1, "right"),
  col("Costs Cultural", 1.1, "right"), col("Costs Other", 1.1, "right"), col("Costs Equip", 1.1, "right"), col("Total Costs", 1.1, "right"),
  col("Net", 1.4, "right"), col("Net/Acre", 0.9, "right"),
];

/** The field summary, landscape as the screen prints it. */
export function fieldSummaryPdf(report: FieldSummary): PdfReport {
  const t = report.totals;
  const body = report.rows.length
    ? [
        text("Field-by-Field Performance Summary", { bold: true, size: 10 }),
        table(COLUMNS, [
          ...report.rows.map((r) => row([
            r.fieldName, acres1(r.acres), r.cropType ?? "", r.yieldUnit ? `${r.yieldPerAcre} ${r.yieldUnit}` : r.yieldPerAcre,
            formatUsd(r.income), formatUsd(r.costsCultural), formatUsd(r.costsOther), formatUsd(r.costsEquip), formatUsd(r.totalCosts),
            signed(r.net, netWithLoss(r.net)), signed(r.netPerAcre, formatUsd(r.netPerAcre)),
          ])),
          row([
            "TOTALS", acres1(t.acres), "", "", formatUsd(t.income), formatUsd(t.costsCultural), formatUsd(t.costsOther), formatUsd(t.costsEquip),
            formatUsd(t.totalCosts), signed(t.net, netWithLoss(t.net)), signed(t.netPerAcre, formatUsd(t.netPerAcre)),
          ], { bold: true, rule: true }),
        ]),
      ]
    : [space(12), text(`No field data available for ${report.cropYear}`, { align: "center", size: 10 })];
  return headedReport(report.heading, "landscape", [
    title(report.heading, 13),
    space(6),
    ...body,
    pairs([
      ["Total Fields", String(report.cards.totalFields)],
      ["Total Acres", acres1(report.cards.totalAcres)],
      ["Total Income", formatUsd(report.cards.totalIncome)],
      ["Average Net/Acre", formatUsd(report.cards.averageNetPerAcre)],
      // A farm with leases in the year: what they owe the landlords and the net left to the operator.
      ...(t.operatorNet !== undefined
        ? ([["Owed to Landlords", formatUsd(t.landlordsOwed)], ["Operator Net", formatUsd(t.operatorNet)]] as Array<[string, string]>)
        : []),
    ], { perRow: 2 }),
  ]);
}
