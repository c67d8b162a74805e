import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { DeliveryInputSchema, DeliverySchema } from "../../schemas/deliveries.schemas";

const tags = ["Harvest and sales"];
const refused = {
  [S.CONFLICT]: jsonContent(ErrorSchema, "STORAGE_SHORTFALL: the location would go below zero (the message and details name the location, the date and the shortfall; nothing is written); DELIVERY_LOCKED: a ticket's load or one paid by a settlement (details: deliveryId, by, ticket, settlement, buyer, field)"),
};

export const list = createRoute({
  path: "/deliveries",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List deliveries to buyers of the caller's entities, each with the contracts it is applied to and the settlement that pays it (simple-rest: sort, range, filter id/entityId/buyerId/locationId/contractId/crop/cropYear/settled/q; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(DeliverySchema), "The deliveries, newest first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/deliveries/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "delivery")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(DeliverySchema, "The delivery"), ...recordErrors },
});

export const create = createRoute({
  path: "/deliveries",
  method: "post",
  "x-access": allow(WRITERS.deliveries.create, inBody("entityId", "entity")),
  tags,
  summary: "Record crop delivered to a buyer out of a storage location, on a chosen contract or first in, first out; more than the location holds is a 409 STORAGE_SHORTFALL (a load straight from the field is recorded by its scale ticket)",
  request: { body: jsonBody(DeliveryInputSchema) },
  responses: { [S.CREATED]: jsonContent(DeliverySchema, "The delivery"), ...recordErrors, ...refused },
});

export const update = createRoute({
  path: "/deliveries/{id}",
  method: "put",
  "x-access": allow(WRITERS.deliveries.update, inPath("id", "delivery"), inBody("entityId", "entity")),
  tags,
  summary: "Replace a delivery; a ticket's load or a settled one may change only its contract, reference and notes (409)",
  request: { params: IdParams, body: jsonBody(DeliveryInputSchema) },
  responses: { [S.OK]: jsonContent(DeliverySchema, "The delivery as saved"), ...recordErrors, ...refused },
});

export const remove = createRoute({
  path: "/deliveries/{id}",
  method: "delete",
  "x-access": allow(WRITERS.deliveries.delete, inPath("id", "delivery")),
  tags,
  summary: "Remove a delivery out of storage; a ticket's load (change the ticket) or a settled one is a 409",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(DeliverySchema, "The delivery as it was"), ...recordErrors, ...refused },
});
