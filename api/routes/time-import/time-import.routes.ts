import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonContent, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { EDITORS, allow } from "../../lib/route-access";
import { TimeImportBodySchema, TimeImportQuerySchema, TimeImportResultSchema } from "../../schemas/time-import.schemas";

export const importTime = createRoute({
  path: "/time-entries/import",
  method: "post",
  "x-access": allow(EDITORS),
  tags: ["Labor"],
  summary: "Import a timesheet CSV (Date, Worker, Field, Task or Activity, Hours or Start and End, Machine, Machine Hours; Entity, Piece Units, Notes optional): one pending time entry per row",
  description:
    "The body is the CSV as text/csv (options in the query) or JSON `{ csv, entity?, dryRun? }`. Worker, Field (at the row's entity), Task (on the field, by name), " +
    "Activity (a task category: the field's task of it that day is found or made, as POST /api/time-entries does) and Machine are named as the app names them, in any case. " +
    "Every bad row is named in the 400's issues as `rows.{n}.{Column}` (n counted from 1, the header not counted) and nothing is written. The entries are pending until approved.",
  request: {
    query: TimeImportQuerySchema,
    body: {
      content: { "application/json": { schema: TimeImportBodySchema }, "text/csv": { schema: z.string().openapi({ description: "The CSV file" }) } },
      // Not "required": a required body is validated as JSON whatever its type, which would refuse the text/csv one.
      required: false,
    },
  },
  responses: {
    [S.OK]: jsonContent(TimeImportResultSchema, "What was (or, in a dry run, would be) recorded"),
    ...signedInErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "A refusal of the time entries service (a crew account's own rules)"),
  },
});
