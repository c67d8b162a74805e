import { createRoute, z } from "@hono/zod-openapi";
import { idSchema, yearSchema } from "../../schemas/common";
import { EquipmentInvoiceSchema, EquipmentSummarySchema, monthSchema } from "../../schemas/reports.schemas";
import { formatQuery, reportResponses, tags } from "../../reports/report-route";
import { OFFICE, allow, inQuery } from "../../lib/route-access";

export const equipmentInvoice = createRoute({
  path: "/reports/equipment-invoice",
  method: "get",
  "x-access": allow(OFFICE, inQuery("entity", "entity")),
  tags,
  summary: "Stone Equipment Company invoice for a month of a crop year",
  description:
    "Billable: equipmentTotal > 0, task date in the month, cropYear = year, not Water Assessment, Rent or Farm Management. " +
    "Rate per acre = equipmentTotal / acresCovered (missing acres divide as 1). entity=all prefixes each field with its entity.",
  request: {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all" }),
      month: monthSchema,
      year: yearSchema,
      ...formatQuery,
    }),
  },
  responses: reportResponses(EquipmentInvoiceSchema, "The equipment invoice"),
});

export const equipmentSummary = createRoute({
  path: "/stone-equipment/monthly-summary",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Monthly equipment report: rentals dated in a calendar month, per entity",
  request: { query: z.object({ month: monthSchema, year: yearSchema, ...formatQuery }) },
  responses: reportResponses(EquipmentSummarySchema, "The monthly equipment summary"),
});
