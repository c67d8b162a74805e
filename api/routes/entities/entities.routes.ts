import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc, idSchema, yearSchema } from "../../schemas/common";
import { EntityCreateSchema, EntitySchema, EntitySummarySchema, EntityUpdateSchema } from "../../schemas/entities.schemas";
import { EVERY_ROLE, OFFICE, allow, inPath } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Entities"];

export const list = createRoute({
  path: "/entities",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List farm entities (simple-rest: sort, range, filter; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(EntitySchema), "The entities"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/entities/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("id", "entity")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(EntitySchema, "The entity"), ...recordErrors },
});

export const create = createRoute({
  path: "/entities",
  method: "post",
  "x-access": allow(WRITERS.entities.create),
  tags,
  summary: "Create a farm entity (admin)",
  request: { body: jsonBody(EntityCreateSchema) },
  responses: { [S.CREATED]: jsonContent(EntitySchema, "The created entity"), ...signedInErrors },
});

export const update = createRoute({
  path: "/entities/{id}",
  method: "put",
  "x-access": allow(WRITERS.entities.update, inPath("id", "entity")),
  tags,
  summary: "Rename or move a farm entity (admin)",
  request: { params: IdParams, body: jsonBody(EntityUpdateSchema) },
  responses: { [S.OK]: jsonContent(EntitySchema, "The updated entity"), ...recordErrors },
});

export const remove = createRoute({
  path: "/entities/{id}",
  method: "delete",
  "x-access": allow(WRITERS.entities.delete, inPath("id", "entity")),
  tags,
  summary: "Soft-delete a farm entity with its fields and tasks (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(EntitySchema, "The deleted entity"), ...recordErrors },
});

export const summary = createRoute({
  path: "/entities/{entityId}/summary",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "Dashboard figures for a crop year",
  request: {
    params: z.object({ entityId: idSchema }),
    query: z.object({ year: yearSchema }),
  },
  responses: { [S.OK]: jsonContent(EntitySummarySchema, "The summary"), ...recordErrors, ...errors.badRequest },
});
