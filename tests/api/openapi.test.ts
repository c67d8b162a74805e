import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { OpenAPIHono } from "@hono/zod-openapi";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const get = (path: string, headers: Record<string, string> = {}) => t.app.fetch(new Request(`http://farm.test${path}`, { headers }));

beforeAll(async () => {
  t = await startTestApp();
  const res = await get("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
});
afterAll(() => t.close());

/** The paths the document does not describe: itself and the Swagger UI page with its assets. */
const UNDOCUMENTED = (path: string) => path === "/api/openapi.json" || path === "/api/docs" || path.startsWith("/api/docs/");

/** Every (method, path) the app answers, from its router, in OpenAPI's `{param}` notation. */
function servedOperations() {
  const ops = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || UNDOCUMENTED(r.path)) continue;
    ops.add(`${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
  }
  return [...ops];
}

describe("GET /api/openapi.json", () => {
  test("is an OpenAPI 3.1 document served without a session", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  test("describes every operation the app serves, and nothing it does not", () => {
    const served = servedOperations();
    // The resources this suite owns must be among them, so an empty walk cannot pass.
    for (const op of ["get /api/users", "put /api/users/{id}", "post /api/admin/approve-user/{id}", "post /api/admin/recover-task/{id}", "post /api/auth/login"]) {
      expect(served).toContain(op);
    }
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(served.sort());
  });

  test("every operation declares its error responses; every one but the health probes a 4xx", () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const codes = Object.keys(op.responses);
        const where = `${method} ${path}: ${codes.join(", ")}`;
        // Liveness answers 200 while the process serves at all: it has no error answer.
        if (path === "/api/health") continue;
        expect({ where, error: codes.some((c) => /^[45]\d\d$/.test(c)) }).toEqual({ where, error: true });
        // Readiness takes no input and no session: its only failure is 503.
        if (path === "/api/health/ready") continue;
        expect({ where, clientError: codes.some((c) => /^4\d\d$/.test(c)) }).toEqual({ where, clientError: true });
      }
    }
  });
});

describe("the document's schema names", () => {
  /**
   * The document keeps one schema per component name: a second, different schema registered under a name already
   * taken silently shows the first one's body. Each route is documented on its own here and the names compared.
   */
  test("no two different schemas share a component name", () => {
    const seen = new Map<string, { json: string; where: string }>();
    const clashes: string[] = [];
    const routes = t.app.openAPIRegistry.definitions.flatMap((d) => (d.type === "route" ? [d.route] : []));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const alone = new OpenAPIHono();
      alone.openAPIRegistry.registerPath(route);
      const part = alone.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "one route", version: "1" } });
      for (const [name, schema] of Object.entries(part.components?.schemas ?? {})) {
        const json = JSON.stringify(schema);
        const where = `${route.method} ${route.path}`;
        const first = seen.get(name);
        if (!first) seen.set(name, { json, where });
        else if (first.json !== json) clashes.push(`${name}: ${first.where} and ${where}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  test("PUT /api/accounts/{id} documents the chart-of-accounts body, PUT /api/account the user's own", () => {
    const body = (path: string) => {
      const ref = (doc.paths[path]!.put as any).requestBody.content["application/json"].schema.$ref as string;
      const schema = (doc as any).components.schemas[ref.replace("#/components/schemas/", "")];
      return Object.keys(schema.properties).sort();
    };
    expect(body("/api/accounts/{id}")).toEqual(["name", "number", "type"]);
    expect(body("/api/account")).toEqual(["currentPassword", "displayName", "locale", "newPassword"]);
  });
});

describe("GET /api/docs", () => {
  test("answers the Swagger UI page, whose scripts and styles all come from /api/docs/assets", async () => {
    const res = await get("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toMatch(/https?:\/\//);
    for (const ref of refs) {
      expect(ref.startsWith("/api/docs/assets/")).toBe(true);
      const asset = await get(ref);
      expect({ ref, status: asset.status }).toEqual({ ref, status: 200 });
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  test("an asset that is not part of Swagger UI is a 404", async () => {
    expect((await get("/api/docs/assets/package.json")).status).toBe(404);
  });
});

describe("routing", () => {
  // Hono tries its RegExpRouter (one compiled expression per method) and falls back to its TrieRouter for the whole
  // API when a single route's path is one the first cannot take; the trie cost a fifth of a create's CPU
  // (docs/decisions/create-floor.md). A new route written that way fails here, not in a bench.
  test("every route fits Hono's RegExpRouter, so no request is matched by the slow TrieRouter", async () => {
    expect((await get("/api/health")).status).toBe(200);
    expect((t.app as unknown as { router: { name: string } }).router.name).toBe("SmartRouter + RegExpRouter");
  });
});

describe("GET /api/health", () => {
  test("answers 200 without a session", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: true });
  });
});
