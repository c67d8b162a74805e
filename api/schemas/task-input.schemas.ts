import { z } from "zod";
import { IRRIGATION_TYPES, YIELD_UNITS } from "../domain/task-formulas";
import { APPLICATION_METHODS } from "../domain/task-products";
import { decimalInput, idSchema, nameSchema, optionalText, yearSchema } from "./input-rules";

/*
 * The rules of a task as a client sends it. Kept apart from tasks.schemas.ts (which derives the answer shape from
 * the database table) so that the admin UI can check its form with the server's own rules without bundling the
 * database schema: nothing here may import db/, drizzle or
 * @hono/zod-openapi (check:deps enforces it); plain zod, OpenAPI details as .meta().
 */

/** A required non-negative decimal: blank counts as missing. */
const requiredDecimal = decimalInput({ blank: null }).transform((v, ctx) => {
  if (v === null) {
    ctx.addIssue({ code: "custom", message: "is required" });
    return z.NEVER;
  }
  return v;
});

/** One of a fixed list, matched case-insensitively and stored as listed; blank is `blank`. */
function oneOf<T extends string, B extends T | null>(values: readonly T[], blank: B) {
  return z
    .string({ error: `must be one of ${values.join(", ")}` })
    .nullish()
    .transform((v, ctx): T | B => {
      const text = v?.trim() ?? "";
      if (text === "") return blank;
      const match = values.find((x) => x.toLowerCase() === text.toLowerCase());
      if (match) return match;
      ctx.addIssue({ code: "custom", message: `must be one of ${values.join(", ")}` });
      return z.NEVER;
    })
    .meta({ type: ["string", "null"], enum: [...values] });
}

/** YYYY-MM-DD, or an ISO timestamp whose date part (as written) is the task's date. */
const taskDate = z
  .string({ error: "is required" })
  .trim()
  .transform((v, ctx) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    const timestampOk = v.length === 10 || z.iso.datetime({ offset: true, local: true }).safeParse(v).success;
    const day = m && new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
    if (!m || !timestampOk || !day || Number.isNaN(day.getTime()) || day.getUTCDate() !== Number(m[3]) || Number(m[1]) < 1000) {
      ctx.addIssue({ code: "custom", message: v ? `"${v}" is not a date; use YYYY-MM-DD` : "is required" });
      return z.NEVER;
    }
    return `${m[1]}-${m[2]}-${m[3]}`;
  })
  .meta({ type: "string", example: "2025-03-14" });

const nullableId = z
  .union([z.literal(""), idSchema])
  .nullish()
  .transform((v) => (v === "" || v === undefined ? null : v))
  .meta({ type: ["integer", "null"], example: 1 });

/** A positive quantity of a product (any number of decimals: 0.0078125 gal is a fl oz); blank is null. */
const quantityInput = z
  .union([z.string(), z.number()], { error: "must be a number" })
  .nullish()
  .transform((v, ctx): string | null => {
    const text = v === null || v === undefined ? "" : String(v).trim();
    if (text === "") return null;
    if (!/^\d{0,12}(\.\d{0,12})?$/.test(text) || text === ".") {
      ctx.addIssue({ code: "custom", message: "must be a number above 0 (at most 12 digits before and after the point)" });
      return z.NEVER;
    }
    if (!/[1-9]/.test(text)) {
      ctx.addIssue({ code: "custom", message: "must be more than 0" });
      return z.NEVER;
    }
    return text.startsWith(".") ? `0${text}` : text;
  })
  .meta({ type: ["string", "null"], example: "32" });

/** One product applied: a rate per acre of the task's acres, or a total quantity, in a unit of the product. */
export const TaskProductInputSchema = z
  .object({
    productId: idSchema,
    ratePerAcre: quantityInput,
    totalQuantity: quantityInput,
    unit: z.string({ error: "is required" }).trim().min(1, "is required").max(60, "must be at most 60 characters"),
  })
  .superRefine((line, ctx) => {
    if ((line.ratePerAcre === null) === (line.totalQuantity === null)) {
      ctx.addIssue({ code: "custom", path: [line.ratePerAcre === null ? "ratePerAcre" : "totalQuantity"], message: "give a rate per acre or a total quantity, not both or neither" });
    }
  })
  .meta({ id: "TaskProductInput" });

/** HH:MM, 24-hour clock, as the Pesticide Use Report asks; blank is null. */
const applicationTime = z
  .string({ error: "must be a time HH:MM" })
  .nullish()
  .transform((v, ctx): string | null => {
    const text = v?.trim() ?? "";
    if (text === "") return null;
    const m = /^(\d{1,2}):(\d{2})$/.exec(text);
    if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) {
      ctx.addIssue({ code: "custom", message: `"${text}" is not a time; use HH:MM (24-hour clock)` });
      return z.NEVER;
    }
    return `${m[1]!.padStart(2, "0")}:${m[2]}`;
  })
  .meta({ type: ["string", "null"], example: "06:30" });

/** What an application carries beside its products (the DPR report's columns), for office and crew alike. */
const applicationShape = {
  products: z.array(TaskProductInputSchema).max(50, "at most 50 products on one task").optional()
    .meta({ description: "The products applied (Fertilizer, Crop Protectants, Seed, Soil Amendment tasks). Left out of a PUT: kept; []: removed" }),
  applicationTime,
  applicationMethod: oneOf(APPLICATION_METHODS, null),
  applicator: optionalText(255).transform((v) => (v ? v : null)),
};

/**
 * What a client may set on a task (spec 000 section 5). Derived values (totalCost, equipmentTotal, totalYieldValue,
 * waterInchesApplied, waterAssessmentTotal, rentTotal) and read-only fields are not part of it: sent back, they are dropped.
 */
const taskInputShape = {
  entityId: idSchema,
  fieldId: idSchema,
  categoryId: idSchema,
  name: nameSchema(),
  cropType: optionalText(100)
    .transform((v) => (v ? v : null))
    .meta({ description: "Blank: the field's crop for the crop year, else the field's cropType" }),
  cropYear: yearSchema,
  date: taskDate,
  notes: z.string().nullish().transform((v) => v ?? ""),
  costPerAcre: requiredDecimal,
  acresCovered: requiredDecimal,
  equipmentRental: decimalInput({ blank: "0" }),
  equipmentDescription: optionalText(255).transform((v) => v ?? ""),
  yieldAmount: decimalInput({ blank: null }),
  yieldUnit: oneOf(YIELD_UNITS, "bales"),
  yieldValuePerUnit: decimalInput({ blank: null }),
  fertilizerId: nullableId,
  fertilizerGallonsApplied: decimalInput({ blank: null }),
  irrigationType: oneOf(IRRIGATION_TYPES, null),
  irrigationHours: decimalInput({ blank: null }),
  waterAssessment: decimalInput({ blank: "0" }),
  rent: decimalInput({ blank: "0" }),
  waterAssessmentPerAcre: decimalInput({ blank: "0" }),
  rentPerAcre: decimalInput({ blank: "0" }),
  ...applicationShape,
};

export const TaskCreateSchema = z.object(taskInputShape).meta({ id: "TaskCreate" });
/** A partial of the create payload: keys left out keep their stored value; blank ones take the create's default. */
export const TaskUpdateSchema = z.object(taskInputShape).partial().meta({ id: "TaskUpdate" });

/** What a crew account sends (docs/access.md): the work, no money; the crop year defaults to the date's year. */
const { entityId, fieldId, categoryId, date, acresCovered, equipmentDescription, irrigationHours, fertilizerId, fertilizerGallonsApplied, irrigationType, yieldAmount, yieldUnit, notes } = taskInputShape;
const crewTaskShape = { entityId, fieldId, categoryId, date, acresCovered, equipmentDescription, irrigationHours, fertilizerId, fertilizerGallonsApplied, irrigationType, yieldAmount, yieldUnit, notes, cropYear: yearSchema.optional(), ...applicationShape };
export const CrewTaskCreateSchema = z.object(crewTaskShape).meta({ id: "CrewTaskCreate" });
export const CrewTaskUpdateSchema = z.object(crewTaskShape).partial().meta({ id: "CrewTaskUpdate" });
export type CrewTaskInput = z.output<typeof CrewTaskCreateSchema>;
export type CrewTaskPatch = z.output<typeof CrewTaskUpdateSchema>;

export type TaskInput = z.output<typeof TaskCreateSchema>;
export type TaskPatch = z.output<typeof TaskUpdateSchema>;
export type TaskProductLineInput = z.output<typeof TaskProductInputSchema>;
