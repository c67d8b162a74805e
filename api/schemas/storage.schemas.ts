import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema } from "./common";
import { cropInput, harvestUnitInput, signedQuantity } from "./harvest-common";
import { yearSchema } from "./input-rules";

/** A location's crop pool on hand (GET /api/storage): quantities in its base unit, and in the crop's usual unit. */
export const StorageRowSchema = z
  .object({
    entityId: z.number().int(),
    entityName: z.string(),
    crop: z.string(),
    cropYear: z.number().int(),
    locationId: z.number().int(),
    locationName: z.string(),
    unit: z.string().openapi({ description: "The base unit: lb for a crop weighed or in bushels of a standard weight, else the count (bale, bin, box)" }),
    in: decimalString,
    out: decimalString,
    adjusted: decimalString.openapi({ description: "Shrink and count adjustments, signed" }),
    onHand: decimalString,
    shown: z
      .object({ unit: z.string(), in: decimalString, out: decimalString, adjusted: decimalString, onHand: decimalString })
      .nullable()
      .openapi({ description: "The same in the unit the crop's tickets are most often written in (to 4 decimal places), when it converts" }),
  })
  .openapi("StorageRow");
export type StorageRowJson = z.output<typeof StorageRowSchema>;

export const StorageQuerySchema = z.object({
  entityId: idSchema.optional().openapi({ description: "One entity; every entity of the caller when absent" }),
  asOf: daySchema.optional().openapi({ description: "On hand at the end of this day (YYYY-MM-DD); everything recorded when absent" }),
});

/** Shrink (crop lost: dry matter, handling) or a count correction after measuring a bin. */
export const STORAGE_ADJUSTMENT_KINDS = ["shrink", "count"] as const;

export const StorageAdjustmentInputSchema = z
  .object({
    entityId: idSchema,
    locationId: idSchema,
    crop: cropInput,
    cropYear: yearSchema,
    date: daySchema,
    kind: z.enum(STORAGE_ADJUSTMENT_KINDS, { error: "must be shrink or count" }),
    quantity: signedQuantity.openapi({ description: "Signed, in unit: - lost, + found; shrink is always negative" }),
    unit: harvestUnitInput,
    reason: z.string({ error: "is required: say why" }).trim().min(1, "is required: say why").max(1000, "must be at most 1000 characters"),
  })
  .openapi("StorageAdjustmentInput");
export type StorageAdjustmentInput = z.output<typeof StorageAdjustmentInputSchema>;

export const StorageAdjustmentSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    locationId: z.number().int(),
    locationName: z.string(),
    crop: z.string(),
    cropYear: z.number().int(),
    date: z.string(),
    kind: z.enum(STORAGE_ADJUSTMENT_KINDS),
    quantity: decimalString,
    unit: z.string(),
    reason: z.string(),
    createdAt: dateTime,
  })
  .openapi("StorageAdjustment");
export type StorageAdjustmentJson = z.output<typeof StorageAdjustmentSchema>;

export const StorageAdjustmentFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  locationId: idFilter,
  cropYear: idFilter,
  crop: z.string().optional(),
  kind: z.enum(STORAGE_ADJUSTMENT_KINDS).optional(),
});
export type StorageAdjustmentFilter = z.output<typeof StorageAdjustmentFilterSchema>;
