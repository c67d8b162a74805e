import { z } from "@hono/zod-openapi";
import { dateTime, idFilter, nameSchema, optionalText } from "./common";

/** An elevator, processor or merchant the farm sells crop to (one list for the farm, as vendors are). */
export const BuyerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    notes: z.string(),
    createdAt: dateTime,
  })
  .openapi("Buyer");
export type BuyerJson = z.output<typeof BuyerSchema>;

const shape = {
  name: nameSchema(),
  address: optionalText(1000).transform((v) => v ?? ""),
  notes: optionalText(5000).transform((v) => v ?? ""),
};

export const BuyerCreateSchema = z.object(shape).openapi("BuyerCreate");
/** A partial: keys left out keep their stored value. */
export const BuyerUpdateSchema = z.object(shape).partial().openapi("BuyerUpdate");
export type BuyerInput = z.output<typeof BuyerCreateSchema>;
export type BuyerPatch = z.output<typeof BuyerUpdateSchema>;

export const BuyerFilterSchema = z.strictObject({ q: z.string().optional(), id: idFilter });
export type BuyerFilter = z.output<typeof BuyerFilterSchema>;
