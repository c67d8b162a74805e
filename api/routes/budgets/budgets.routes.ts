import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { BudgetCreateSchema, BudgetSchema, BudgetUpdateSchema } from "../../schemas/budgets.schemas";
import { EDITORS, OFFICE, allow, inBody, inPath } from "../../lib/route-access";

const tags = ["Budgets"];

export const list = createRoute({
  path: "/budgets",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "List budgets (simple-rest: sort, range, filter id/entityId/cropYear/fieldId/cropType; Content-Range header), newest crop year first",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(BudgetSchema), "The budgets"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/budgets/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "budget")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BudgetSchema, "The budget with its lines"), ...recordErrors },
});

export const create = createRoute({
  path: "/budgets",
  method: "post",
  "x-access": allow(EDITORS, inBody("entityId", "entity"), inBody("fieldId", "field"), inBody("copyFromBudgetId", "budget")),
  tags,
  summary: "Create a field's or a crop's budget for a crop year (admin): empty, from last year's actuals, or a copy of another budget",
  description: "One budget per field (or crop) and year: a second is a 409. `from: last-year` takes each category's actual $/acre of cropYear - 1.",
  request: { body: jsonBody(BudgetCreateSchema) },
  responses: { [S.CREATED]: jsonContent(BudgetSchema, "The created budget"), ...recordErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/budgets/{id}",
  method: "put",
  "x-access": allow(EDITORS, inPath("id", "budget")),
  tags,
  summary: "Change a budget's expected yield, unit and price (admin); `lines`, when given, replaces every line",
  request: { params: IdParams, body: jsonBody(BudgetUpdateSchema) },
  responses: { [S.OK]: jsonContent(BudgetSchema, "The updated budget"), ...recordErrors },
});

export const remove = createRoute({
  path: "/budgets/{id}",
  method: "delete",
  "x-access": allow(EDITORS, inPath("id", "budget")),
  tags,
  summary: "Delete a budget and its lines (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(BudgetSchema, "The deleted budget"), ...recordErrors },
});
