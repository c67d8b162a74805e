import { formatUsd, formatUsdParens } from "../../domain/money";
import { formatUsDate, MONTH_NAMES } from "../../domain/reports";
import type { FieldReport } from "../field-report.service";
import { acres1, col, HEADER_PAIRS, pairs, row, space, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

/** The field report: the four header figures, yield analysis, operating costs and the profitability summary. */
export function fieldReportPdf(report: FieldReport): PdfReport {
  const when = [report.month ? MONTH_NAMES[report.month - 1] : "All months", report.cropYear ? `Crop Year ${report.cropYear}` : "All crop years"].join(" - ");
  const heading = `${report.fieldName} (${report.entityName}) - Field Report - ${when}`;
  const t = report.totals;
  const p = report.perAcre;
  return headedReport(heading, "portrait", [
    title(`${report.fieldName} - Field Report`, 14),
    text(`${report.entityName} - ${report.cropType ?? "No crop"} - ${when}`, { align: "center", size: 10 }),
    space(6),
    pairs([
      ["Field Size", `${acres1(report.fieldSize)} acres`],
      ["Total Yield Income", formatUsd(t.revenue)],
      ["Equipment Rental", formatUsd(t.equipmentRental)],
      ["Net Field Profit", formatUsdParens(t.netProfit)],
    ], { perRow: 2 }),
    space(6),
    text("Yield Analysis", { bold: true, size: 10 }),
    table(
      [col("Date", 1), col("Task", 2.4), col("Yield/Acre", 1, "right"), col("Unit", 0.9), col("Total Units", 1.1, "right"), col("Income", 1.2, "right")],
      report.yieldAnalysis.length
        ? report.yieldAnalysis.map((y) => row([formatUsDate(y.date), y.taskName, y.yieldAmount, y.yieldUnit ?? "", y.totalUnits, formatUsd(y.income)]))
        : [{ span: "No yield recorded.", align: "center" }],
    ),
    text("Operating Costs", { bold: true, size: 10 }),
    table(
      [col("Date", 1), col("Task", 2.4), col("Category", 1.6), col("Total Cost", 1.2, "right"), col("Equipment", 1.2, "right")],
      report.operatingCosts.length
        ? report.operatingCosts.map((o) => row([formatUsDate(o.date), o.taskName, o.categoryName, formatUsd(o.totalCost), formatUsd(o.equipmentTotal)]))
        : [{ span: "No operating costs recorded.", align: "center" }],
    ),
    text("Profitability Summary", { bold: true, size: 10 }),
    pairs([
      ["Revenue per Acre", formatUsd(p.revenue)],
      ["Costs per Acre", formatUsd(p.costs)],
      ["Equipment Rental per Acre", formatUsd(p.equipmentRental)],
      ["Net Profit per Acre", formatUsdParens(p.netProfit)],
      ["Profit Margin", `${report.profitMargin}%`],
      ["Return on Investment", `${report.returnOnInvestment}%`],
      ["Break-even Price", report.breakEvenPrice === "N/A" ? "N/A" : `${formatUsd(report.breakEvenPrice)} per unit`],
      ...(report.operatorNet !== undefined
        ? ([["Owed to Landlords", formatUsd(report.landlordsOwed)], ["Operator Net", formatUsdParens(report.operatorNet)]] as Array<[string, string]>)
        : []),
    ], HEADER_PAIRS),
  ]);
}
