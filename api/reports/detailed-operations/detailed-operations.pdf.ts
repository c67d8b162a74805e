import { formatUsd, formatUsdParens } from "../../domain/money";
import { formatUsDate, type DetailedOperationsRecord, type OperationLine } from "../../domain/reports";
import { col, HEADER_PAIRS, lazyRows, pairs, row, space, table, text, title } from "../../pdf/blocks";
import type { PdfReport } from "../../pdf/model";

const COLUMNS = [
  col("DATE", 0.9), col("N/B/I", 0.5, "center"), col("ACCOUNT", 0.95), col("OPERATION PERFORMED", 2.05),
  col("CUSTOM FARM /AC", 0.85, "right"), col("CUSTOM FARM TOTAL", 1, "right"),
  col("COSTS OTHER /AC", 0.85, "right"), col("COSTS OTHER TOTAL", 1, "right"),
  col("EQUIP RENT /AC", 0.85, "right"), col("EQUIP RENT TOTAL", 1, "right"),
  col("INCOME /AC", 0.85, "right"), col("INCOME TOTAL", 1, "right"),
  col("COST /AC", 0.85, "right"), col("COST TOTAL", 1, "right"),
];

const lineRow = (l: OperationLine) =>
  row([
    formatUsDate(l.date), l.nbi, String(l.accountCode), l.operation,
    formatUsd(l.customFarm.perAcre), formatUsd(l.customFarm.total), formatUsd(l.costsOther.perAcre), formatUsd(l.costsOther.total),
    formatUsd(l.equipRent.perAcre), formatUsd(l.equipRent.total), formatUsd(l.income.perAcre), formatUsd(l.income.total),
    formatUsd(l.cost.perAcre), formatUsd(l.cost.total),
  ]);

/**
 * The accounting record of a harvest year: the field block, the results line, the cultural costs, five cards. Its
 * lines are made from the record's tasks (`detailedOperationsRecord`) as each page is drawn, not held all at once.
 */
export function detailedOperationsPdf(report: DetailedOperationsRecord, printedAt = new Date()): PdfReport {
  const r = report.results;
  const s = report.summary;
  const printed = `Printed ${printedAt.toLocaleString("en-US")}`;
  return {
    title: report.title,
    orientation: "landscape",
    runningHead: report.title,
    footer: `${report.title} - ${printed}`,
    blocks: [
      title(report.title, 13),
      text(printed, { align: "center", size: 7.5 }),
      space(4),
      s
        ? pairs([["Field", s.fieldName], ["Farm", s.farm], ["Crop", s.crop], ["Acres", s.acres]], { ...HEADER_PAIRS, perRow: 2 })
        : text("This entity has no fields.", { align: "center" }),
      space(4),
      table(
        [col("INCOME", 1, "right"), col("COSTS CULTURAL", 1, "right"), col("COSTS OTHER", 1, "right"), col("COSTS EQUIP", 1, "right"), col("TOTAL COSTS", 1, "right"), col("NET", 1, "right"), col("NET/ACRE", 1, "right")],
        [row([formatUsd(r.income), formatUsd(r.costsCultural), formatUsd(r.costsOther), formatUsd(r.costsEquip), formatUsd(r.totalCosts), formatUsdParens(r.net), formatUsdParens(r.netPerAcre)], { bold: true })],
      ),
      text("CULTURAL COSTS", { bold: true, size: 10 }),
      table(
        COLUMNS,
        report.tasks.length
          ? lazyRows(report.tasks, (t) => lineRow(report.line(t)))
          : [{ span: `No operations recorded for harvest year ${report.cropYear}.`, align: "center" }],
        { fontSize: 7 },
      ),
      pairs([
        ["Total Operations", String(report.cards.totalOperations)],
        ["Total Custom Farm", formatUsd(report.cards.totalCustomFarm)],
        ["Total Costs Other (Farm Mgmt, Water Assessment, Rent)", formatUsd(report.cards.totalCostsOther)],
        ["Total Income", formatUsd(report.cards.totalIncome)],
        ["Net Profit", formatUsdParens(report.cards.netProfit)],
      ], { perRow: 2 }),
    ],
  };
}
