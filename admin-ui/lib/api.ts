import { type ClientResponse, hc } from "hono/client";
import { HttpError } from "react-admin";
import type { AppType } from "../../api/client";
import { savedReadsFetch } from "../offline/saved-reads";

/**
 * The typed client (hono `hc`), the same one farmctl and the tests use: paths, queries and answers are checked
 * against the API's routes at build time. The session cookie goes along (spec 000 section 7). A read the page load
 * already started (lib/boot-reads.ts) is taken from there; the lists to choose from answer offline from this browser
 * (offline/saved-reads.ts).
 * @example const summary = await read(api.api.entities[":entityId"].summary.$get({ param: { entityId: "1" }, query: { year: "2025" } }));
 */
export const api = hc<AppType>(globalThis.location?.origin ?? "http://localhost", { fetch: savedReadsFetch, init: { credentials: "include" } });

/** The body type of a route's successful (2xx) JSON answers. */
export type Success<R> = R extends ClientResponse<infer T, infer S, "json"> ? (S extends 200 | 201 ? T : never) : never;

/**
 * The JSON of a successful answer, typed by its route; a failure rejects with the server's message and status. A 204
 * (sign-out) has no body: it resolves to undefined rather than failing to parse nothing as JSON.
 */
export async function read<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Success<R>> {
  const res = await call;
  if (res.status === 204) return undefined as Success<R>;
  if (res.ok) return (await res.json()) as Success<R>;
  const text = await res.text();
  let body: { message?: string } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new HttpError(body?.message || text || res.statusText, res.status, body);
}
