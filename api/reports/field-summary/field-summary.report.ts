import { z } from "@hono/zod-openapi";
import { withSales } from "../../domain/harvest/field-income";
import { operatorNet } from "../../domain/leases/operator-net";
import { type FieldSummary, fieldSummary } from "../../domain/reports";
import { fileSlug } from "../../lib/csv";
import { formatQuery } from "../report-route";
import { yearSchema } from "../../schemas/common";
import { FieldSummarySchema, IdPath } from "../../schemas/reports.schemas";
import { landlordsOwedByField } from "../../services/lease-figures.service";
import { loadEntityYear } from "../../services/report-data.service";
import { loadFieldIncome } from "../../services/sales-income.service";
import { type ReportContext, defineReport, reportRoute } from "../define-report";
import { fieldSummaryPdf } from "./field-summary.pdf";
import { fieldSummaryInfo as info } from "./field-summary.info";

/** Field-by-Field Performance Summary of a harvest year, with the lease columns when the year has leases. */
async function load(ctx: ReportContext, input: { id: number; year: number }): Promise<FieldSummary> {
  const [year, income] = await Promise.all([loadEntityYear(ctx, input.id, input.year), loadFieldIncome(ctx, { entities: [input.id], cropYears: [input.year] })]);
  // The income rule with harvests: the yield rule, and each field's settlement shares of the crop year.
  const summary = fieldSummary({ ...year, tasks: withSales(year.tasks, income, { cropYear: input.year }), unsold: income.estimated });
  const owed = await landlordsOwedByField(ctx, input.year, summary.rows.map((r) => r.fieldId));
  // Only an entity with leases in the year gains the lease columns: other answers keep their shape.
  if (!owed.size) return summary;
  const rows = summary.rows.map((r) => ({ ...r, ...operatorNet(r.net, owed.get(r.fieldId) ?? []) }));
  return { ...summary, rows, totals: { ...summary.totals, ...operatorNet(summary.totals.net, [...owed.values()].flat()) } };
}

export const fieldSummaryReport = defineReport({
  info,
  route: reportRoute(info, {
    params: IdPath,
    query: z.object({ year: yearSchema, ...formatQuery }),
    shape: FieldSummarySchema,
    summary: "Field-by-Field Performance Summary for a harvest year (the PDF is landscape)",
  }),
  load,
  json: (data) => data,
  rows: (data) => data.rows,
  shows: (data) => data.totals.operatorNet !== undefined,
  filename: (data, { year }) => `field-summary-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => fieldSummaryPdf(report, lang),
});
