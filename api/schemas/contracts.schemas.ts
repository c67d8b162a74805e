import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText, yearSchema } from "./common";
import { cropInput, harvestUnitInput, positiveQuantity } from "./harvest-common";
import { basisInput, optionalPricePerUnit } from "./sales-inputs";

/** A contract to sell a quantity of a crop to a buyer (docs/harvest.md); PUT sends it whole again. */
export const ContractInputSchema = z
  .object({
    entityId: idSchema,
    buyerId: idSchema,
    number: z.string({ error: "is required" }).trim().min(1, "is required").max(50, "must be at most 50 characters"),
    crop: cropInput,
    cropYear: yearSchema,
    date: daySchema,
    quantity: positiveQuantity,
    unit: harvestUnitInput,
    price: optionalPricePerUnit.openapi({ description: "Price per unit; blank while the contract is to be priced later" }),
    basis: basisInput.openapi({ description: "Information only: the basis the price was set against" }),
    futuresMonth: optionalText(20).transform((v) => v || null).openapi({ description: "Information only, e.g. Dec 2026" }),
    notes: optionalText(5000).transform((v) => v ?? ""),
  })
  .openapi("ContractInput");
export type ContractInput = z.output<typeof ContractInputSchema>;

export const ContractSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    buyerId: z.number().int(),
    buyerName: z.string(),
    number: z.string(),
    crop: z.string(),
    cropYear: z.number().int(),
    date: z.string(),
    quantity: decimalString,
    unit: z.string(),
    price: decimalString.nullable(),
    basis: decimalString.nullable(),
    futuresMonth: z.string().nullable(),
    notes: z.string(),
    createdAt: dateTime,
    delivered: decimalString.openapi({ description: "Delivered on the contract, in its unit: chosen deliveries first, then first in, first out" }),
    open: decimalString.openapi({ description: "Still to deliver on the contract, in its unit" }),
  })
  .openapi("Contract");
export type ContractJson = z.output<typeof ContractSchema>;

export const ContractFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  buyerId: idFilter,
  cropYear: idFilter,
  crop: z.string().optional(),
  q: z.string().optional(),
});
export type ContractFilter = z.output<typeof ContractFilterSchema>;
