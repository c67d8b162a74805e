/** Socket and driver codes (postgres.js, Node) that mean the database cannot be reached right now. */
const UNREACHABLE = new Set([
  "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN",
  "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED",
]);
/**
 * SQLSTATEs that mean "not now" rather than "wrong input": shutting down or starting up (57P01-57P03), too many
 * connections (53300), and the connection-exception class (08).
 */
const NOT_NOW = /^(57P0[1-3]|53300|08\d{3})$/;
/** A statement past its statement_timeout, or cancelled: that query was slow, the database still answers. */
const QUERY_CANCELED = "57014";

/** The first code of an error or of one it wraps that `matches`, looking through at most 10 causes. */
function findCode(err: unknown, matches: (code: string) => boolean): string | undefined {
  for (let e: any = err, depth = 0; e && depth < 10; e = e.cause, depth++) {
    const code = typeof e.code === "string" ? e.code : typeof e.errno === "string" ? e.errno : undefined;
    if (code && matches(code)) return code;
  }
  return undefined;
}

/**
 * The code (ECONNREFUSED, 57P01...) by which an error, or one it wraps, says the database is unavailable, so the
 * answer is a 503 to retry, not a 500, and the database gate closes for every request; undefined otherwise.
 * @example unavailableCode(Object.assign(new Error("x"), { code: "ECONNREFUSED" })) === "ECONNREFUSED"
 */
export function unavailableCode(err: unknown): string | undefined {
  return findCode(err, (code) => UNREACHABLE.has(code) || NOT_NOW.test(code));
}

/**
 * True when the error is one query stopped by statement_timeout or cancelled (SQLSTATE 57014): a 503 to retry for
 * that request only; the database is up, so the gate stays open for the others.
 * @example isQueryCanceled(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })) === true
 */
export function isQueryCanceled(err: unknown): boolean {
  return findCode(err, (code) => code === QUERY_CANCELED) !== undefined;
}
