import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { WRITERS } from "../../domain/write-access";
import { OFFICE, allow, inBody, inPath } from "../../lib/route-access";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { ContractInputSchema, ContractSchema } from "../../schemas/contracts.schemas";

const tags = ["Harvest and sales"];
const refused = {
  [S.CONFLICT]: jsonContent(ErrorSchema, "SALE_NUMBER_TAKEN: the number is already recorded with the buyer at the entity (details: record, number, buyer, entity, id); CONTRACT_IN_USE: deliveries chose the contract (details: contract, deliveries, change)"),
};

export const list = createRoute({
  path: "/contracts",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List crop contracts of the caller's entities with their delivered and open quantity (simple-rest: sort, range, filter id/entityId/buyerId/crop/cropYear/q; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(ContractSchema), "The contracts, newest first"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/contracts/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "contract")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(ContractSchema, "The contract with its delivered and open quantity"), ...recordErrors },
});

export const create = createRoute({
  path: "/contracts",
  method: "post",
  "x-access": allow(WRITERS.contracts.create, inBody("entityId", "entity")),
  tags,
  summary: "Record a contract to sell a crop to a buyer: quantity and unit, a price per unit or priced later (basis and futures month as information); its number is unique per entity and buyer (409)",
  request: { body: jsonBody(ContractInputSchema) },
  responses: { [S.CREATED]: jsonContent(ContractSchema, "The contract"), ...recordErrors, ...refused },
});

export const update = createRoute({
  path: "/contracts/{id}",
  method: "put",
  "x-access": allow(WRITERS.contracts.update, inPath("id", "contract"), inBody("entityId", "entity")),
  tags,
  summary: "Replace a contract; one chosen by deliveries keeps their entity, buyer, crop and crop year (409)",
  request: { params: IdParams, body: jsonBody(ContractInputSchema) },
  responses: { [S.OK]: jsonContent(ContractSchema, "The contract as saved"), ...recordErrors, ...refused },
});

export const remove = createRoute({
  path: "/contracts/{id}",
  method: "delete",
  "x-access": allow(WRITERS.contracts.delete, inPath("id", "contract")),
  tags,
  summary: "Remove a contract no delivery chose (409 otherwise); deliveries applied first in, first out move to the next open contract",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(ContractSchema, "The contract as it was"), ...recordErrors, ...refused },
});
