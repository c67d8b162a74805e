import { z } from "@hono/zod-openapi";
import { TAX_ID_PATTERN } from "../domain/leases/tax-id";
import { dateTime, idFilter, nameSchema, optionalText } from "./common";

/** A landlord as every answer shows it: the tax id only masked. */
export const LandlordSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact: z.string().nullable(),
    mailingAddress: z.string().nullable(),
    notes: z.string().nullable(),
    taxIdMasked: z.string().nullable().openapi({ example: "***-**-6789", description: "The tax id with all but its last four digits hidden" }),
    createdAt: dateTime,
  })
  .openapi("Landlord");

const taxId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || TAX_ID_PATTERN.test(v), "must be an SSN (123-45-6789) or an EIN (12-3456789)")
  .openapi({ type: "string", description: "SSN or EIN; stored, never shown back unmasked; blank clears it" });

const landlordInputShape = {
  name: nameSchema(),
  contact: optionalText(255),
  mailingAddress: optionalText(1000),
  notes: optionalText(5000),
  taxId,
};

export const LandlordCreateSchema = z.object(landlordInputShape).openapi("LandlordCreate");
/** A partial: keys left out keep their stored value (a masked tax id sent back is left out by the UI). */
export const LandlordUpdateSchema = z.object(landlordInputShape).partial().openapi("LandlordUpdate");
export type LandlordInput = z.output<typeof LandlordCreateSchema>;
export type LandlordPatch = z.output<typeof LandlordUpdateSchema>;

export const LandlordFilterSchema = z.strictObject({ q: z.string().optional(), id: idFilter });
export type LandlordFilter = z.output<typeof LandlordFilterSchema>;
