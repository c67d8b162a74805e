import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "./error-codes";
import * as S from "./http-status";

export interface Issue {
  path: string;
  message: string;
}

/**
 * The one error type handlers and services throw; `onError` turns it into `{ message, code, issues?, details? }`.
 * `details` carries the facts behind the message as data (dates, names, counts), so a client words them itself in
 * its user's language; the route documents their shape in its error schema.
 * @example throw new AppError(404, "NOT_FOUND", "Field not found");
 */
export class AppError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(status, { message });
  }
}

export const notFound = (what: string) => new AppError(S.NOT_FOUND, "NOT_FOUND", `${what} not found`);
export const conflict = (message: string) => new AppError(S.CONFLICT, "CONFLICT", message);
/**
 * 409 NAME_TAKEN: a name already in use whatever its case (a product, a vendor, a worker, an entity's machine), on `name`; `details` says whose
 * (`taken`: "product" with its `kind`, or "vendor") and the name as stored, for a client to word it.
 */
export const nameTaken = (message: string, details: { taken: "product" | "vendor" | "worker" | "machine"; name: string; kind?: string }) =>
  new AppError(S.CONFLICT, "NAME_TAKEN", message, [{ path: "name", message }], undefined, details);
export const forbidden = (message: string) => new AppError(S.FORBIDDEN, "FORBIDDEN", message);
export const unauthorized = (message = "Authentication required") =>
  new AppError(S.UNAUTHORIZED, "UNAUTHORIZED", message);
export const adminRequired = () => forbidden("Admin access required");
/** 403 for an account whose password an admin set, on every route but sign-out, "who am I" and its own account. */
export const passwordChangeRequired = () =>
  new AppError(S.FORBIDDEN, "PASSWORD_CHANGE_REQUIRED", "Choose your own password first: your password was set by an admin (PUT /api/account with currentPassword and newPassword)");

/** A 400 naming the offending field; the message repeats the field so a toast alone says what to fix. */
export const invalid = (path: string, message: string) =>
  new AppError(S.BAD_REQUEST, "VALIDATION", `${path}: ${message}`, [{ path, message }]);

/** Seconds a client is told to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * 503 with Retry-After: the database cannot be reached right now (never a 500, never a hang), or with `slow`, this
 * request's query ran past its statement_timeout. The same code either way: a client retries both the same way.
 */
export const databaseUnavailable = (slow = false) =>
  new AppError(
    S.SERVICE_UNAVAILABLE,
    "DATABASE_UNAVAILABLE",
    slow ? "The database took too long to answer; try again in a few seconds" : "The database is unavailable; try again in a few seconds",
    undefined,
    { "Retry-After": String(RETRY_AFTER_SECONDS) },
  );
