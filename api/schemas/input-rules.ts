import { z } from "zod";

/*
 * Input rules shared by the server's request schemas and the admin UI's forms. Plain zod (OpenAPI details as
 * .meta(), which the document generator reads), so the SPA bundles neither @hono/zod-openapi nor db/ or drizzle.
 */

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
export const MAX_INT = 2_147_483_647;

/** A positive integer id from a path or body (ids beyond an int column are simply not found). */
export const idSchema = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(MAX_INT, "is not a known id");

export const yearSchema = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole year")
  .min(MIN_YEAR, `must be between ${MIN_YEAR} and ${MAX_YEAR}`)
  .max(MAX_YEAR, `must be between ${MIN_YEAR} and ${MAX_YEAR}`);

/** A name of 1-255 characters after trimming (DECISIONS.md). */
export const nameSchema = (max = 255) =>
  z.string({ error: "is required" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);

export const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullish();

/**
 * A non-negative decimal sent as a string or number, checked against its column (precision 10).
 * Returns the decimal as a canonical string. `blank` is what an empty value becomes.
 * @example decimalInput({ scale: 2, blank: "0" }).parse("12.5") === "12.5"
 */
export function decimalInput<B extends string | null>(opts: { scale?: number; blank: B }) {
  const scale = opts.scale ?? 2;
  const intDigits = 10 - scale;
  const pattern = new RegExp(`^\\d{1,${intDigits}}(\\.\\d{0,${scale}})?$|^\\.\\d{1,${scale}}$`);
  return z
    .union([z.string(), z.number()], { error: "must be a number" })
    .nullish()
    .transform((v, ctx): string | B => {
      if (v === null || v === undefined) return opts.blank;
      const text = typeof v === "number" ? String(v) : v.trim();
      if (text === "") return opts.blank;
      if (text.startsWith("-")) {
        ctx.addIssue({ code: "custom", message: "must be zero or more" });
        return z.NEVER;
      }
      if (!/^\d*\.?\d*$/.test(text) || text === ".") {
        ctx.addIssue({ code: "custom", message: "must be a number" });
        return z.NEVER;
      }
      if (!pattern.test(text)) {
        ctx.addIssue({
          code: "custom",
          message: `must be less than ${"1" + "0".repeat(intDigits)} with at most ${scale} decimal places`,
        });
        return z.NEVER;
      }
      return text.startsWith(".") ? `0${text}` : text;
    })
    .meta({ type: "string", example: "12.50" });
}
