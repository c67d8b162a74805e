import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { VendorSchema } from "../../api/schemas/vendors.schemas";
import { auditLog, entities, inventoryAdjustments, products, purchases } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

type Answer = { status: number; json(): Promise<unknown> };

let t: TestApp;
let editor: ApiClient;
let reader: ApiClient;
let crew: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  editor = await t.signIn("editor");
  reader = await t.signIn("readonly");
  crew = await t.signIn("crew");
});
afterAll(() => t.close());

const Vendors = z.array(VendorSchema);
const post = (json: Record<string, unknown>, as = editor) => as.api.vendors.$post({ json: json as never });
const put = (id: number | string, json: Record<string, unknown>, as = editor) => as.api.vendors[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number | string, as = editor) => as.api.vendors[":id"].$delete({ param: { id: String(id) } });

async function create(name: string, notes?: string) {
  const res = await post({ name, ...(notes !== undefined ? { notes } : {}) });
  expect(res.status).toBe(201);
  return VendorSchema.parse(await res.json());
}

async function pathOf(res: Answer) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string }[] }).issues[0]!.path;
}

async function conflictOf(res: Answer) {
  const body = (await res.json()) as { message: string };
  expect({ status: res.status, message: body.message }).toMatchObject({ status: 409 });
  return body.message;
}

describe("vendors", () => {
  test("an editor adds one (blank notes are empty); the office lists and reads it; crew 403; audited", async () => {
    const made = await create("  Valley Ag Supply ", "Net 30");
    expect(made).toMatchObject({ name: "Valley Ag Supply", notes: "Net 30" });
    expect(await create("Coastal Chem")).toMatchObject({ notes: "" });
    const res = await reader.api.vendors.$get({ query: { filter: '{"q":"valley"}' } });
    expect(res.status).toBe(200);
    expect(Vendors.parse(await res.json()).map((v) => v.id)).toEqual([made.id]);
    expect(res.headers.get("content-range")).toBe("vendors 0-0/1");
    const sorted = Vendors.parse(await (await reader.api.vendors.$get({ query: { sort: '["name","DESC"]' } })).json());
    expect(sorted.map((v) => v.name)).toEqual(["Valley Ag Supply", "Coastal Chem"]);
    const one = await reader.api.vendors[":id"].$get({ param: { id: String(made.id) } });
    expect(VendorSchema.parse(await one.json())).toMatchObject({ id: made.id, notes: "Net 30" });
    expect((await reader.api.vendors[":id"].$get({ param: { id: "424242" } })).status).toBe(404);
    expect((await crew.api.vendors.$get({ query: {} })).status).toBe(403);
    expect((await crew.api.vendors[":id"].$get({ param: { id: String(made.id) } })).status).toBe(403);
    expect((await t.client().api.vendors.$get({ query: {} })).status).toBe(401);
    expect(await pathOf(await reader.api.vendors.$get({ query: { filter: '{"kind":"x"}' } }))).toBe("filter");
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "vendors"), eq(auditLog.resourceId, String(made.id))));
    expect(row).toMatchObject({ action: "create" });
  });

  test("bad input is a 400 naming the field; a name taken whatever its case a 409; readonly and crew 403; signed out 401", async () => {
    await create("Helena Agri");
    expect(await pathOf(await post({ name: "" }))).toBe("name");
    expect(await pathOf(await post({ name: "x".repeat(256) }))).toBe("name");
    expect(await pathOf(await post({ name: "Ok", notes: "n".repeat(5001) }))).toBe("notes");
    expect(await conflictOf(await post({ name: "HELENA agri" }))).toBe('A vendor named "Helena Agri" already exists');
    expect((await post({ name: "Nope" }, reader)).status).toBe(403);
    expect((await post({ name: "Nope" }, crew)).status).toBe(403);
    expect((await post({ name: "Nope" }, t.client())).status).toBe(401);
  });

  test("PUT changes what is sent; a taken name 409; 400; 404; 403; audited", async () => {
    const made = await create("Nutrien Ag");
    const res = await put(made.id, { ...made, id: 1, notes: "Account 4471" });
    expect(res.status).toBe(200);
    expect(VendorSchema.parse(await res.json())).toMatchObject({ id: made.id, name: "Nutrien Ag", notes: "Account 4471" });
    await create("Wilbur-Ellis");
    expect(await conflictOf(await put(made.id, { name: "wilbur-ellis" }))).toContain("already exists");
    expect(await pathOf(await put(made.id, { name: " " }))).toBe("name");
    expect((await put(424242, { name: "x" })).status).toBe(404);
    expect((await put(made.id, { name: "x" }, reader)).status).toBe(403);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, "vendors"), eq(auditLog.action, "update"), eq(auditLog.resourceId, String(made.id))));
    expect(row!.changes).toMatchObject({ notes: { before: "", after: "Account 4471" } });
  });

  test("DELETE: an unused vendor goes; one a purchase or a return names is a 409 saying so", async () => {
    const gone = await create("Gone Supply");
    expect((await del(gone.id, reader)).status).toBe(403);
    expect((await del(gone.id, t.client())).status).toBe(401);
    const res = await del(gone.id);
    expect(res.status).toBe(200);
    expect(VendorSchema.parse(await res.json())).toMatchObject({ name: "Gone Supply" });
    expect((await del(gone.id)).status).toBe(404);

    const used = await create("Used Supply");
    const [e] = await t.db.insert(entities).values({ name: "Vendor farm" }).returning();
    await t.db.insert(purchases).values({ entityId: e!.id, vendorId: used.id, invoiceNumber: "A1", date: "2025-03-01" });
    await t.db.insert(purchases).values({ entityId: e!.id, vendorId: used.id, invoiceNumber: "A2", date: "2025-03-02" });
    expect(await conflictOf(await del(used.id))).toBe("Used Supply is named by 2 purchases; it cannot be deleted");
    const [product] = await t.db.select().from(products).limit(1);
    await t.db.insert(inventoryAdjustments).values({ entityId: e!.id, productId: product!.id, kind: "return", date: "2025-03-03", quantity: "1", unit: product!.stockUnit, stockQuantity: "1", vendorId: used.id });
    expect(await conflictOf(await del(used.id))).toBe("Used Supply is named by 2 purchases and 1 return; it cannot be deleted");
  });
});
