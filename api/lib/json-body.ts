import type { Context } from "hono";
import type { AppBindings } from "./types";

const isJson = (type: string | undefined) => !!type && /^application\/([\w.+-]*\+)?json\b/i.test(type);

/** True when a request carries a JSON body (any `application/...+json`). */
export const sendsJson = (c: Context<AppBindings>) => c.req.method !== "GET" && c.req.method !== "HEAD" && isJson(c.req.header("content-type"));

/**
 * The request's JSON body parsed once: the access check, the input guard and the route's validator all read it
 * (Hono parses the text again at each `c.req.json()`; an import's 700 KB body took about 5 ms a parse).
 * `undefined` for an empty or malformed body (the route's validator answers that); `text` is the raw body.
 * @example const { body } = await jsonBodyOf(c)
 */
export async function jsonBodyOf(c: Context<AppBindings>): Promise<{ text: string; body: unknown }> {
  const cached = parsed.get(c.req.raw);
  if (cached) return cached;
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (body !== undefined) c.req.json = (() => Promise.resolve(body)) as typeof c.req.json;
  const result = { text, body };
  parsed.set(c.req.raw, result);
  return result;
}

const parsed = new WeakMap<Request, { text: string; body: unknown }>();
