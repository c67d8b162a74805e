import { z } from "@hono/zod-openapi";
import { ERROR_CODES, type ErrorCode } from "./error-codes";
import * as S from "./http-status";

export const ErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).openapi({ description: "What went wrong, as a code a client words for its user (`details` holds the facts)" }),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "The facts behind the message as data, for a client to word in its own language; a route documents their shape" }),
  })
  .openapi("Error");

const err = (description: string) => ({ content: { "application/json": { schema: ErrorSchema } }, description });

/** The error responses every route may give, spread into a route's `responses`. */
export const errors = {
  badRequest: { [S.BAD_REQUEST]: err("Invalid input; `issues` names each offending field") },
  unauthorized: { [S.UNAUTHORIZED]: err("Not signed in") },
  forbidden: { [S.FORBIDDEN]: err("Admin access required, or a cross-origin write") },
  notFound: { [S.NOT_FOUND]: err("No such record (or it was deleted)") },
  conflict: { [S.CONFLICT]: err("The request conflicts with the current state") },
  tooMany: { [S.TOO_MANY_REQUESTS]: err("Too many failed attempts; see Retry-After") },
} as const;

/** 400, 401 and 403: what any signed-in route can answer. */
export const signedInErrors = { ...errors.badRequest, ...errors.unauthorized, ...errors.forbidden };
/** The above plus 404 for routes addressing one record. */
export const recordErrors = { ...signedInErrors, ...errors.notFound };

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const jsonBody = <T>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
