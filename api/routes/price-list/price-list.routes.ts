import { createRoute } from "@hono/zod-openapi";
import { jsonBody, jsonContent, recordErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { CrewPriceGapsSchema, PriceListParams, PriceListSchema, PriceListUpdateSchema } from "../../schemas/price-list.schemas";
import { ADMIN, OFFICE, allow, inPath } from "../../lib/route-access";

const tags = ["Entities"];

export const getPriceList = createRoute({
  path: "/entities/{entityId}/price-list",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "What crew entries of the entity are priced at, per task category (not for crew accounts)",
  request: { params: PriceListParams },
  responses: { [S.OK]: jsonContent(PriceListSchema, "One item per task category; null = no price set"), ...recordErrors },
});

export const putPriceList = createRoute({
  path: "/entities/{entityId}/price-list",
  method: "put",
  "x-access": allow(ADMIN, inPath("entityId", "entity")),
  tags,
  summary: "Set the entity's crew prices per task category (admin); categories left out keep theirs",
  request: { params: PriceListParams, body: jsonBody(PriceListUpdateSchema) },
  responses: { [S.OK]: jsonContent(PriceListSchema, "The whole price list after the change"), ...recordErrors },
});

export const getCrewPriceGaps = createRoute({
  path: "/entities/{entityId}/price-list/gaps",
  method: "get",
  "x-access": allow(OFFICE, inPath("entityId", "entity")),
  tags,
  summary: "The entity's crew entries recorded at $0.00 and the categories with no price (not for crew accounts)",
  request: { params: PriceListParams },
  responses: { [S.OK]: jsonContent(CrewPriceGapsSchema, "How many crew entries have no price, and which categories lack one"), ...recordErrors },
});
