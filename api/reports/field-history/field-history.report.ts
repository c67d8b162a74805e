import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { tasks } from "../../../db/schema";
import { withSales } from "../../domain/harvest/field-income";
import { type FieldHistory, FieldHistoryShape, fieldHistory } from "../../domain/reports/field-history";
import { fileSlug } from "../../lib/csv";
import { formatQuery } from "../report-route";
import { FieldIdPath } from "../../schemas/reports.schemas";
import { listEntityCropYears } from "../../services/crop-years.service";
import { getField } from "../../services/fields.service";
import { loadReportTasks } from "../../services/report-data.service";
import { loadFieldIncome } from "../../services/sales-income.service";
import { type ReportContext, defineReport, reportRoute } from "../define-report";
import { fieldHistoryInfo as info } from "./field-history.info";

/** The field (404 when missing), its crop-year rows and its tasks of every crop year. */
async function load(ctx: ReportContext, input: { fieldId: number }): Promise<FieldHistory> {
  const field = await getField(ctx, input.fieldId);
  const cropYears = (await listEntityCropYears(ctx, field.entityId)).filter((r) => r.fieldId === field.id);
  const [rows, income] = await Promise.all([loadReportTasks(ctx, eq(tasks.fieldId, field.id)), loadFieldIncome(ctx, { entities: [field.entityId], cropYears: "all" })]);
  // Every year by the income rule with harvests: the yield rule, and the field's settlement shares of each crop year.
  return fieldHistory({ field, cropYears, tasks: withSales(rows, income, { fieldIds: new Set([field.id]) }), unsold: income.estimated });
}

export const fieldHistoryReport = defineReport({
  info,
  route: reportRoute(info, {
    params: FieldIdPath,
    query: z.object({ ...formatQuery }),
    shape: FieldHistoryShape.openapi("FieldHistory"),
    summary: "A field's every crop year: crop, acres, cost, income, net, net per acre and yield per acre",
    description: "Each year's figures are the field's row of that year's field summary (the income-and-cost rule); totals add the years.",
  }),
  load,
  json: (data) => data,
  rows: (data) => data.years,
  filename: (data) => `field-history-${fileSlug(data.fieldName)}`,
  subtitle: (data) => `${data.fieldName} (${data.entityName})`,
  totals: (data) => ({ cropYear: "TOTALS", ...data.totals }),
});
