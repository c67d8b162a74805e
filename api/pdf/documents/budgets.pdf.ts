import type { BudgetVsActual, CostOfProduction, Variance, WhatIf } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import { acres1, col, row, signed, space, span, table, text, title } from "../blocks";
import type { Cell, PdfReport } from "../model";
import { COLORS } from "../theme";

const pct = (v: string | null) => (v === null ? "N/A" : `${v}%`);
const usdOrNA = (v: string | null) => (v === null ? "N/A" : formatUsd(v));

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
  return {
    title: heading,
    orientation: "landscape",
    runningHead: heading,
    footer: heading,
    blocks: [
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
    ],
  };
}

/** Cost of production per field and per crop, actual and budget side by side. */
export function costOfProductionPdf(r: CostOfProduction): PdfReport {
  const heading = `Cost of Production - ${r.entityName} - ${r.cropYear}`;
  const columns = [
    col("Name", 1.8), col("Acres", 0.7, "right"), col("Exp. Yield", 0.9, "right"), col("Exp. Price", 0.9, "right"), col("Act. Yield", 0.9, "right"),
    col("Actual Cost", 1.1, "right"), col("Cost/Unit", 0.9, "right"), col("B/E Price", 0.9, "right"), col("B/E Yield", 0.9, "right"),
    col("Budget Cost", 1.1, "right"), col("B/E Price", 0.9, "right"), col("B/E Yield", 0.9, "right"),
  ];
  type Row = CostOfProduction["crops"][number];
  const cells = (name: string, x: Omit<Row, "crop" | "fieldCount">): Cell[] => [
    name, acres1(x.acres), `${x.expectedYieldPerAcre}${x.yieldUnit ? ` ${x.yieldUnit}` : ""}`, formatUsd(x.expectedPricePerUnit), x.actualYieldPerAcre ?? "N/A",
    formatUsd(x.actual.cost), usdOrNA(x.actual.costPerUnit), usdOrNA(x.actual.breakEvenPrice), x.actual.breakEvenYield ?? "N/A",
    formatUsd(x.budget.cost), usdOrNA(x.budget.breakEvenPrice), x.budget.breakEvenYield ?? "N/A",
  ];
  return {
    title: heading,
    orientation: "landscape",
    runningHead: heading,
    footer: heading,
    blocks: [
      title(heading, 13),
      text("Cost/Unit = cost / (yield per acre x acres); B/E Price at the expected yield; B/E Yield (per acre) at the expected price. N/A: nothing to divide by.", { size: 8 }),
      space(6),
      table(columns, [
        span("Fields", { bold: true }),
        ...r.fields.map((f) => row(cells(f.fieldName, f))),
        span("Crops", { bold: true, rule: true }),
        ...r.crops.map((c) => row(cells(`${c.crop ?? "(no crop)"} (${c.fieldCount})`, c))),
      ], { fontSize: 7.5 }),
    ],
  };
}

/** The what-if grids: profit per acre, price changes down, yield changes across. */
export function whatIfPdf(r: WhatIf): PdfReport {
  const heading = `What-if Prices and Yields - ${r.entityName} - ${r.cropYear}`;
  const columns = [col("Price \\ Yield", 1.2), ...r.yieldSteps.map((y) => col(`${y > 0 ? "+" : ""}${y}%`, 1, "right"))];
  const grid = (rows: string[][]) =>
    table(columns, rows.map((cells, i) => row([`${r.priceSteps[i]! > 0 ? "+" : ""}${r.priceSteps[i]}%`, ...cells.map((c) => signed(c, formatUsd(c)))])));
  return {
    title: heading,
    orientation: "portrait",
    runningHead: heading,
    footer: heading,
    blocks: [
      title(heading, 13),
      text(`Profit per acre; cost from the ${r.basis === "budget" ? "budget" : "actual costs so far"}.`, { size: 8 }),
      space(6),
      text(`Entity (${acres1(r.entity.acres)} budgeted acres)`, { bold: true, size: 10 }),
      grid(r.entity.rows),
      ...r.fields.flatMap((f) => [
        space(6),
        text(`${f.fieldName} - ${acres1(f.acres)} acres - ${f.expectedYieldPerAcre}/acre at ${formatUsd(f.expectedPricePerUnit)} - cost ${formatUsd(f.costPerAcre)}/acre`, { bold: true, size: 9 }),
        grid(f.rows),
      ]),
    ],
  };
}
