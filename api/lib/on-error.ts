import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isQueryCanceled, unavailableCode } from "./db-errors";
import type { ErrorCode } from "./error-codes";
import { AppError, databaseUnavailable } from "./errors";
import * as S from "./http-status";
import { errorForLog } from "./log-error";
import type { AppBindings } from "./types";

/** PostgreSQL error codes that mean the input was wrong, not the server. */
const PG_INPUT_ERRORS: Record<string, { status: ContentfulStatusCode; code: ErrorCode; message: string }> = {
  "23505": { status: S.CONFLICT, code: "CONFLICT", message: "A record with that value already exists" },
  "23503": { status: S.BAD_REQUEST, code: "VALIDATION", message: "A referenced record does not exist" },
  "22003": { status: S.BAD_REQUEST, code: "VALIDATION", message: "A number is out of range" },
  "22P02": { status: S.BAD_REQUEST, code: "VALIDATION", message: "A value has the wrong format" },
  "22001": { status: S.BAD_REQUEST, code: "VALIDATION", message: "A value is too long" },
  "22007": { status: S.BAD_REQUEST, code: "VALIDATION", message: "A date is not valid" },
  "22008": { status: S.BAD_REQUEST, code: "VALIDATION", message: "A date is out of range" },
};

function pgCode(err: unknown): string | undefined {
  for (let e: any = err; e; e = e.cause) if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** The one place an error becomes a response: `{ message, code, issues?, details? }`, never a stack trace. */
export const onError: ErrorHandler<AppBindings> = (err, c) => {
  if (err instanceof AppError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json({ message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}), ...(err.details ? { details: err.details } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code: ErrorCode = status === S.PAYLOAD_TOO_LARGE ? "PAYLOAD_TOO_LARGE" : "HTTP_ERROR";
    return c.json({ message: err.message || "Request failed", code }, status);
  }
  // drizzle refuses an update with nothing to set (a PUT whose keys were all unknown and dropped).
  if (err instanceof Error && err.message === "No values to set") {
    return c.json({ message: "body: nothing to change: send at least one field", code: "VALIDATION", issues: [{ path: "body", message: "nothing to change: send at least one field" }] }, S.BAD_REQUEST);
  }
  // Unreachable: the gate closes and every request answers 503 at once. A query past its statement_timeout: a 503
  // for this request only, the gate stays open (one slow report must not turn everyone away).
  const unreachable = unavailableCode(err);
  if (unreachable || isQueryCanceled(err)) {
    if (unreachable) c.var.dbGate?.reportFailure(unreachable);
    const unavailable = databaseUnavailable(!unreachable);
    for (const [k, v] of Object.entries(unavailable.headers ?? {})) c.header(k, v);
    return c.json({ message: unavailable.message, code: unavailable.code }, S.SERVICE_UNAVAILABLE);
  }
  const known = PG_INPUT_ERRORS[pgCode(err) ?? ""];
  if (known) return c.json({ message: known.message, code: known.code }, known.status);
  console.error(`[${c.get("requestId") ?? "-"}] ${errorForLog(err)}`);
  return c.json({ message: "Internal server error", code: "INTERNAL" }, S.INTERNAL_SERVER_ERROR);
};
