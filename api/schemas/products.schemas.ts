import { z } from "@hono/zod-openapi";
import { BASE_UNIT_NAMES } from "../domain/input-units";
import { EPA_REGISTRATION_NUMBER, PRODUCT_KINDS, SIGNAL_WORDS, normalEpaRegistrationNumber } from "../domain/products";
import { dec } from "../domain/money";
import { MAX_INT } from "./input-rules";
import { dateTime, decimalInput, idFilter, nameSchema } from "./common";

/** A named pack as the API shows it: `quantity` of `unit` (a base unit or an earlier pack). */
const PackSchema = z.object({ name: z.string(), quantity: z.string(), unit: z.string() }).openapi("ProductPack");
const ActiveIngredientSchema = z.object({ name: z.string(), percent: z.string() }).openapi("ActiveIngredient");

/** A product of the farm's catalogue (docs/inputs.md). */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    stockUnit: z.enum(BASE_UNIT_NAMES).openapi({ description: "The base unit its stock is kept and costed in" }),
    packs: z.array(PackSchema),
    units: z.array(z.string()).openapi({
      description: "Every unit it may be bought or applied in: the base units of its stock unit's dimension, then its packs",
      example: ["gal", "qt", "pt", "fl oz", "2.5 gal jug"],
    }),
    nPerGal: z.string(),
    pPerGal: z.string(),
    kPerGal: z.string(),
    epaRegistrationNumber: z.string().nullable(),
    activeIngredients: z.array(ActiveIngredientSchema),
    restrictedUse: z.boolean(),
    signalWord: z.enum(SIGNAL_WORDS).nullable(),
    reentryHours: z.number().int().nullable(),
    preharvestDays: z.number().int().nullable(),
    createdAt: dateTime,
  })
  .openapi("Product");

/** One of `choices`, whatever its case and surrounding spaces; `blank` for an empty value. */
function choiceOf<T extends string, B extends T | null>(choices: readonly T[], blank: B, describe: string) {
  const message = `must be one of ${choices.join(", ")}`;
  return z
    .string({ error: message })
    .nullish()
    .transform((v, ctx): T | B => {
      const text = v?.trim().toLowerCase() ?? "";
      if (text === "") return blank;
      const match = choices.find((c) => c.toLowerCase() === text);
      if (match) return match;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    })
    .openapi({ type: "string", enum: [...choices], description: describe });
}

/** A required choice: blank or missing is a 400 "is required". */
function requiredChoice<T extends string>(choices: readonly T[], describe: string) {
  return z
    .string({ error: "is required" })
    .transform((v, ctx): T => {
      const text = v.trim().toLowerCase();
      const match = choices.find((c) => c.toLowerCase() === text);
      if (match) return match;
      ctx.addIssue({ code: "custom", message: text === "" ? "is required" : `must be one of ${choices.join(", ")}` });
      return z.NEVER;
    })
    .openapi({ type: "string", enum: [...choices], description: describe });
}

/** A whole number from 0 up, sent as a number or as text; blank is none. */
const wholeNumberOrNone = (describe: string) =>
  z
    .union([z.number(), z.string()], { error: "must be a whole number" })
    .nullish()
    .transform((v, ctx): number | null => {
      const text = typeof v === "number" ? String(v) : (v ?? "").trim();
      if (text === "") return null;
      if (!/^-?\d+$/.test(text)) {
        ctx.addIssue({ code: "custom", message: "must be a whole number" });
        return z.NEVER;
      }
      const n = Number(text);
      if (n < 0 || n > MAX_INT) {
        ctx.addIssue({ code: "custom", message: n < 0 ? "must be zero or more" : "is too large" });
        return z.NEVER;
      }
      return n;
    })
    .openapi({ type: "integer", minimum: 0, description: describe });

/** A pack's quantity: a positive decimal, as text or a number. */
const packQuantity = z
  .union([z.string(), z.number()], { error: "must be a number" })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()).replace(/^\./, "0."))
  .openapi({ type: "string", example: "2.5" });

const PackInputSchema = z.object({
  name: nameSchema(60),
  quantity: packQuantity,
  unit: z.string({ error: "is required" }).trim().min(1, "is required").max(60, "must be at most 60 characters"),
});

const epaRegistrationNumber = z
  .string({ error: "must be text" })
  .nullish()
  .transform((v, ctx): string | null => {
    const text = normalEpaRegistrationNumber(v ?? "");
    if (text === "") return null;
    if (!EPA_REGISTRATION_NUMBER.test(text)) {
      ctx.addIssue({ code: "custom", message: `must be an EPA registration number such as 524-475 or 100-1070-5905 (digits in 2 or 3 parts joined by hyphens), not "${v}"` });
      return z.NEVER;
    }
    return text;
  })
  .openapi({ type: "string", example: "524-475", description: "EPA Reg. No.: company-product, or company-product-distributor" });

const percent = decimalInput({ scale: 4, blank: null })
  .refine((v) => v !== null, "is required")
  .refine((v) => v === null || dec(v).lte(100), "must be from 0 to 100")
  .transform((v) => v as string)
  .openapi({ type: "string", example: "48.7" });

const activeIngredients = z
  .array(z.object({ name: nameSchema(), percent }), { error: "must be a list of { name, percent }" })
  .nullish()
  .transform((v) => v ?? [])
  .superRefine((list, ctx) => {
    const total = list.reduce((acc, i) => acc.plus(dec(i.percent)), dec(0));
    if (total.gt(100)) ctx.addIssue({ code: "custom", message: `add up to ${total.toString()}%, more than 100%` });
  });

const nutrient = (what: string) =>
  decimalInput({ blank: "0" }).openapi({ description: `Pounds of ${what} per stock unit: per gallon (stocked in gal) or per pound (in lb); fertilizers` });

const productInputShape = {
  name: nameSchema(),
  kind: requiredChoice(PRODUCT_KINDS, PRODUCT_KINDS.join(", ")),
  stockUnit: requiredChoice(BASE_UNIT_NAMES, "The base unit its stock is kept and costed in; a fertilizer's is gal or lb"),
  packs: z
    .array(PackInputSchema, { error: "must be a list of { name, quantity, unit }" })
    .nullish()
    .transform((v) => v ?? [])
    .openapi({ description: "Named packs it comes in, e.g. { name: \"2.5 gal jug\", quantity: \"2.5\", unit: \"gal\" }" }),
  nPerGal: nutrient("N"),
  pPerGal: nutrient("P2O5"),
  kPerGal: nutrient("K2O"),
  epaRegistrationNumber,
  activeIngredients,
  restrictedUse: z.boolean({ error: "must be true or false" }).nullish().transform((v) => v ?? false),
  signalWord: choiceOf(SIGNAL_WORDS, null, "The label's signal word (crop protection)"),
  reentryHours: wholeNumberOrNone("Restricted-entry interval in hours (crop protection)"),
  preharvestDays: wholeNumberOrNone("Pre-harvest interval in days (crop protection)"),
};

export const ProductCreateSchema = z.object(productInputShape).openapi("ProductCreate");
/** A partial: keys left out keep their stored value; `units` and the other read-only keys sent back are ignored. */
export const ProductUpdateSchema = z.object(productInputShape).partial().openapi("ProductUpdate");
export type ProductInput = z.output<typeof ProductCreateSchema>;
export type ProductPatch = z.output<typeof ProductUpdateSchema>;

export const ProductFilterSchema = z.strictObject({
  q: z.string().optional(),
  id: idFilter,
  kind: z.union([z.enum(PRODUCT_KINDS), z.array(z.enum(PRODUCT_KINDS))], { error: `must be one of ${PRODUCT_KINDS.join(", ")}` }).optional(),
});
export type ProductFilter = z.output<typeof ProductFilterSchema>;
