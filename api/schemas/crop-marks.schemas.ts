import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema } from "./common";
import { cropInput, harvestUnitInput, pricePerUnit } from "./harvest-common";
import { yearSchema } from "./input-rules";

/** The office's mark price of a crop pool (entity, crop, crop year): values its unsold crop, shown as estimated. */
export const CropMarkSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    crop: z.string(),
    cropYear: z.number().int(),
    price: decimalString,
    unit: z.string(),
    date: z.string(),
    createdAt: dateTime,
  })
  .openapi("CropMark");
export type CropMarkJson = z.output<typeof CropMarkSchema>;

/** The pool a mark is of, in its path: one mark per entity, crop (any case) and crop year. */
export const CropMarkParams = z.object({
  entityId: idSchema.openapi({ param: { name: "entityId", in: "path" }, example: 1 }),
  cropYear: yearSchema.openapi({ param: { name: "cropYear", in: "path" }, example: 2025 }),
  crop: cropInput.openapi({ param: { name: "crop", in: "path" }, example: "Corn" }),
});

export const CropMarkInputSchema = z
  .object({
    price: pricePerUnit.openapi({ description: "Price per unit of the unsold crop" }),
    unit: harvestUnitInput,
    date: daySchema.openapi({ description: "The day the price was marked" }),
  })
  .openapi("CropMarkInput");
export type CropMarkInput = z.output<typeof CropMarkInputSchema>;

export const CropMarkFilterSchema = z.strictObject({ id: idFilter, entityId: idFilter, cropYear: idFilter, crop: z.string().optional() });
export type CropMarkFilter = z.output<typeof CropMarkFilterSchema>;
