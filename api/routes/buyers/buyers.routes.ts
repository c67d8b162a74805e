import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { EVERY_ROLE, OFFICE, allow } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { BuyerCreateSchema, BuyerSchema, BuyerUpdateSchema } from "../../schemas/buyers.schemas";

const tags = ["Harvest"];

export const list = createRoute({
  path: "/buyers",
  method: "get",
  "x-access": allow(EVERY_ROLE),
  tags,
  summary: "List the farm's buyers (crew too: a load sold straight from the field), by name (filter q/id)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(BuyerSchema), "The buyers"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/buyers/{id}",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BuyerSchema, "The buyer"), ...recordErrors },
});

export const create = createRoute({
  path: "/buyers",
  method: "post",
  "x-access": allow(WRITERS.buyers.create),
  tags,
  summary: "Add a buyer (an elevator, processor or merchant); names are unique whatever their case (409)",
  request: { body: jsonBody(BuyerCreateSchema) },
  responses: { [S.CREATED]: jsonContent(BuyerSchema, "The created buyer"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/buyers/{id}",
  method: "put",
  "x-access": allow(WRITERS.buyers.update),
  tags,
  summary: "Change a buyer",
  request: { params: IdParams, body: jsonBody(BuyerUpdateSchema) },
  responses: { [S.OK]: jsonContent(BuyerSchema, "The updated buyer"), ...recordErrors, ...errors.conflict },
});

export const remove = createRoute({
  path: "/buyers/{id}",
  method: "delete",
  "x-access": allow(WRITERS.buyers.delete),
  tags,
  summary: "Delete a buyer no ticket, delivery, contract or settlement names (409 otherwise)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BuyerSchema, "The deleted buyer"), ...recordErrors, ...errors.conflict },
});
