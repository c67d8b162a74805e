import { z } from "@hono/zod-openapi";
import { FieldMoneyShape } from "../domain/farm-figures";
import { createSelectSchema } from "drizzle-zod";
import { tasks } from "../../db/schema";
import {
  booleanQuery,
  dateTime,
  decimalInput,
  decimalString,
  idFilter,
  idSchema,
  nameSchema,
  optionalText,
  yearSchema,
} from "./common";

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
    .openapi({ type: ["string", "null"], example: "022-110-014, 022-110-015" });

export const FieldSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    name: z.string(),
    acreage: decimalString,
    cropType: z.string().nullable(),
    location: z.string().nullable(),
    apns: z.string().nullable().openapi({ description: "Parcel numbers joined with ', ', or null" }),
    apnAcreage: z.string().nullable().openapi({ description: "Acreage of each parcel joined with ', ', or null" }),
    leaseRatePerAcre: decimalString.nullable(),
    createdAt: dateTime,
  })
  .openapi("Field");

/** One field as the simple-rest collection answers it: with the name of its farm entity. */
export const FieldRecordSchema = FieldSchema.extend({ entityName: z.string() }).openapi("FieldRecord");

/** A task row as it appears inside a field list, with its category's name. */
export const FieldTaskSchema = createSelectSchema(tasks, { createdAt: dateTime, deletedAt: dateTime.nullable() })
  .extend({ categoryName: z.string().nullable(), isIncomeCategory: z.boolean().nullable() })
  .openapi("FieldTask");

export const EntityFieldSchema = FieldSchema.extend({
  cropTypeForYear: z.string().nullable().optional().openapi({ description: "With `year`: that year's crop, else the field's cropType" }),
  tasks: z.array(FieldTaskSchema).optional().openapi({ description: "With withTasks=true: the crop year's tasks, newest first" }),
  seasonalCost: decimalString.optional().openapi({ description: "With withTasks=true: the field's costs (income tasks are never a cost), = money.cost" }),
  costPerAcre: decimalString.optional().openapi({ description: "With withTasks=true: seasonalCost / acreage, to cents, = money.costPerAcre" }),
  money: FieldMoneyShape.optional().openapi({ description: "With withTasks=true: the season's cost, income and net, in total and per acre" }),
}).openapi("EntityField");

export const EntityFieldsQuery = z.object({
  withTasks: booleanQuery.optional().openapi({ example: "true" }),
  year: yearSchema.optional().openapi({ example: 2025 }),
});

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
  .openapi("FieldCreate");

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
  .openapi("FieldUpdate");

export const FieldFilterSchema = z.strictObject({ q: z.string().optional(), id: idFilter, entityId: idFilter });

export const CropYearParams = z.object({
  fieldId: idSchema.openapi({ param: { name: "fieldId", in: "path" }, example: 1 }),
  year: yearSchema.openapi({ param: { name: "year", in: "path" }, example: 2025 }),
});

export const CropYearBodySchema = z.object({ cropType: nameSchema(100) }).openapi("CropYearBody");

export const CropYearSchema = z
  .object({ fieldId: z.number().int(), year: z.number().int(), cropType: z.string().nullable() })
  .openapi("CropYear");

export const FieldCropYearSchema = z
  .object({ id: z.number().int(), fieldId: z.number().int(), year: z.number().int(), cropType: z.string() })
  .openapi("FieldCropYear");

export const EntityIdParams = z.object({
  entityId: idSchema.openapi({ param: { name: "entityId", in: "path" }, example: 1 }),
});
