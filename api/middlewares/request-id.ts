import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../lib/types";

/** Gives each request an id (or keeps the proxy's), echoed in X-Request-Id and in error logs. */
export const requestId = createMiddleware<AppBindings>(async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
});
