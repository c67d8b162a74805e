import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import type { Issue } from "./errors";
import { BAD_REQUEST } from "./http-status";
import type { AppBindings } from "./types";

/** Turns a zod failure into the one error shape, naming each offending field. */
export const validationHook: Hook<unknown, AppBindings, string, unknown> = (result, c) => {
  if (result.success) return;
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
