import { z } from "zod";
import { baseMeridian, californiaCounty } from "../domain/california-counties";
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

/**
 * Text checked and written the one way: blank is null (none); otherwise `read` gives the stored form, or undefined
 * for a value it refuses with `message`.
 */
const coded = (read: (text: string) => string | undefined, message: string, example: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v, ctx): string | null | undefined => {
      if (v === undefined || v === null) return v;
      if (v.trim() === "") return null;
      const stored = read(v.trim());
      if (stored === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return stored;
    })
    .meta({ type: ["string", "null"], example });

/** A township or range as the public land survey numbers it: 1-2 digits and a direction, stored upper-case. */
const surveyLine = (directions: string, example: string) =>
  coded((t) => (new RegExp(`^\\d{1,2}[${directions}]$`, "i").test(t) && !/^0+[A-Z]$/i.test(t) ? t.toUpperCase() : undefined), `must be 1-2 digits and ${directions.split("").join(" or ")}, like ${example}`, example);

/**
 * The site as the county's Pesticide Use Report names it (docs/pesticide-use-report.md): its county, the grower's
 * operator ID and permit, the site ID on the permit, meridian-township-range-section and the acres planted (at most
 * the field's acreage: the service checks it, as it knows the stored acreage).
 */
const pesticideSite = {
  county: coded((t) => californiaCounty(t), "must be a California county, like Fresno or San Joaquin", "Fresno"),
  operatorId: blankToNull(30),
  permitNumber: blankToNull(30),
  siteId: blankToNull(30),
  baseMeridian: coded((t) => baseMeridian(t), "must be H (Humboldt), M (Mount Diablo) or S (San Bernardino)", "M"),
  township: surveyLine("NS", "12S"),
  range: surveyLine("EW", "05E"),
  section: z
    .union([z.number(), z.string()], { error: "must be a section number, 1-36" })
    .nullish()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined || v === null) return v;
      const text = String(v).trim();
      if (text === "") return null;
      if (!/^\d{1,2}$/.test(text) || Number(text) < 1 || Number(text) > 36) {
        ctx.addIssue({ code: "custom", message: "must be a section number, 1-36" });
        return z.NEVER;
      }
      return Number(text);
    })
    .meta({ type: ["integer", "null"], example: 7 }),
  acresPlanted: decimalInput({ blank: null }),
};

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
    ...pesticideSite,
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
    ...pesticideSite,
    acresPlanted: decimalInput({ blank: null }).optional(),
  })
  .meta({ id: "FieldUpdate" });
