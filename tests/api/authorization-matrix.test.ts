import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { MONEY_KEYS, moneyKeysIn } from "../../api/domain/access";
import type { AccessDeclaration } from "../../api/lib/route-access";
import type { RecordKind } from "../../api/services/access.service";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { CROSS_BODIES, FORM_BODIES, type Fixture, VALID_BODIES } from "./authorization-matrix-bodies";
import { CAT } from "./reports/support";
import { buyers, harvestTickets, products, storageLocations, vendors } from "../../db/schema";
import { eq } from "drizzle-orm";
import { timeEntries, users, workerRates, workers } from "../../db/schema";

/*
 * The authorization matrix (issue 17): every operation of /api/openapi.json x {anonymous, crew, readonly, editor,
 * admin, and a token of each role but admin} x {granted entity, other entity} x {JSON, and CSV and PDF where the
 * route offers them}. Statuses are asserted by rule, not
 * recorded, from each operation's own access declaration (its "x-access" in the document; access-declarations.test.ts
 * holds the declarations to docs/access.md): anonymous 401 except the public routes; a role the route does not name
 * 403; a token as its role; nobody a 5xx; no crew 2xx answer carries a money key anywhere (JSON
 * searched recursively, CSV header lines too). The other variant names the other entity's records where the
 * declaration says the route names records (path, query, body) and in the list filter: every non-admin gets exactly
 * the answer (status and body) of the same call naming missing ids, and a 404 for a path.
 * Writes that name an entity, a field, a lease or a budget carry a minimal valid body (authorization-matrix-bodies.ts),
 * so each role that may make them reaches a 2xx; other writes carry a body no schema accepts (`[]`). DELETEs run last.
 */

type Actor = "anonymous" | "crew" | "readonly" | "editor" | "admin" | "token" | "readonlyToken" | "crewToken";
const ACTORS: Actor[] = ["anonymous", "crew", "readonly", "editor", "admin", "token", "readonlyToken", "crewToken"];
type Role = "crew" | "readonly" | "editor" | "admin";
/** The role an actor acts with: a token with the role it was made with (docs/access.md, "API tokens"). */
const ROLE: Record<Exclude<Actor, "anonymous">, Role> = {
  crew: "crew", readonly: "readonly", editor: "editor", admin: "admin", token: "editor", readonlyToken: "readonly", crewToken: "crew",
};
const TOKENS = { token: "editor", readonlyToken: "readonly", crewToken: "crew" } as const;
type Variant = "granted" | "other";
const VARIANTS: Variant[] = ["granted", "other"];

/** Signing out ends the session the rest of the matrix runs on: only the anonymous column calls these. */
const SESSION_ENDERS = new Set(["POST /api/auth/logout", "POST /api/auth/logout-everywhere"]);

let t: TestApp;
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: any }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
  "x-access": AccessDeclaration;
};

/** The answers a call may be asked for: its JSON, and its CSV and PDF where the route offers them (`?format=`). */
function formatsOf(op: Operation): (string | null)[] {
  if (!op.parameters?.some((p) => p.in === "query" && p.name === "format")) return [null];
  const content = op.responses?.["200"]?.content ?? {};
  return [null, ...("text/csv" in content ? ["csv"] : []), ...("application/pdf" in content ? ["pdf"] : [])];
}
let doc: { paths: Record<string, Record<string, Operation>> };
const clients = {} as Record<Exclude<Actor, "anonymous">, ApiClient>;
const headersOf = {} as Record<Actor, Record<string, string>>;
const fx = {} as Record<Variant | "missing", Fixture>;

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
    // Products and vendors belong to no entity: made directly; a purchase of 100 gal and a +1 gal count of it.
    const [product] = await t.db.insert(products).values({ name: `${name} Matrix Product`, kind: "other", stockUnit: "gal" }).returning();
    const [vendor] = await t.db.insert(vendors).values({ name: `${name} Matrix Vendor` }).returning();
    const bought = { entityId: entity, vendorId: vendor!.id, invoiceNumber: "M-1", date: "2025-03-01", lines: [{ productId: product!.id, quantity: "100", unit: "gal", unitPrice: "5" }] };
    const purchase = (await json<{ id: number }>(await admin.api.purchases.$post({ json: bought as never }), 201)).id;
    const counted = { entityId: entity, productId: product!.id, kind: "adjustment", date: "2025-03-02", quantity: "1", unit: "gal", value: "5.00", reason: "Matrix count" };
    const inventoryAdjustment = (await json<{ id: number }>(await admin.api["inventory-adjustments"].$post({ json: counted as never }), 201)).id;
    // Sales: 100 bu of corn hauled into a bin; a contract, a 10 bu delivery on it and its settlement; 1 bu loads to settle.
    const [salesBuyer] = await t.db.insert(buyers).values({ name: `${name} Matrix Buyer` }).returning();
    const [salesLocation] = await t.db.insert(storageLocations).values({ entityId: entity, name: `${name} Matrix Bin` }).returning();
    await t.db.insert(harvestTickets).values({ entityId: entity, fieldId: field, crop: "Corn", cropYear: 2025, date: "2025-09-01", ticketNumber: "M-1", quantity: "100", unit: "bu", locationId: salesLocation!.id });
    const sale = { entityId: entity, buyerId: salesBuyer!.id, crop: "Corn", cropYear: 2025, unit: "bu", locationId: salesLocation!.id };
    const contract = (await json<{ id: number }>(await admin.api.contracts.$post({ json: { ...sale, number: "M-1", date: "2025-03-01", quantity: "1000", price: "4.50" } as never }), 201)).id;
    const delivery = (await json<{ id: number }>(await admin.api.deliveries.$post({ json: { ...sale, date: "2025-10-01", quantity: "10", contractId: contract } as never }), 201)).id;
    const settled = { entityId: entity, buyerId: salesBuyer!.id, number: "M-1", date: "2025-11-01", crop: "Corn", cropYear: 2025, lines: [{ deliveryId: delivery }], deductions: [{ kind: "hauling", ratePerUnit: "0.05" }] };
    const settlement = (await json<{ id: number }>(await admin.api.settlements.$post({ json: settled as never }), 201)).id;
    const loads: number[] = [];
    for (let i = 0; i <= ACTORS.length; i++) loads.push((await json<{ id: number }>(await admin.api.deliveries.$post({ json: { ...sale, date: "2025-10-02", quantity: "1" } as never }), 201)).id);
    // Harvest: a bin with a 100 bu load of corn in it, a +1 bu count, the crop pool's mark price.
    const storageLocation = (await json<{ id: number }>(await admin.api["storage-locations"].$post({ json: { entityId: entity, name: "Matrix Storage" } as never }), 201)).id;
    const load = { entityId: entity, fieldId: field, crop: "Corn", cropYear: 2025, date: "2025-09-01", ticketNumber: "MS-1", quantity: "100", unit: "bu", locationId: storageLocation };
    const harvestTicket = (await json<{ id: number }>(await admin.api["harvest-tickets"].$post({ json: load as never }), 201)).id;
    const count = { entityId: entity, locationId: storageLocation, crop: "Corn", cropYear: 2025, date: "2025-09-02", kind: "count", quantity: "1", unit: "bu", reason: "Matrix count" };
    const storageAdjustment = (await json<{ id: number }>(await admin.api["storage-adjustments"].$post({ json: count as never }), 201)).id;
    const pool = { entityId: String(entity), cropYear: "2025", crop: "Corn" };
    const cropMark = (await json<{ id: number }>(await admin.api["crop-marks"][":entityId"][":cropYear"][":crop"].$put({ param: pool, json: { price: "4.50", unit: "bu", date: "2025-10-01" } }), 200)).id;
    // Labor: a machine at $42.75/h with a fuel fill.
    const machine = (await json<{ id: number }>(await admin.api.machines.$post({ json: { entityId: entity, name: "Matrix Tractor", costPerHour: "42.75" } as never }), 201)).id;
    await json(await admin.api.machines[":id"].fuel.$post({ param: { id: String(machine) }, json: { date: "2025-03-02", gallons: "10", cost: "40.00" } as never }), 201);
    return {
      entity, field, task, crewTask, crewTokenTask: crewTask, lease, payment, budget, account: accounts[0]!.id, categoryAccount: categoryAccounts[0]!.id, landlord,
      purchase, inventoryAdjustment, product: product!.id, vendor: vendor!.id,
      storageLocation, harvestTicket, storageAdjustment, cropMark,
      contract, delivery, settlement, salesBuyer: salesBuyer!.id, salesLocation: salesLocation!.id, spareLoad: loads.pop()!, loads,
      machine,
      ...(await timeFixture(entity, name, field, task)),
    };
  };
  /** Time: a worker paid $20/h and a pending entry of 2 h on the farm's task (the crew's own are added below). */
  const timeFixture = async (entity: number, name: string, field: number, task: number) => {
    const [worker] = await t.db.insert(workers).values({ name: `${name} Matrix Worker` }).returning();
    await t.db.insert(workerRates).values({ workerId: worker!.id, effectiveFrom: "2025-01-01", hourlyRate: "20" });
    const [entry] = await t.db.insert(timeEntries).values({ entityId: entity, workerId: worker!.id, taskId: task, fieldId: field, date: "2025-03-03", hours: "2" }).returning();
    return { worker: worker!.id, timeEntry: entry!.id, crewTimeEntry: entry!.id, crewTokenTimeEntry: entry!.id };
  };

  const newEntity = async (name: string) => (await json<{ id: number }>(await admin.api.entities.$post({ json: { name } }), 201)).id;
  const grantedEntity = await newEntity("Granted Ranch");
  const otherEntity = await newEntity("Other Ranch");
  // The crew, readonly and editor accounts and the tokens (one per role but admin, made by the admin) are granted
  // the first entity only.
  for (const role of ["crew", "readonly", "editor"] as const) {
    await json(await admin.api.users.$post({ json: { username: `matrix-${role}`, password: TEST_PASSWORD, role, entityIds: [grantedEntity] } as never }), 201);
    headersOf[role] = { cookie: await cookieOf(`matrix-${role}`) };
  }
  for (const [actor, role] of Object.entries(TOKENS) as [keyof typeof TOKENS, Role][]) {
    const made = await json<{ token: string }>(await admin.api.tokens.$post({ json: { name: `matrix ${role}`, role, entityIds: [grantedEntity] } as never }), 201);
    headersOf[actor] = { authorization: `Bearer ${made.token}` };
  }
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
  // The crew token's own entry (its creator's, recorded as crew).
  const entry = { entityId: grantedEntity, fieldId: fx.granted.field, categoryId: CAT.MACHINE_HIRE, date: "2025-03-02", acresCovered: "5" };
  fx.granted.crewTokenTask = (await json<{ id: number }>(await t.client({ headers: headersOf.crewToken }).api.tasks.$post({ json: entry as never }), 201)).id;
  // The crew account's worker and the crew token's (its creator's), each with a pending entry of its own.
  for (const [username, key] of [["matrix-crew", "crewTimeEntry"], ["matrix-admin", "crewTokenTimeEntry"]] as const) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    const [worker] = await t.db.insert(workers).values({ name: `Matrix ${username} worker`, userId: user!.id }).returning();
    const [own] = await t.db.insert(timeEntries).values({ entityId: grantedEntity, workerId: worker!.id, taskId: fx.granted.task, fieldId: fx.granted.field, date: "2025-03-04", hours: "3" }).returning();
    fx.granted[key] = own!.id;
  }
  fx.other = await farm(otherEntity, "Other", () => admin);
  fx.missing = Object.fromEntries(Object.keys(fx.other).map((k) => [k, 999_999])) as unknown as Fixture;
}, 120_000);
afterAll(() => t.close());

/** The variant's record of each kind a declaration names (a crew caller's task is its own entry). */
const recordOf = (f: Fixture, kind: RecordKind, actor: Actor): number =>
  kind === "task" ? (actor === "crew" ? f.crewTask : actor === "crewToken" ? f.crewTokenTask : f.task)
    : kind === "timeEntry" ? (actor === "crew" ? f.crewTimeEntry : actor === "crewToken" ? f.crewTokenTimeEntry : f.timeEntry)
    : f[kind];

interface Case {
  method: string;
  template: string;
  path: string;
  /** Where the call names the variant's records: its path (a foreign one is a 404), elsewhere (query, filter, body), or nowhere. */
  scope: "path" | "named" | null;
  /** The JSON body: a valid one naming the variant's records, `[]` where none is written here, or none. */
  body?: string;
  /** A multipart body instead (a file upload), made for each call. */
  form?: () => FormData;
  valid: boolean;
}

const bodyCaller = (actor: Actor) => ({ actor, index: ACTORS.indexOf(actor), crew: actor !== "anonymous" && ROLE[actor] === "crew" });

function caseFor(method: string, template: string, op: Operation, variant: Variant | "missing", actor: Actor, format: string | null = null): Case {
  const f = fx[variant];
  let scope: Case["scope"] = null;
  // Where the route's own declaration says it names records: those are filled with the variant's.
  const records = op["x-access"].records ?? [];
  let path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const ref = records.find((r) => r.in === "path" && r.name === name);
    if (ref) {
      scope = "path";
      return String(recordOf(f, ref.kind, actor));
    }
    if (name === "year" || name === "cropYear") return "2025";
    if (name === "uploadId") return "00000000-0000-4000-8000-000000000000";
    if (name === "fieldId" && template.startsWith("/api/entities/")) return String(f.field);
    return "999999";
  });
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== "query") continue;
    const ref = records.find((r) => r.in === "query" && r.name === p.name);
    // Declared records are set whether required or not; the other variant filters lists on its entity too.
    if (ref) {
      scope ??= "named";
      query.set(p.name, String(recordOf(f, ref.kind, actor)));
    } else if (p.name === "filter" && variant !== "granted") {
      scope ??= "named";
      query.set("filter", JSON.stringify({ entityId: f.entity }));
    } else if (!p.required) continue;
    else if (p.name === "year") query.set("year", "2025");
    else if (p.name === "month") query.set("month", "3");
    else if (p.name === "from") query.set("from", "2025-01-01");
    else if (p.name === "to") query.set("to", "2025-12-31");
    else query.set(p.name, String(p.schema?.enum?.[0] ?? p.schema?.example ?? "1"));
  }
  if (format) query.set("format", format);
  if ([...query].length) path += `?${query}`;
  const valid = VALID_BODIES[`${method.toUpperCase()} ${template}`];
  const formBody = FORM_BODIES[`${method.toUpperCase()} ${template}`];
  if (valid) scope ??= "named";
  if (formBody) return { method: method.toUpperCase(), template, path, scope, form: () => formBody(f, bodyCaller(actor)), valid: true };
  const body = op.requestBody === undefined ? undefined : valid ? JSON.stringify(valid(f, bodyCaller(actor))) : "[]";
  return { method: method.toUpperCase(), template, path, scope, body, valid: valid !== undefined };
}

type Want = { status: number } | { ok: true } | { not: number[] } | { asMissing: true } | null;

/**
 * The rule for one call, from the route's declaration: null = any answer but a 5xx; asMissing = the answer of the
 * same call naming missing ids.
 */
function rule(c: Case, op: Operation, actor: Actor, variant: Variant): Want {
  const { roles } = op["x-access"];
  if (roles === "public") return null;
  if (actor === "anonymous") return { status: 401 };
  const role = ROLE[actor];
  if (!roles.includes(role)) return { status: 403 };
  if (c.scope && variant === "other" && role !== "admin") return { asMissing: true };
  return c.valid ? { ok: true } : { not: [401, 403] };
}

const labelOf = (want: Want) =>
  want === null ? "any" : "status" in want ? String(want.status) : "ok" in want ? "2xx" : "asMissing" in want ? "as missing" : "not 401/403";

function call(c: Case, actor: Actor) {
  const headers: Record<string, string> = { ...headersOf[actor] };
  if (c.body !== undefined) headers["content-type"] = "application/json";
  return t.app.fetch(new Request(`http://farm.test${c.path}`, { method: c.method, headers, body: c.form ? c.form() : c.body }));
}

const answerOf = async (res: Response) => `${res.status} ${await res.clone().text()}`;

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
    const failures: string[] = [];
    let calls = 0;
    let twins = 0;
    // Writes naming one foreign record beside granted ones answer as the same write naming a missing one; the
    // same body naming only granted records succeeds (so the refusal is about the foreign record).
    for (const cross of CROSS_BODIES) {
      const send = (actor: Actor, other: Fixture) => t.app.fetch(new Request(`http://farm.test${cross.path(fx.granted)}`, {
        method: cross.method, headers: { ...headersOf[actor], "content-type": "application/json" }, body: JSON.stringify(cross.body(fx.granted, other)),
      }));
      for (const actor of ["editor", "token"] as const) {
        const [foreign, missing] = [await answerOf(await send(actor, fx.other)), await answerOf(await send(actor, fx.missing))];
        calls += 2;
        const where = `${actor} ${cross.method} ${cross.path(fx.granted)} ${JSON.stringify(cross.body(fx.granted, fx.other))}`;
        if (!/^40[04] /.test(foreign) || foreign !== missing) failures.push(`${where}: answers ${foreign} where a missing record answers ${missing}`);
      }
      const own = await send("editor", fx.granted);
      calls++;
      if (own.status >= 300) failures.push(`editor ${cross.method} ${cross.path(fx.granted)} naming granted records: ${await answerOf(own)}`);
    }

    const ops = Object.entries(doc.paths).flatMap(([template, methods]) => Object.entries(methods).map(([method, op]) => ({ method, template, op })));
    // Deletes last, those that take other records with them after the rest (the entity itself the very last), so
    // no call finds its record gone.
    const LAST: Record<string, number> = { "/api/leases/{id}": 2, "/api/fields/{id}": 3, "/api/entities/{id}": 4 };
    const rank = (o: { method: string; template: string }) => (o.method === "delete" ? (LAST[o.template] ?? 1) : 0);
    ops.sort((a, b) => rank(a) - rank(b));
    const byRule = new Map<string, number>();
    const crewWrote = new Set<string>();
    const started = performance.now();
    let formatted = 0;
    for (const { method, template, op } of ops) {
      for (const format of formatsOf(op)) for (const variant of VARIANTS) {
        for (const actor of ACTORS) {
          if (actor !== "anonymous" && SESSION_ENDERS.has(`${method.toUpperCase()} ${template}`)) continue;
          const c = caseFor(method, template, op, variant, actor, format);
          if (format) formatted++;
          const res = await call(c, actor);
          calls++;
          const want = rule(c, op, actor, variant);
          const label = labelOf(want);
          byRule.set(label, (byRule.get(label) ?? 0) + 1);
          const where = `${actor} ${variant} ${c.method} ${c.path}${c.valid ? ` ${c.body ?? "(a file)"}` : ""}: ${res.status}`;
          if (res.status >= 500) failures.push(`${where} (a 5xx)`);
          else if (want && "status" in want && res.status !== want.status) failures.push(`${where}, wanted ${want.status}`);
          else if (want && "ok" in want && res.status >= 300) failures.push(`${where}, wanted a 2xx: ${await res.clone().text()}`);
          else if (want && "not" in want && want.not.includes(res.status)) failures.push(`${where}, wanted none of ${want.not.join("/")}: ${await res.clone().text()}`);
          else if (want && "asMissing" in want) {
            const twin = await answerOf(await call(caseFor(method, template, op, "missing", actor, format), actor));
            twins++;
            const answer = await answerOf(res);
            if (c.scope === "path" && res.status !== 404) failures.push(`${where}, wanted 404: ${answer}`);
            else if (c.method !== "GET" && res.status < 300) failures.push(`${where}: a write naming the other entity succeeded`);
            else if (answer !== twin) failures.push(`${where}: answers ${answer} where a missing record answers ${twin}`);
          }
          if (actor !== "anonymous" && ROLE[actor] === "crew" && res.status < 300) {
            if (c.method !== "GET") crewWrote.add(`${actor} ${c.method} ${template}`);
            const money = await moneyIn(res);
            if (money.length) failures.push(`${where}: crew answer carries money ${money.slice(0, 5).join(", ")}`);
          }
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cells = ops.length * ACTORS.length * VARIANTS.length;
    console.log(`authorization matrix: ${ops.length} operations x ${ACTORS.length} actors x ${VARIANTS.length} entities = ${cells} cells, ${calls} calls (${formatted} of them CSV or PDF; sign-outs only anonymous; ${CROSS_BODIES.length} cross-entity bodies) + ${twins} twins naming missing ids in ${seconds}s, ${failures.length} failures; by rule: ${[...byRule].map(([k, n]) => `${k} x${n}`).join(", ")}`);
    expect(failures).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
    // The reports' CSV and PDF answers are held to the same rules as their JSON.
    expect(formatted).toBeGreaterThan(500);
    // Every rule was exercised: a matrix that never expects a 404 or a 403 could not catch a leak.
    for (const label of ["401", "403", "as missing", "not 401/403", "2xx"]) expect(byRule.get(label) ?? 0).toBeGreaterThan(20);
    // Crew accounts and crew tokens reach their writes with a valid body.
    for (const actor of ["crew", "crewToken"]) for (const write of ["POST /api/tasks", "PUT /api/tasks/{id}", "DELETE /api/tasks/{id}"]) expect(crewWrote).toContain(`${actor} ${write}`);
  }, 300_000);
});
