import { z } from "zod";
import { decimalInput, idSchema, nameSchema, optionalText } from "./input-rules";

/*
 * The rules of a field as a client sends it, apart from fields.schemas.ts (which derives the answer shape from the
 * database table) so that the admin UI's field dialogs check with the server's own rules without bundling the
 * database schema: nothing here may import db/, drizzle or @hono/zod-openapi (check:deps enforces it).
 */

/** Optional text where a blank value means "none" and is stored as null. */
const blankToNull = (max: number) => optionalText(max).transform((v) => (v === "" ? null : v));

const acreEntry = decimalInput({ blank: null });

/**
 * A comma-separated list sent as one string (spec: "comma-plus-space joined lists, or null when empty").
 * Entries are trimmed and re-joined with ", "; an empty list becomes null; an empty entry between commas is refused.
 */
const commaList = (opts: { decimals: boolean }) =>
  z
    .string({ error: "must be a comma-separated list" })
    .nullish()
    .transform((v, ctx): string | null | undefined => {
      if (v === undefined || v === null) return v;
      const entries = v.split(",").map((e) => e.trim());
      if (entries.every((e) => e === "")) return null;
      const out: string[] = [];
      for (const [i, e] of entries.entries()) {
        if (e === "") {
          ctx.addIssue({ code: "custom", message: `entry ${i + 1} is empty` });
          return z.NEVER;
        }
        if (!opts.decimals) {
          out.push(e);
          continue;
        }
        const parsed = acreEntry.safeParse(e);
        if (!parsed.success) {
          ctx.addIssue({ code: "custom", message: `entry ${i + 1} ("${e}") ${parsed.error.issues[0]?.message ?? "is not a number"}` });
          return z.NEVER;
        }
        out.push(parsed.data!);
      }
      return out.join(", ");
    })
    .meta({ type: ["string", "null"], example: "022-110-014, 022-110-015" });

export const FieldCreateSchema = z
  .object({
    entityId: idSchema,
    name: nameSchema(),
    acreage: decimalInput({ blank: "0" }),
    cropType: blankToNull(100),
    location: blankToNull(255),
    apns: commaList({ decimals: false }),
    apnAcreage: commaList({ decimals: true }),
    leaseRatePerAcre: decimalInput({ blank: null }),
  })
  .meta({ id: "FieldCreate" });

/** A partial of the field; id, entityId, createdAt, deletedAt and derived fields sent back are dropped. */
export const FieldUpdateSchema = z
  .object({
    name: nameSchema().optional(),
    acreage: decimalInput({ blank: "0" }).optional(),
    cropType: blankToNull(100),
    location: blankToNull(255),
    apns: commaList({ decimals: false }),
    apnAcreage: commaList({ decimals: true }),
    leaseRatePerAcre: decimalInput({ blank: null }).optional(),
  })
  .meta({ id: "FieldUpdate" });
