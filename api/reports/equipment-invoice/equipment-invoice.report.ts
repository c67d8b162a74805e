import { z } from "@hono/zod-openapi";
import { fileSlug } from "../../lib/csv";
import { idSchema, yearSchema } from "../../schemas/common";
import { EquipmentInvoiceSchema, monthSchema } from "../../schemas/reports.schemas";
import { defineReport, reportRoute } from "../define-report";
import { getEquipmentInvoice } from "../invoices.service";
import { formatQuery, today } from "../report-route";
import { equipmentInvoiceInfo as info } from "./equipment-invoice.info";
import { customerText, equipmentInvoicePdf } from "./equipment-invoice.pdf";

const mm = (month: number) => String(month).padStart(2, "0");

/** The Stone Equipment Company's rental invoice of a month, dated today; one row per rental line, the Total column summing to its total. */
export const equipmentInvoiceReport = defineReport({
  info,
  route: reportRoute(info, {
    query: z.object({
      entity: z.union([z.literal("all"), idSchema], { error: "must be all or an entity id" }).openapi({ type: "string", example: "all" }),
      month: monthSchema,
      year: yearSchema,
      ...formatQuery,
    }),
    shape: EquipmentInvoiceSchema,
    summary: "Stone Equipment Company invoice for a month of a crop year",
    description:
      "Billable: equipmentTotal > 0, task date in the month, cropYear = year, not Water Assessment, Rent or Farm Management. " +
      "Rate per acre = equipmentTotal / acresCovered (missing acres divide as 1). entity=all prefixes each field with its entity.",
  }),
  load: (ctx, { entity, month, year }) => getEquipmentInvoice(ctx, { entityId: entity === "all" ? null : entity, year, month, today: today() }),
  json: ({ invoice }) => invoice,
  rows: ({ invoice }, _, lang) => invoice.lines.map((l) => ({ ...l, customer: customerText(invoice.customerName, lang) })),
  filename: ({ invoice }, { year, month }) => `equipment-invoice-${fileSlug(invoice.customerName)}-${year}-${mm(month)}`,
  pdf: ({ invoice }, _, lang) => equipmentInvoicePdf(invoice, lang),
  // Handed to the partner it bills: in the entity's invoice language (All Entities: the one they share), whoever downloads it.
  farmLanguage: (loaded) => loaded.language,
});
