import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { VERSION_CONFLICT_TEXT, unversionedPuts, versionedPaths } from "../../api/lib/record-versions";
import { COMPRESS_FROM_BYTES } from "../../api/middlewares/compress";
import { createUser } from "../../api/services/users.service";
import { systemContext } from "../../api/services/context";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

/**
 * No silent overwrite (issue 40, docs/decisions/record-versions.md): every GET of one record answers an ETag, and
 * every PUT on the same path honours If-Match, so a phone's offline edit of a record the office changed meanwhile
 * answers 412 with the office's version instead of overwriting it. The pairs are read from the route declarations;
 * each gets a record here and one change, and a pair added to the API without them fails the first test.
 */

/** PUTs with no GET of one record on their path: no version to compare, each for its reason. */
const DELIBERATE_EXCEPTIONS: Record<string, string> = {
  "/api/account": "the signed-in user's own settings (name, password, language): only that user writes them, and their GET is /api/auth/user",
  "/api/objects/uploads/{uploadId}": "a one-time upload slot's file: written once by whoever holds its URL, never read back as a record",
};

let t: TestApp;
let cookie = "";
let versioned: Set<string>;

interface Answer {
  status: number;
  etag: string | null;
  body: any;
}

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, as = cookie): Promise<Answer> {
  const init: RequestInit = {
    method,
    headers: { cookie: as, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const res = await t.app.fetch(new Request(`http://farm.test${path}`, init));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, etag: res.headers.get("etag"), body: parsed };
}

async function created(path: string, body: unknown): Promise<any> {
  const answer = await send("POST", path, body);
  if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function signIn(username: string, role: "admin" | "editor" | "readonly", locale?: "es") {
  await createUser(systemContext(t.db), { username, password: TEST_PASSWORD, role, displayName: username });
  const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: TEST_PASSWORD }),
  }));
  expect(login.status).toBe(200);
  const session = login.headers.getSetCookie()[0]!.split(";")[0]!;
  if (locale) expect((await send("PUT", "/api/account", { locale }, {}, session)).status).toBe(200);
  return session;
}

/**
 * One record of a versioned path, and two different edits of it: each is the record as GET answers it (react-admin
 * sends it back whole, tests/api/put-round-trip.test.ts) with one value changed.
 */
interface Case {
  route: string;
  path: string;
  edit: (record: any, n: 1 | 2) => Record<string, unknown>;
}
const cases: Case[] = [];
const record = (route: string, path: string, edit: Case["edit"]) => cases.push({ route, path, edit });
/** The record with `key` set to a text that differs for each edit. */
const retext = (key: string) => (r: any, n: 1 | 2) => ({ ...r, [key]: `${key} edit ${n}` });
const renumber = (key: string, first: string, second: string) => (r: any, n: 1 | 2) => ({ ...r, [key]: n === 1 ? first : second });

const square = (lon: number, lat: number, side: number) => ({
  type: "Polygon",
  coordinates: [[[lon, lat], [lon + side, lat], [lon + side, lat + side], [lon, lat + side], [lon, lat]]],
});

beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn("version-admin", "admin");
  versioned = versionedPaths(t.app.openAPIRegistry.definitions);

  const ranch = await created("/api/entities", { name: "Version Ranch", location: "Kern" });
  record("/api/entities/{id}", `/api/entities/${ranch.id}`, retext("location"));
  const field = await created("/api/fields", { entityId: ranch.id, name: "North 80", acreage: "80", cropType: "Cotton" });
  record("/api/fields/{id}", `/api/fields/${field.id}`, retext("location"));
  if (versioned.has("/api/fields/{id}/boundary")) {
    expect((await send("PUT", `/api/fields/${field.id}/boundary`, { geometry: square(-119.1, 35.4, 0.01) })).status).toBe(200);
    record("/api/fields/{id}/boundary", `/api/fields/${field.id}/boundary`, (r, n) => ({ geometry: square(-119.1, 35.4, n === 1 ? 0.011 : 0.012), source: r.source }));
  }
  const task = await created("/api/tasks", { entityId: ranch.id, fieldId: field.id, cropYear: 2025, date: "2025-04-01", acresCovered: "80", costPerAcre: "10", categoryId: 6, name: "Disc" });
  record("/api/tasks/{id}", `/api/tasks/${task.id}`, retext("notes"));
  const category = await created("/api/task-categories", { name: "Scouting", icon: "eye", color: "#123456" });
  record("/api/task-categories/{id}", `/api/task-categories/${category.id}`, renumber("color", "#654321", "#abcdef"));
  const fertilizer = await created("/api/fertilizers", { name: "House blend", type: "liquid", nPerGal: "2.5", pPerGal: "1", kPerGal: "0.5" });
  record("/api/fertilizers/{id}", `/api/fertilizers/${fertilizer.id}`, renumber("nPerGal", "2.6", "2.7"));
  const product = await created("/api/products", { name: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal", reentryHours: 4 });
  record("/api/products/{id}", `/api/products/${product.id}`, (r, n) => ({ ...r, reentryHours: n === 1 ? 12 : 24 }));
  const vendor = await created("/api/vendors", { name: "Valley Ag Supply", notes: "Net 30" });
  record("/api/vendors/{id}", `/api/vendors/${vendor.id}`, retext("notes"));
  const user = await created("/api/users", { username: "version-reader", password: "version-reader-1", role: "readonly", displayName: "Reader" });
  record("/api/users/{id}", `/api/users/${user.id}`, retext("displayName"));
  const account = await created("/api/accounts", { entityId: ranch.id, number: 9901, name: "Scouting fees", type: "expense" });
  record("/api/accounts/{id}", `/api/accounts/${account.id}`, retext("name"));
  const coded = (await send("GET", `/api/category-accounts?filter=${encodeURIComponent(JSON.stringify({ entityId: ranch.id }))}`)).body as any[];
  record("/api/category-accounts/{id}", `/api/category-accounts/${coded[0].id}`, renumber("scheduleFLine", "22", "23"));
  record("/api/account-settings/{id}", `/api/account-settings/${ranch.id}`, renumber("yieldScheduleFLine", "8", "7"));
  const budget = await created("/api/budgets", { entityId: ranch.id, cropYear: 2026, cropType: "Alfalfa", lines: [] });
  record("/api/budgets/{id}", `/api/budgets/${budget.id}`, renumber("expectedYieldPerAcre", "4", "5"));
  const landlord = await created("/api/landlords", { name: "Ada Smith" });
  record("/api/landlords/{id}", `/api/landlords/${landlord.id}`, retext("notes"));
  const lease = await created("/api/leases", {
    fieldId: field.id, leasedAcres: "80", startYear: 2025, endYear: 2026, landlords: [{ landlordId: landlord.id, sharePercent: "100" }],
    terms: { type: "cash", basis: "per_acre", rate: "250", schedule: [{ due: "03-01", percent: "100" }] },
  });
  record("/api/leases/{id}", `/api/leases/${lease.id}`, retext("notes"));
  const payment = await created("/api/payments", { leaseId: lease.id, landlordId: landlord.id, date: "2025-03-01", amount: "4000", method: "check" });
  record("/api/payments/{id}", `/api/payments/${payment.id}`, retext("memo"));
  const purchase = await created("/api/purchases", {
    entityId: ranch.id, vendorId: vendor.id, invoiceNumber: "V-1", date: "2025-03-01", lines: [{ productId: product.id, quantity: "10", unit: "gal", unitPrice: "12" }],
  });
  record("/api/purchases/{id}", `/api/purchases/${purchase.id}`, retext("notes"));
  const bin = await created("/api/storage-locations", { entityId: ranch.id, name: "Bin 1", kind: "bin" });
  record("/api/storage-locations/{id}", `/api/storage-locations/${bin.id}`, retext("notes"));
  const buyer = await created("/api/buyers", { name: "Valley Elevator" });
  record("/api/buyers/{id}", `/api/buyers/${buyer.id}`, retext("notes"));
  const ticket = await created("/api/harvest-tickets", {
    entityId: ranch.id, fieldId: field.id, crop: "Corn", cropYear: 2025, date: "2025-10-01", ticketNumber: "V-L1", quantity: "6000", unit: "bu", locationId: bin.id,
  });
  record("/api/harvest-tickets/{id}", `/api/harvest-tickets/${ticket.id}`, retext("notes"));
  expect((await send("PUT", `/api/crop-marks/${ranch.id}/2025/Corn`, { price: "4.5", unit: "bu", date: "2026-01-31" })).status).toBe(200);
  record("/api/crop-marks/{entityId}/{cropYear}/{crop}", `/api/crop-marks/${ranch.id}/2025/Corn`, renumber("price", "4.6", "4.7"));
  const sale = { entityId: ranch.id, buyerId: buyer.id, crop: "Corn", cropYear: 2025 };
  const contract = await created("/api/contracts", { ...sale, number: "V-C1", date: "2025-03-01", quantity: "700", unit: "bu", price: "4.50" });
  record("/api/contracts/{id}", `/api/contracts/${contract.id}`, retext("notes"));
  const delivery = await created("/api/deliveries", { ...sale, date: "2025-10-02", quantity: "100", unit: "bu", locationId: bin.id, contractId: contract.id });
  record("/api/deliveries/{id}", `/api/deliveries/${delivery.id}`, retext("notes"));
  const settlement = await created("/api/settlements", { ...sale, number: "V-S1", date: "2025-11-01", lines: [{ deliveryId: delivery.id }], deductions: [] });
  record("/api/settlements/{id}", `/api/settlements/${settlement.id}`, retext("notes"));
  const worker = await created("/api/workers", { name: "Ana Ruiz" });
  record("/api/workers/{id}", `/api/workers/${worker.id}`, retext("notes"));
  const rate = await created(`/api/workers/${worker.id}/rates`, { effectiveFrom: "2025-01-01", hourlyRate: "18.50" });
  record("/api/workers/{id}/rates/{rateId}", `/api/workers/${worker.id}/rates/${rate.id}`, renumber("hourlyRate", "19.00", "19.50"));
  const entry = await created("/api/time-entries", { workerId: worker.id, taskId: task.id, date: "2025-04-01", hours: "2" });
  record("/api/time-entries/{id}", `/api/time-entries/${entry.id}`, retext("notes"));
  const tractor = await created("/api/machines", { entityId: ranch.id, name: "JD 6155", kind: "tractor", costPerHour: "42.75" });
  record("/api/machines/{id}", `/api/machines/${tractor.id}`, retext("notes"));
  const fill = await created(`/api/machines/${tractor.id}/fuel`, { date: "2025-03-02", gallons: "40", cost: "160.00" });
  record("/api/machines/{id}/fuel/{fuelId}", `/api/machines/${tractor.id}/fuel/${fill.id}`, retext("notes"));
  record("/api/entities/{id}/labor-policy", `/api/entities/${ranch.id}/labor-policy`, renumber("burdenPercent", "22", "23"));
  record("/api/entities/{entityId}/price-list", `/api/entities/${ranch.id}/price-list`, (_r, n) => ({
    items: [{ categoryId: 6, costPerAcre: n === 1 ? "12.50" : "13.50", equipmentRentalPerAcre: null }],
  }));
}, 120_000);
afterAll(() => t.close());

const ETAG = /^"[A-Za-z0-9_-]{43}"$/;

describe("record versions, for every GET and PUT of one record the API declares", () => {
  test("every pair has a record here, and every PUT without a GET twin is a named exception", () => {
    expect(cases.map((c) => c.route).sort()).toEqual([...versioned].sort());
    expect(versioned.size).toBeGreaterThanOrEqual(30);
    expect(unversionedPuts(t.app.openAPIRegistry.definitions).sort()).toEqual(Object.keys(DELIBERATE_EXCEPTIONS).sort());
  });

  test("the OpenAPI document shows ETag on each such GET, If-Match and the 412 on each such PUT, and on no other route", async () => {
    const doc = (await send("GET", "/api/openapi.json")).body;
    const puts412 = Object.entries<any>(doc.paths).filter(([, ops]) => ops.put?.responses?.["412"]).map(([p]) => p);
    expect(puts412.sort()).toEqual([...versioned].sort());
    for (const path of versioned) {
      expect({ path, etag: Boolean(doc.paths[path].get.responses["200"].headers?.ETag) }).toEqual({ path, etag: true });
      expect({ path, ifMatch: doc.paths[path].put.parameters.some((p: any) => p.in === "header" && p.name === "If-Match") }).toEqual({ path, ifMatch: true });
    }
  });

  for (const when of ["ETag", "current If-Match", "stale If-Match"] as const) {
    test(`each pair: ${when === "ETag" ? "the GET answers a strong ETag, the same on two reads" : when === "current If-Match" ? "a PUT with the current version is written and the ETag changes with the value" : "a PUT with an older version is 412 with the current record, and nothing is written"}`, async () => {
      const wrong: unknown[] = [];
      for (const c of cases) {
        const first = await send("GET", c.path);
        const again = await send("GET", c.path);
        if (when === "ETag") {
          if (first.status !== 200 || !ETAG.test(first.etag ?? "") || again.etag !== first.etag) wrong.push({ route: c.route, status: first.status, first: first.etag, again: again.etag });
          continue;
        }
        // The first test writes edit 1, the second edit 2 over it, so each PUT here changes a value.
        const put = await send("PUT", c.path, c.edit(first.body, when === "current If-Match" ? 1 : 2), { "If-Match": first.etag! });
        const after = await send("GET", c.path);
        if (when === "current If-Match") {
          const problem = put.status !== 200 ? "not written" : after.etag === first.etag ? "ETag did not change" : put.etag !== after.etag ? "the PUT's ETag is not the new version's" : null;
          if (problem) wrong.push({ route: c.route, problem, status: put.status, answer: put.body });
          continue;
        }
        // `first` is now an older version: the edit above changed the record.
        const stale = await send("PUT", c.path, c.edit(after.body, 1), { "If-Match": first.etag! });
        const unchanged = await send("GET", c.path);
        const problems = [
          stale.status !== 412 && `status ${stale.status}`,
          stale.body?.code !== "VERSION_CONFLICT" && "code",
          JSON.stringify(stale.body?.current) !== JSON.stringify(after.body) && "current is not the record as GET answers it",
          stale.etag !== after.etag && "the 412's ETag is not the current version",
          JSON.stringify(unchanged.body) !== JSON.stringify(after.body) && "the record changed",
        ].filter(Boolean);
        if (put.status !== 200 || problems.length) wrong.push({ route: c.route, first: put.status, problems });
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }
});

describe("If-Match, as a client sends it", () => {
  const task = () => cases.find((c) => c.route === "/api/tasks/{id}")!;

  test('without If-Match, or with "*", a PUT is written as before (the last one wins)', async () => {
    const { path } = task();
    const plain = await send("PUT", path, { notes: "no version sent" });
    expect(plain.status).toBe(200);
    expect((await send("GET", path)).body.notes).toBe("no version sent");
    const any = await send("PUT", path, { notes: "any version" }, { "If-Match": "*" });
    expect(any.status).toBe(200);
    expect((await send("GET", path)).body.notes).toBe("any version");
  });

  test("a list of versions naming the current one is written; a weak or unknown one is 412", async () => {
    const { path } = task();
    const current = (await send("GET", path)).etag!;
    expect((await send("PUT", path, { notes: "from a list" }, { "If-Match": `"older", ${current}` })).status).toBe(200);
    const now = (await send("GET", path)).etag!;
    expect((await send("PUT", path, { notes: "weak" }, { "If-Match": `W/${now}` })).status).toBe(412);
    expect((await send("PUT", path, { notes: "unknown" }, { "If-Match": '"no-such-version"' })).status).toBe(412);
    expect((await send("GET", path)).body.notes).toBe("from a list");
  });

  test("a version read gzipped, as a browser reads it, is as good as If-Match", async () => {
    const sizes = await Promise.all(cases.map(async (c) => ({ c, size: JSON.stringify((await send("GET", c.path)).body).length })));
    const big = sizes.sort((a, b) => b.size - a.size)[0]!;
    expect(big.size).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const plain = await send("GET", big.c.path);
    const zipped = await t.app.fetch(new Request(`http://farm.test${big.c.path}`, { headers: { cookie, "accept-encoding": "gzip" } }));
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("etag")).toBe(`${plain.etag!.slice(0, -1)}-gzip"`);
    // Edit 1 differs from the record whether the tests above ran (they leave edit 2) or not (the record as made).
    const put = await send("PUT", big.c.path, big.c.edit(plain.body, 1), { "If-Match": zipped.headers.get("etag")! });
    expect({ route: big.c.route, status: put.status }).toEqual({ route: big.c.route, status: 200 });
    const stale = await send("PUT", big.c.path, big.c.edit(plain.body, 2), { "If-Match": zipped.headers.get("etag")! });
    expect(stale.status).toBe(412);
  });

  test("two PUTs sent at once with the same version: one is written, the other is 412 with it", async () => {
    const { path } = task();
    const version = (await send("GET", path)).etag!;
    const answers = await Promise.all(["phone", "office"].map((who) => send("PUT", path, { notes: `${who} at once` }, { "If-Match": version })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const written = answers.find((a) => a.status === 200)!.body.notes;
    const refused = answers.find((a) => a.status === 412)!;
    expect(refused.body.current.notes).toBe(written);
    expect((await send("GET", path)).body.notes).toBe(written);
  });

  test("the 412 speaks the user's language; a user who may not write, or a missing record, hears what it always did", async () => {
    const { path } = task();
    const spanish = await signIn("version-es", "editor", "es");
    const refused = await send("PUT", path, { notes: "old" }, { "If-Match": '"stale"' }, spanish);
    expect(refused.status).toBe(412);
    expect(refused.body.message).toBe(VERSION_CONFLICT_TEXT.es);
    expect((await send("PUT", path, { notes: "old" }, { "If-Match": '"stale"' })).body.message).toBe(VERSION_CONFLICT_TEXT.en);

    const reader = await signIn("version-ro", "readonly");
    const readonly = await send("PUT", path, { notes: "reader" }, { "If-Match": '"stale"' }, reader);
    expect(readonly.status).toBe(403);
    expect(readonly.body.current).toBeUndefined();
    expect((await send("PUT", "/api/tasks/999999", { notes: "gone" }, { "If-Match": '"stale"' })).status).toBe(404);
  });
});
