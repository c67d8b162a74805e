import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { AdjustmentSchema, ProductLedgerSchema } from "../../api/schemas/inventory.schemas";
import { products, vendors } from "../../db/schema";
import { CAT, type ReportApp, expectInvalid, startReportApp } from "./reports/support";

/*
 * Returns and count adjustments (issue 36, point 2): a return takes stock back to the vendor (at the vendor's credit
 * when given, else at the average cost); an adjustment is signed with a reason, a positive one optionally valued.
 * Starting from 100 gal worth $500.00 (average $5.00):
 * - return 10 gal for a $52.00 credit: 90 gal worth $448.00 (the credit leaves, not the average);
 * - lose 5 gal (spill): 5 x 448/90 = 24.888.. -> $24.89 out; 85 gal worth $423.11;
 * - find 5 gal valued $25.00: 90 gal worth $448.11.
 */

let app: ReportApp;
let ranch: { id: number };
let other: { id: number };
let product: number;
let vendor: number;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Count Ranch");
  other = await app.entity("Count Elsewhere");
  const [p] = await app.t.db.insert(products).values({ name: "UAN-32", kind: "fertilizer", stockUnit: "gal" }).returning();
  product = p!.id;
  const [v] = await app.t.db.insert(vendors).values({ name: "Simplot Grower Solutions" }).returning();
  vendor = v!.id;
  const res = await app.admin.api.purchases.$post({
    json: { entityId: ranch.id, vendorId: vendor, invoiceNumber: "S-1", date: "2026-03-01", lines: [{ productId: product, quantity: "100", unit: "gal", unitPrice: "5" }] } as never,
  });
  expect(res.status).toBe(201);
}, 60_000);
afterAll(() => app.t.close());

type Json = Record<string, unknown>;
const post = (json: Json, as: ApiClient = app.admin) => as.api["inventory-adjustments"].$post({ json: { entityId: ranch.id, productId: product, unit: "gal", ...json } as never });
const del = (id: number, as: ApiClient = app.admin) => as.api["inventory-adjustments"][":id"].$delete({ param: { id: String(id) } });

async function ok(res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, status = 201) {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return AdjustmentSchema.parse(await res.json());
}

async function ledger() {
  const res = await app.reader.api.entities[":entityId"].inventory[":productId"].$get({ param: { entityId: String(ranch.id), productId: String(product) }, query: {} });
  return ProductLedgerSchema.parse(await res.json());
}

describe("POST /api/inventory-adjustments", () => {
  test("a return at the vendor's credit, a loss at the average cost, a found quantity at its value", async () => {
    const ret = await ok(await post({ kind: "return", date: "2026-03-05", quantity: "10", value: "52.00", vendorId: vendor, reason: "Damaged drum" }));
    expect(ret).toMatchObject({ kind: "return", quantity: "10", stockQuantity: "10", stockUnit: "gal", value: "52.00", vendorName: "Simplot Grower Solutions", productName: "UAN-32" });
    expect(await ledger()).toMatchObject({ onHandQuantity: "90", onHandValue: "448.00" });
    await ok(await post({ kind: "adjustment", date: "2026-03-06", quantity: "-5", reason: "Spill at the shop" }));
    expect(await ledger()).toMatchObject({ onHandQuantity: "85", onHandValue: "423.11" });
    // Counted in quarts: 20 qt = 5 gal.
    const found = await ok(await post({ kind: "adjustment", date: "2026-03-07", quantity: "20", unit: "qt", value: "25.00", reason: "Recount" }));
    expect(found).toMatchObject({ quantity: "20", unit: "qt", stockQuantity: "5" });
    const l = await ledger();
    expect(l).toMatchObject({ onHandQuantity: "90", onHandValue: "448.11" });
    expect(l.movements.map((m) => [m.kind, m.value, m.source.label])).toEqual([
      ["receipt", "500.00", "Invoice S-1 from Simplot Grower Solutions"],
      ["return", "-52.00", "Return to Simplot Grower Solutions: Damaged drum"],
      ["adjustment", "-24.89", "Adjustment: Spill at the shop"],
      ["adjustment", "25.00", "Adjustment: Recount"],
    ]);
    // Removing the spill: the found 5 gal now come after 90 gal worth $448.00.
    const spill = l.movements[2]!.source.id;
    expect((await ok(await del(spill), 200)).reason).toBe("Spill at the shop");
    expect(await ledger()).toMatchObject({ onHandQuantity: "95", onHandValue: "473.00" });
  });

  test("400 naming the field: each kind's rules", async () => {
    await expectInvalid(await post({ kind: "return", date: "2026-03-05", quantity: "-1" }), "quantity");
    await expectInvalid(await post({ kind: "adjustment", date: "2026-03-05", quantity: "0", reason: "x" }), "quantity");
    await expectInvalid(await post({ kind: "adjustment", date: "2026-03-05", quantity: "-1" }), "reason");
    await expectInvalid(await post({ kind: "adjustment", date: "2026-03-05", quantity: "-1", value: "1.00", reason: "x" }), "value");
    await expectInvalid(await post({ kind: "adjustment", date: "2026-03-05", quantity: "1", vendorId: vendor, reason: "x" }), "vendorId");
    await expectInvalid(await post({ kind: "lost", date: "2026-03-05", quantity: "1" }), "kind");
    await expectInvalid(await post({ kind: "return", date: "2026-03-05", quantity: "1", unit: "lb" }), "unit");
    await expectInvalid(await post({ kind: "return", date: "2026-03-05", quantity: "1", productId: 999999 }), "productId");
    await expectInvalid(await post({ kind: "return", date: "2026-03-05", quantity: "1", vendorId: 999999 }), "vendorId");
    await expectInvalid(await post({ kind: "return", date: "03/05/2026", quantity: "1" }), "date");
    // A found quantity with nothing on hand needs a value: at the other entity there is no average cost.
    await expectInvalid(await post({ kind: "adjustment", entityId: other.id, date: "2026-03-05", quantity: "1", reason: "Found" }), "value");
  });

  test("a shortfall is a 409 and nothing is written; returning more than is on hand too", async () => {
    const before = await ledger();
    const res = await post({ kind: "adjustment", date: "2026-03-02", quantity: "-1000", reason: "Stolen" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string; message: string })).toMatchObject({
      code: "INVENTORY_SHORTFALL",
      message: "Not enough UAN-32 on 2026-03-02: 1000 gal to count out, 100 gal on hand, 900 gal short.",
    });
    expect((await post({ kind: "return", date: "2026-03-02", quantity: "101" })).status).toBe(409);
    expect(await ledger()).toEqual(before);
  });

  test("deleting a receipt-like adjustment an application needs is a 409", async () => {
    const found = await ok(await post({ kind: "adjustment", entityId: other.id, date: "2026-04-01", quantity: "10", value: "40.00", reason: "Found in barn" }));
    const fieldOther = await app.field(other.id, "Barn Field", "10", "Corn");
    await app.task(fieldOther, {
      name: "Side-dress", categoryId: CAT.FERTILIZER, cropYear: 2026, date: "2026-04-02", costPerAcre: "0", acresCovered: "10",
      products: [{ productId: product, ratePerAcre: "0.5", unit: "gal" }],
    });
    const res = await del(found.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("Not enough UAN-32 on 2026-04-02: 5 gal to apply, 0 gal on hand, 5 gal short.");
  });
});

describe("GET /api/inventory-adjustments and access", () => {
  test("lists the caller's entities' with filters; 401; 403 readonly writes; a foreign one answers as missing", async () => {
    const list = await app.reader.api["inventory-adjustments"].$get({ query: { filter: JSON.stringify({ entityId: ranch.id, kind: "return" }) } });
    expect(list.status).toBe(200);
    expect(list.headers.get("content-range")).toBe("inventory-adjustments 0-0/1");
    const rows = z.array(AdjustmentSchema).parse(await list.json());
    expect(rows.map((r) => r.kind)).toEqual(["return"]);
    expect((await app.t.client().api["inventory-adjustments"].$get({ query: {} })).status).toBe(401);
    expect((await post({ kind: "return", date: "2026-03-05", quantity: "1" }, app.reader)).status).toBe(403);
    expect((await del(rows[0]!.id, app.reader)).status).toBe(403);

    const admin2 = await app.t.signIn("admin");
    const made = await admin2.api.users.$post({ json: { username: "count-editor", password: "correct-horse", role: "editor", entityIds: [ranch.id] } as never });
    expect(made.status).toBe(201);
    const editor = app.t.client();
    await editor.api.auth.login.$post({ json: { username: "count-editor", password: "correct-horse" } });
    const foreign = z.array(AdjustmentSchema).parse(await (await app.admin.api["inventory-adjustments"].$get({ query: { filter: JSON.stringify({ entityId: other.id }) } })).json());
    const mine = z.array(AdjustmentSchema).parse(await (await editor.api["inventory-adjustments"].$get({ query: {} })).json());
    expect(mine.every((a) => a.entityId === ranch.id)).toBe(true);
    const [a, b] = [await del(foreign[0]!.id, editor), await del(999999, editor)];
    expect([a.status, await a.text()]).toEqual([404, await b.text()]);
    const [c, d] = [await editor.api["inventory-adjustments"][":id"].$get({ param: { id: String(foreign[0]!.id) } }), await editor.api["inventory-adjustments"][":id"].$get({ param: { id: "999999" } })];
    expect([c.status, await c.text()]).toEqual([404, await d.text()]);
    const [e, f] = [await post({ kind: "return", entityId: other.id, date: "2026-03-05", quantity: "1" }, editor), await post({ kind: "return", entityId: 999999, date: "2026-03-05", quantity: "1" }, editor)];
    expect([e.status, await e.text()]).toEqual([f.status, await f.text()]);
  });
});
