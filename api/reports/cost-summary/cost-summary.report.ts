import { z } from "@hono/zod-openapi";
import { type CostSummary, costSummary } from "../../domain/reports";
import { fileSlug } from "../../lib/csv";
import { invalid } from "../../lib/errors";
import { yearSchema } from "../../schemas/common";
import { CostSummarySchema, IdPath, daySchema } from "../../schemas/reports.schemas";
import { type ReportContext, defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { costSummaryPdf } from "./cost-summary.pdf";
import { costSummaryInfo as info } from "./cost-summary.info";
import { loadCostSummaryInput } from "./cost-summary.service";

/** The crop year's tasks dated from..to (default its calendar year), per field; 400 for a period ending before it starts. */
async function load(ctx: ReportContext, input: { id: number; year: number; from?: string; to?: string }): Promise<CostSummary> {
  const from = input.from ?? `${input.year}-01-01`;
  const to = input.to ?? `${input.year}-12-31`;
  if (from > to) throw invalid("to", "must not be before from");
  return costSummary(await loadCostSummaryInput(ctx, { entityId: input.id, year: input.year, from, to }));
}

export const costSummaryReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, from: daySchema.optional(), to: daySchema.optional(), ...formatQuery }),
    shape: CostSummarySchema,
    summary: "Accounting Cost Summary By Ranch and Field",
    description: "Income against cost per field over the crop year's tasks dated from..to (both inclusive; default the crop year's calendar year).",
  }),
  load,
  json: (data) => data,
  rows: (data) => data.rows,
  filename: (data, { year }) => `cost-summary-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => costSummaryPdf(report, lang),
});
