import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { ApiTokenCreateSchema, ApiTokenCreatedSchema, ApiTokenSchema } from "../../schemas/api-tokens.schemas";
import { IdParams } from "../../schemas/common";
import { ADMIN, allow } from "../../lib/route-access";

const tags = ["API tokens"];

export const list = createRoute({
  path: "/tokens",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "List API tokens, without their secrets (admin)",
  responses: { [S.OK]: jsonContent(z.array(ApiTokenSchema), "The tokens"), ...errors.unauthorized, ...errors.forbidden },
});

export const create = createRoute({
  path: "/tokens",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Create an API token for farmctl or cron; it acts as the admin who made it (admin)",
  request: { body: jsonBody(ApiTokenCreateSchema) },
  responses: { [S.CREATED]: jsonContent(ApiTokenCreatedSchema, "The token, secret included (shown once)"), ...signedInErrors },
});

export const remove = createRoute({
  path: "/tokens/{id}",
  method: "delete",
  "x-access": allow(ADMIN),
  tags,
  summary: "Revoke an API token at once (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(ApiTokenSchema, "The revoked token"), ...recordErrors },
});
