import type { ScheduleF } from "../../../domain/accounting/schedule-f";
import type { CsvTable } from "../../../lib/csv";

/** One row per Schedule F line with an amount, then lines 9, 33 and 34; Part I rows sum to line 9, Part II to 33. */
export const scheduleFCsv = (report: ScheduleF): CsvTable => ({
  header: ["Part", "Line", "Description", "Amount", "Categories"],
  rows: [
    ...report.partI.map((l) => ["I", l.line, l.label, l.amount, l.categories.join("; ")]),
    ["I", "9", "Gross income", report.grossIncome, ""],
    ...report.partII.map((l) => ["II", l.line, l.label, l.amount, l.categories.join("; ")]),
    ["II", "33", "Total expenses", report.totalExpenses, ""],
    ["II", "34", "Net farm profit or (loss)", report.netProfit, ""],
  ],
});
