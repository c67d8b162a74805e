import { z } from "@hono/zod-openapi";
import { dateTime, decimalString, idFilter, idSchema, nameSchema, optionalText } from "./common";
import { harvestUnitInput, positiveQuantity } from "./harvest-common";

/** What a storage location is: a bin, a bag, a pile, a shed, an elevator the farm rents space in, or other. */
export const STORAGE_KINDS = ["bin", "bag", "pile", "shed", "elevator", "other"] as const;

/** A place an entity keeps a harvested crop (docs/harvest.md). */
export const StorageLocationSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    name: z.string(),
    kind: z.enum(STORAGE_KINDS),
    capacity: decimalString.nullable(),
    capacityUnit: z.string().nullable(),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("StorageLocation");
export type StorageLocationJson = z.output<typeof StorageLocationSchema>;

const shape = {
  entityId: idSchema,
  name: nameSchema(),
  kind: z.enum(STORAGE_KINDS, { error: `must be one of ${STORAGE_KINDS.join(", ")}` }).default("bin"),
  capacity: positiveQuantity.nullish().transform((v) => v ?? null).openapi({ type: "string", description: "How much it holds, in capacityUnit (information)" }),
  capacityUnit: harvestUnitInput.nullish().transform((v) => v ?? null),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

export const StorageLocationInputSchema = z.object(shape).openapi("StorageLocationInput");
export type StorageLocationInput = z.output<typeof StorageLocationInputSchema>;

export const StorageLocationFilterSchema = z.strictObject({ q: z.string().optional(), id: idFilter, entityId: idFilter, kind: z.string().optional() });
export type StorageLocationFilter = z.output<typeof StorageLocationFilterSchema>;
