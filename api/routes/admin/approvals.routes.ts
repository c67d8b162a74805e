import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, jsonContent, recordErrors, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { emptyBodyAsObject } from "../../middlewares/optional-json-body";
import { ApproveSchema } from "../../schemas/admin.schemas";
import { IdParams } from "../../schemas/common";
import { PendingUserSchema, UserSchema } from "../../schemas/users.schemas";
import { ADMIN, allow } from "../../lib/route-access";

const tags = ["Administration"];

export const pendingUsers = createRoute({
  path: "/admin/pending-users",
  method: "get",
  "x-access": allow(ADMIN),
  tags,
  summary: "Accounts waiting for approval, oldest first (admin)",
  responses: { [S.OK]: jsonContent(z.array(PendingUserSchema), "The pending accounts"), ...signedInErrors },
});

export const approveUser = createRoute({
  path: "/admin/approve-user/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Approve a pending account, as readonly unless the body names role admin (admin)",
  middleware: [emptyBodyAsObject] as const,
  request: {
    params: IdParams,
    body: { content: { "application/json": { schema: ApproveSchema } }, required: false },
  },
  responses: {
    [S.OK]: jsonContent(UserSchema, "The approved account"),
    ...recordErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "The account is already approved"),
  },
});

export const rejectUser = createRoute({
  path: "/admin/reject-user/{id}",
  method: "post",
  "x-access": allow(ADMIN),
  tags,
  summary: "Remove a pending account (admin)",
  request: { params: IdParams },
  responses: {
    [S.OK]: jsonContent(UserSchema, "The removed account"),
    ...recordErrors,
    [S.CONFLICT]: jsonContent(ErrorSchema, "The account is already approved"),
  },
});
