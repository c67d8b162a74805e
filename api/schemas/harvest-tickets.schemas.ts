import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText } from "./common";
import { cropInput, harvestUnitInput, positiveQuantity } from "./harvest-common";
import { yearSchema } from "./input-rules";

/**
 * A scale ticket as written: a load of a field's crop, to a storage location of the entity (locationId) or sold
 * straight from the field to a buyer (buyerId). PUT sends it whole again.
 */
export const HarvestTicketInputSchema = z
  .object({
    entityId: idSchema,
    fieldId: idSchema,
    crop: cropInput,
    cropYear: yearSchema,
    date: daySchema,
    ticketNumber: z.string({ error: "is required" }).trim().min(1, "is required").max(50, "must be at most 50 characters"),
    quantity: positiveQuantity.openapi({ description: "Net quantity, in unit" }),
    unit: harvestUnitInput,
    moisture: z
      .union([z.string(), z.number()], { error: "must be a percentage" })
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : typeof v === "number" ? String(v) : v.trim() || null))
      .refine((v) => v === null || (/^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100), "must be a percentage from 0 to 100 with at most 2 decimal places")
      .openapi({ type: "string", example: "15.5" }),
    grade: optionalText(30).transform((v) => v || null),
    locationId: idSchema.nullish().transform((v) => v ?? null).openapi({ type: "integer", description: "The storage location the load went into" }),
    buyerId: idSchema.nullish().transform((v) => v ?? null).openapi({ type: "integer", description: "The buyer the load was sold to straight from the field (its delivery is written with it)" }),
    notes: optionalText(5000).transform((v) => v ?? ""),
  })
  .openapi("HarvestTicketInput");
export type HarvestTicketInput = z.output<typeof HarvestTicketInputSchema>;

export const HarvestTicketSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    fieldId: z.number().int(),
    fieldName: z.string(),
    crop: z.string(),
    cropYear: z.number().int(),
    date: z.string(),
    ticketNumber: z.string(),
    quantity: decimalString,
    unit: z.string(),
    baseQuantity: decimalString.openapi({ description: "The quantity in baseUnit, exact" }),
    baseUnit: z.string().openapi({ description: "lb when the unit converts to pounds for the crop, else the unit itself" }),
    moisture: decimalString.nullable(),
    grade: z.string().nullable(),
    locationId: z.number().int().nullable(),
    locationName: z.string().nullable(),
    buyerId: z.number().int().nullable(),
    buyerName: z.string().nullable(),
    deliveryId: z.number().int().nullable().openapi({ description: "The delivery a load sold straight from the field made" }),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("HarvestTicket");
export type HarvestTicketJson = z.output<typeof HarvestTicketSchema>;

export const HarvestTicketFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  fieldId: idFilter,
  cropYear: idFilter,
  locationId: idFilter,
  buyerId: idFilter,
  crop: z.string().optional(),
  q: z.string().optional(),
});
export type HarvestTicketFilter = z.output<typeof HarvestTicketFilterSchema>;

/** A CSV of scale tickets, as JSON (`csv`) or a text/csv body (the options then in the query). */
export const HarvestImportBodySchema = z
  .object({
    csv: z.string({ error: "is required: the file's text" }).max(20_000_000),
    entity: z.string().trim().max(255).optional().openapi({ description: "The entity (name or id) of rows without an Entity column" }),
    dryRun: z.boolean().optional(),
  })
  .openapi("HarvestImportBody");
export type HarvestImportBody = z.output<typeof HarvestImportBodySchema>;

export const HarvestImportQuerySchema = z.object({
  entity: z.string().optional(),
  dryRun: z.enum(["true", "false"]).optional(),
});

export const HarvestImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    created: z.number().int(),
    tickets: z.array(
      z.object({
        row: z.number().int(),
        entityId: z.number().int(),
        ticketNumber: z.string(),
        date: z.string(),
        fieldName: z.string(),
        crop: z.string(),
        cropYear: z.number().int(),
        quantity: decimalString,
        unit: z.string(),
        destination: z.string(),
        ticketId: z.number().int().nullable(),
      }),
    ),
  })
  .openapi("HarvestImportResult");
export type HarvestImportResult = z.output<typeof HarvestImportResultSchema>;
