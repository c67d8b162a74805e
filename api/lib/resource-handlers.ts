import type { RouteConfig, z } from "@hono/zod-openapi";
import type { ServiceContext } from "../services/context";
import * as S from "./http-status";
import { type ListParams, contentRange, parseListQuery } from "./list-query";
import type { AppRouteHandler } from "./types";

/*
 * The handlers of a resource's list, read, create, update and delete routes, made from its service: each one reads
 * the validated input, calls the service with the request's context and answers its result, so a resource's
 * handlers file names its service functions once instead of repeating the same five bodies (STYLE.md "declare once").
 * Each maker is given its route for the types only: the service must return what the route declares for its success status, so a
 * service whose answer drifts from the route's schema breaks the build here as a hand-written handler would.
 */

type Json<R, Status extends number> = R extends { responses: { [K in Status]: { content: { "application/json": { schema: infer T extends z.ZodType } } } } } ? z.input<T> : never;
type Body<R> = R extends { request: { body: { content: { "application/json": { schema: infer T extends z.ZodType } } } } } ? z.output<T> : never;
/** The type of the route's `{id}` path parameter (a number, or a map's uuid). */
type IdOf<R> = R extends { request: { params: infer P extends z.ZodType } } ? (z.output<P> extends { id: infer I } ? I : never) : never;
type Item<R> = Json<R, 200> extends ReadonlyArray<infer T> ? T : never;

/** The route's validated part, read without the route's own generic types (the makers' types check the rest). */
const valid = (c: { req: { valid: unknown } }, target: "query" | "param" | "json") =>
  (c.req.valid as (t: string) => Record<string, unknown>).call(c.req, target);
const handler = <R extends RouteConfig>(fn: (c: Parameters<AppRouteHandler<RouteConfig>>[0]) => Promise<Response>) =>
  fn as unknown as AppRouteHandler<R>;

/**
 * GET /<resource>: react-admin's sort, range and filter parsed, the page answered with its Content-Range.
 * @example export const list = listHandler(routes.list, "fertilizers", service.FERTILIZER_SORTABLE, FertilizerFilterSchema, service.listFertilizers);
 */
export function listHandler<R extends RouteConfig, F extends z.ZodType>(
  _route: R,
  resource: string,
  sortable: readonly string[],
  filterSchema: F,
  list: (ctx: ServiceContext, params: ListParams<z.output<F>>) => Promise<{ rows: Array<Item<R>>; total: number; start: number }>,
): AppRouteHandler<R> {
  return handler<R>(async (c) => {
    const params = parseListQuery(valid(c, "query") as { sort?: string; range?: string; filter?: string }, sortable, filterSchema);
    const { rows, total, start } = await list(c.get("ctx"), params);
    c.header("Content-Range", contentRange(resource, start, rows.length, total));
    return c.json(rows, S.OK);
  });
}

/** GET /<resource>/{id}. */
export const readHandler = <R extends RouteConfig>(_route: R, read: (ctx: ServiceContext, id: IdOf<R>) => Promise<Json<R, 200>>): AppRouteHandler<R> =>
  handler<R>(async (c) => c.json(await read(c.get("ctx"), valid(c, "param").id as IdOf<R>), S.OK));

/** POST /<resource>: 201 with the created record. */
export const createHandler = <R extends RouteConfig>(_route: R, create: (ctx: ServiceContext, body: Body<R>) => Promise<Json<R, 201>>): AppRouteHandler<R> =>
  handler<R>(async (c) => c.json(await create(c.get("ctx"), valid(c, "json") as Body<R>), S.CREATED));

/** PUT /<resource>/{id}: the record as saved. */
export const updateHandler = <R extends RouteConfig>(_route: R, update: (ctx: ServiceContext, id: IdOf<R>, body: Body<R>) => Promise<Json<R, 200>>): AppRouteHandler<R> =>
  handler<R>(async (c) => c.json(await update(c.get("ctx"), valid(c, "param").id as IdOf<R>, valid(c, "json") as Body<R>), S.OK));

/** DELETE /<resource>/{id}: the record as it was. */
export const removeHandler = <R extends RouteConfig>(_route: R, remove: (ctx: ServiceContext, id: IdOf<R>) => Promise<Json<R, 200>>): AppRouteHandler<R> =>
  handler<R>(async (c) => c.json(await remove(c.get("ctx"), valid(c, "param").id as IdOf<R>), S.OK));
