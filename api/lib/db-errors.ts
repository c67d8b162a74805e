/** Socket and driver codes (postgres.js, Node) that mean the database cannot be reached right now. */
const UNREACHABLE = new Set([
  "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN",
  "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED",
]);
/**
 * SQLSTATEs that mean "not now" rather than "wrong input": shutting down or starting up (57P01-57P03), too many
 * connections (53300), a statement past its timeout or cancelled (57014), and the connection-exception class (08).
 */
const NOT_NOW = /^(57P0[1-3]|53300|57014|08\d{3})$/;

/**
 * True when an error (or one it wraps) says the database is unavailable, so the answer is a 503 to retry, not a 500.
 * @example isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" })) === true
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: any = err, depth = 0; e && depth < 10; e = e.cause, depth++) {
    const code = typeof e.code === "string" ? e.code : typeof e.errno === "string" ? e.errno : undefined;
    if (code && (UNREACHABLE.has(code) || NOT_NOW.test(code))) return true;
  }
  return false;
}
