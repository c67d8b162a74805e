import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { createUser } from "../../api/services/users.service";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

/**
 * An OpenAPI-driven fuzz: 10,000 requests built from /api/openapi.json with hostile values (NUL, lone surrogates,
 * huge and negative numbers, wrong types, unknown and missing keys, empty bodies, broken JSON) against every
 * operation but sign-in, backups and uploads. Asserts no answer is a 5xx and that no refused request (4xx) changed
 * a single row of any table.
 */
const REQUESTS = 10_000;
const SKIP = [/^\/api\/auth\//, /^\/api\/backup\//, /^\/api\/objects\//, /^\/api\/docs/, /^\/api\/openapi/];

let t: TestApp;
let cookie = "";
let doc: any;
let fingerprintSql = "";

/** A repeatable pseudo-random sequence, so a failure can be replayed. */
let seed = 12;
const rand = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const HOSTILE: unknown[] = [
  "\u0000", "a\u0000b", "\ud800", "x\udc00y", "", " ", "x".repeat(300), "'; drop table tasks; --", "../../etc/passwd",
  -1, 0, 1e308, -1e308, 2 ** 53, 1.5, "1e400", "NaN", "-0", "9999999999999999999999", "2025-02-30", "0000-00-00",
  null, true, [], {}, [1, 2], { nested: "\u0000" }, "\u{1F33D}",
];

function resolve(schema: any): any {
  if (schema?.$ref) return resolve(doc.components.schemas[schema.$ref.split("/").at(-1)]);
  return schema ?? {};
}

/** A plausible value for a schema, so that some requests get past validation and reach the services. */
function plausible(schema: any, depth = 0): unknown {
  const s = resolve(schema);
  if (s.enum) return pick(s.enum);
  if (s.anyOf || s.oneOf) return plausible(pick(s.anyOf ?? s.oneOf), depth);
  const type = Array.isArray(s.type) ? s.type.find((x: string) => x !== "null") : s.type;
  if (type === "integer") return pick([1, 2, 3, 2025, 6]);
  if (type === "number") return pick([1, 10.5, 40]);
  if (type === "boolean") return pick([true, false]);
  if (type === "array") return depth > 2 ? [] : [plausible(s.items, depth + 1)];
  if (type === "object" || s.properties) return depth > 2 ? {} : fuzzObject(s, depth + 1);
  if (s.format === "date" || /date/i.test(s.description ?? "")) return pick(["2025-03-01", "2026-01-15"]);
  return pick(["North 40", "12.50", "3", "Corn", "2025-03-01", "labor"]);
}

const value = (schema: any, depth = 0) => (rand() < 0.35 ? pick(HOSTILE) : plausible(schema, depth));

function fuzzObject(schema: any, depth = 0): Record<string, unknown> {
  const s = resolve(schema);
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries<any>(s.properties ?? {})) {
    if (rand() < 0.15) continue; // leave a key out, required or not
    out[key] = value(prop, depth);
  }
  if (rand() < 0.1) out[pick(["colour", "\u0000", "id", "deletedAt"])] = pick(HOSTILE);
  return out;
}

function fuzzBody(schema: any): string {
  const r = rand();
  if (r < 0.05) return "{not json";
  if (r < 0.1) return "{}";
  if (r < 0.13) return JSON.stringify(pick(HOSTILE));
  return JSON.stringify(fuzzObject(schema));
}

function fuzzPath(template: string, params: any[]): string {
  return template.replace(/\{(\w+)\}/g, (_, name) => {
    const p = params.find((x) => x.name === name && x.in === "path");
    const v = rand() < 0.6 ? plausible(p?.schema) : pick(HOSTILE);
    const text = typeof v === "string" ? v : JSON.stringify(v);
    // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes such an encoder would have made.
    return text.isWellFormed() ? encodeURIComponent(text) : "%ED%A0%80";
  });
}

function fuzzQuery(params: any[]): string {
  const q = new URLSearchParams();
  for (const p of params.filter((x) => x.in === "query")) {
    if (rand() < 0.5) continue;
    const v = ["filter", "sort", "range"].includes(p.name) && rand() < 0.6
      ? JSON.stringify(p.name === "filter" ? { q: pick(HOSTILE) } : p.name === "range" ? [0, pick([9, -1, 1e9])] : [pick(["id", "name", "x"]), "ASC"])
      : value(p.schema);
    q.set(p.name, typeof v === "string" ? v : JSON.stringify(v));
  }
  const text = q.toString();
  return text ? `?${text}` : "";
}

async function fingerprint(): Promise<string> {
  const rows = (await t.db.execute(sql.raw(fingerprintSql))) as any;
  return JSON.stringify(rows.rows ?? rows);
}

beforeAll(async () => {
  t = await startTestApp();
  await createUser(systemContext(t.db), { username: "fuzzer", password: TEST_PASSWORD, role: "admin", displayName: null });
  const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "fuzzer", password: TEST_PASSWORD }),
  }));
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  doc = await (await t.app.fetch(new Request("http://farm.test/api/openapi.json"))).json();
  // Something to aim at: an entity, a field and a task with small ids.
  const post = (path: string, body: unknown) =>
    t.app.fetch(new Request(`http://farm.test${path}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) }));
  await post("/api/entities", { name: "Fuzz Farm" });
  await post("/api/fields", { entityId: 1, name: "North 40", acreage: "40", cropType: "Corn", location: "" });
  await post("/api/tasks", { entityId: 1, fieldId: 1, categoryId: 6, name: "Discing", cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "40" });
  const tables = (await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as any;
  const names: string[] = (tables.rows ?? tables).map((r: any) => r.table_name);
  fingerprintSql = names.map((n) => `select '${n}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${n}" x`).join(" union all ");
}, 60_000);
afterAll(() => t.close());

describe("OpenAPI-driven fuzz", () => {
  test(`${REQUESTS} hostile requests: no 5xx, and no refused request changes a row`, async () => {
    const operations = Object.entries<any>(doc.paths).flatMap(([path, ops]) =>
      Object.entries<any>(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    ).filter((o) => !SKIP.some((r) => r.test(o.path)));
    expect(operations.length).toBeGreaterThan(40);
    const serverErrors: string[] = [];
    const changedByRefused: string[] = [];
    const statuses: Record<string, number> = {};
    let before = await fingerprint();
    for (let i = 0; i < REQUESTS; i++) {
      const { path, method, op } = pick(operations);
      const params = op.parameters ?? [];
      const url = `http://farm.test${fuzzPath(path, params)}${fuzzQuery(params)}`;
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      const hasBody = method !== "GET" && method !== "DELETE";
      const body = hasBody ? fuzzBody(schema) : undefined;
      const res = await t.app.fetch(new Request(url, { method, headers: { cookie, "content-type": "application/json" }, body }));
      await res.arrayBuffer();
      const bucket = `${Math.floor(res.status / 100)}xx`;
      statuses[bucket] = (statuses[bucket] ?? 0) + 1;
      const what = `${method} ${url} ${body ?? ""} -> ${res.status}`;
      if (res.status >= 500) serverErrors.push(what);
      // Every answer is checked, reads included: a read may write (a chart of accounts is seeded on first read).
      const after = await fingerprint();
      if (res.status >= 400 && after !== before) changedByRefused.push(what);
      before = after;
    }
    console.error(`fuzz: ${REQUESTS} requests over ${operations.length} operations: ${JSON.stringify(statuses)}`);
    expect(serverErrors.slice(0, 10)).toEqual([]);
    expect(changedByRefused.slice(0, 10)).toEqual([]);
  }, 600_000);
});
