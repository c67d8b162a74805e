import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { EVERY_ROLE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { StorageLocationInputSchema, StorageLocationSchema } from "../../schemas/storage-locations.schemas";

const tags = ["Harvest"];

export const list = createRoute({
  path: "/storage-locations",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List the storage locations of the caller's entities (crew too: a ticket's destination), by name (filter q/id/entityId/kind)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(StorageLocationSchema), "The storage locations"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/storage-locations/{id}",
  method: "get",
  "x-access": allow(EVERY_ROLE, inPath("id", "storageLocation")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(StorageLocationSchema, "The storage location"), ...recordErrors },
});

export const create = createRoute({
  path: "/storage-locations",
  method: "post",
  "x-access": allow(WRITERS["storage-locations"].create, inBody("entityId", "entity")),
  tags,
  summary: "Add a bin, bag, pile, shed or elevator space of an entity; names are unique per entity whatever their case (409)",
  request: { body: jsonBody(StorageLocationInputSchema) },
  responses: { [S.CREATED]: jsonContent(StorageLocationSchema, "The created storage location"), ...recordErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/storage-locations/{id}",
  method: "put",
  "x-access": allow(WRITERS["storage-locations"].update, inPath("id", "storageLocation"), inBody("entityId", "entity")),
  tags,
  summary: "Change a storage location (sent whole); moving one crop went through to another entity is a 409",
  request: { params: IdParams, body: jsonBody(StorageLocationInputSchema) },
  responses: { [S.OK]: jsonContent(StorageLocationSchema, "The storage location as saved"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/storage-locations/{id}",
  method: "delete",
  "x-access": allow(WRITERS["storage-locations"].delete, inPath("id", "storageLocation")),
  tags,
  summary: "Delete a storage location no ticket, delivery or adjustment names (409 otherwise)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(StorageLocationSchema, "The storage location as it was"), ...recordErrors, ...errors.conflict },
});
