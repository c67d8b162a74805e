import { z } from "@hono/zod-openapi";
import { dateTime, idFilter } from "./common";

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: dateTime,
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    action: z.string().openapi({ example: "update" }),
    resource: z.string().openapi({ example: "fields" }),
    resourceId: z.string().nullable(),
    requestId: z.string().nullable().openapi({ description: "The request that made the change (X-Request-Id)" }),
    entityId: z.number().int().nullable().openapi({ description: "The farm entity the changed record belongs to; null for records of no one entity and rows from before it was kept" }),
    entityName: z.string().nullable().openapi({ example: "North Farm" }),
    changes: z.unknown().openapi({ description: "What the write changed, as its service said: an update's changed columns as { before, after }, a create's stored values, a delete's last values; secrets never" }),
  })
  .openapi("AuditEntry");

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the audit filter: a date (`2025-03-01`), an ISO timestamp or epoch milliseconds. */
const instant = z
  .union([z.string(), z.number()])
  .transform((v, ctx) => {
    const dateOnly = typeof v === "string" && DATE_ONLY.test(v);
    const at = typeof v === "number" ? new Date(v) : dateOnly ? new Date(`${v}T00:00:00.000Z`) : new Date(v);
    if (Number.isNaN(at.getTime()) || (typeof v === "string" && !dateOnly && !z.iso.datetime({ offset: true }).safeParse(v).success)) {
      ctx.addIssue({ code: "custom", message: "must be an ISO date (2025-03-01) or timestamp" });
      return z.NEVER;
    }
    return { at, dateOnly };
  })
  .optional();

const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

export const AuditFilterSchema = z.strictObject({
  id: idFilter,
  userId: idFilter,
  /** The farm entity the changed records belong to. */
  entityId: idFilter,
  resource: oneOrMany,
  action: oneOrMany,
  /** The record the entry names (its resourceId), with `resource` one record's history. */
  resourceId: z.union([z.array(z.coerce.string()), z.coerce.string()]).optional(),
  from: instant,
  to: instant,
});
export type AuditFilter = z.output<typeof AuditFilterSchema>;
