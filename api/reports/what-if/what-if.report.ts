import { z } from "@hono/zod-openapi";
import { type WhatIf, whatIf } from "../../domain/budgets";
import type { Lang } from "../../domain/reference-names";
import { fileSlug } from "../../lib/csv";
import { WhatIfSchema } from "../../schemas/budgets.schemas";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { loadBudgetYear } from "../../services/budget-data.service";
import { columnHeadings } from "../report-info";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { stepText, WHAT_IF_TEXTS, whatIfPdf } from "./what-if.pdf";
import { whatIfInfo as info } from "./what-if.info";

/** The grids one after the other: each field's (then the entity's, Field "ENTITY" in `lang`), a row per price change. */
const grids = (r: WhatIf, lang: Lang) => [...r.fields.map((f) => ({ name: f.fieldName, rows: f.rows })), { name: WHAT_IF_TEXTS[lang].entityRow, rows: r.entity.rows }];

/** One row per field (then the entity) and price change, its profit per acre for each yield change under `yield<step>`. */
const whatIfRows = (r: WhatIf, lang: Lang = "en"): ReportRow[] =>
  grids(r, lang).flatMap((g) => g.rows.map((cells, i) => ({ field: g.name, priceChange: r.priceSteps[i]!, ...Object.fromEntries(r.yieldSteps.map((y, j) => [`yield${y}`, cells[j]])) })));

export const whatIfReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({
      year: yearSchema,
      basis: z.enum(["budget", "actual"], { error: "must be budget or actual" }).default("budget").openapi({ description: "The cost taken off: the budget's (default) or the actual costs so far" }),
      ...formatQuery,
    }),
    shape: WhatIfSchema,
    summary: "Profit per acre for price and yield changes of -20% to +20% around each budgeted field's expectations, and the entity's",
  }),
  load: async (ctx, { id, year, basis }) => whatIf({ ...(await loadBudgetYear(ctx, id, year)), basis }),
  json: (data) => data,
  rows: (data, _input, lang) => whatIfRows(data, lang),
  // Field and Price Change %, then one column per yield change.
  csv: (data, _input, lang) => ({
    header: [...columnHeadings(info, info.columns, lang), ...data.yieldSteps.map((y) => WHAT_IF_TEXTS[lang].yieldStep(stepText(y)))],
    rows: whatIfRows(data, lang).map((row) => [row.field, row.priceChange, ...data.yieldSteps.map((y) => row[`yield${y}`])]),
  }),
  filename: (data, { year }) => `what-if-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => whatIfPdf(report, lang),
});
