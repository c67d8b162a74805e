import { createRoute, z } from "@hono/zod-openapi";
import { idSchema, yearSchema } from "../../schemas/common";
import { FertilizerReportSchema, IrrigationReportSchema, cropFilterSchema, entityFilterSchema } from "../../schemas/reports.schemas";
import { formatQuery, reportResponses, tags } from "../../reports/report-route";
import { OFFICE, allow, inQuery } from "../../lib/route-access";

const query = z.object({
  year: yearSchema,
  entity: entityFilterSchema.optional(),
  currentEntityId: idSchema.optional().openapi({ type: "integer", example: 1, description: "The current entity, for entity=current" }),
  crop: cropFilterSchema,
  ...formatQuery,
});

export const fertilizer = createRoute({
  path: "/reports/fertilizer",
  method: "get",
  "x-access": allow(OFFICE, inQuery("currentEntityId", "entity"), inQuery("entity", "entity")),
  tags,
  summary: "Fertilizer Application Report of a crop year",
  description:
    "Tasks with a fertilizer and gallons > 0. N (P, K) per acre = units per acre x the fertilizer's per-gallon value; a field's " +
    "total is the sum over its applications; the Entity Average is weighted by field acres. entity defaults to all.",
  request: { query },
  responses: reportResponses(FertilizerReportSchema, "The fertilizer report"),
});

export const irrigation = createRoute({
  path: "/reports/irrigation",
  method: "get",
  "x-access": allow(OFFICE, inQuery("currentEntityId", "entity"), inQuery("entity", "entity")),
  tags,
  summary: "Irrigation Report of a crop year",
  description:
    "Water-category tasks with an irrigation type, hours > 0 and inches > 0; the Entity Average is weighted by field acres. " +
    "entity defaults to current when currentEntityId is given, else to all.",
  request: { query },
  responses: reportResponses(IrrigationReportSchema, "The irrigation report"),
});
