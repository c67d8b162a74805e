import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { idSchema } from "../../schemas/common";
import { TaskImportBodySchema, TaskImportResultSchema } from "../../schemas/task-import.schemas";

export const importTasks = createRoute({
  path: "/entities/{entityId}/tasks/import",
  method: "post",
  tags: ["Tasks"],
  summary: "Import a chunk of task rows (admin): every row checked first, then all written in one transaction",
  description:
    "Fields, categories and fertilizers are matched by name, case-insensitively. A row whose importKey an earlier " +
    "import of this entity used updates that task instead of adding one, so re-importing a file adds no duplicates. " +
    "Any bad row is a 400 whose issues name each one as `rows.{index}.{column}`, and nothing is written.",
  request: { params: z.object({ entityId: idSchema }), body: jsonBody(TaskImportBodySchema) },
  responses: { [S.OK]: jsonContent(TaskImportResultSchema, "What was (or, in a dry run, would be) written"), ...recordErrors },
});
