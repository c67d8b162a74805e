import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { DeletedQuery, RecoverableFieldSchema, RecoverableTaskSchema } from "../../schemas/admin.schemas";
import { IdParams } from "../../schemas/common";
import { DeletedEntitySchema, EntitySchema } from "../../schemas/entities.schemas";
import { ADMIN, allow, inQuery } from "../../lib/route-access";

const tags = ["Recovery"];
const notDeleted = (extra: string) => jsonContent(ErrorSchema, `Not deleted${extra}`);

export const deletedEntities = createRoute({
  path: "/admin/deleted-entities",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "Soft-deleted farm entities, newest first (admin)",
  responses: { [S.OK]: jsonContent(z.array(DeletedEntitySchema), "The deleted entities"), ...signedInErrors },
});

export const deletedFields = createRoute({
  path: "/admin/deleted-fields",
  method: "get",
  "x-access": allow(ADMIN, inQuery("entityId", "entity")),
  tags,
  summary: "Soft-deleted fields, of one entity when entityId is given (admin)",
  request: { query: DeletedQuery },
  responses: { [S.OK]: jsonContent(z.array(RecoverableFieldSchema), "The deleted fields"), ...recordErrors },
});

export const deletedTasks = createRoute({
  path: "/admin/deleted-tasks",
  method: "get",
  "x-access": allow(ADMIN, inQuery("entityId", "entity")),
  tags,
  summary: "Soft-deleted tasks, of one entity when entityId is given (admin)",
  request: { query: DeletedQuery },
  responses: { [S.OK]: jsonContent(z.array(RecoverableTaskSchema), "The deleted tasks"), ...recordErrors },
});

export const recoverEntity = createRoute({
  path: "/admin/recover-entity/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Restore a farm entity with the fields and tasks deleted along with it (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(EntitySchema, "The recovered entity"), ...recordErrors, [S.CONFLICT]: notDeleted("") },
});

export const recoverField = createRoute({
  path: "/admin/recover-field/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Restore a field with the tasks deleted along with it (admin)",
  request: { params: IdParams },
  responses: {
    [S.OK]: jsonContent(RecoverableFieldSchema, "The recovered field"),
    ...recordErrors,
    [S.CONFLICT]: notDeleted(", or its farm entity is deleted"),
  },
});

export const recoverTask = createRoute({
  path: "/admin/recover-task/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Restore one task (admin)",
  request: { params: IdParams },
  responses: {
    [S.OK]: jsonContent(RecoverableTaskSchema, "The recovered task"),
    ...recordErrors,
    [S.CONFLICT]: notDeleted(", or its field or farm entity is deleted"),
  },
});
