import { z } from "@hono/zod-openapi";
import { HARVEST_UNITS } from "../domain/harvest/units";

/*
 * Inputs shared by the harvest and sales schemas (docs/harvest.md): a crop as typed (pools compare it trimmed, in
 * any case), a unit of api/domain/harvest/units.ts, an exact quantity, a price per unit.
 */

/** A crop as typed: 1-100 characters after trimming. */
export const cropInput = z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters").openapi({ example: "Corn" });

export const harvestUnitInput = z
  .enum(HARVEST_UNITS, { error: `must be one of ${HARVEST_UNITS.join(", ")}` })
  .openapi({ example: "bu" });

const QUANTITY = /^\d{1,12}(\.\d{1,6})?$/;
const SIGNED = /^-?\d{1,12}(\.\d{1,6})?$/;
const asText = (v: string | number) => (typeof v === "number" ? String(v) : v.trim());

/** A quantity above zero, exact, sent as text or a number: at most 12 digits before the point and 6 after. */
export const positiveQuantity = z
  .union([z.string(), z.number()], { error: "must be a number" })
  .transform(asText)
  .refine((v) => QUANTITY.test(v), "must be a number above zero, with at most 6 decimal places")
  .refine((v) => !/^0+(\.0+)?$/.test(v), "must be above zero")
  .openapi({ type: "string", example: "1000" });

/** A signed quantity, not zero: + found, - lost. */
export const signedQuantity = z
  .union([z.string(), z.number()], { error: "must be a number" })
  .transform(asText)
  .refine((v) => SIGNED.test(v), "must be a number, with at most 6 decimal places")
  .refine((v) => !/^-?0+(\.0+)?$/.test(v), "must not be zero")
  .openapi({ type: "string", example: "-200" });

/** A price per unit: not negative, at most 4 decimal places ($4.8525/bu). */
export const pricePerUnit = z
  .union([z.string(), z.number()], { error: "must be a price" })
  .transform(asText)
  .refine((v) => /^\d{1,10}(\.\d{1,4})?$/.test(v), "must be a price per unit with at most 4 decimal places, not negative")
  .openapi({ type: "string", example: "4.50" });
