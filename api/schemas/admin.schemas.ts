import { z } from "@hono/zod-openapi";
import { dateTime, decimalString, idSchema } from "./common";
import { entityIdsSchema, roleSchema } from "./users.schemas";

/** Approval's optional body: without a role the account becomes readonly (DECISIONS.md, "Accounts and access"). */
export const ApproveSchema = z
  .object({
    role: roleSchema.nullish().openapi({ description: "admin, editor, readonly (default) or crew" }),
    entityIds: entityIdsSchema.optional().openapi({ description: "Entities granted; omitted = every current entity (ignored for admin)" }),
  })
  .openapi("Approve");

/** The recovery screen lists deleted fields and tasks of one chosen entity; without it, all of them. */
export const DeletedQuery = z.object({
  entityId: idSchema.optional().openapi({ param: { name: "entityId", in: "query" }, example: 1 }),
});

/** A field as the recovery screen shows it; deletedAt is null once recovered. */
export const RecoverableFieldSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    entityName: z.string(),
    name: z.string(),
    acreage: decimalString,
    cropType: z.string().nullable(),
    location: z.string().nullable(),
    createdAt: dateTime,
    deletedAt: dateTime.nullable(),
  })
  .openapi("RecoverableField");

/** A task as the recovery screen shows it; deletedAt is null once recovered. */
export const RecoverableTaskSchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    entityName: z.string(),
    fieldId: z.number().int(),
    fieldName: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    name: z.string(),
    cropYear: z.number().int(),
    date: z.string().openapi({ format: "date" }),
    totalCost: decimalString,
    createdAt: dateTime,
    deletedAt: dateTime.nullable(),
  })
  .openapi("RecoverableTask");
