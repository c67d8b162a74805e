import { z } from "@hono/zod-openapi";
import { type WhatIf, whatIf } from "../../domain/budgets";
import { fileSlug } from "../../lib/csv";
import { WhatIfSchema } from "../../schemas/budgets.schemas";
import { yearSchema } from "../../schemas/common";
import { IdPath } from "../../schemas/reports.schemas";
import { loadBudgetYear } from "../../services/budget-data.service";
import { columnHeadings } from "../report-info";
import { type ReportRow, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { whatIfPdf } from "./what-if.pdf";
import { whatIfInfo as info } from "./what-if.info";

/** The grids one after the other: each field's (then the entity's, Field "ENTITY"), a row per price change. */
const grids = (r: WhatIf) => [...r.fields.map((f) => ({ name: f.fieldName, rows: f.rows })), { name: "ENTITY", rows: r.entity.rows }];

/** One row per field (then the entity) and price change, its profit per acre for each yield change under `yield<step>`. */
const whatIfRows = (r: WhatIf): ReportRow[] =>
  grids(r).flatMap((g) => g.rows.map((cells, i) => ({ field: g.name, priceChange: r.priceSteps[i]!, ...Object.fromEntries(r.yieldSteps.map((y, j) => [`yield${y}`, cells[j]])) })));

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
  rows: whatIfRows,
  // Field and Price Change %, then one column per yield change.
  csv: (data) => ({
    header: [...columnHeadings(info, info.columns), ...data.yieldSteps.map((y) => `Yield ${y > 0 ? "+" : ""}${y}%`)],
    rows: whatIfRows(data).map((row) => [row.field, row.priceChange, ...data.yieldSteps.map((y) => row[`yield${y}`])]),
  }),
  filename: (data, { year }) => `what-if-${fileSlug(data.entityName)}-${year}`,
  pdf: whatIfPdf,
});
