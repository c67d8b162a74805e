import { createRoute, z } from "@hono/zod-openapi";
import { yearSchema } from "../../schemas/common";
import {
  AcreageEntitySchema,
  AcreageReportSchema,
  CostSummarySchema,
  DetailedOperationsSchema,
  IdPath,
  YearPath,
  daySchema,
} from "../../schemas/reports.schemas";
import { formatQuery, reportResponses, tags } from "../../reports/report-route";
import { OFFICE, allow, inPath, inQuery } from "../../lib/route-access";

export const costSummary = createRoute({
  path: "/entities/{id}/reports/cost-summary",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "Accounting Cost Summary By Ranch and Field",
  description: "Income against cost per field over the crop year's tasks dated from..to (both inclusive; default the crop year's calendar year).",
  request: {
    params: IdPath,
    query: z.object({ year: yearSchema, from: daySchema.optional(), to: daySchema.optional(), ...formatQuery }),
  },
  responses: reportResponses(CostSummarySchema, "The cost summary"),
});

export const detailedOperations = createRoute({
  path: "/entities/{id}/reports/detailed-operations",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity"), inQuery("fieldId", "field")),
  tags,
  summary: "Accounting record of one field (or all fields) for a harvest year",
  request: {
    params: IdPath,
    query: z.object({
      year: yearSchema,
      fieldId: z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(0, "must be 0 (all fields) or a field id")
        .max(2_147_483_647, "is not a known id")
        .optional()
        .openapi({ type: "integer", example: 0, description: "0 or absent: all fields" }),
      ...formatQuery,
    }),
  },
  responses: reportResponses(DetailedOperationsSchema, "The accounting record"),
});

export const acreage = createRoute({
  path: "/reports/acreage/{year}",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Crop year acreage of every entity",
  description:
    "By default the spec's array, one item per entity. view=matrix answers the whole report instead: the entities, the " +
    "crops x entities matrix with each crop's share of the ranch (adding up to 100.0) and the ranch total. The CSV of " +
    "the default view lists the fields; of view=matrix, the matrix. The PDF always prints both.",
  request: {
    params: YearPath,
    query: z.object({ view: z.enum(["entities", "matrix"], { error: "must be entities or matrix" }).default("entities"), ...formatQuery }),
  },
  responses: reportResponses(z.union([z.array(AcreageEntitySchema), AcreageReportSchema]), "The acreage"),
});
