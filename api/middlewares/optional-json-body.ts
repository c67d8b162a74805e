import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../lib/types";

/**
 * For routes whose JSON body is optional: a request labelled JSON but sent with no body at all (a bare
 * `fetch(url, { method: "POST", headers: { "content-type": "application/json" } })`) reads as `{}`
 * instead of failing as malformed JSON.
 * @example createRoute({ ..., middleware: [emptyBodyAsObject], request: { body: { content, required: false } } })
 */
export const emptyBodyAsObject = createMiddleware<AppBindings>(async (c, next) => {
  if ((await c.req.text()).trim() === "") (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve("{}");
  await next();
});
