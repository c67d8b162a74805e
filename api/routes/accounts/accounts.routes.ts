import { createRoute, z } from "@hono/zod-openapi";
import { errors, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import {
  AccountCreateSchema,
  AccountSchema,
  AccountSettingsSchema,
  AccountSettingsUpdateSchema,
  AccountUpdateSchema,
  CategoryAccountSchema,
  CategoryAccountUpdateSchema,
} from "../../schemas/accounts.schemas";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { ADMIN, OFFICE, allow, inBody, inPath } from "../../lib/route-access";

const tags = ["Chart of accounts"];

export const list = createRoute({
  path: "/accounts",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "An entity's chart of accounts (simple-rest; filter entityId/id/type), by number; seeded with the defaults on first use",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(AccountSchema), "The accounts"), ...signedInErrors, ...errors.notFound },
});

export const getOne = createRoute({
  path: "/accounts/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "account")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(AccountSchema, "The account"), ...recordErrors },
});

export const create = createRoute({
  path: "/accounts",
  method: "post",
  "x-access": allow(ADMIN, inBody("entityId", "entity")),
  tags,
  summary: "Add an account to an entity's chart (admin); numbers are unique within the entity (409)",
  request: { body: jsonBody(AccountCreateSchema) },
  responses: { [S.CREATED]: jsonContent(AccountSchema, "The created account"), ...signedInErrors, ...errors.conflict },
});

export const update = createRoute({
  path: "/accounts/{id}",
  method: "put",
  "x-access": allow(ADMIN, inPath("id", "account")),
  tags,
  summary: "Rename or renumber an account (admin); a new number carries over to the categories coded to it",
  request: { params: IdParams, body: jsonBody(AccountUpdateSchema) },
  responses: { [S.OK]: jsonContent(AccountSchema, "The updated account"), ...recordErrors, ...errors.conflict },
});

export const listCategoryAccounts = createRoute({
  path: "/category-accounts",
  method: "get",
  "x-access": allow(OFFICE),
  tags,
  summary: "Per task category, the invoice and detailed-operations account of an entity (simple-rest; filter entityId/categoryId/id)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(CategoryAccountSchema), "The category accounts"), ...signedInErrors, ...errors.notFound },
});

export const getCategoryAccount = createRoute({
  path: "/category-accounts/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "categoryAccount")),
  tags,
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(CategoryAccountSchema, "The category's accounts"), ...recordErrors },
});

export const updateCategoryAccount = createRoute({
  path: "/category-accounts/{id}",
  method: "put",
  "x-access": allow(ADMIN, inPath("id", "categoryAccount")),
  tags,
  summary: "Code a category to other accounts of the entity's chart (admin); an account not in the chart is a 400",
  request: { params: IdParams, body: jsonBody(CategoryAccountUpdateSchema) },
  responses: { [S.OK]: jsonContent(CategoryAccountSchema, "The category's accounts"), ...recordErrors },
});

export const getSettings = createRoute({
  path: "/account-settings/{id}",
  method: "get",
  "x-access": allow(OFFICE, inPath("id", "entity")),
  tags,
  summary: "An entity's other, yield income and journal offset accounts (id = the entity id)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(AccountSettingsSchema, "The settings"), ...recordErrors },
});

export const updateSettings = createRoute({
  path: "/account-settings/{id}",
  method: "put",
  "x-access": allow(ADMIN, inPath("id", "entity")),
  tags,
  summary: "Change an entity's other, yield income or journal offset account (admin)",
  request: { params: IdParams, body: jsonBody(AccountSettingsUpdateSchema) },
  responses: { [S.OK]: jsonContent(AccountSettingsSchema, "The settings"), ...recordErrors },
});
