import { createMiddleware } from "hono/factory";
import { findBadText, jsonMayHoldBadText, textProblem } from "../domain/text-check";
import { invalid } from "../lib/errors";
import { jsonBodyOf, sendsJson } from "../lib/json-body";
import { isNdjson } from "../lib/ndjson";
import type { AppBindings } from "../lib/types";

/** PUTs whose handler already says which field to give when nothing is sent. */
const OWN_EMPTY_CHECK = new Set(["/api/account"]);

/** A query value that is itself JSON (react-admin's filter, sort, range) is searched inside too. */
function parsedQueryValue(text: string): unknown {
  if (!/^\s*[[{"]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Checks every query parameter and JSON body before any route runs: text PostgreSQL cannot store (NUL, a lone
 * surrogate) is a 400 naming the field, and a PUT with nothing to change (`{}`) is a 400, so no write starts.
 * It runs after the access check: a caller who may not make the call hears 401 or 403, whatever the body.
 * @example app.use("/api/*", session, enforceAccess, inputGuard)
 */
export const inputGuard = createMiddleware<AppBindings>(async (c, next) => {
  for (const [key, values] of Object.entries(c.req.queries())) {
    const keyProblem = textProblem(key);
    if (keyProblem) throw invalid("query", `parameter name ${keyProblem}`);
    for (const value of values) {
      const found = findBadText(parsedQueryValue(value), key);
      if (found) throw invalid(found.path, found.message);
    }
  }
  if (sendsJson(c)) {
    const { text, body } = await jsonBodyOf(c);
    const found = jsonMayHoldBadText(text) ? findBadText(body) : null;
    if (found) throw invalid(found.path, found.message);
    if (c.req.method === "PUT" && !OWN_EMPTY_CHECK.has(c.req.path) && body && typeof body === "object" && !Array.isArray(body) && !Object.keys(body).length) {
      throw invalid("body", "nothing to change: send at least one field");
    }
  }
  // A small body read line by line (a task import from the web page) is read before the write's transaction starts,
  // so a slow network does not keep the transaction (on the embedded database, every other request) waiting.
  if (c.req.method === "POST" && isNdjson(c.req.header("content-type"))) {
    const length = Number(c.req.header("content-length"));
    if (Number.isFinite(length) && length <= c.get("config").maxJsonBodyBytes) await c.req.text();
  }
  await next();
});
