import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { ListQueryDoc } from "../../schemas/common";
import { MapCreateSchema, MapIdParams, MapSchema } from "../../schemas/maps.schemas";
import { OFFICE, allow } from "../../lib/route-access";
import { WRITERS } from "../../domain/write-access";

const tags = ["Maps"];

export const list = createRoute({
  path: "/maps",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List ranch maps, newest first (simple-rest: sort, range, filter q/id; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(MapSchema), "The maps"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/maps/{id}",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  request: { params: MapIdParams },
  responses: { [S.OK]: jsonContent(MapSchema, "The map"), ...recordErrors },
});

export const create = createRoute({
  path: "/maps",
  method: "post",
  "x-access": allow(WRITERS.maps.create),
  tags,
  summary: "Record an uploaded PDF as a map; filePath is the objectPath the upload answered with (admin)",
  request: { body: jsonBody(MapCreateSchema) },
  responses: {
    [S.CREATED]: jsonContent(MapSchema, "The recorded map, with its size as stored"),
    ...signedInErrors,
    ...errors.conflict,
  },
});

export const remove = createRoute({
  path: "/maps/{id}",
  method: "delete",
  "x-access": allow(WRITERS.maps.delete),
  tags,
  summary: "Delete a map and its file for good (admin)",
  request: { params: MapIdParams },
  responses: { [S.OK]: jsonContent(MapSchema, "The deleted map"), ...recordErrors },
});

export const download = createRoute({
  path: "/maps/{id}/file",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Download the map's PDF under its original name",
  request: { params: MapIdParams },
  responses: {
    [S.OK]: {
      content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
      description: "The PDF, as an attachment",
    },
    ...recordErrors,
  },
});
