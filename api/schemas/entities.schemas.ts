import { z } from "@hono/zod-openapi";
import { dateTime, decimalString, idFilter, nameSchema, optionalText } from "./common";

export const EntitySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    location: z.string(),
    totalAcres: decimalString.openapi({ description: "Sum of the entity's field acreage" }),
    createdAt: dateTime,
  })
  .openapi("Entity");

export const DeletedEntitySchema = EntitySchema.extend({ deletedAt: dateTime.nullable() }).openapi("DeletedEntity");

export const EntityCreateSchema = z
  .object({ name: nameSchema(), location: optionalText(255) })
  .openapi("EntityCreate");

export const EntityUpdateSchema = z
  .object({ name: nameSchema().optional(), location: optionalText(255) })
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
