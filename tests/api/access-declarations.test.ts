import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createRoute, z } from "@hono/zod-openapi";
import { createApp } from "../../api/app";
import { accessOf, roleDecision } from "../../api/domain/access";
import { createRouter } from "../../api/lib/create-router";
import { type AccessDeclaration, ADMIN, allow } from "../../api/lib/route-access";
import { accessTable } from "../../api/middlewares/access";
import { docsAccess } from "../../api/routes/docs/docs.index";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

/*
 * Access is declared beside each route ("x-access", api/lib/route-access.ts) and enforced by one middleware before
 * any body is read. These tests walk the route table: every operation declares who may call it, the OpenAPI document
 * shows it, and a route added without one stops the app from being built.
 */

type Op = { "x-access"?: AccessDeclaration; requestBody?: unknown };
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let doc: { paths: Record<string, Record<string, Op>> };
const ops = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "decl-admin");
  doc = (await (await t.app.fetch(new Request("http://farm.test/api/openapi.json"))).json()) as typeof doc;
});
afterAll(() => t.close());

describe("the route table", () => {
  test("every operation of the OpenAPI document carries its access declaration", () => {
    const missing = ops().filter(({ op }) => !op["x-access"]).map(({ method, path }) => `${method} ${path}`);
    expect(ops().length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    for (const { op } of ops()) {
      const roles = op["x-access"]!.roles;
      expect(roles === "public" || (Array.isArray(roles) && roles.length > 0)).toBe(true);
    }
  });

  test("the document shows the declaration the server enforces", () => {
    const table = accessTable(createApp({ db: {} as never }).openAPIRegistry.definitions, docsAccess);
    for (const { method, path, op } of ops()) expect(table.get(`${method} ${path}`)?.access).toEqual(op["x-access"]);
  });

  test("a route added without a declaration stops the app from being built", () => {
    const declared = createRoute({ path: "/declared", method: "get", "x-access": allow(ADMIN), responses: { 200: { description: "ok" } } });
    const forgotten = createRoute({ path: "/forgotten/{id}", method: "put", request: { params: z.object({ id: z.string() }) }, responses: { 200: { description: "ok" } } });
    const router = createRouter().openapi(declared, (c) => c.body(null, 200)).openapi(forgotten, (c) => c.body(null, 200));
    const app = createRouter().route("/api", router);
    expect(() => accessTable(app.openAPIRegistry.definitions, {})).toThrow("PUT /api/forgotten/{id}");
  });
});

describe("the declarations follow docs/access.md", () => {
  const rolesOf = (op: Op) => op["x-access"]!.roles;
  const may = (op: Op, role: string) => rolesOf(op) !== "public" && (rolesOf(op) as readonly string[]).includes(role);
  const SELF = /^\/api\/(auth|account)(\/|$)/;

  test("public: health, sign-in, registration, sign-out and an upload URL's own PUT; nothing else", () => {
    const open = ops().filter(({ op }) => rolesOf(op) === "public").map(({ method, path }) => `${method} ${path}`).sort();
    expect(open).toEqual([
      "GET /api/health", "GET /api/health/ready", "POST /api/auth/login", "POST /api/auth/logout", "POST /api/auth/register",
      "PUT /api/objects/uploads/{uploadId}",
    ]);
  });

  test("admins may call every route that is not public", () => {
    for (const { op } of ops()) if (rolesOf(op) !== "public") expect(may(op, "admin")).toBe(true);
  });

  test("admin pages (users, tokens, backups, /admin) answer admins only, reads included", () => {
    const pages = ops().filter(({ path }) => /^\/api\/(admin|users|backup|tokens)(\/|$)/.test(path));
    expect(pages.length).toBeGreaterThan(15);
    for (const { op } of pages) expect(rolesOf(op)).toEqual(["admin"]);
  });

  test("readonly reads what the office reads and writes only its own account", () => {
    for (const { method, path, op } of ops()) {
      if (method !== "GET" && !SELF.test(path)) expect(`${method} ${path} ${may(op, "readonly")}`).toBe(`${method} ${path} false`);
    }
  });

  test("editors write a farm's records, not the global lists, the chart of accounts, the price list or entities themselves", () => {
    const adminWrites = /^\/api\/(objects|maps|task-categories|fertilizers|accounts|category-accounts|account-settings)(\/|$)|^\/api\/entities\/\{[^}]+\}\/price-list$/;
    for (const { method, path, op } of ops()) {
      if (method === "GET" || rolesOf(op) === "public") continue;
      const adminOnly = adminWrites.test(path) || /^\/api\/(admin|users|backup|tokens)(\/|$)/.test(path) ||
        (method === "POST" && path === "/api/entities") || (method === "DELETE" && path === "/api/entities/{id}");
      expect(`${method} ${path} ${may(op, "editor")}`).toBe(`${method} ${path} ${!adminOnly}`);
    }
  });

  test("crew: its account, the entities, fields, categories, fertilizers and products it reads, its own task entries, scale tickets and hours", () => {
    for (const { method, path, op } of ops()) {
      if (!may(op, "crew")) continue;
      const reads = method === "GET" && /^\/api\/(entities(\/\{[^}]+\}(\/fields|\/stock)?)?|fields(\/\{[^}]+\})?|task-categories(\/\{[^}]+\})?|fertilizers(\/\{[^}]+\})?|products(\/\{[^}]+\})?|tasks(\/\{[^}]+\})?|storage-locations(\/\{[^}]+\})?|buyers|harvest-tickets|workers(\/\{id\})?|machines(\/\{id\})?)$/.test(path);
      // Their own hours: recorded, listed, corrected and taken back while pending (api/routes/time-entries).
      const entries = (/^\/api\/tasks(\/\{id\})?$/.test(path) && method !== "GET") || (method === "POST" && path === "/api/harvest-tickets") ||
        /^\/api\/time-entries(\/\{id\})?$/.test(path);
      expect(`${method} ${path} ${reads || entries || SELF.test(path)}`).toBe(`${method} ${path} true`);
    }
    const crewOps = ops().filter(({ op }) => may(op, "crew")).length;
    // The 18 of the contract less the sign-out, which is public, and the product catalogue's list and record, and an
    // entity's stock on hand (quantities only: the task form shows it); scale tickets they record and list, with the
    // storage locations and buyers a ticket names; their own time entries (5 operations), their own worker and the
    // active machines of their entities by name (never a rate or a cost).
    expect(crewOps).toBe(34);
  });
});

describe("roles, as the declarations say (docs/access.md)", () => {
  const admin = accessOf({ id: 1, role: "admin", entityIds: null });
  const editor = accessOf({ id: 2, role: "editor", entityIds: [1, 2] });
  const reader = accessOf({ id: 3, role: "readonly", entityIds: [2] });
  const crew = accessOf({ id: 4, role: "crew", entityIds: [1] });
  const declared = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()]?.["x-access"]?.roles ?? [];
  test.each([
    [admin, "DELETE", "/api/users/{id}", "allowed"],
    [editor, "POST", "/api/tasks", "allowed"],
    [editor, "PUT", "/api/entities/{id}", "allowed"],
    [editor, "POST", "/api/entities", "admin-required"],
    [editor, "DELETE", "/api/entities/{id}", "admin-required"],
    [editor, "PUT", "/api/entities/{entityId}/price-list", "admin-required"],
    [editor, "POST", "/api/task-categories", "admin-required"],
    [editor, "PUT", "/api/accounts/{id}", "admin-required"],
    [editor, "PUT", "/api/account", "allowed"],
    [reader, "GET", "/api/entities/{id}/reports/cost-summary", "allowed"],
    [reader, "POST", "/api/tasks", "admin-required"],
    [reader, "PUT", "/api/account", "allowed"],
    // Admin pages refuse reads too, before any entity the call names is looked at.
    [reader, "GET", "/api/admin/deleted-fields", "admin-required"],
    [editor, "GET", "/api/users", "admin-required"],
    [editor, "GET", "/api/tokens", "admin-required"],
    [crew, "POST", "/api/tasks", "allowed"],
    [crew, "PUT", "/api/tasks/{id}", "allowed"],
    [crew, "GET", "/api/entities/{entityId}/fields", "allowed"],
    [crew, "GET", "/api/entities/{entityId}/summary", "crew-refused"],
    [crew, "GET", "/api/all-tasks", "crew-refused"],
    [crew, "GET", "/api/entities/{entityId}/price-list", "crew-refused"],
    [crew, "POST", "/api/fields", "crew-refused"],
  ] as const)("%#: %p %s %s -> %s", (who, method, path, expected) => {
    expect(roleDecision(declared(method, path), who)).toBe(expected);
  });
});

describe("access is decided before the body is read", () => {
  const send = (method: string, path: string, headers: Record<string, string>, body: string) =>
    t.app.fetch(new Request(`http://farm.test${path.replace(/\{[^}]+\}/g, "1")}`, { method, headers: { ...headers, "content-type": "application/json" }, body }));

  test("every write answers 401 signed out and 403 to a role it does not name, whatever its body", async () => {
    await admin.api.users.$post({ json: { username: "decl-reader", password: TEST_PASSWORD, role: "readonly" } as never });
    const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "decl-reader", password: TEST_PASSWORD }),
    }));
    const reader = { cookie: (login.headers.get("set-cookie") ?? "").split(";")[0]! };
    const wrong: string[] = [];
    let puts = 0;
    for (const { method, path, op } of ops()) {
      const roles = op["x-access"]!.roles;
      if (method === "GET" || roles === "public" || op.requestBody === undefined) continue;
      if (method === "PUT") puts++;
      for (const body of ["{}", "[]", "{\"name\":\"\\u0000\"}"]) {
        const anonymous = await send(method, path, {}, body);
        if (anonymous.status !== 401) wrong.push(`anonymous ${method} ${path} ${body}: ${anonymous.status}`);
        if (!roles.includes("readonly")) {
          const refused = await send(method, path, reader, body);
          if (refused.status !== 403) wrong.push(`readonly ${method} ${path} ${body}: ${refused.status}`);
        }
      }
    }
    expect(puts).toBeGreaterThanOrEqual(15);
    expect(wrong).toEqual([]);
  });
});
