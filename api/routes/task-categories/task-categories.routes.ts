import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { TaskCategoryCreateSchema, TaskCategorySchema, TaskCategoryUpdateSchema } from "../../schemas/task-categories.schemas";
import { ADMIN, EVERY_ROLE, allow } from "../../lib/route-access";

const tags = ["Task categories"];

export const list = createRoute({
  path: "/task-categories",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List task categories (simple-rest: sort, range, filter q/id/isIncomeCategory; Content-Range header), in id order",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(TaskCategorySchema), "The task categories"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/task-categories/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(TaskCategorySchema, "The task category"), ...recordErrors },
});

export const create = createRoute({
  path: "/task-categories",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Create a task category (admin); names are unique whatever their case (409)",
  request: { body: jsonBody(TaskCategoryCreateSchema) },
  responses: { [S.CREATED]: jsonContent(TaskCategorySchema, "The created task category"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/task-categories/{id}",
  method: "put",
  "x-access": allow(ADMIN),
  tags,
  summary: "Change a task category (admin); built-in categories keep their name (409)",
  request: { params: IdParams, body: jsonBody(TaskCategoryUpdateSchema) },
  responses: { [S.OK]: jsonContent(TaskCategorySchema, "The updated task category"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/task-categories/{id}",
  method: "delete",
  "x-access": allow(ADMIN),
  tags,
  summary: "Delete a task category no task uses (admin); built-in or used categories are a 409",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(TaskCategorySchema, "The deleted task category"), ...recordErrors, ...errors.conflict },
});
