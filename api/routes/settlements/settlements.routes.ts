import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { SettlementInputSchema, SettlementSchema, SettlementUpdateSchema } from "../../schemas/settlements.schemas";

const tags = ["Harvest and sales"];
const paidOnce = { [S.CONFLICT]: jsonContent(ErrorSchema, "DELIVERY_PAID: a delivery already paid by another settlement (details: deliveryId, line, settlement); SALE_NUMBER_TAKEN: the buyer's settlement number already recorded for the entity (details: record, number, buyer, entity, id)") };

export const list = createRoute({
  path: "/settlements",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List buyers' settlements of the caller's entities (simple-rest: sort, range, filter id/entityId/buyerId/crop/cropYear/q, and unpaid=true for the unpaid and short-paid; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(SettlementSchema), "The settlements, newest first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/settlements/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "settlement")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(SettlementSchema, "The settlement with its lines and deductions"), ...recordErrors },
});

export const create = createRoute({
  path: "/settlements",
  method: "post",
  "x-access": allow(WRITERS.settlements.create, inBody("entityId", "entity")),
  tags,
  summary: "Record a buyer's settlement: the deliveries it pays (each once), a price per line (the delivery's contract price unless given), deductions by kind at a rate per unit or an amount; gross, deductions and net are computed",
  request: { body: jsonBody(SettlementInputSchema) },
  responses: { [S.CREATED]: jsonContent(SettlementSchema, "The settlement"), ...recordErrors, ...paidOnce },
});

export const update = createRoute({
  path: "/settlements/{id}",
  method: "put",
  "x-access": allow(WRITERS.settlements.update, inPath("id", "settlement"), inBody("entityId", "entity")),
  tags,
  summary: "Change a settlement (keys left out keep their value): `{ received, receivedDate }` records what the buyer paid",
  request: { params: IdParams, body: jsonBody(SettlementUpdateSchema) },
  responses: { [S.OK]: jsonContent(SettlementSchema, "The settlement as saved"), ...recordErrors, ...paidOnce },
});

export const remove = createRoute({
  path: "/settlements/{id}",
  method: "delete",
  "x-access": allow(WRITERS.settlements.delete, inPath("id", "settlement")),
  tags,
  summary: "Remove a settlement; the deliveries it paid are unsettled again",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(SettlementSchema, "The settlement as it was"), ...recordErrors },
});
