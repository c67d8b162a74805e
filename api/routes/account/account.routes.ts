import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, signedInErrors } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { UserSchema, displayNameSchema, localeSchema, passwordSchema } from "../../schemas/users.schemas";
import { EVERY_ROLE, allow, evenBeforeOwnPassword } from "../../lib/route-access";

export const AccountUpdateSchema = z
  .object({
    displayName: displayNameSchema,
    currentPassword: z.string().max(255, "must be at most 255 characters").optional(),
    newPassword: passwordSchema.optional(),
    locale: localeSchema.optional().openapi({ description: "The UI language: en or es" }),
  })
  .openapi("OwnAccountUpdate");

export const update = createRoute({
  path: "/account",
  method: "put",
  "x-access": evenBeforeOwnPassword(allow(EVERY_ROLE)),
  tags: ["Auth"],
  summary: "Change your own display name, UI language (locale), or your password given the current one (any signed-in user)",
  request: { body: jsonBody(AccountUpdateSchema) },
  responses: { [S.OK]: jsonContent(UserSchema, "Your account"), ...signedInErrors },
});
