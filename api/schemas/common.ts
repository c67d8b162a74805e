import { z } from "@hono/zod-openapi";
import { LANGS } from "../domain/reference-names";
import { idSchema } from "./input-rules";

export { decimalInput, idSchema, MAX_YEAR, MIN_YEAR, nameSchema, optionalText, yearSchema } from "./input-rules";

export const IdParams = z.object({ id: idSchema.openapi({ param: { name: "id", in: "path" }, example: 1 }) });

/** A whole number from 1 to `max` sent as text (a query's page, size or count); 400s say which rule it broke. */
export const wholeNumberUpTo = (max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

export const booleanQuery = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

export const ListQueryDoc = {
  sort: z.string().optional().openapi({ example: '["name","ASC"]', description: "JSON [field, ASC|DESC]" }),
  range: z.string().optional().openapi({ example: "[0,24]", description: "JSON [start, end], both inclusive" }),
  filter: z.string().optional().openapi({ example: '{"q":"north"}', description: "JSON object of filters" }),
};

/** A timestamp: a Date on the server, an ISO string on the wire; the same schema checks both. */
export const dateTime = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .openapi({ type: "string", format: "date-time" });

/** A decimal as the API sends it: a string, exact to its column's scale. */
/** A language files are written in (en or es): a report file's, an entity's invoices'. */
export const languageSchema = z.enum(LANGS, { error: `must be one of ${LANGS.join(", ")}` });

export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/).openapi({ example: "12.50" });

export { idFilter } from "../lib/list-query";
