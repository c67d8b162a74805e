import { z } from "@hono/zod-openapi";
import { yearSchema } from "../../schemas/common";
import { EquipmentSummarySchema, monthSchema } from "../../schemas/reports.schemas";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { equipmentSummaryInfo as info } from "./equipment-summary.info";
import { equipmentSummaryPdf } from "./equipment-summary.pdf";
import { getEquipmentSummary } from "./equipment-summary.service";

/** The monthly equipment report: one row per rental task of the calendar month, entity by entity. */
export const equipmentSummaryReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({ month: monthSchema, year: yearSchema, ...formatQuery }),
    shape: EquipmentSummarySchema,
    summary: "Monthly equipment report: rentals dated in a calendar month, per entity",
  }),
  load: (ctx, input) => getEquipmentSummary(ctx, input),
  json: (summary) => summary,
  rows: (summary) => summary.entities.flatMap((e) => e.tasks.map((t) => ({ ...t, entityName: e.entityName, taskName: t.name }))),
  filename: (_summary, { year, month }) => `equipment-summary-${year}-${String(month).padStart(2, "0")}`,
  pdf: (summary, _input, lang) => equipmentSummaryPdf(summary, lang),
});
