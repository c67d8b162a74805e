import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { EDITORS, EVERY_ROLE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { TimeApprovalResultSchema, TimeApprovalSchema, TimeEntryInputSchema, TimeEntrySchema } from "../../schemas/time-entries.schemas";

const tags = ["Labor"];
const costing = {
  [S.CONFLICT]: jsonContent(
    ErrorSchema,
    "NO_RATE: the worker has no pay rate on an approved entry's date (details: workerId, workerName, date); MACHINE_COST_UNKNOWN: a machine " +
      "has no cost per hour (details: machineId, machineName); TIME_APPROVED: a crew account changing time no longer pending",
  ),
};

export const list = createRoute({
  path: "/time-entries",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List time entries of the caller's entities; a crew account its own worker's, without money (filter id/entityId/workerId/taskId/fieldId/from/to/status; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(TimeEntrySchema), "The entries, newest first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/time-entries/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("id", "timeEntry")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(TimeEntrySchema, "The entry"), ...recordErrors },
});

export const create = createRoute({
  path: "/time-entries",
  method: "post",
  "x-access": allow(WRITERS["time-entries"].create, inBody("taskId", "task"), inBody("fieldId", "field"), inBody("machineId", "machine")),
  tags,
  summary: "Record hours (crew: their own), pending until approved: on a task (taskId), or a field and activity ({ fieldId, categoryId, name? }: the field's task of that category on that date is found or made)",
  description:
    "Hours are `hours`, or `startTime` and `endTime` (HH:MM; hours = end - start, to the hundredth). A machine (machineId, of the " +
    "task's entity) runs `machineHours`, the entry's hours when left out. An income task takes no time (a 400 naming taskId or categoryId).",
  request: { body: jsonBody(TimeEntryInputSchema) },
  responses: { [S.CREATED]: jsonContent(TimeEntrySchema, "The entry"), ...recordErrors },
});

export const update = createRoute({
  path: "/time-entries/{id}",
  method: "put",
  "x-access": allow(WRITERS["time-entries"].update, inPath("id", "timeEntry"), inBody("taskId", "task"), inBody("fieldId", "field"), inBody("machineId", "machine")),
  tags,
  summary: "Change an entry (sent whole, as GET answers it): crew their own while pending, the office any time (an approved one is costed again with its week)",
  request: { params: IdParams, body: jsonBody(TimeEntryInputSchema) },
  responses: { [S.OK]: jsonContent(TimeEntrySchema, "The entry as saved, with the tasks whose cost moved (recosted)"), ...recordErrors, ...costing },
});

export const remove = createRoute({
  path: "/time-entries/{id}",
  method: "delete",
  "x-access": allow(WRITERS["time-entries"].delete, inPath("id", "timeEntry")),
  tags,
  summary: "Remove an entry: crew their own while pending, the office any time (an approved one's cost leaves its task)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(TimeEntrySchema, "The entry as it was"), ...recordErrors, ...costing },
});

export const approve = createRoute({
  path: "/time-entries/approve",
  method: "post",
  "x-access": allow(EDITORS),
  tags,
  summary: "Approve entries: each worker's week is split into regular, overtime and double time by the entity's rule, costed at the rates of its dates, and the tasks carry the cost",
  request: { body: jsonBody(TimeApprovalSchema) },
  responses: { [S.OK]: jsonContent(TimeApprovalResultSchema, "The entries as costed, and the tasks whose cost moved"), ...signedInErrors, ...costing },
});

export const unapprove = createRoute({
  path: "/time-entries/unapprove",
  method: "post",
  "x-access": allow(EDITORS),
  tags,
  summary: "Take approval back: the entries are pending again, their cost leaves their tasks and the weeks are costed again",
  request: { body: jsonBody(TimeApprovalSchema) },
  responses: { [S.OK]: jsonContent(TimeApprovalResultSchema, "The entries, and the tasks whose cost moved"), ...signedInErrors, ...costing },
});
