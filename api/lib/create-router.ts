import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import { type Issue, invalid } from "./errors";
import { BAD_REQUEST } from "./http-status";
import type { AppBindings } from "./types";

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** A PUT body with no value left once the fields the route does not take (read-only, derived, unknown) are dropped. */
const holdsNothing = (data: unknown) => isObject(data) && Object.values(data).every((v) => v === undefined);

/**
 * Turns a zod failure into the one error shape, naming each offending field. A PUT whose body sent fields but none
 * the route takes (`{"id": 3}`, `{"colour": "red"}`) changes nothing: a 400, as `{}` is (api/middlewares/input-guard.ts,
 * which answers the literal `{}` itself), so no write starts.
 */
export const validationHook: Hook<unknown, AppBindings, string, unknown> = async (result, c) => {
  if (result.success) {
    if (result.target !== "json" || c.req.method !== "PUT" || !holdsNothing(result.data)) return;
    const sent: unknown = await c.req.json().catch(() => undefined);
    if (!isObject(sent) || !Object.keys(sent).length) return;
    throw invalid("body", "nothing to change: send at least one field");
  }
  const issues: Issue[] = result.error.issues.map((i) => ({
    path: i.path.length ? i.path.join(".") : result.target,
    message: i.message,
  }));
  const first = issues[0];
  const message = first ? `${first.path}: ${first.message}` : "Invalid input";
  return c.json({ message, code: "VALIDATION", issues }, BAD_REQUEST);
};

/** One router per resource; every router validates the same way. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });
}
