import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { MONEY_KEYS, moneyKeysIn } from "../../api/domain/access";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { CAT } from "./reports/support";

/*
 * The authorization matrix (issue 17): every operation of /api/openapi.json x {anonymous, crew, readonly, editor,
 * admin, token} x {granted entity, other entity}. Statuses are asserted by rule, not recorded:
 *   anonymous 401 except the public paths; crew 403 outside its operations; readonly 403 on writes; editor and the
 *   (editor-role) token 403 on admin pages; any non-admin 404 on a record of the other entity; nobody a 5xx; and
 *   no crew 2xx answer carries a money key anywhere (JSON searched recursively, CSV header lines too).
 * Writes carry a body no schema accepts (`[]`), so the matrix refuses or validates but changes nothing but DELETEs,
 * which run last.
 */

type Actor = "anonymous" | "crew" | "readonly" | "editor" | "admin" | "token";
const ACTORS: Actor[] = ["anonymous", "crew", "readonly", "editor", "admin", "token"];
type Variant = "granted" | "other";
const VARIANTS: Variant[] = ["granted", "other"];

const PUBLIC = new Set(["/api/health", "/api/health/ready", "/api/auth/login", "/api/auth/register", "/api/auth/logout", "/api/openapi.json"]);
const isPublic = (path: string) => PUBLIC.has(path) || path.startsWith("/api/objects/uploads/");
/** Signing out ends the session the rest of the matrix runs on: only the anonymous column calls these. */
const SESSION_ENDERS = new Set(["POST /api/auth/logout", "POST /api/auth/logout-everywhere"]);

/** The contract's crew operations (docs/access.md), written out here rather than imported. */
const CREW = new Set([
  "GET /api/auth/user", "POST /api/auth/logout", "POST /api/auth/logout-everywhere", "PUT /api/account",
  "GET /api/entities", "GET /api/entities/{id}", "GET /api/entities/{entityId}/fields", "GET /api/fields", "GET /api/fields/{id}",
  "GET /api/tasks", "POST /api/tasks", "GET /api/tasks/{id}", "PUT /api/tasks/{id}", "DELETE /api/tasks/{id}",
  "GET /api/task-categories", "GET /api/task-categories/{id}", "GET /api/fertilizers", "GET /api/fertilizers/{id}",
]);
const SELF_SERVICE = /^\/api\/(auth|account)(\/|$)/;
/** Admin pages: every verb under these, and the admin-only writes elsewhere. */
const ADMIN_PATHS = /^\/api\/(admin|users|backup|tokens)(\/|$)/;
const ADMIN_WRITES = [
  /^\/api\/(objects|maps|task-categories|fertilizers|accounts|category-accounts|account-settings)(\/|$)/,
  /^\/api\/entities\/\{[^}]+\}\/price-list$/,
];
const adminOnly = (method: string, path: string) =>
  ADMIN_PATHS.test(path) ||
  (method !== "GET" && (ADMIN_WRITES.some((re) => re.test(path)) || (method === "POST" && path === "/api/entities") || (method === "DELETE" && path === "/api/entities/{id}")));

interface Fixture {
  entity: number; field: number; task: number; crewTask: number; lease: number; payment: number; budget: number;
  account: number; categoryAccount: number; landlord: number;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: any }[]; requestBody?: unknown }>> };
const clients = {} as Record<Exclude<Actor, "anonymous">, ApiClient>;
const headersOf = {} as Record<Actor, Record<string, string>>;
const fx = {} as Record<Variant, Fixture>;

async function json<T>(res: Response | { json(): Promise<unknown>; status: number }, status = 0): Promise<T> {
  if (status) expect(res.status).toBe(status);
  return (await res.json()) as T;
}

/** Signs in through the API and keeps the session cookie for raw requests. */
async function cookieOf(username: string) {
  const res = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: TEST_PASSWORD }),
  }));
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn("admin", "matrix-admin");
  clients.admin = admin;
  doc = await json(await t.app.fetch(new Request("http://farm.test/api/openapi.json")), 200);

  /** A farm in `entity`: a field, a task, a landlord with a lease and a payment, a budget, its chart of accounts. */
  const farm = async (entity: number, name: string, recorder: () => ApiClient): Promise<Fixture> => {
    const field = (await json<{ id: number }>(await admin.api.fields.$post({ json: { entityId: entity, name: `${name} North`, acreage: "40", cropType: "Alfalfa", location: "" } }), 201)).id;
    const base = { entityId: entity, fieldId: field, categoryId: CAT.MACHINE_HIRE, name: "Discing", cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "40" };
    const task = (await json<{ id: number }>(await admin.api.tasks.$post({ json: base as never }), 201)).id;
    const landlord = (await json<{ id: number }>(await admin.api.landlords.$post({ json: { name: `${name} Landlord` } as never }), 201)).id;
    const lease = (await json<{ id: number }>(await admin.api.leases.$post({ json: {
      fieldId: field, leasedAcres: "40", startYear: 2025, endYear: 2026,
      terms: { type: "cash", basis: "fixed", rate: "8000", schedule: [{ due: "03-01", percent: "100" }] }, landlords: [{ landlordId: landlord, sharePercent: "100" }],
    } as never }), 201)).id;
    const payment = (await json<{ id: number }>(await admin.api.payments.$post({ json: { leaseId: lease, landlordId: landlord, date: "2025-03-01", amount: "100", method: "check" } as never }), 201)).id;
    const budget = (await json<{ id: number }>(await admin.api.budgets.$post({ json: { entityId: entity, cropYear: 2025, cropType: "Alfalfa" } as never }), 201)).id;
    const accounts = await json<{ id: number }[]>(await admin.api.accounts.$get({ query: { filter: JSON.stringify({ entityId: entity }) } }), 200);
    const categoryAccounts = await json<{ id: number }[]>(await admin.api["category-accounts"].$get({ query: { filter: JSON.stringify({ entityId: entity }) } }), 200);
    const entry = { entityId: entity, fieldId: field, categoryId: CAT.MACHINE_HIRE, date: "2025-03-02", acresCovered: "5", name: "Entry", cropYear: 2025, costPerAcre: "1" };
    const crewTask = (await json<{ id: number }>(await recorder().api.tasks.$post({ json: entry as never }), 201)).id;
    return { entity, field, task, crewTask, lease, payment, budget, account: accounts[0]!.id, categoryAccount: categoryAccounts[0]!.id, landlord };
  };

  const newEntity = async (name: string) => (await json<{ id: number }>(await admin.api.entities.$post({ json: { name } }), 201)).id;
  const grantedEntity = await newEntity("Granted Ranch");
  const otherEntity = await newEntity("Other Ranch");
  // The crew, readonly and editor accounts and the (editor-role) token are granted the first entity only.
  for (const role of ["crew", "readonly", "editor"] as const) {
    await json(await admin.api.users.$post({ json: { username: `matrix-${role}`, password: TEST_PASSWORD, role, entityIds: [grantedEntity] } as never }), 201);
    headersOf[role] = { cookie: await cookieOf(`matrix-${role}`) };
  }
  const made = await json<{ token: string }>(await admin.api.tokens.$post({ json: { name: "matrix", role: "editor", entityIds: [grantedEntity] } as never }), 201);
  headersOf.token = { authorization: `Bearer ${made.token}` };
  headersOf.admin = { cookie: await cookieOf("matrix-admin") };
  headersOf.anonymous = {};
  // The crew account's own entry is in the granted entity (a crew payload: no name, no money).
  const crewClient = () => {
    const c = t.client({ headers: headersOf.crew });
    return { api: { tasks: { $post: ({ json: j }: { json: Record<string, unknown> }) => {
      const { name: _n, cropYear: _y, costPerAcre: _c, ...work } = j;
      return c.api.tasks.$post({ json: work as never });
    } } } } as unknown as ApiClient;
  };
  fx.granted = await farm(grantedEntity, "Granted", crewClient);
  fx.other = await farm(otherEntity, "Other", () => admin);
}, 120_000);
afterAll(() => t.close());

/** Path parameters that name a record of the variant's entity, by the path they appear in. */
const RECORD_PATHS: [RegExp, (f: Fixture, actor: Actor) => number][] = [
  [/^\/api\/entities\/\{(id|entityId)\}/, (f) => f.entity],
  [/^\/api\/account-settings\/\{id\}/, (f) => f.entity],
  [/^\/api\/fields\/\{(id|fieldId)\}/, (f) => f.field],
  [/^\/api\/tasks\/\{id\}/, (f, actor) => (actor === "crew" ? f.crewTask : f.task)],
  [/^\/api\/leases\/\{id\}/, (f) => f.lease],
  [/^\/api\/payments\/\{id\}/, (f) => f.payment],
  [/^\/api\/budgets\/\{id\}/, (f) => f.budget],
  [/^\/api\/accounts\/\{id\}/, (f) => f.account],
  [/^\/api\/category-accounts\/\{id\}/, (f) => f.categoryAccount],
  [/^\/api\/landlords\/\{id\}/, (f) => f.landlord],
];
const ENTITY_QUERY = new Set(["entity", "entityId", "currentEntityId"]);

interface Case {
  method: string;
  template: string;
  path: string;
  /** Names a record of the variant's entity (path or required query). */
  scoped: boolean;
  hasBody: boolean;
}

function caseFor(method: string, template: string, op: (typeof doc.paths)[string][string], variant: Variant, actor: Actor): Case {
  const f = fx[variant];
  let scoped = false;
  const record = RECORD_PATHS.find(([re]) => re.test(template));
  let first = true;
  let path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === "year" || name === "cropYear") return "2025";
    if (name === "uploadId") return "00000000-0000-4000-8000-000000000000";
    if (name === "fieldId" && template.startsWith("/api/entities/")) return String(f.field);
    if (record && first) {
      first = false;
      scoped = true;
      return String(record[1](f, actor));
    }
    return "999999";
  });
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== "query" || !p.required) continue;
    if (ENTITY_QUERY.has(p.name)) {
      scoped = true;
      query.set(p.name, String(f.entity));
    } else if (p.name === "year") query.set("year", "2025");
    else if (p.name === "month") query.set("month", "3");
    else if (p.name === "from") query.set("from", "2025-01-01");
    else if (p.name === "to") query.set("to", "2025-12-31");
    else query.set(p.name, String(p.schema?.enum?.[0] ?? p.schema?.example ?? "1"));
  }
  if ([...query].length) path += `?${query}`;
  return { method: method.toUpperCase(), template, path, scoped, hasBody: op.requestBody !== undefined };
}

/** The status rule for one call; null = any answer but a 5xx. */
function rule(c: Case, actor: Actor, variant: Variant): { status: number } | { not: number[] } | null {
  const key = `${c.method} ${c.template}`;
  if (actor === "anonymous") return isPublic(c.template) ? null : { status: 401 };
  if (isPublic(c.template)) return null;
  if (actor === "crew" && !CREW.has(key)) return { status: 403 };
  const write = c.method !== "GET";
  if (actor === "readonly" && write && !SELF_SERVICE.test(c.template)) return { status: 403 };
  if (actor !== "admin" && actor !== "crew" && adminOnly(c.method, c.template)) return { status: 403 };
  if (c.scoped && variant === "other" && actor !== "admin") return { status: 404 };
  return { not: [401, 403] };
}

const normalise = (k: string) => k.toLowerCase().replace(/[^a-z]/g, "");
const MONEY_HEADERS = new Set(MONEY_KEYS.map(normalise));

/** Money found in a crew answer: JSON keys at any depth, or CSV header cells named like a money key. */
async function moneyIn(res: Response): Promise<string[]> {
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) return moneyKeysIn(await res.json());
  if (type.includes("csv")) {
    const header = (await res.text()).split(/\r?\n/)[0] ?? "";
    return header.split(",").filter((cell) => MONEY_HEADERS.has(normalise(cell)));
  }
  return type.includes("pdf") ? ["a PDF"] : [];
}

describe("authorization matrix", () => {
  test("every operation x actor x entity answers by rule; crew answers carry no money", async () => {
    const ops = Object.entries(doc.paths).flatMap(([template, methods]) => Object.entries(methods).map(([method, op]) => ({ method, template, op })));
    // Deletes last (the entity itself the very last), so no read or write finds its record gone.
    const rank = (o: { method: string; template: string }) => (o.method === "delete" ? (o.template === "/api/entities/{id}" ? 2 : 1) : 0);
    ops.sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    let calls = 0;
    const byRule = new Map<string, number>();
    const started = performance.now();
    for (const { method, template, op } of ops) {
      for (const variant of VARIANTS) {
        for (const actor of ACTORS) {
          if (actor !== "anonymous" && SESSION_ENDERS.has(`${method.toUpperCase()} ${template}`)) continue;
          const c = caseFor(method, template, op, variant, actor);
          const init: RequestInit = { method: c.method, headers: { ...headersOf[actor] } };
          if (c.hasBody) {
            init.body = "[]";
            (init.headers as Record<string, string>)["content-type"] = "application/json";
          }
          const res = await t.app.fetch(new Request(`http://farm.test${c.path}`, init));
          calls++;
          const want = rule(c, actor, variant);
          const label = want === null ? "any" : "status" in want ? String(want.status) : "not 401/403";
          byRule.set(label, (byRule.get(label) ?? 0) + 1);
          const where = `${actor} ${variant} ${c.method} ${c.path}: ${res.status}`;
          if (res.status >= 500) failures.push(`${where} (a 5xx)`);
          else if (want && "status" in want && res.status !== want.status) failures.push(`${where}, wanted ${want.status}`);
          else if (want && "not" in want && want.not.includes(res.status)) failures.push(`${where}, wanted none of ${want.not.join("/")}: ${await res.clone().text()}`);
          if (actor === "crew" && res.status < 300) {
            const money = await moneyIn(res);
            if (money.length) failures.push(`${where}: crew answer carries money ${money.slice(0, 5).join(", ")}`);
          }
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`authorization matrix: ${ops.length} operations x ${ACTORS.length} actors x ${VARIANTS.length} entities = ${ops.length * ACTORS.length * VARIANTS.length} cells, ${calls} calls (sign-outs only anonymous) in ${seconds}s, ${failures.length} failures; by rule: ${[...byRule].map(([k, n]) => `${k} x${n}`).join(", ")}`);
    expect(failures).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
    // Every rule was exercised: a matrix that never expects a 404 or a 403 could not catch a leak.
    for (const label of ["401", "403", "404", "not 401/403"]) expect(byRule.get(label) ?? 0).toBeGreaterThan(20);
  }, 180_000);
});
