import { z } from "@hono/zod-openapi";
import { dateTime, decimalString, idFilter, languageSchema, nameSchema, optionalText } from "./common";

/** The language an entity's invoices are written in for the partner they bill, whoever downloads them. */
const invoiceLanguage = languageSchema.openapi({ description: "The language of the entity's invoices (monthly invoice, equipment invoice), whoever downloads them", example: "en" });

export const EntitySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    location: z.string(),
    invoiceLanguage,
    totalAcres: decimalString.openapi({ description: "Sum of the entity's field acreage" }),
    createdAt: dateTime,
  })
  .openapi("Entity");

export const DeletedEntitySchema = EntitySchema.extend({ deletedAt: dateTime.nullable() }).openapi("DeletedEntity");

export const EntityCreateSchema = z
  .object({ name: nameSchema(), location: optionalText(255), invoiceLanguage: invoiceLanguage.optional() })
  .openapi("EntityCreate");

export const EntityUpdateSchema = z
  .object({ name: nameSchema().optional(), location: optionalText(255), invoiceLanguage: invoiceLanguage.optional() })
  .openapi("EntityUpdate");

/** `q` and `name` both search the name (react-admin's entity search sends `name`). */
export const EntityFilterSchema = z.strictObject({ q: z.string().optional(), name: z.string().optional(), id: idFilter });

export const EntitySummarySchema = z
  .object({
    totalFields: z.number().int(),
    totalAcres: decimalString,
    monthlyCost: decimalString,
    costPerAcre: decimalString,
    activeTasks: z.number().int(),
  })
  .openapi("EntitySummary");
