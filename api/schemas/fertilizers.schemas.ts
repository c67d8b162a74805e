import { z } from "@hono/zod-openapi";
import { dateTime, decimalInput, idFilter, nameSchema } from "./common";

export const FERTILIZER_TYPES = ["liquid", "dry"] as const;

/** A product of kind fertilizer as the spec's fertilizers list shows it (products.ts keeps the catalogue). */
export const FertilizerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nPerGal: z.string(),
    pPerGal: z.string(),
    kPerGal: z.string(),
    type: z.enum(FERTILIZER_TYPES).openapi({ description: "liquid (kept and applied by the gallon) or dry (by the pound)" }),
    createdAt: dateTime,
  })
  .openapi("Fertilizer");

const fertilizerType = z
  .string({ error: `must be one of ${FERTILIZER_TYPES.join(", ")}` })
  .nullish()
  .transform((v, ctx): (typeof FERTILIZER_TYPES)[number] => {
    const text = v?.trim().toLowerCase() ?? "";
    if (text === "") return "liquid";
    const match = FERTILIZER_TYPES.find((t) => t === text);
    if (match) return match;
    ctx.addIssue({ code: "custom", message: `must be one of ${FERTILIZER_TYPES.join(", ")}` });
    return z.NEVER;
  })
  .openapi({ type: "string", enum: [...FERTILIZER_TYPES], description: "liquid (per gallon, the default) or dry (per pound)" });

const nutrient = (what: string) =>
  decimalInput({ blank: "0" }).openapi({ description: `Pounds of ${what} per gallon (liquid) or per pound (dry)` });

const fertilizerInputShape = {
  name: nameSchema(),
  nPerGal: nutrient("N"),
  pPerGal: nutrient("P2O5"),
  kPerGal: nutrient("K2O"),
  type: fertilizerType,
};

export const FertilizerCreateSchema = z.object(fertilizerInputShape).openapi("FertilizerCreate");
/** A partial: keys left out keep their stored value. */
export const FertilizerUpdateSchema = z.object(fertilizerInputShape).partial().openapi("FertilizerUpdate");

export type FertilizerInput = z.output<typeof FertilizerCreateSchema>;
export type FertilizerPatch = z.output<typeof FertilizerUpdateSchema>;

export const FertilizerFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  type: z.enum(FERTILIZER_TYPES).optional(),
});
