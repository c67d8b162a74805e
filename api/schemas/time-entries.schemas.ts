import { z } from "@hono/zod-openapi";
import { daySchema } from "./reports.schemas";
import { dateTime, decimalString, idFilter, idSchema, optionalText } from "./common";
import { RecostedTaskSchema } from "./inventory.schemas";

/*
 * Time entries (docs/labor.md): hours a worker put in on a task, with a machine optionally. Crew record their own;
 * the office approves them, and approved time costs the task its labor and machine time (api/domain/labor).
 */

export const TIME_ENTRY_STATUSES = ["pending", "approved", "rejected"] as const;

/** Hours with at most two decimals, more than 0 and at most 24 (one day's work). */
const hoursInput = z
  .union([z.string(), z.number()], { error: "must be a number of hours" })
  .nullish()
  .transform((v, ctx): string | null => {
    if (v === null || v === undefined) return null;
    const text = typeof v === "number" ? String(v) : v.trim();
    if (text === "") return null;
    if (!/^\d{1,2}(\.\d{1,2})?$|^\.\d{1,2}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "must be a number of hours from 0.01 to 24 with at most 2 decimal places" });
      return z.NEVER;
    }
    const n = Number(text);
    if (n <= 0 || n > 24) {
      ctx.addIssue({ code: "custom", message: "must be more than 0 and at most 24 hours" });
      return z.NEVER;
    }
    return text.startsWith(".") ? `0${text}` : text;
  })
  .openapi({ type: "string", example: "7.5" });

/** A non-negative quantity of units (piece work), up to 3 decimals. */
const unitsInput = z
  .union([z.string(), z.number()], { error: "must be a number" })
  .nullish()
  .transform((v, ctx): string | null => {
    if (v === null || v === undefined) return null;
    const text = typeof v === "number" ? String(v) : v.trim();
    if (text === "") return null;
    if (!/^\d{1,9}(\.\d{1,3})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "must be zero or more with at most 3 decimal places" });
      return z.NEVER;
    }
    return text;
  })
  .openapi({ type: "string", example: "120" });

/** HH:MM on a 24-hour clock. */
const clockInput = z
  .string({ error: "must be a time as HH:MM" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:MM (00:00 to 23:59)")
  .nullish()
  .transform((v) => v ?? null)
  .openapi({ type: "string", example: "06:30" });

const optionalId = idSchema.nullish().transform((v) => v ?? null);

/**
 * A time entry as written. The task is `taskId`, or the field and activity (`fieldId` and `categoryId`, a `name`
 * optionally): the field's task of that category on that date is then found, or made with 0 acres, in the same
 * request. Hours are `hours`, or `startTime` and `endTime` (hours = end - start). A PUT merges what it sends into the
 * stored entry, so a GET answer sent back unchanged changes nothing.
 */
export const TimeEntryInputSchema = z
  .object({
    workerId: optionalId.openapi({ type: "integer", description: "The worker; a crew account's own worker when left out" }),
    taskId: optionalId.openapi({ type: "integer", description: "The task the hours went to" }),
    fieldId: optionalId.openapi({ type: "integer", description: "Without taskId: the field worked" }),
    categoryId: optionalId.openapi({ type: "integer", description: "Without taskId: the activity (task category)" }),
    name: optionalText(255).openapi({ description: "Without taskId: the name of a task made for the time (the category's name by default)" }),
    date: daySchema.optional(),
    hours: hoursInput,
    startTime: clockInput,
    endTime: clockInput,
    machineId: optionalId.openapi({ type: "integer", description: "The machine used, if any (of the task's entity)" }),
    machineHours: hoursInput.openapi({ type: "string", description: "The machine's hours; the entry's hours when left out" }),
    pieceUnits: unitsInput.openapi({ type: "string", description: "Units of piece work, paid at the worker's piece rate" }),
    notes: optionalText(5000),
  })
  .openapi("TimeEntryInput");
export type TimeEntryInput = z.output<typeof TimeEntryInputSchema>;

/** A time entry as answered; a crew account's answer carries no money (gross, burden, laborCost, machineCost). */
export const TimeEntrySchema = z
  .object({
    id: z.number().int(),
    entityId: z.number().int(),
    entityName: z.string(),
    workerId: z.number().int(),
    workerName: z.string(),
    taskId: z.number().int(),
    taskName: z.string(),
    fieldId: z.number().int(),
    fieldName: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    date: z.string(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    hours: decimalString,
    machineId: z.number().int().nullable(),
    machineName: z.string().nullable(),
    machineHours: decimalString.nullable(),
    pieceUnits: decimalString.nullable(),
    notes: z.string(),
    status: z.enum(TIME_ENTRY_STATUSES),
    approvedById: z.number().int().nullable(),
    approvedAt: dateTime.nullable(),
    recordedById: z.number().int().nullable(),
    regularHours: decimalString.openapi({ description: "Of an approved entry: its hours at the regular rate (the week's split)" }),
    overtimeHours: decimalString,
    doubleHours: decimalString,
    gross: decimalString.optional().openapi({ description: "Pay before burden, in cents (office roles only)" }),
    burden: decimalString.optional().openapi({ description: "laborCost - gross (office roles only)" }),
    laborCost: decimalString.optional().openapi({ description: "round(pay x (1 + burden%)) once (office roles only)" }),
    machineCost: decimalString.optional().openapi({ description: "round(machine hours x cost per hour) (office roles only)" }),
    createdAt: dateTime,
    recosted: z.array(RecostedTaskSchema).optional().openapi({ description: "On writes: the tasks whose cost the change moved (office roles only)" }),
  })
  .openapi("TimeEntry");
export type TimeEntryJson = z.output<typeof TimeEntrySchema>;

export const TimeEntryFilterSchema = z.strictObject({
  id: idFilter,
  entityId: idFilter,
  workerId: idFilter,
  taskId: idFilter,
  fieldId: idFilter,
  from: daySchema.optional(),
  to: daySchema.optional(),
  status: z.enum(TIME_ENTRY_STATUSES).optional(),
});
export type TimeEntryFilter = z.output<typeof TimeEntryFilterSchema>;

export const TimeApprovalSchema = z
  .object({
    ids: z.array(idSchema, { error: "must be a list of time entry ids" }).min(1, "must name at least one time entry").max(5000, "must name at most 5,000 time entries"),
  })
  .openapi("TimeApproval");

export const TimeApprovalResultSchema = z
  .object({
    entries: z.array(TimeEntrySchema),
    recosted: z.array(RecostedTaskSchema).openapi({ description: "The tasks whose cost moved, and whether a journal export covered them" }),
  })
  .openapi("TimeApprovalResult");
