import type { BudgetVsActual, Variance } from "../../domain/budgets";
import { formatUsd } from "../../domain/money";
import { categoryText, type Lang } from "../../domain/reference-names";
import { acres1, col, row, space, span, table, text, title } from "../../pdf/blocks";
import { type Cell, headedReport, type PdfReport } from "../../pdf/model";
import { COLORS } from "../../pdf/theme";
import { reportTitle } from "../report-info";
import { budgetVsActualInfo } from "./budget-vs-actual.info";

const pct = (v: string | null) => (v === null ? "N/A" : `${v}%`);

const VARIANCE_WEIGHTS = [2, 1, 1, 1.1, 1.1, 1.1, 1, 0.8];
const MONTHLY_WEIGHTS = [1, 1, 1, 1.3, 1.3];

/** The PDF's own words in each language a report file is written in. */
const TEXTS: Record<Lang, {
  varianceColumns: string[]; monthlyColumns: string[]; threshold: (percent: string) => string; acres: string;
  scope: Record<"field" | "crop", string>; budget: (scope: string) => string; noBudget: string; overBudget: string;
  fieldTotal: string; rollUp: (acres: string) => string; total: string; cumulative: string;
}> = {
  en: {
    varianceColumns: ["Category", "Budget/Acre", "Actual/Acre", "Budget", "Actual", "Variance", "Var/Acre", "Var %"],
    monthlyColumns: ["Month", "Budget", "Actual", "Cumulative Budget", "Cumulative Actual"],
    threshold: (p) => `Fields more than ${p}% over budget are marked OVER BUDGET.`, acres: "acres",
    scope: { field: "field", crop: "crop" }, budget: (scope) => ` (${scope} budget)`, noBudget: " (no budget)", overBudget: " - OVER BUDGET",
    fieldTotal: "Field total", rollUp: (acres) => `Entity roll-up (${acres} acres, per acre weighted by acres)`, total: "TOTAL",
    cumulative: "Cumulative spend by month",
  },
  es: {
    varianceColumns: ["Categoría", "Presupuesto/acre", "Real/acre", "Presupuesto", "Real", "Diferencia", "Dif./acre", "Dif. %"],
    monthlyColumns: ["Mes", "Presupuesto", "Real", "Presupuesto acumulado", "Real acumulado"],
    threshold: (p) => `Los campos que exceden el presupuesto en más de ${p}% se marcan SOBRE PRESUPUESTO.`, acres: "acres",
    scope: { field: "campo", crop: "cultivo" }, budget: (scope) => ` (presupuesto de ${scope})`, noBudget: " (sin presupuesto)", overBudget: " - SOBRE PRESUPUESTO",
    fieldTotal: "Total del campo", rollUp: (acres) => `Resumen de la entidad (${acres} acres, por acre ponderado por acres)`, total: "TOTAL",
    cumulative: "Gasto acumulado por mes",
  },
};

const varianceCells = (label: Cell, v: Variance): Cell[] => [
  label, formatUsd(v.budgetPerAcre), formatUsd(v.actualPerAcre), formatUsd(v.budgetTotal), formatUsd(v.actualTotal),
  formatUsd(v.varianceTotal), formatUsd(v.variancePerAcre), pct(v.variancePercent),
];
const over = (t: string): Cell => ({ text: t, color: COLORS.negative, bold: true });

/** Budget vs actual: one block per field (over-budget fields in red), the entity's roll-up, the cumulative spend, in `lang`. */
export function budgetVsActualPdf(r: BudgetVsActual, lang: Lang = "en"): PdfReport {
  const w = TEXTS[lang];
  const varianceColumns = w.varianceColumns.map((h, i) => col(h, VARIANCE_WEIGHTS[i]!, i === 0 ? "left" : "right"));
  const heading = `${reportTitle(budgetVsActualInfo, lang)} - ${r.entityName} - ${r.cropYear}`;
  return headedReport(heading, "landscape", [
    title(heading, 13),
    text(w.threshold(r.overBudgetPercent), { size: 8 }),
    space(6),
    table(varianceColumns, r.fields.flatMap((f) => [
      span(`${f.fieldName} - ${acres1(f.acres)} ${w.acres}${f.crop ? ` - ${f.crop}` : ""}${f.budgetScope ? w.budget(w.scope[f.budgetScope]) : w.noBudget}${f.overBudget ? w.overBudget : ""}`, { bold: true, rule: true }),
      ...f.lines.map((l) => row(varianceCells(categoryText(l.categoryName, lang), l))),
      row(varianceCells(f.overBudget ? over(w.fieldTotal) : w.fieldTotal, f.totals), { bold: true }),
    ])),
    space(8),
    text(w.rollUp(acres1(r.totals.acres)), { bold: true, size: 10 }),
    table(varianceColumns, [
      ...r.categories.map((c) => row(varianceCells(categoryText(c.categoryName, lang), c))),
      row(varianceCells(w.total, r.totals), { bold: true, rule: true }),
    ]),
    space(8),
    text(w.cumulative, { bold: true, size: 10 }),
    table(w.monthlyColumns.map((h, i) => col(h, MONTHLY_WEIGHTS[i]!, i === 0 ? "left" : "right")),
      r.monthly.map((m) => row([String(m.month), formatUsd(m.budget), formatUsd(m.actual), formatUsd(m.cumulativeBudget), formatUsd(m.cumulativeActual)]))),
  ]);
}
