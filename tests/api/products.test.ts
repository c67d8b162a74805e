import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { ProductSchema } from "../../api/schemas/products.schemas";
import { auditLog, entities, fields, inventoryAdjustments, purchaseLines, purchases, taskProducts, tasks, vendors } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

/** Any answer of the typed client, read without its success type. */
type Answer = { status: number; json(): Promise<unknown> };

let t: TestApp;
let admin: ApiClient;
let editor: ApiClient;
let reader: ApiClient;
let crew: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
  reader = await t.signIn("readonly");
  crew = await t.signIn("crew");
});
afterAll(() => t.close());

const Products = z.array(ProductSchema);
const post = (json: Record<string, unknown>, as = editor) => as.api.products.$post({ json: json as never });
const put = (id: number | string, json: Record<string, unknown>, as = editor) =>
  as.api.products[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number | string, as = editor) => as.api.products[":id"].$delete({ param: { id: String(id) } });
const list = (query: Record<string, string>, as = reader) => as.api.products.$get({ query });

const JUG = { name: "2.5 gal jug", quantity: "2.5", unit: "gal" };
const CASE = { name: "case", quantity: "2", unit: "2.5 gal jug" };
const ROUNDUP = {
  kind: "crop protection", stockUnit: "gal", packs: [JUG, CASE], epaRegistrationNumber: "524-549",
  activeIngredients: [{ name: "Glyphosate, potassium salt", percent: "48.7" }], restrictedUse: false, signalWord: "caution", reentryHours: 4, preharvestDays: 14,
};

async function create(name: string, body: Record<string, unknown> = { kind: "other", stockUnit: "gal" }) {
  const res = await post({ name, ...body });
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(await res.json())}`);
  return ProductSchema.parse(await res.json());
}

async function refused(res: Answer) {
  const body = (await res.json()) as { issues?: { path: string; message: string }[]; message: string };
  expect({ status: res.status, body }).toMatchObject({ status: 400 });
  return body.issues![0]!;
}
const pathOf = async (res: Answer) => (await refused(res)).path;

async function conflictOf(res: Answer) {
  const body = (await res.json()) as { message: string };
  expect({ status: res.status, message: body.message }).toMatchObject({ status: 409 });
  return body.message;
}

/** A farm with a field, a vendor and an invoice, written directly: only the references matter here. */
async function farm() {
  const [e] = await t.db.insert(entities).values({ name: `Inputs ${Math.random().toString(36).slice(2, 8)}` }).returning();
  const [f] = await t.db.insert(fields).values({ entityId: e!.id, name: "F", acreage: "10" }).returning();
  const [v] = await t.db.insert(vendors).values({ name: `Supplier ${e!.id}` }).returning();
  const [p] = await t.db.insert(purchases).values({ entityId: e!.id, vendorId: v!.id, invoiceNumber: `INV-${e!.id}`, date: "2025-03-01" }).returning();
  return { entity: e!.id, field: f!.id, vendor: v!.id, purchase: p!.id };
}

async function boughtOn(productId: number, unit = "gal", quantity = "10") {
  const f = await farm();
  await t.db.insert(purchaseLines).values({ purchaseId: f.purchase, line: 1, productId, quantity, unit, amount: "50.00", value: "50.00", stockQuantity: quantity });
  return f;
}

async function appliedBy(productId: number, options: { fertilizer?: boolean; deleted?: boolean } = {}) {
  const f = await farm();
  const [task] = await t.db.insert(tasks).values({
    entityId: f.entity, fieldId: f.field, categoryId: 3, name: "Spray", cropYear: 2025, date: "2025-04-01",
    fertilizerId: options.fertilizer ? productId : null, deletedAt: options.deleted ? new Date() : null,
  }).returning();
  if (!options.fertilizer) {
    await t.db.insert(taskProducts).values({ taskId: task!.id, entityId: f.entity, productId, line: 1, unit: "gal", totalQuantity: "1", stockQuantity: "1" });
  }
  return task!.id;
}

describe("GET /api/products", () => {
  test("the seeded fertilizers are products of kind fertilizer, with their units; Content-Range; every role reads", async () => {
    const res = await list({ filter: '{"kind":"fertilizer"}' }, crew);
    expect(res.status).toBe(200);
    const rows = Products.parse(await res.json());
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((p) => p.kind === "fertilizer")).toBe(true);
    expect(rows.find((p) => p.name === "UAN-32 (32-0-0)")).toMatchObject({ stockUnit: "gal", units: ["gal", "qt", "pt", "fl oz"], nPerGal: "3.54", packs: [] });
    expect(rows.find((p) => p.name === "Triple superphosphate (0-46-0)")).toMatchObject({ stockUnit: "lb", units: ["ton", "lb", "oz"] });
    expect(res.headers.get("content-range")).toBe(`products 0-${rows.length - 1}/${rows.length}`);
  });

  test("filters by q, id and kinds, sorts and pages; bad keys are a 400 naming them; signed out 401", async () => {
    const made = await create("Roundup PowerMax", ROUNDUP);
    const byName = Products.parse(await (await list({ filter: '{"q":"powermax"}' })).json());
    expect(byName.map((p) => p.id)).toEqual([made.id]);
    const byEpa = Products.parse(await (await list({ filter: '{"q":"524-549"}' })).json());
    expect(byEpa.map((p) => p.id)).toEqual([made.id]);
    const kinds = Products.parse(await (await list({ filter: '{"kind":["crop protection","fuel"]}' })).json());
    expect(kinds.map((p) => p.kind).every((k) => k === "crop protection" || k === "fuel")).toBe(true);
    expect(Products.parse(await (await list({ filter: `{"id":[${made.id}]}` })).json())).toHaveLength(1);
    const page = await list({ sort: '["kind","ASC"]', range: "[0,0]" });
    expect(Products.parse(await page.json()).map((p) => p.kind)).toEqual(["crop protection"]);
    expect(page.headers.get("content-range")).toMatch(/^products 0-0\/\d+$/);
    expect(await pathOf(await list({ filter: '{"kind":"gas"}' }))).toBe("filter.kind");
    expect(await pathOf(await list({ sort: '["colour","ASC"]' }))).toBe("sort");
    expect((await t.client().api.products.$get({ query: {} })).status).toBe(401);
  });

  test("GET one, crew included; a missing one is a 404", async () => {
    const made = await create("Gramoxone", { ...ROUNDUP, epaRegistrationNumber: "100-1431", restrictedUse: true, signalWord: "DANGER" });
    const res = await crew.api.products[":id"].$get({ param: { id: String(made.id) } });
    expect(res.status).toBe(200);
    expect(ProductSchema.parse(await res.json())).toMatchObject({ id: made.id, restrictedUse: true, signalWord: "DANGER" });
    expect((await reader.api.products[":id"].$get({ param: { id: "424242" } })).status).toBe(404);
  });
});

describe("POST /api/products", () => {
  test("an editor adds a crop-protection product with its packs, label data and units; the write is audited", async () => {
    const res = await post({ name: "  Warrior II  ", ...ROUNDUP, epaRegistrationNumber: " EPA Reg. No. 100 - 1295 ", activeIngredients: [{ name: "Lambda-cyhalothrin", percent: 22.8 }] });
    expect(res.status).toBe(201);
    const made = ProductSchema.parse(await res.json());
    expect(made).toMatchObject({
      name: "Warrior II", kind: "crop protection", stockUnit: "gal", packs: [JUG, CASE], units: ["gal", "qt", "pt", "fl oz", "2.5 gal jug", "case"],
      epaRegistrationNumber: "100-1295", activeIngredients: [{ name: "Lambda-cyhalothrin", percent: "22.8" }], restrictedUse: false,
      signalWord: "CAUTION", reentryHours: 4, preharvestDays: 14, nPerGal: "0.00", pPerGal: "0.00", kPerGal: "0.00",
    });
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "products"), eq(auditLog.resourceId, String(made.id))));
    expect(row).toMatchObject({ action: "create" });
    expect(row!.changes).toMatchObject({ name: "Warrior II", stockUnit: "gal", epaRegistrationNumber: "100-1295" });
  });

  test("a fertilizer is stocked in gal or lb, a seed in any unit, with packs of its dimension; an admin may add too", async () => {
    expect(await create("Bagged potash (0-0-60)", { kind: "fertilizer", stockUnit: "lb", kPerGal: "0.6", packs: [{ name: "50 lb bag", quantity: 50, unit: "lb" }] }))
      .toMatchObject({ stockUnit: "lb", kPerGal: "0.60", units: ["ton", "lb", "oz", "50 lb bag"] });
    const seed = await post({ name: "Alfalfa seed", kind: "Seed", stockUnit: "LB", packs: [{ name: "bag", quantity: ".5", unit: "ton" }] }, admin);
    expect(seed.status).toBe(201);
    expect(ProductSchema.parse(await seed.json())).toMatchObject({ kind: "seed", stockUnit: "lb", packs: [{ name: "bag", quantity: "0.5", unit: "ton" }] });
  });

  test("a name already in the catalogue, whatever its case, is a 409 naming it", async () => {
    expect(await conflictOf(await post({ name: "uan-32 (32-0-0)", kind: "other", stockUnit: "gal" }))).toBe('A fertilizer named "UAN-32 (32-0-0)" already exists');
    await create("Diesel", { kind: "fuel", stockUnit: "gal" });
    expect(await conflictOf(await post({ name: "DIESEL", kind: "other", stockUnit: "gal" }))).toBe('A product named "Diesel" (fuel) already exists');
  });

  test.each([
    ["name", { name: "" }],
    ["name", { name: "n".repeat(256) }],
    ["kind", { kind: undefined }],
    ["kind", { kind: "pesticide" }],
    ["stockUnit", { stockUnit: "liter" }],
    ["stockUnit", { kind: "fertilizer", stockUnit: "qt" }],
    ["stockUnit", { kind: "fertilizer", stockUnit: "ton" }],
    ["packs", { packs: "jug" }],
    ["packs.0.name", { packs: [{ name: "gal", quantity: "1", unit: "gal" }] }],
    ["packs.1.name", { packs: [JUG, { ...JUG, quantity: "3" }] }],
    ["packs.0.quantity", { packs: [{ ...JUG, quantity: "0" }] }],
    ["packs.0.quantity", { packs: [{ ...JUG, quantity: "-2" }] }],
    ["packs.0.quantity", { packs: [{ ...JUG, quantity: "a few" }] }],
    ["packs.1.unit", { packs: [JUG, { name: "pallet", quantity: "40", unit: "case" }] }],
    ["packs.0.unit", { packs: [{ name: "50 lb bag", quantity: "50", unit: "lb" }] }],
    ["nPerGal", { nPerGal: "-1" }],
    ["epaRegistrationNumber", { kind: "crop protection", epaRegistrationNumber: "524" }],
    ["epaRegistrationNumber", { kind: "crop protection", epaRegistrationNumber: "A524-475" }],
    ["epaRegistrationNumber", { kind: "crop protection", epaRegistrationNumber: "524-47B" }],
    ["activeIngredients.0.percent", { kind: "crop protection", activeIngredients: [{ name: "Glyphosate", percent: "120" }] }],
    ["activeIngredients.0.percent", { kind: "crop protection", activeIngredients: [{ name: "Glyphosate" }] }],
    ["activeIngredients.0.name", { kind: "crop protection", activeIngredients: [{ name: " ", percent: "10" }] }],
    ["activeIngredients", { kind: "crop protection", activeIngredients: [{ name: "A", percent: "60" }, { name: "B", percent: "40.01" }] }],
    ["signalWord", { kind: "crop protection", signalWord: "Danger!" }],
    ["reentryHours", { kind: "crop protection", reentryHours: -1 }],
    ["reentryHours", { kind: "crop protection", reentryHours: "1.5" }],
    ["preharvestDays", { kind: "crop protection", preharvestDays: 2.5 }],
    ["restrictedUse", { kind: "crop protection", restrictedUse: "yes" }],
    ["epaRegistrationNumber", { kind: "seed", epaRegistrationNumber: "524-475" }],
    ["activeIngredients", { kind: "fertilizer", activeIngredients: [{ name: "A", percent: "1" }] }],
    ["restrictedUse", { kind: "other", restrictedUse: true }],
    ["signalWord", { kind: "fuel", signalWord: "WARNING" }],
    ["reentryHours", { kind: "soil amendment", stockUnit: "ton", reentryHours: 12 }],
    ["preharvestDays", { kind: "seed", preharvestDays: 0 }],
  ])("a 400 naming %s for %j", async (path, bad) => {
    const issue = await refused(await post({ name: "Checked", kind: "other", stockUnit: "gal", ...bad }));
    expect(issue.path).toBe(path);
    expect(issue.message.length).toBeGreaterThan(5);
  });

  test("the 400s say what is wrong in the office's words", async () => {
    expect((await refused(await post({ name: "X", kind: "seed", stockUnit: "gal", epaRegistrationNumber: "524-475" }))).message)
      .toBe("only a crop-protection product has an EPA registration number; this one is seed (clear it, or make it crop protection)");
    expect((await refused(await post({ name: "X", kind: "other", stockUnit: "gal", packs: [{ name: "50 lb bag", quantity: "50", unit: "lb" }] }))).message)
      .toContain('the pack "50 lb bag" is a weight but the stock is kept in gal (a volume)');
    expect((await refused(await post({ name: "X", kind: "fertilizer", stockUnit: "qt" }))).message).toContain("a fertilizer is stocked in gal");
  });

  test("readonly and crew get 403, signed out 401", async () => {
    expect((await post({ name: "Nope", kind: "other", stockUnit: "gal" }, reader)).status).toBe(403);
    expect((await post({ name: "Nope", kind: "other", stockUnit: "gal" }, crew)).status).toBe(403);
    expect((await post({ name: "Nope", kind: "other", stockUnit: "gal" }, t.client())).status).toBe(401);
  });
});

describe("PUT /api/products/{id}", () => {
  test("changes only what is sent, ignoring read-only keys sent back; audited with before and after", async () => {
    const made = await create("Sevin XLR", ROUNDUP);
    const res = await put(made.id, { ...made, id: 1, units: ["x"], createdAt: "2001-01-01T00:00:00Z", preharvestDays: 3, packs: [JUG] });
    expect(res.status).toBe(200);
    const body = ProductSchema.parse(await res.json());
    expect(body).toMatchObject({ id: made.id, name: "Sevin XLR", preharvestDays: 3, reentryHours: 4, units: ["gal", "qt", "pt", "fl oz", "2.5 gal jug"] });
    expect(body.createdAt).toBe(made.createdAt as string);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "products"), eq(auditLog.action, "update"), eq(auditLog.resourceId, String(made.id))));
    expect(row!.changes).toMatchObject({ preharvestDays: { before: 14, after: 3 } });
  });

  test("the kind-dependent rules apply to the record as saved: crop-protection data must be cleared to change the kind", async () => {
    const made = await create("Lorsban", ROUNDUP);
    expect(await pathOf(await put(made.id, { kind: "other" }))).toBe("epaRegistrationNumber");
    const cleared = await put(made.id, { kind: "other", epaRegistrationNumber: null, activeIngredients: [], restrictedUse: false, signalWord: "", reentryHours: null, preharvestDays: null });
    expect(cleared.status).toBe(200);
    expect(ProductSchema.parse(await cleared.json())).toMatchObject({ kind: "other", epaRegistrationNumber: null, signalWord: null, activeIngredients: [] });
    expect(await pathOf(await put(made.id, { kind: "fertilizer", stockUnit: "pt" }))).toBe("stockUnit");
    expect(await pathOf(await put(made.id, { packs: [{ name: "bag", quantity: "1", unit: "lb" }] }))).toBe("packs.0.unit");
  });

  test("once something is recorded, the stock unit and the packs used stay (409); new packs may be added", async () => {
    const made = await create("Roundup WeatherMax", { ...ROUNDUP, epaRegistrationNumber: "524-537" });
    await boughtOn(made.id, "case", "2");
    expect(await conflictOf(await put(made.id, { stockUnit: "qt" })))
      .toBe("Roundup WeatherMax already has purchases, returns, adjustments or applications kept in gal; its stock unit cannot change");
    expect(await conflictOf(await put(made.id, { packs: [JUG, { ...CASE, quantity: "3" }] }))).toContain('The pack "case" of Roundup WeatherMax is used by recorded purchases');
    expect(await conflictOf(await put(made.id, { packs: [JUG] }))).toContain('The pack "case"');
    const more = await put(made.id, { packs: [JUG, CASE, { name: "tote", quantity: "250", unit: "gal" }] });
    expect(more.status).toBe(200);
    expect(ProductSchema.parse(await more.json()).units.at(-1)).toBe("tote");
  });

  test("a fertilizer tasks name stays a fertilizer; a taken name 409; readonly 403; missing 404; signed out 401", async () => {
    const fert = await create("CAN-17", { kind: "fertilizer", stockUnit: "gal" });
    await appliedBy(fert.id, { fertilizer: true });
    expect(await conflictOf(await put(fert.id, { kind: "soil amendment" }))).toBe("CAN-17 is the fertilizer of 1 task; it stays a fertilizer while they name it");
    expect(await conflictOf(await put(fert.id, { name: "Uan-32 (32-0-0)" }))).toContain("already exists");
    expect((await put(fert.id, { name: "x" }, reader)).status).toBe(403);
    expect((await put(fert.id, { name: "x" }, crew)).status).toBe(403);
    expect((await put(424242, { name: "x" })).status).toBe(404);
    expect((await put(fert.id, { name: "x" }, t.client())).status).toBe(401);
    expect(await pathOf(await put(fert.id, { kind: "nope" }))).toBe("kind");
  });
});

describe("DELETE /api/products/{id}", () => {
  test("an unused product is deleted and answered (audited); then 404; readonly 403; signed out 401", async () => {
    const made = await create("Short lived");
    expect((await del(made.id, reader)).status).toBe(403);
    expect((await del(made.id, t.client())).status).toBe(401);
    const res = await del(made.id);
    expect(res.status).toBe(200);
    expect(ProductSchema.parse(await res.json())).toMatchObject({ id: made.id, name: "Short lived" });
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "products"), eq(auditLog.action, "delete"), eq(auditLog.resourceId, String(made.id))));
    expect(row!.changes).toMatchObject({ name: "Short lived" });
    expect((await del(made.id)).status).toBe(404);
  });

  test("refused (409) in words while purchase lines, returns or adjustments, or tasks name it", async () => {
    const made = await create("Roundup Custom", { ...ROUNDUP, epaRegistrationNumber: "524-343" });
    await boughtOn(made.id);
    const f = await boughtOn(made.id);
    await appliedBy(made.id);
    await appliedBy(made.id);
    expect(await conflictOf(await del(made.id))).toBe("Roundup Custom is used by 2 purchase lines and 2 tasks; it cannot be deleted");
    await t.db.insert(inventoryAdjustments).values({ entityId: f.entity, productId: made.id, kind: "return", date: "2025-03-02", quantity: "1", unit: "gal", stockQuantity: "1", vendorId: f.vendor });
    await appliedBy(made.id, { deleted: true });
    expect(await conflictOf(await del(made.id)))
      .toBe("Roundup Custom is used by 2 purchase lines, 1 return or adjustment, 2 tasks and 1 deleted task that can still be recovered; it cannot be deleted");
  });

  test("a fertilizer some purchase or task product line names cannot be deleted from the fertilizer list either", async () => {
    const fert = await create("AN-20", { kind: "fertilizer", stockUnit: "gal" });
    await boughtOn(fert.id);
    const res = await admin.api.fertilizers[":id"].$delete({ param: { id: String(fert.id) } });
    expect(await conflictOf(res)).toBe("AN-20 is used by 1 purchase line; it cannot be deleted");
    const applied = await create("AN-21", { kind: "fertilizer", stockUnit: "gal" });
    await appliedBy(applied.id);
    expect(await conflictOf(await admin.api.fertilizers[":id"].$delete({ param: { id: String(applied.id) } }))).toBe("AN-21 is used by 1 task; it cannot be deleted");
  });

  test("nor can the fertilizer list turn a fertilizer with recorded purchases from liquid to dry", async () => {
    const fert = await create("AN-22", { kind: "fertilizer", stockUnit: "gal" });
    await boughtOn(fert.id);
    const res = await admin.api.fertilizers[":id"].$put({ param: { id: String(fert.id) }, json: { type: "dry" } as never });
    expect(await conflictOf(res)).toBe("AN-22 already has purchases, returns, adjustments or applications kept in gal; its stock unit cannot change");
    expect((await admin.api.fertilizers[":id"].$put({ param: { id: String(fert.id) }, json: { type: "liquid", nPerGal: "2" } as never })).status).toBe(200);
  });
});
