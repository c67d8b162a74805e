import { z } from "@hono/zod-openapi";
import { FieldMoneyShape } from "../domain/farm-figures";
import { createSelectSchema } from "drizzle-zod";
import { tasks } from "../../db/schema";
import {
  booleanQuery,
  dateTime,
  decimalString,
  idFilter,
  idSchema,
  nameSchema,
  wholeNumberUpTo,
  yearSchema,
} from "./common";

export { FieldCreateSchema, FieldUpdateSchema } from "./field-input.schemas";

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
    // The site as the county's Pesticide Use Report names it (docs/pesticide-use-report.md).
    county: z.string().nullable().openapi({ description: "The California county the field is in (the county's PUR goes to its commissioner)" }),
    operatorId: z.string().nullable().openapi({ description: "The grower's operator identification number with the county" }),
    permitNumber: z.string().nullable().openapi({ description: "The restricted materials permit number, if any" }),
    siteId: z.string().nullable().openapi({ description: "The site's ID on the operator ID or permit" }),
    baseMeridian: z.string().nullable().openapi({ description: "H (Humboldt), M (Mount Diablo) or S (San Bernardino)" }),
    township: z.string().nullable().openapi({ example: "12S" }),
    range: z.string().nullable().openapi({ example: "05E" }),
    section: z.number().int().nullable().openapi({ example: 7 }),
    acresPlanted: decimalString.nullable(),
    createdAt: dateTime,
    boundaryAcres: decimalString.nullable().openapi({ description: "The boundary's geodesic acres (4 decimals), null when the field has none" }),
    acreageWarning: z
      .object({ differencePercent: decimalString.nullable().openapi({ description: "(map - recorded) / recorded x 100, 1 decimal; null when recorded is 0" }) })
      .nullable()
      .openapi({ description: "Set when the boundary's acres are more than 2% from the recorded acreage, else null" }),
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

export const EntityFieldsQuery = z
  .object({
    withTasks: booleanQuery.optional().openapi({ example: "true" }),
    year: yearSchema.optional().openapi({ example: 2025 }),
    latestTasks: wholeNumberUpTo(100)
      .optional()
      .openapi({ example: 2, description: "With withTasks=true: list only each field's newest N tasks (its figures still count them all)" }),
  })
  .superRefine((q, ctx) => {
    if (q.latestTasks !== undefined && !q.withTasks) ctx.addIssue({ code: "custom", path: ["latestTasks"], message: "needs withTasks=true" });
  });

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
