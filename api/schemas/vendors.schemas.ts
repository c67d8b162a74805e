import { z } from "@hono/zod-openapi";
import { dateTime, idFilter, nameSchema, optionalText } from "./common";

/** A supplier the farm buys inputs from (docs/inputs.md). */
export const VendorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("Vendor");

const vendorInputShape = {
  name: nameSchema(),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

export const VendorCreateSchema = z.object(vendorInputShape).openapi("VendorCreate");
/** A partial: keys left out keep their stored value. */
export const VendorUpdateSchema = z.object(vendorInputShape).partial().openapi("VendorUpdate");
export type VendorInput = z.output<typeof VendorCreateSchema>;
export type VendorPatch = z.output<typeof VendorUpdateSchema>;

export const VendorFilterSchema = z.strictObject({ q: z.string().optional(), id: idFilter });
export type VendorFilter = z.output<typeof VendorFilterSchema>;
