import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import * as S from "./http-status";
import type { AppBindings } from "./types";

/**
 * Record versions (docs/decisions/record-versions.md): every GET of one record answers `ETag`, a strong hash of
 * its JSON as that user reads it, and every PUT on the same path honours `If-Match`: another version answers 412
 * VERSION_CONFLICT with the current record, and nothing is written. The routes are found from their declarations
 * (a GET and a PUT on one path, the GET answering JSON), so a new editable record gets versions by being declared.
 */

/** What a 412 says, in the user's language (the account's locale). */
export const VERSION_CONFLICT_TEXT = {
  en: "This record was changed by someone else after you opened it: compare your version with the current one and save again",
  es: "Alguien cambió este registro después de que usted lo abrió: compare su versión con la actual y guarde de nuevo",
} as const;

/** The body of a 412: the current record as its GET answers it (its version is the answer's ETag header). */
export interface VersionConflict<T = Record<string, unknown>> {
  code: "VERSION_CONFLICT";
  message: string;
  current: T;
}

type RouteDefinition = {
  type: string;
  route?: { method: string; path: string; responses?: Record<string, any>; parameters?: unknown[] };
};

/** The GET answers one JSON record (a list route answers an array: no version of its own). */
function answersOneRecord(get: NonNullable<RouteDefinition["route"]>): boolean {
  const schema = get.responses?.["200"]?.content?.["application/json"]?.schema;
  if (!schema) return false;
  const kind = schema?._zod?.def?.type ?? schema?.type;
  return kind !== "array";
}

/**
 * The paths (OpenAPI form, `/api/fields/{id}`) of the records that have versions: a declared GET answering one JSON
 * record and a declared PUT on the same path.
 * @example versionedPaths(app.openAPIRegistry.definitions).has("/api/tasks/{id}") === true
 */
export function versionedPaths(definitions: readonly unknown[]): Set<string> {
  const gets = new Set<string>();
  const puts = new Set<string>();
  for (const def of definitions as RouteDefinition[]) {
    if (def.type !== "route" || !def.route) continue;
    if (def.route.method === "get" && answersOneRecord(def.route)) gets.add(def.route.path);
    if (def.route.method === "put") puts.add(def.route.path);
  }
  return new Set([...puts].filter((p) => gets.has(p)));
}

/** The PUTs on a path with no single-record GET: these have no version (record-versions.md names each and why). */
export function unversionedPuts(definitions: readonly unknown[]): string[] {
  const versioned = versionedPaths(definitions);
  return (definitions as RouteDefinition[])
    .filter((d) => d.type === "route" && d.route?.method === "put" && !versioned.has(d.route.path))
    .map((d) => d.route!.path);
}

const ETAG_HEADER = { description: "The record's version: a strong hash of this answer; send it back as If-Match on its PUT", schema: { type: "string" } };
const IF_MATCH = {
  in: "header",
  name: "If-Match",
  required: false,
  description: "The ETag the record was read with. Another version (changed since) answers 412 and nothing is written; absent or `*`, the PUT is not checked",
  schema: { type: "string" },
};
const CONFLICT_RESPONSE = {
  description: "VERSION_CONFLICT: the record changed since the If-Match version was read; nothing was written. `current` is the record as its GET answers it now (and ETag its version)",
  headers: { ETag: ETAG_HEADER },
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["code", "message", "current"],
        properties: { code: { type: "string", enum: ["VERSION_CONFLICT"] }, message: { type: "string" }, current: { type: "object" } },
      },
    },
  },
};

/**
 * Documents the versions in the OpenAPI document: ETag on each versioned GET's 200 (and its PUT's 2xx), If-Match
 * and the 412 on each versioned PUT. Each app's registry holds its own copy of a route's config, so this replaces
 * properties of those copies (never the shared route objects) and may run once per app.
 */
export function documentRecordVersions(definitions: readonly unknown[]): void {
  const versioned = versionedPaths(definitions);
  for (const def of definitions as RouteDefinition[]) {
    const route = def.type === "route" ? def.route : undefined;
    if (!route || !versioned.has(route.path) || (route.method !== "get" && route.method !== "put")) continue;
    const ok = route.responses?.["200"];
    const responses: Record<string, unknown> = { ...route.responses, ...(ok ? { "200": { ...ok, headers: { ...ok.headers, ETag: ETAG_HEADER } } } : {}) };
    if (route.method === "put") {
      route.parameters = [...(route.parameters ?? []).filter((p: any) => p?.name !== "If-Match"), IF_MATCH];
      responses[String(S.PRECONDITION_FAILED)] = CONFLICT_RESPONSE;
    }
    route.responses = responses;
  }
}

/**
 * Runs work for one key at a time, in the order asked; other keys run freely.
 * @example await locks.run("/api/tasks/7", () => checkThenWrite())
 */
export class KeyedLock {
  readonly #tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.#tails.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }

  /** Keys with work running or waiting (0 when idle: nothing is kept). */
  get size(): number {
    return this.#tails.size;
  }
}

/** Added inside a strong ETag's quotes when its answer is sent gzipped (api/middlewares/compress.ts). */
export const GZIP_ETAG_SUFFIX = "-gzip";

/** A strong ETag for a JSON answer: its SHA-256, base64url. */
export const etagOf = (json: string): string => `"${createHash("sha256").update(json, "utf8").digest("base64url")}"`;

/**
 * Whether an If-Match list names this strong ETag, as answered plain or gzipped (api/middlewares/compress.ts adds
 * "-gzip" inside the quotes); a weak one, `W/"..."`, never matches (RFC 9110 13.1.1).
 * @example ifMatchNames('"a", "v1-gzip"', '"v1"') === true
 */
export function ifMatchNames(header: string, etag: string): boolean {
  const gzipped = `${etag.slice(0, -1)}${GZIP_ETAG_SUFFIX}"`;
  return header.split(",").some((tag) => tag.trim() === etag || tag.trim() === gzipped);
}

/** The matched route's path in OpenAPI form (`/api/tasks/{id}`), or null. */
function routePath(c: Context<AppBindings>, method: string): string | null {
  const route = matchedRoutes(c).find((r) => r.method === method);
  return route ? route.path.replace(/:(\w+)/g, "{$1}") : null;
}

/** Headers of the request that say something about its body or its encoding: not carried to the GET made for it. */
const NOT_FOR_THE_READ = ["content-type", "content-length", "transfer-encoding", "if-match", "if-none-match", "idempotency-key", "accept-encoding"];

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The middleware: tags each versioned GET's 200 with its ETag; runs each write to a versioned record under that
 * record's lock, and a PUT with If-Match (not `*`) first reads the record as the caller's own GET would (`fetchApp`,
 * the app itself, with the caller's cookie or token), so the version compared is the one that user was answered.
 * Mounted after the access check (a caller who may not read the record hears 403/404, never its current version)
 * and outside the unit of work, so the lock is held until the write has committed.
 * @example app.use("/api/*", session, enforceAccess(table), recordVersions(() => paths, (req, env) => app.fetch(req, env)), unitOfWork)
 */
export function recordVersions(paths: () => ReadonlySet<string>, fetchApp: Fetch) {
  const locks = new KeyedLock();

  async function readCurrent(c: Context<AppBindings>): Promise<{ etag: string; text: string } | null> {
    const headers = new Headers(c.req.raw.headers);
    for (const name of NOT_FOR_THE_READ) headers.delete(name);
    const res = await fetchApp(new Request(c.req.url, { method: "GET", headers }), c.env);
    const etag = res.headers.get("etag");
    if (res.status !== S.OK || !etag) {
      await res.body?.cancel();
      return null;
    }
    return { etag, text: await res.text() };
  }

  return createMiddleware<AppBindings>(async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "PUT" && method !== "DELETE" && method !== "PATCH") return next();
    const path = routePath(c, method);
    if (method === "GET") {
      await next();
      if (path === null || c.res.status !== S.OK || !paths().has(path) || !/json/.test(c.res.headers.get("content-type") ?? "")) return;
      c.res.headers.set("ETag", etagOf(await c.res.clone().text()));
      return;
    }
    // Every write to a versioned record's path takes its lock, so a checked PUT cannot interleave with any of them.
    if (path === null || !paths().has(path)) return next();
    return locks.run(c.req.path, async () => {
      const ifMatch = c.req.header("if-match")?.trim();
      if (method !== "PUT" || ifMatch === undefined || ifMatch === "*") return next();
      const current = await readCurrent(c);
      // No record to compare (missing, or not this caller's): the PUT answers as it always did.
      if (current && !ifMatchNames(ifMatch, current.etag)) {
        const lang = c.get("ctx")?.user?.locale === "es" ? "es" : "en";
        const conflict: VersionConflict = { code: "VERSION_CONFLICT", message: VERSION_CONFLICT_TEXT[lang], current: JSON.parse(current.text) };
        return c.json(conflict, S.PRECONDITION_FAILED, { ETag: current.etag });
      }
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        const after = await readCurrent(c);
        if (after) c.res.headers.set("ETag", after.etag);
      }
    });
  });
}
