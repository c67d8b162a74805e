import { z } from "@hono/zod-openapi";

/*
 * What contracts and settlements take beside the shared harvest inputs (harvest-common.ts): a price per unit that
 * may be left blank (priced later, or the contract's), and a basis, which may be negative.
 */

const priceOf = (signed: boolean, what: string) =>
  z
    .union([z.string(), z.number()], { error: `must be ${what}` })
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : typeof v === "number" ? String(v) : v.trim() || null))
    .refine(
      (v) => v === null || (signed ? /^-?\d{1,10}(\.\d{1,4})?$/ : /^\d{1,10}(\.\d{1,4})?$/).test(v),
      `must be ${what} with at most 4 decimal places${signed ? "" : ", not negative"}`,
    )
    .openapi({ type: "string", example: signed ? "-0.35" : "4.85" });

/** A price per unit, 4 decimals at most; blank = none. */
export const optionalPricePerUnit = priceOf(false, "a price per unit");
/** A basis against the futures price: may be negative; blank = none. */
export const basisInput = priceOf(true, "a basis");
