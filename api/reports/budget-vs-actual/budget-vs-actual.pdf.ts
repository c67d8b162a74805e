import type { BudgetVsActual, Variance } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import { acres1, col, row, space, span, table, text, title } from "../../pdf/blocks";
import { type Cell, headedReport, type PdfReport } from "../../pdf/model";
import { COLORS } from "../../pdf/theme";

const pct = (v: string | null) => (v === null ? "N/A" : `${v}%`);

const VARIANCE_COLUMNS = [
  col("Category", 2), col("Budget/Acre", 1, "right"), col("Actual/Acre", 1, "right"), col("Budget", 1.1, "right"), col("Actual", 1.1, "right"),
  col("Variance", 1.1, "right"), col("Var/Acre", 1, "right"), col("Var %", 0.8, "right"),
];
const varianceCells = (label: Cell, v: Variance): Cell[] => [
  label, formatUsd(v.budgetPerAcre), formatUsd(v.actualPerAcre), formatUsd(v.budgetTotal), formatUsd(v.actualTotal),
  formatUsd(v.varianceTotal), formatUsd(v.variancePerAcre), pct(v.variancePercent),
];
const over = (t: string): Cell => ({ text: t, color: COLORS.negative, bold: true });

/** Budget vs actual: one block per field (over-budget fields in red), the entity's roll-up, the cumulative spend. */
export function budgetVsActualPdf(r: BudgetVsActual): PdfReport {
  const heading = `Budget vs Actual - ${r.entityName} - ${r.cropYear}`;
  return headedReport(heading, "landscape", [
    title(heading, 13),
    text(`Fields more than ${r.overBudgetPercent}% over budget are marked OVER BUDGET.`, { size: 8 }),
    space(6),
    table(VARIANCE_COLUMNS, r.fields.flatMap((f) => [
      span(`${f.fieldName} - ${acres1(f.acres)} acres${f.crop ? ` - ${f.crop}` : ""}${f.budgetScope ? ` (${f.budgetScope} budget)` : " (no budget)"}${f.overBudget ? " - OVER BUDGET" : ""}`, { bold: true, rule: true }),
      ...f.lines.map((l) => row(varianceCells(l.categoryName, l))),
      row(varianceCells(f.overBudget ? over("Field total") : "Field total", f.totals), { bold: true }),
    ])),
    space(8),
    text(`Entity roll-up (${acres1(r.totals.acres)} acres, per acre weighted by acres)`, { bold: true, size: 10 }),
    table(VARIANCE_COLUMNS, [
      ...r.categories.map((c) => row(varianceCells(c.categoryName, c))),
      row(varianceCells("TOTAL", r.totals), { bold: true, rule: true }),
    ]),
    space(8),
    text("Cumulative spend by month", { bold: true, size: 10 }),
    table([col("Month", 1), col("Budget", 1, "right"), col("Actual", 1, "right"), col("Cumulative Budget", 1.3, "right"), col("Cumulative Actual", 1.3, "right")],
      r.monthly.map((m) => row([String(m.month), formatUsd(m.budget), formatUsd(m.actual), formatUsd(m.cumulativeBudget), formatUsd(m.cumulativeActual)]))),
  ]);
}
