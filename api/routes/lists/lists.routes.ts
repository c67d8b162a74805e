import { createRoute, z } from "@hono/zod-openapi";
import { recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { yearSchema } from "../../schemas/common";
import { FieldRecordSchema } from "../../schemas/fields.schemas";
import { TaskSchema } from "../../schemas/tasks.schemas";
import { tags } from "../../reports/report-route";
import { OFFICE, allow } from "../../lib/route-access";

const listFormat = { format: z.enum(["json", "csv"], { error: "must be json or csv" }).default("json").openapi({ example: "csv" }) };
const listResponses = <T extends z.ZodType>(schema: T, description: string) => ({
  [S.OK]: {
    description: `${description}. JSON by default; ?format=csv answers a CSV attachment. Content-Range gives the total.`,
    content: { "application/json": { schema }, "text/csv": { schema: z.string() } },
  },
  ...signedInErrors,
  ...recordErrors,
});

export const allFields = createRoute({
  path: "/all-fields",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Active fields of every entity, with entityName, by name",
  request: { query: z.object(listFormat) },
  responses: listResponses(z.array(FieldRecordSchema), "The fields"),
});

export const allTasks = createRoute({
  path: "/all-tasks",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Active tasks of every entity (optionally one crop year), newest first, with entity, field and category names",
  description: "At most 100,000 tasks are answered; the Content-Range header says how many there are.",
  request: { query: z.object({ year: yearSchema.optional(), ...listFormat }) },
  responses: listResponses(z.array(TaskSchema), "The tasks"),
});
