import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonBody, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { IdParams, ListQueryDoc } from "../../schemas/common";
import { UserCreatedSchema, UserCreateSchema, UserSchema, UserUpdatedSchema, UserUpdateSchema } from "../../schemas/users.schemas";
import { ADMIN, allow } from "../../lib/route-access";

const tags = ["Users"];

export const list = createRoute({
  path: "/users",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "List accounts (admin; simple-rest: sort, range, filter q, id, role, isApproved; Content-Range header)",
  request: { query: z.object(ListQueryDoc) },
  responses: { [S.OK]: jsonContent(z.array(UserSchema), "The accounts"), ...signedInErrors },
});

export const getOne = createRoute({
  path: "/users/{id}",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "One account (admin)",
  request: { params: IdParams },
  responses: { [S.OK]: jsonContent(UserSchema, "The account"), ...recordErrors },
});

export const create = createRoute({
  path: "/users",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Create an approved account (admin)",
  request: { body: jsonBody(UserCreateSchema) },
  responses: {
    [S.CREATED]: jsonContent(UserCreatedSchema, "The created account, with the generated password when one was asked for"),
    ...signedInErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "The username is taken (issues name username)"),
  },
});

export const update = createRoute({
  path: "/users/{id}",
  method: "put",
  "x-access": allow(ADMIN),
  tags,
  summary: "Change an account's role, display name, entities or password (admin; generatePassword: true resets it to a one-time password answered once); other fields sent back are ignored",
  request: { params: IdParams, body: jsonBody(UserUpdateSchema) },
  responses: {
    [S.OK]: jsonContent(UserUpdatedSchema, "The updated account, with the generated password when one was asked for"),
    ...recordErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "Would demote the last approved admin"),
  },
});

export const remove = createRoute({
  path: "/users/{id}",
  method: "delete",
  "x-access": allow(ADMIN),
  tags,
  summary: "Remove an account and end its sessions (admin)",
  request: { params: IdParams },
  responses: {
    [S.OK]: jsonContent(UserSchema, "The removed account"),
    ...recordErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "Would remove the last approved admin"),
  },
});
