import { z } from "@hono/zod-openapi";
import { type BudgetVsActual, type Variance, budgetVsActual } from "../../domain/budgets";
import type { Lang } from "../../domain/reference-names";
import { fileSlug, orNA } from "../../lib/csv";
import { BudgetVsActualSchema, overBudgetPercentSchema } from "../../schemas/budgets.schemas";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { loadBudgetYear } from "../../services/budget-data.service";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { budgetVsActualPdf } from "./budget-vs-actual.pdf";
import { budgetVsActualInfo as info } from "./budget-vs-actual.info";

const varianceCells = (v: Variance) => ({
  budgetPerAcre: v.budgetPerAcre, actualPerAcre: v.actualPerAcre, budget: v.budgetTotal, actual: v.actualTotal,
  variance: v.varianceTotal, variancePerAcre: v.variancePerAcre, variancePercent: orNA(v.variancePercent),
});

/** The CSV rows' own words in each language a report file is written in. */
const ROW_TEXTS: Record<Lang, { entity: string; total: string; yes: string; no: string }> = {
  en: { entity: "ENTITY", total: "TOTAL", yes: "yes", no: "no" },
  es: { entity: "ENTIDAD", total: "TOTAL", yes: "sí", no: "no" },
};

/** One row per field and category, a TOTAL row per field, then the entity's roll-up (Field "ENTITY"), in `lang`. */
const budgetRows = (r: BudgetVsActual, lang: Lang = "en"): ReportRow[] => {
  const w = ROW_TEXTS[lang];
  return [
    ...r.fields.flatMap((f) => [
      ...f.lines.map((l) => ({ field: f.fieldName, crop: f.crop, acres: f.acres, category: l.categoryName, ...varianceCells(l), overBudget: "" })),
      { field: f.fieldName, crop: f.crop, acres: f.acres, category: w.total, ...varianceCells(f.totals), overBudget: f.overBudget ? w.yes : w.no },
    ]),
    ...r.categories.map((c) => ({ field: w.entity, crop: "", acres: r.totals.acres, category: c.categoryName, ...varianceCells(c), overBudget: "" })),
    { field: w.entity, crop: "", acres: r.totals.acres, category: w.total, ...varianceCells(r.totals), overBudget: "" },
  ];
};

export const budgetVsActualReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, overBudgetPercent: overBudgetPercentSchema, ...formatQuery }),
    shape: BudgetVsActualSchema,
    summary: "Budget vs actual per field and category, the entity's acre-weighted roll-up and the cumulative monthly spend",
    description: "Variance = actual - budget; variancePercent is null (N/A) when the budget is zero. Fields more than overBudgetPercent over are flagged.",
  }),
  load: async (ctx, { id, year, overBudgetPercent }) => budgetVsActual({ ...(await loadBudgetYear(ctx, id, year)), overBudgetPercent }),
  json: (data) => data,
  rows: (data, _input, lang) => budgetRows(data, lang),
  filename: (data, { year }) => `budget-vs-actual-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => budgetVsActualPdf(report, lang),
});
