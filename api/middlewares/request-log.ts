import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../lib/types";

/** One line per API request on stderr: method, path, status, milliseconds, request id. */
export const requestLog = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  await next();
  const ms = (performance.now() - started).toFixed(1);
  console.error(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${c.get("requestId") ?? "-"}`);
});
