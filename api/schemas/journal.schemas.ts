import { z } from "@hono/zod-openapi";
import { JOURNAL_FORMATS } from "../domain/accounting/journal-files";
import { ErrorSchema } from "../lib/error-schemas";
import { JournalShape } from "../domain/accounting/journal-shape";
import { booleanQuery, dateTime, idSchema } from "./common";
import { daySchema, formatSchema, langSchema } from "./reports.schemas";

export const JournalSchema = JournalShape.openapi("Journal");

const entitySchema = z
  .union([z.literal("all"), idSchema], { error: "must be all or an entity id" })
  .openapi({ type: "string", example: "all", description: "all, or an entity id" });
const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month as YYYY-MM")
  .openapi({ example: "2025-03" });

const periodShape = {
  entity: entitySchema,
  month: monthSchema.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
};

/** A month, or from and to (to not before from): never both, never neither; each issue names its field. */
function checkPeriod(v: { month?: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (v.month && (v.from || v.to)) ctx.addIssue({ code: "custom", path: ["month"], message: "give a month or from/to, not both" });
  else if (!v.month && !v.from) ctx.addIssue({ code: "custom", path: [v.to ? "from" : "month"], message: v.to ? "is required with to" : "give a month or from/to" });
  else if (!v.month && !v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "is required with from" });
  else if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
}

/** The journal report's query (api/reports/journal): the period, the entity or all, json, csv or pdf, and the file's language. */
export const JournalQuerySchema = z.object({ ...periodShape, format: formatSchema, lang: langSchema }).superRefine(checkPeriod);

export const JournalExportCreateSchema = z
  .object({
    ...periodShape,
    format: z.enum(JOURNAL_FORMATS, { error: `must be one of ${JOURNAL_FORMATS.join(", ")}` }),
    force: z.union([z.boolean(), booleanQuery]).optional().openapi({ type: "boolean", description: "export a period already exported" }),
  })
  .superRefine(checkPeriod)
  .openapi("JournalExportCreate");

export const JournalExportSchema = z
  .object({
    id: z.number().int(),
    at: dateTime,
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    entityId: z.number().int().nullable(),
    fromDate: z.string(),
    toDate: z.string(),
    format: z.string(),
    debits: z.string(),
    credits: z.string(),
    lines: z.number().int(),
    sha256: z.string(),
    totals: z.unknown(),
  })
  .openapi("JournalExport");

/** What a 409 ALREADY_EXPORTED tells a client, so it can say it in its user's words: who exported the period and when. */
export const AlreadyExportedDetailsSchema = z
  .object({
    from: z.string().openapi({ example: "2025-05-01", description: "The first day of the period asked for" }),
    to: z.string().openapi({ example: "2025-05-31", description: "The last day of the period asked for" }),
    exports: z.number().int().openapi({ example: 1, description: "How many earlier exports cover part of the period" }),
    lastAt: z.string().openapi({ format: "date-time", description: "When the latest of them was made" }),
    lastBy: z.string().nullable().openapi({ example: "office", description: "Who made it (null when not known)" }),
    lastFrom: z.string().openapi({ example: "2025-05-01", description: "The first day it covered" }),
    lastTo: z.string().openapi({ example: "2025-05-31", description: "The last day it covered" }),
  })
  .openapi("AlreadyExportedDetails");
export type AlreadyExportedDetails = z.infer<typeof AlreadyExportedDetailsSchema>;

export const AlreadyExportedErrorSchema = ErrorSchema.extend({
  code: z.literal("ALREADY_EXPORTED"),
  details: AlreadyExportedDetailsSchema,
}).openapi("AlreadyExportedError");

export const JournalExportFilterSchema = z.strictObject({
  entityId: z.coerce.number().int().positive().optional(),
  id: z.union([z.number().int(), z.array(z.number().int())]).optional(),
});
