import { createRoute } from "@hono/zod-openapi";
import { WRITERS } from "../../domain/write-access";
import { jsonBody, jsonContent, recordErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { OFFICE, allow, inPath } from "../../lib/route-access";
import { IdParams } from "../../schemas/common";
import { LaborPolicySchema, LaborPolicyUpdateSchema } from "../../schemas/labor-policies.schemas";

const tags = ["Labor"];

export const get = createRoute({
  path: "/entities/{id}/labor-policy",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "The entity's employer rule for pay (burden, overtime); the California agricultural default with isDefault: true while it has set none",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(LaborPolicySchema, "The rule"), ...recordErrors },
});

export const put = createRoute({
  path: "/entities/{id}/labor-policy",
  method: "put",
  "x-access": allow(WRITERS["labor-policies"].update, inPath("id", "entity")),
  tags,
  summary: "Set the entity's rule (keys left out keep their value): burdenPercent 0-100, thresholds above 0 or null, multipliers 1 or more, weekStartsOn 0-6",
  request: { params: IdParams, body: jsonBody(LaborPolicyUpdateSchema) },
  responses: { [S.OK]: jsonContent(LaborPolicySchema, "The rule as saved"), ...recordErrors },
});
