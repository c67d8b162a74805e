import { z } from "@hono/zod-openapi";
import { decimalString } from "./common";

/*
 * A timesheet CSV import (docs/labor.md "Importing a timesheet"): one time entry per row, recorded pending, every bad
 * row named by line and column and nothing written while any is bad; a dry run checks the whole file and writes nothing.
 */

/** A timesheet CSV, as JSON (`csv`) or a text/csv body (the options then in the query). */
export const TimeImportBodySchema = z
  .object({
    csv: z.string({ error: "is required: the file's text" }).max(20_000_000),
    entity: z.string().trim().max(255).optional().openapi({ description: "The entity (name or id) of rows without an Entity column" }),
    dryRun: z.boolean().optional(),
  })
  .openapi("TimeImportBody");
export type TimeImportBody = z.output<typeof TimeImportBodySchema>;

export const TimeImportQuerySchema = z.object({
  entity: z.string().optional(),
  dryRun: z.enum(["true", "false"]).optional(),
});

export const TimeImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    /** Entries recorded (or, in a dry run, that would be), all pending until the office approves them. */
    created: z.number().int(),
    /** Tasks made for rows naming a field and activity with no task that day. */
    tasksMade: z.number().int(),
    entries: z.array(
      z.object({
        row: z.number().int(),
        entityId: z.number().int(),
        date: z.string(),
        workerName: z.string(),
        fieldName: z.string(),
        taskId: z.number().int().nullable(),
        taskName: z.string(),
        hours: decimalString,
        machineName: z.string().nullable(),
        machineHours: decimalString.nullable(),
        /** The entry's id; null in a dry run. */
        entryId: z.number().int().nullable(),
      }),
    ),
  })
  .openapi("TimeImportResult");
export type TimeImportResult = z.output<typeof TimeImportResultSchema>;
