import { createRoute, z } from "@hono/zod-openapi";
import { yearSchema } from "../../schemas/common";
import { EntityIdPath, IdYearPath, MonthlyInvoiceSchema, monthSchema } from "../../schemas/reports.schemas";
import { formatQuery, reportResponses, tags } from "../../reports/report-route";
import { OFFICE, allow, inPath } from "../../lib/route-access";

const RULES =
  "Lines are the tasks of the crop year dated in the month (of any calendar year); Water Assessment, Rent and Farm " +
  "Management are left off. invoiceTotal = the billed lines minus Income Generated lines; totalOther and totalIncome " +
  "sit beside the spec's eight category totals.";

export const monthlyByPath = createRoute({
  path: "/entities/{id}/reports/monthly/{year}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "Monthly invoice of an entity for a month of a crop year",
  description: RULES,
  request: {
    params: IdYearPath,
    query: z.object({ month: monthSchema, year: yearSchema.optional().openapi({ description: "Accepted for the spec's client; must equal the path's year" }), ...formatQuery }),
  },
  responses: reportResponses(MonthlyInvoiceSchema, "The invoice"),
});

export const monthlyByQuery = createRoute({
  path: "/entities/{entityId}/reports/monthly",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "Monthly invoice, month and crop year in the query (used by the field report)",
  description: RULES,
  request: { params: EntityIdPath, query: z.object({ month: monthSchema, year: yearSchema, ...formatQuery }) },
  responses: reportResponses(MonthlyInvoiceSchema, "The invoice"),
});
