import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText, yearSchema } from "./common";
import { cropInput, harvestUnitInput, positiveQuantity } from "./harvest-common";

/**
 * Crop delivered to a buyer out of a storage location (docs/harvest.md). One straight from the field is made by its
 * scale ticket (POST /api/harvest-tickets with a buyer); here it can only be given a contract, a reference or notes.
 */
export const DeliveryInputSchema = z
  .object({
    entityId: idSchema,
    buyerId: idSchema,
    crop: cropInput,
    cropYear: yearSchema,
    date: daySchema,
    quantity: positiveQuantity,
    unit: harvestUnitInput,
    locationId: idSchema.nullish().transform((v) => v ?? null).openapi({ description: "The storage location it leaves (required)" }),
    contractId: idSchema.nullish().transform((v) => v ?? null).openapi({ description: "The contract it is delivered on; none: first in, first out" }),
    reference: optionalText(50).transform((v) => v ?? "").openapi({ description: "The buyer's own load or scale ticket number" }),
    notes: optionalText(5000).transform((v) => v ?? ""),
  })
  .openapi("DeliveryInput");
export type DeliveryInput = z.output<typeof DeliveryInputSchema>;

export const DeliveryApplicationSchema = z.object({
  contractId: z.number().int().nullable().openapi({ description: "null: what no contract takes (uncontracted)" }),
  contractNumber: z.string().nullable(),
  quantity: decimalString.openapi({ description: "In the delivery's unit" }),
});

export const DeliverySchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    buyerId: z.number().int(),
    buyerName: z.string(),
    crop: z.string(),
    cropYear: z.number().int(),
    date: z.string(),
    quantity: decimalString,
    unit: z.string(),
    locationId: z.number().int().nullable(),
    locationName: z.string().nullable(),
    ticketId: z.number().int().nullable().openapi({ description: "The scale ticket it came straight from the field on" }),
    ticketNumber: z.string().nullable(),
    fieldId: z.number().int().nullable(),
    contractId: z.number().int().nullable(),
    reference: z.string(),
    notes: z.string(),
    createdAt: dateTime,
    applications: z.array(DeliveryApplicationSchema).openapi({ description: "The contracts it is applied to (a chosen one first, then first in, first out)" }),
    settlementId: z.number().int().nullable().openapi({ description: "The settlement that pays it; null: not settled yet" }),
    settlementNumber: z.string().nullable(),
  })
  .openapi("Delivery");
export type DeliveryJson = z.output<typeof DeliverySchema>;

export const DeliveryFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  buyerId: idFilter,
  locationId: idFilter,
  contractId: idFilter,
  cropYear: idFilter,
  crop: z.string().optional(),
  settled: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  q: z.string().optional(),
});
export type DeliveryFilter = z.output<typeof DeliveryFilterSchema>;
