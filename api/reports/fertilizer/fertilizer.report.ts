import { z } from "@hono/zod-openapi";
import { fileSlug } from "../../lib/csv";
import { idSchema, yearSchema } from "../../schemas/common";
import { FertilizerReportSchema, cropFilterSchema, entityFilterSchema } from "../../schemas/reports.schemas";
import { getFertilizerReport } from "../agronomy.service";
import { defineReport, reportRoute } from "../define-report";
import { formatQuery } from "../report-route";
import { fertilizerPdf } from "./fertilizer.pdf";
import { fertilizerInfo as info } from "./fertilizer.info";

/** The query of the fertilizer and irrigation reports: the crop year, the Entity filter and the crop. */
export const agronomyQuery = z.object({
  year: yearSchema,
  entity: entityFilterSchema.optional(),
  currentEntityId: idSchema.optional().openapi({ type: "integer", example: 1, description: "The current entity, for entity=current" }),
  crop: cropFilterSchema,
  ...formatQuery,
});

/** The first cells of an application's row (APPLICATION_COLUMNS): its field, the field's entity, crop and acres, when and which task. */
export const applicationCells = (
  f: { fieldName: string; entityName?: string; cropType: string | null; acres: string },
  a: { date: string; taskName: string },
) => ({ fieldName: f.fieldName, entityName: f.entityName, cropType: f.cropType, acres: f.acres, date: a.date, taskName: a.taskName });

export const fertilizerReport = defineReport({
  info,
  route: reportRoute(info, {
    query: agronomyQuery,
    shape: FertilizerReportSchema,
    summary: "Fertilizer Application Report of a crop year",
    description:
      "Tasks with a fertilizer and gallons > 0. N (P, K) per acre = units per acre x the fertilizer's per-gallon value; a field's " +
      "total is the sum over its applications; the Entity Average is weighted by field acres. entity defaults to all.",
  }),
  load: (ctx, { year, entity = "all", currentEntityId, crop }) => getFertilizerReport(ctx, { year, entity, currentEntityId, cropType: crop }),
  json: (data) => data,
  // One row per application; a field's N (P, K) per Acre rows add up to its Field Total per Acre.
  rows: (data) =>
    data.fields.flatMap((f) =>
      f.applications.map((a) => ({
        ...applicationCells(f, a),
        fertilizerName: a.fertilizerName,
        unitsPerAcre: a.unitsPerAcre,
        nPerUnit: a.perUnit.n,
        pPerUnit: a.perUnit.p,
        kPerUnit: a.perUnit.k,
        nPerAcre: a.perAcre.n,
        pPerAcre: a.perAcre.p,
        kPerAcre: a.perAcre.k,
      })),
    ),
  // All Entities: an Entity column beside the field (two entities may each have a "Hilltop").
  shows: (data, column) => column.key === "entityName" && data.entity === "all",
  filename: (data, { year }) => `fertilizer-${fileSlug(data.entityName)}-${year}`,
  pdf: (report, _input, lang) => fertilizerPdf(report, lang),
});
