import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { idSchema } from "../../schemas/common";
import {
  TaskFileImportQuerySchema,
  TaskFileImportResultSchema,
  TaskImportBatchSchema,
  TaskImportBodySchema,
  TaskImportResultSchema,
} from "../../schemas/task-import.schemas";
import { EDITORS, allow, inPath } from "../../lib/route-access";

export const importTasks = createRoute({
  path: "/entities/{entityId}/tasks/import",
  method: "post",
  "x-access": allow(EDITORS, inPath("entityId", "entity")),
  tags: ["Tasks"],
  summary: "Import a chunk of task rows (admin): every row checked first, then all written in one transaction",
  description:
    "Fields, categories and fertilizers are matched by name, case-insensitively. A row whose importKey an earlier " +
    "import of this entity used updates that task instead of adding one, so re-importing a file adds no duplicates. " +
    "Any bad row is a 400 whose issues name each one as `rows.{index}.{column}`, and nothing is written.",
  request: { params: z.object({ entityId: idSchema }), body: jsonBody(TaskImportBodySchema) },
  responses: { [S.OK]: jsonContent(TaskImportResultSchema, "What was (or, in a dry run, would be) written"), ...recordErrors },
});

export const importTaskFile = createRoute({
  path: "/tasks/import",
  method: "post",
  "x-access": allow(EDITORS),
  tags: ["Tasks"],
  summary: "Import a whole file of task rows, of one or more entities, in one transaction (admin or editor)",
  description:
    "The body is `application/x-ndjson`: one line per batch, `{\"entityId\": 3, \"rows\": [...]}`, each row as the " +
    "per-entity import takes it, up to 5,000 rows a line and 64 MB in all. Every row of every batch is checked and " +
    "prepared once; if any is bad, the 400's issues name each one as `batches.{line}.rows.{index}.{column}` (lines " +
    "counted from 0) and nothing is written. Otherwise all are written in the one transaction. An importKey an " +
    "earlier import of the entity used updates that task, so importing the same file again adds no duplicates.",
  request: {
    query: TaskFileImportQuerySchema,
    body: { content: { "application/x-ndjson": { schema: TaskImportBatchSchema } }, required: true },
  },
  responses: {
    [S.OK]: jsonContent(TaskFileImportResultSchema, "What was (or, in a dry run, would be) written, in all and per entity"),
    ...signedInErrors,
    [S.PAYLOAD_TOO_LARGE]: jsonContent(ErrorSchema, "The file is larger than 64 MB: import it in parts"),
    [S.UNSUPPORTED_MEDIA_TYPE]: jsonContent(ErrorSchema, "The body is not application/x-ndjson"),
  },
});
