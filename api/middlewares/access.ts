import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { CREW_REFUSED, roleDecision, seesEntity } from "../domain/access";
import { fromTrustedProxy } from "../lib/client-address";
import { type AppError, adminRequired, forbidden, notFound, passwordChangeRequired, unauthorized } from "../lib/errors";
import { jsonBodyOf, sendsJson } from "../lib/json-body";
import type { AccessDeclaration, RecordRef, RouteRules, WriteMode } from "../lib/route-access";
import type { AppBindings } from "../lib/types";
import { type BodyReference, NOT_FOUND_NAME, entitiesOfRecord, missingReference } from "../services/access.service";
import { isHttps } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const MAX_ID = 2_147_483_647;
const asId = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

/** Every route's declared rules by `METHOD /api/path/{param}` (the OpenAPI form), read once the routes are mounted. */
export type AccessTable = Map<string, RouteRules>;

/** The route a request matched, as `METHOD /api/path/{param}`, or null when none did (a 404). */
function routeKey(c: Context<AppBindings>): string | null {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method);
  return route ? `${method} ${route.path.replace(/:(\w+)/g, "{$1}")}` : null;
}

/** The value of `{name}` in the request's path, read by the template's segments. */
function pathParam(template: string, path: string, name: string): string | undefined {
  const at = template.split("/").indexOf(`{${name}}`);
  return at < 0 ? undefined : path.split("/")[at];
}

/** The answer a record the caller may not reach gets: exactly the one for a missing record (docs/access.md). */
const refusalOf = (ref: RecordRef): (() => AppError) =>
  ref.in === "body" && ref.missing !== "404" ? () => missingReference(ref.name as BodyReference) : () => notFound(NOT_FOUND_NAME[ref.kind]);

/** The records a request names where its declaration says they are, with the refusal each gets. */
async function namedRecords(c: Context<AppBindings>, template: string, refs: readonly RecordRef[]) {
  const named: { ref: RecordRef; id: number }[] = [];
  let body: unknown;
  if (refs.some((r) => r.in === "body") && sendsJson(c)) body = (await jsonBodyOf(c)).body;
  for (const ref of refs) {
    const raw =
      ref.in === "path" ? pathParam(template, c.req.path, ref.name)
      : ref.in === "query" ? c.req.query(ref.name)
      : body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>)[ref.name] : undefined;
    const id = asId(raw);
    if (id !== null) named.push({ ref, id });
  }
  return named;
}

/**
 * The one place access is decided: every /api request is held to its route's declaration (`"x-access"` beside the
 * route, api/lib/route-access.ts) before any body is validated. No session: 401, but on public routes. A role the
 * route does not name: 403. A record the call names of an entity the caller is not granted, or one that does not
 * exist: the answer for a missing record, so an id of another entity cannot be told from a missing one. An account
 * that must still choose its own password reaches only the routes declared `evenBeforeOwnPassword`. Admins with
 * every entity skip the record lookups; lists and "All Entities" modes are narrowed by the services. A matched
 * route without a declaration is refused (no default-allow); a path no route matches is a 401 signed out, else 404.
 * @example app.use("/api/*", session, enforceAccess(() => table))
 */
export const enforceAccess = (table: () => AccessTable) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const key = routeKey(c);
    const rules = key ? table().get(key) : undefined;
    c.set("routeRules", rules ?? null);
    const declaration = rules?.access;
    if (declaration?.roles === "public") return next();
    if (!c.get("user")) throw unauthorized();
    const { access } = c.get("ctx");
    if (!key) return next();
    if (!declaration) throw forbidden(`No access is declared for ${key}`);
    if (c.get("user")!.mustChangePassword && !declaration.beforeOwnPassword) throw passwordChangeRequired();
    const decision = roleDecision(declaration.roles, access);
    if (decision === "crew-refused") throw forbidden(CREW_REFUSED);
    if (decision === "admin-required") throw adminRequired();
    if (access.entityIds !== null && declaration.records?.length) {
      const template = key.slice(key.indexOf(" ") + 1);
      for (const { ref, id } of await namedRecords(c, template, declaration.records)) {
        // A granted entity passes (the route answers a deleted one): no lookup.
        if (ref.kind === "entity" && access.entityIds.has(id)) continue;
        const owners = await entitiesOfRecord(c.get("ctx"), ref.kind, id);
        // A missing record is refused here too, before the route validates the rest of the request: otherwise a
        // foreign id (refused now) and a missing one (refused after validation) would answer differently.
        if (owners === null || (owners.length > 0 && !owners.some((e) => seesEntity(access, e)))) throw refusalOf(ref)();
      }
    }
    await next();
  });

/**
 * Every route's declared rules, read from the OpenAPI registry of the mounted routers (each createRoute's
 * `"x-access"` and `"x-write"`) and from the plain routes' own list; throws naming each route that declares no access.
 * @example const table = accessTable(app.openAPIRegistry.definitions, { "GET /api/docs": allow(PUBLIC) })
 */
export function accessTable(definitions: readonly unknown[], plain: Record<string, AccessDeclaration>): AccessTable {
  const table: AccessTable = new Map(Object.entries(plain).map(([key, access]) => [key, { access }]));
  const undeclared: string[] = [];
  type Declared = { method: string; path: string; "x-access"?: AccessDeclaration; "x-write"?: WriteMode };
  for (const def of definitions as { type: string; route?: Declared }[]) {
    if (def.type !== "route" || !def.route) continue;
    const key = `${def.route.method.toUpperCase()} ${def.route.path}`;
    const access = def.route["x-access"];
    if (!access) undeclared.push(key);
    else table.set(key, def.route["x-write"] ? { access, write: def.route["x-write"] } : { access });
  }
  if (undeclared.length) throw new Error(`Routes without an access declaration ("x-access"): ${undeclared.join(", ")}`);
  return table;
}

/**
 * Refuses a write whose Origin names another site (DECISIONS.md). Requests without Origin (farmctl, cron)
 * are judged by their session or token alone.
 */
export const sameOriginWrites = createMiddleware<AppBindings>(async (c, next) => {
  const origin = c.req.header("origin");
  if (origin && !SAFE_METHODS.has(c.req.method)) {
    let sent: URL | null = null;
    try {
      sent = new URL(origin);
    } catch {
      sent = null;
    }
    const host = (fromTrustedProxy(c) && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
    // The scheme counts too: a page served over plain http may not write to the https site of the same name.
    const scheme = isHttps(c) ? "https:" : "http:";
    if (!sent || sent.host !== host || sent.protocol !== scheme) throw forbidden("Cross-origin request refused");
  }
  await next();
});
