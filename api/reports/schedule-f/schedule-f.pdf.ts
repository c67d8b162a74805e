import type { ScheduleF } from "../../domain/accounting/schedule-f";
import { formatUsd, formatUsdParens } from "../../domain/money";
import { formatUsDate } from "../../domain/reports";
import { col, note, row, signed, space, span, table, text, title } from "../../pdf/blocks";
import { headedReport, type PdfReport } from "../../pdf/model";

const COLUMNS = [col("LINE", 0.6), col("DESCRIPTION", 4), col("CATEGORIES", 2.6), col("AMOUNT", 1.3, "right")];

/** The Schedule F summary, portrait: Part I income, line 9, Part II expenses, lines 33 and 34. */
export function scheduleFPdf(report: ScheduleF): PdfReport {
  const heading = `${report.entityName.toUpperCase()} - SCHEDULE F SUMMARY - ${report.year}`;
  const lines = (rows: ScheduleF["partI"]) => rows.map((l) => row([l.line, l.label, l.categories.join(", "), formatUsd(l.amount)]));
  return headedReport(heading, "portrait", [
    title("Schedule F Summary (Form 1040): Profit or Loss From Farming", 13),
    text(`${report.entityName} - tax year ${report.year} - tasks dated ${formatUsDate(report.from)} to ${formatUsDate(report.to)}`, { align: "center", size: 10 }),
    space(6),
    table(COLUMNS, [
      span("PART I - FARM INCOME (CASH METHOD)", { bold: true }),
      ...lines(report.partI),
      row(["9", "Gross income", "", formatUsd(report.grossIncome)], { bold: true, rule: true }),
      span("PART II - FARM EXPENSES", { bold: true, rule: true }),
      ...lines(report.partII),
      row(["33", "Total expenses", "", formatUsd(report.totalExpenses)], { bold: true, rule: true }),
      row(["34", "Net farm profit or (loss)", "", signed(report.netProfit, formatUsdParens(report.netProfit))], { bold: true, rule: true }),
    ]),
    space(8),
    note("A working summary for the preparer, from the farm's task records by the category mapping of its chart of accounts; not a filed return."),
  ]);
}
