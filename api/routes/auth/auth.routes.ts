import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, errors, jsonBody, jsonContent } from "../../lib/error-schemas";
import * as S from "../../lib/http-status";
import { LoginSchema, RegisterSchema, UserSchema } from "../../schemas/users.schemas";
import { EVERY_ROLE, PUBLIC, allow, evenBeforeOwnPassword } from "../../lib/route-access";

const tags = ["Auth"];
const UserEnvelope = z.object({ user: UserSchema });

export const register = createRoute({
  path: "/auth/register",
  method: "post",
  "x-access": allow(PUBLIC),
  tags,
  summary: "Create an account; the first one becomes an approved admin and is signed in",
  request: { body: jsonBody(RegisterSchema) },
  responses: {
    [S.CREATED]: jsonContent(UserEnvelope, "The first account: signed in as admin"),
    [S.ACCEPTED]: jsonContent(
      z.object({ requiresApproval: z.literal(true), message: z.string() }),
      "Created; waits for an administrator's approval",
    ),
    ...errors.badRequest,
    ...errors.conflict,
  },
});

/** The sign-in limiter's 429: how long to wait, as data, so a client says it in its user's language. */
const TooManyAttemptsErrorSchema = ErrorSchema.extend({
  code: z.literal("TOO_MANY_ATTEMPTS"),
  details: z.object({ retryAfterSeconds: z.number().int().openapi({ example: 60, description: "Seconds to wait before the next try (as Retry-After)" }) }),
}).openapi("TooManyAttemptsError");

export const login = createRoute({
  path: "/auth/login",
  method: "post",
  "x-access": allow(PUBLIC),
  tags,
  request: { body: jsonBody(LoginSchema) },
  responses: {
    [S.OK]: jsonContent(UserEnvelope, "Signed in; the session cookie is set"),
    ...errors.badRequest,
    ...errors.unauthorized,
    [S.FORBIDDEN]: jsonContent(ErrorSchema, "The account awaits approval"),
    [S.TOO_MANY_REQUESTS]: jsonContent(TooManyAttemptsErrorSchema, "TOO_MANY_ATTEMPTS: too many failed attempts; `details` and Retry-After say how long to wait"),
  },
});

export const logout = createRoute({
  path: "/auth/logout",
  method: "post",
  "x-access": allow(PUBLIC),
  tags,
  responses: {
    [S.NO_CONTENT]: { description: "Signed out (also when no session was open)" },
    [S.FORBIDDEN]: jsonContent(ErrorSchema, "Sent from another origin"),
  },
});

export const logoutEverywhere = createRoute({
  path: "/auth/logout-everywhere",
  method: "post",
  "x-access": evenBeforeOwnPassword(allow(EVERY_ROLE)),
  tags,
  summary: "Sign out everywhere: end every session of the signed-in user, this one included (API tokens stay)",
  responses: {
    [S.NO_CONTENT]: { description: "Every session of the user ended" },
    ...errors.unauthorized,
    [S.FORBIDDEN]: jsonContent(ErrorSchema, "Sent from another origin"),
  },
});

export const currentUser = createRoute({
  path: "/auth/user",
  method: "get",
  "x-access": evenBeforeOwnPassword(allow(EVERY_ROLE)),
  tags,
  responses: {
    [S.OK]: jsonContent(
      UserEnvelope.extend({
        settings: z.object({
          mapTileUrl: z.string().nullable().openapi({ description: "MAP_TILE_URL: the farm map's raster tile template ({z}/{x}/{y}); null: a plain background" }),
        }).openapi({ description: "The server's settings the admin UI needs" }),
      }),
      "The signed-in user, and the server's settings for the admin UI",
    ),
    ...errors.unauthorized,
  },
});
