import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { FertilizerCreateSchema, FertilizerSchema, FertilizerUpdateSchema } from "../../schemas/fertilizers.schemas";
import { ADMIN, EVERY_ROLE, allow } from "../../lib/route-access";

const tags = ["Fertilizers"];

export const list = createRoute({
  path: "/fertilizers",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List fertilizers (simple-rest: sort, range, filter q/id/type; Content-Range header), by name",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(FertilizerSchema), "The fertilizers"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/fertilizers/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(FertilizerSchema, "The fertilizer"), ...recordErrors },
});

export const create = createRoute({
  path: "/fertilizers",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Create a fertilizer (admin); names are unique whatever their case (409)",
  request: { body: jsonBody(FertilizerCreateSchema) },
  responses: { [S.CREATED]: jsonContent(FertilizerSchema, "The created fertilizer"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/fertilizers/{id}",
  method: "put",
  "x-access": allow(ADMIN),
  tags,
  summary: "Change a fertilizer (admin)",
  request: { params: IdParams, body: jsonBody(FertilizerUpdateSchema) },
  responses: { [S.OK]: jsonContent(FertilizerSchema, "The updated fertilizer"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/fertilizers/{id}",
  method: "delete",
  "x-access": allow(ADMIN),
  tags,
  summary: "Delete a fertilizer no task uses (admin); one still used, even by a deleted task, is a 409",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(FertilizerSchema, "The deleted fertilizer"), ...recordErrors, ...errors.conflict },
});
