import { afterAll, beforeAll, describe, expect, test } from "bun:test";
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

describe("GET /api/health", () => {
  test("answers 200 without a session", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: true });
  });
});
