import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { ProductLedgerSchema, StockSchema } from "../../api/schemas/inventory.schemas";
import { PurchaseSchema } from "../../api/schemas/purchases.schemas";
import { auditLog, products, purchaseLines, vendors } from "../../db/schema";
import { CAT, type ReportApp, expectInvalid, startReportApp } from "./reports/support";

/*
 * Purchases (issue 36, point 2): a supplier's invoice adds its lines to the entity's stock at their value (amount +
 * freight + tax, spread by amount). The figures: 100 gal at $5.00, then 50 gal at $6.50 -> 150 gal worth
 * $825.00, average $5.50; an application of 30 gal then costs $165.00, leaving 120 gal worth $660.00.
 */

let app: ReportApp;
let ranch: { id: number };
let other: { id: number };
let field: { id: number; entityId: number };
let wilbur: number;
let roundup: number;
let jugs: number;
let granted: ApiClient;

beforeAll(async () => {
  app = await startReportApp();
  ranch = await app.entity("Purchase Ranch");
  other = await app.entity("Elsewhere Farm");
  field = await app.field(ranch.id, "Block 7", "40", "Almonds");
  const [v] = await app.t.db.insert(vendors).values({ name: "Wilbur-Ellis" }).returning();
  wilbur = v!.id;
  const [r] = await app.t.db.insert(products).values({ name: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal" }).returning();
  roundup = r!.id;
  // A 2.5 gal jug, and a case of 2 jugs (5 gal).
  const packs = [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }, { name: "case", quantity: "2", unit: "2.5 gal jug" }];
  const [j] = await app.t.db.insert(products).values({ name: "Lorsban Advanced", kind: "crop protection", stockUnit: "gal", packs }).returning();
  jugs = j!.id;
  // An editor granted the ranch only.
  const editor = await app.t.signIn("admin", "purchases-grantor");
  const made = await editor.api.users.$post({ json: { username: "purchases-editor", password: "correct-horse", role: "editor", entityIds: [ranch.id] } as never });
  expect(made.status).toBe(201);
  granted = app.t.client();
  expect((await granted.api.auth.login.$post({ json: { username: "purchases-editor", password: "correct-horse" } })).status).toBe(200);
}, 60_000);
afterAll(() => app.t.close());

type Json = Record<string, unknown>;
const post = (json: Json, as: ApiClient = app.admin) => as.api.purchases.$post({ json: json as never });
const put = (id: number, json: Json, as: ApiClient = app.admin) => as.api.purchases[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number, as: ApiClient = app.admin) => as.api.purchases[":id"].$delete({ param: { id: String(id) } });
const getOne = (id: number, as: ApiClient = app.admin) => as.api.purchases[":id"].$get({ param: { id: String(id) } });
let invoice = 1000;
const invoiceOf = (over: Json = {}) => ({ entityId: ranch.id, vendorId: wilbur, invoiceNumber: String(++invoice), date: "2026-03-01", ...over });

async function ok(res: { status: number; json(): Promise<unknown>; text(): Promise<string> }, status = 201) {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return PurchaseSchema.parse(await res.json());
}

async function ledger(productId: number, asOf?: string, entityId = ranch.id, as: ApiClient = app.admin) {
  const res = await as.api.entities[":entityId"].inventory[":productId"].$get({ param: { entityId: String(entityId), productId: String(productId) }, query: asOf ? { asOf } : {} });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return ProductLedgerSchema.parse(await res.json());
}

describe("POST /api/purchases", () => {
  test("the issue's figures: 100 gal at $5.00 then 50 gal at $6.50 -> 150 gal worth $825.00, average $5.50", async () => {
    const first = await ok(await post(invoiceOf({ invoiceNumber: "1234", lines: [{ productId: roundup, quantity: "100", unit: "gal", unitPrice: "5.00" }] })));
    expect(first).toMatchObject({ vendorName: "Wilbur-Ellis", invoiceNumber: "1234", subtotal: "500.00", total: "500.00", freight: "0.00", tax: "0.00" });
    // No task's cost moved: no `recosted` (an edit form's PUT answers the record as read).
    expect(first.recosted).toBeUndefined();
    expect(first.lines).toEqual([{
      line: 1, productId: roundup, productName: "Roundup PowerMax", quantity: "100", unit: "gal", unitPrice: "5.0000",
      amount: "500.00", freight: "0.00", tax: "0.00", value: "500.00", stockQuantity: "100", stockUnit: "gal",
    }]);
    await ok(await post(invoiceOf({ date: "2026-03-10", lines: [{ productId: roundup, quantity: "50", unit: "gal", amount: "325.00" }] })));
    const l = await ledger(roundup);
    expect(l).toMatchObject({ onHandQuantity: "150", onHandValue: "825.00", averageCost: "5.5000" });
    expect(l.movements.map((m) => m.source.label)).toEqual(["Invoice 1234 from Wilbur-Ellis", `Invoice ${invoice} from Wilbur-Ellis`]);
    expect(l.movements[0]).toMatchObject({ kind: "receipt", date: "2026-03-01", quantity: "100", value: "500.00", onHandValue: "500.00", source: { type: "purchase", id: first.id } });
    // As of a date before the second invoice.
    expect(await ledger(roundup, "2026-03-05")).toMatchObject({ asOf: "2026-03-05", onHandQuantity: "100", onHandValue: "500.00", averageCost: "5.0000" });
    expect(await ledger(roundup, "2026-02-01")).toMatchObject({ onHandQuantity: "0", onHandValue: "0.00", averageCost: null, movements: [] });
    // The audit trail says what was bought.
    const audits = (await app.t.db.select().from(auditLog).where(eq(auditLog.resource, "purchases"))).filter((a) => a.resourceId === String(first.id));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });

  test("freight and tax spread by amount; the odd cent goes to the larger remainder (ties to the earlier line)", async () => {
    // Amounts 10.00 and 20.00, freight 1.00: exact shares 0.333.. and 0.666..; 33 + 66 cents leave one, to line 2.
    const p = await ok(await post(invoiceOf({
      freight: "1.00", tax: "0.10",
      lines: [{ productId: jugs, quantity: "1", unit: "gal", amount: "10.00" }, { productId: jugs, quantity: "2", unit: "gal", amount: "20.00" }],
    })));
    expect(p.lines.map((l) => [l.amount, l.freight, l.tax, l.value])).toEqual([["10.00", "0.33", "0.03", "10.36"], ["20.00", "0.67", "0.07", "20.74"]]);
    expect(p).toMatchObject({ subtotal: "30.00", freight: "1.00", tax: "0.10", total: "31.10" });
    const rows = await app.t.db.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, p.id));
    expect(rows.map((r) => r.value)).toEqual(["10.36", "20.74"]);
  });

  test("a 2.5 gal jug bought by the case: 3 cases at $120 are 15 gal worth $360.00", async () => {
    const p = await ok(await post(invoiceOf({ lines: [{ productId: jugs, quantity: "3", unit: "case", unitPrice: "120" }] })));
    expect(p.lines[0]).toMatchObject({ quantity: "3", unit: "case", stockQuantity: "15", stockUnit: "gal", amount: "360.00", value: "360.00" });
  });

  test("400 naming the field: a unit the product has not, both price and amount, no lines, bad freight, unknown product and vendor", async () => {
    await expectInvalid(await post(invoiceOf({ lines: [{ productId: roundup, quantity: "1", unit: "gal", unitPrice: "1" }, { productId: roundup, quantity: "1", unit: "lb", unitPrice: "1" }] })), "lines.1.unit");
    await expectInvalid(await post(invoiceOf({ lines: [{ productId: roundup, quantity: "1", unit: "bag", unitPrice: "1" }] })), "lines.0.unit");
    // Both a price and an amount that is not quantity x price (an edit form sends back both; they then agree).
    await expectInvalid(await post(invoiceOf({ lines: [{ productId: roundup, quantity: "2", unit: "gal", unitPrice: "1", amount: "2.50" }] })), "lines.0.unitPrice");
    await expectInvalid(await post(invoiceOf({ lines: [{ productId: roundup, quantity: "0", unit: "gal", amount: "1.00" }] })), "lines.0.quantity");
    await expectInvalid(await post(invoiceOf({ lines: [] })), "lines");
    await expectInvalid(await post(invoiceOf({ freight: "1.005", lines: [{ productId: roundup, quantity: "1", unit: "gal", amount: "1" }] })), "freight");
    await expectInvalid(await post(invoiceOf({ date: "2026-02-30", lines: [{ productId: roundup, quantity: "1", unit: "gal", amount: "1" }] })), "date");
    await expectInvalid(await post(invoiceOf({ lines: [{ productId: 999999, quantity: "1", unit: "gal", amount: "1" }] })), "lines.0.productId");
    await expectInvalid(await post(invoiceOf({ vendorId: 999999, lines: [{ productId: roundup, quantity: "1", unit: "gal", amount: "1" }] })), "vendorId");
    await expectInvalid(await post(invoiceOf({ entityId: 999999, lines: [{ productId: roundup, quantity: "1", unit: "gal", amount: "1" }] })), "entityId");
  });

  test("the same invoice number from the same vendor at the same entity is a 409 in words; at another entity it is fine", async () => {
    const body = invoiceOf({ invoiceNumber: "DUP-1", lines: [{ productId: roundup, quantity: "1", unit: "gal", amount: "5.00" }] });
    await ok(await post(body));
    const again = await post(body);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/^Invoice DUP-1 from Wilbur-Ellis is already recorded for Purchase Ranch/);
    await ok(await post({ ...body, entityId: other.id }));
  });

  test("401 signed out, 403 readonly, an entity not granted answers as a missing one", async () => {
    const body = invoiceOf({ lines: [{ productId: roundup, quantity: "1", unit: "gal", amount: "5.00" }] });
    expect((await post(body, app.t.client())).status).toBe(401);
    expect((await post(body, app.reader)).status).toBe(403);
    const foreign = await post({ ...body, entityId: other.id }, granted);
    const missing = await post({ ...body, entityId: 999999 }, granted);
    expect([foreign.status, await foreign.text()]).toEqual([missing.status, await missing.text()]);
  });
});

describe("GET /api/purchases", () => {
  test("lists with Content-Range, filters by vendor name or invoice, only the caller's entities; GET one; 404", async () => {
    const res = await app.reader.api.purchases.$get({ query: { filter: JSON.stringify({ q: "1234" }) } });
    expect(res.status).toBe(200);
    const rows = z.array(PurchaseSchema).parse(await res.json());
    expect(rows.map((r) => r.invoiceNumber)).toEqual(["1234"]);
    expect(res.headers.get("content-range")).toBe("purchases 0-0/1");
    const byVendor = z.array(PurchaseSchema).parse(await (await app.reader.api.purchases.$get({ query: { filter: JSON.stringify({ q: "wilbur" }) } })).json());
    expect(byVendor.length).toBeGreaterThan(3);
    const mine = z.array(PurchaseSchema).parse(await (await granted.api.purchases.$get({ query: {} })).json());
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.entityId === ranch.id)).toBe(true);
    const theirs = mine.length ? (await app.admin.api.purchases.$get({ query: { filter: JSON.stringify({ entityId: other.id }) } })) : null;
    const foreign = z.array(PurchaseSchema).parse(await theirs!.json())[0]!;
    const asGranted = await getOne(foreign.id, granted);
    const missing = await getOne(999999, granted);
    expect([asGranted.status, await asGranted.text()]).toEqual([404, await missing.text()]);
    expect((await getOne(rows[0]!.id, app.reader)).status).toBe(200);
    await expectInvalid(await app.reader.api.purchases.$get({ query: { filter: '{"color":"red"}' } }), "filter");
  });
});

describe("a shortfall, PUT and DELETE", () => {
  test("an application of 30 gal costs $165.00; lowering the invoice re-costs it; removing the invoice it needs is a 409 naming the product", async () => {
    const [b] = await app.t.db.insert(products).values({ name: "Surfactant 80", kind: "crop protection", stockUnit: "gal" }).returning();
    const p1 = await ok(await post(invoiceOf({ date: "2026-03-01", lines: [{ productId: b!.id, quantity: "100", unit: "gal", unitPrice: "5" }] })));
    const p2 = await ok(await post(invoiceOf({ date: "2026-03-10", lines: [{ productId: b!.id, quantity: "50", unit: "gal", unitPrice: "6.50" }] })));
    const task = await app.task(field, {
      name: "Spray Block 7", categoryId: CAT.CROP_PROTECTANTS, cropYear: 2026, date: "2026-04-02", costPerAcre: "0", acresCovered: "40",
      products: [{ productId: b!.id, totalQuantity: "30", unit: "gal" }],
    });
    expect((task as unknown as { materialCost: string }).materialCost).toBe("165.00");
    const l = await ledger(b!.id);
    expect(l).toMatchObject({ onHandQuantity: "120", onHandValue: "660.00" });
    expect(l.movements.at(-1)).toMatchObject({ kind: "application", cost: "165.00", source: { type: "task", id: task.id, label: "Spray Block 7 (2026-04-02)" } });

    // The second invoice's price corrected to $5.00: the application now costs $150.00; the answer names the task.
    const changed = await ok(await put(p2.id, { ...invoiceOf({ invoiceNumber: p2.invoiceNumber, date: "2026-03-10" }), lines: [{ productId: b!.id, quantity: "50", unit: "gal", unitPrice: "5" }] }), 200);
    expect(changed.recosted).toEqual([{ taskId: task.id, taskName: "Spray Block 7", date: "2026-04-02", totalCostBefore: "165.00", totalCostAfter: "150.00", exported: false }]);

    // Removing the second invoice: 100 gal at $5 cover the application; 70 gal worth $350.00 left.
    const removed = await ok(await del(p2.id), 200);
    expect(removed).toMatchObject({ id: p2.id });
    expect((await ledger(b!.id)).onHandValue).toBe("350.00");
    expect((await getOne(p2.id)).status).toBe(404);
    expect((await del(p2.id)).status).toBe(404);

    // Removing the first as well would leave nothing for the application: 409 naming product, date and shortfall.
    const refused = await del(p1.id);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe("INVENTORY_SHORTFALL");
    expect(body.message).toBe("Not enough Surfactant 80 on 2026-04-02: 30 gal to apply, 0 gal on hand, 30 gal short.");
    expect((await getOne(p1.id)).status).toBe(200);
    // Moving it after the application is a shortfall too; nothing changed.
    const moved = await put(p1.id, { ...invoiceOf({ invoiceNumber: p1.invoiceNumber, date: "2026-05-01" }), lines: [{ productId: b!.id, quantity: "100", unit: "gal", unitPrice: "5" }] });
    expect(moved.status).toBe(409);
    expect(await ledger(b!.id)).toMatchObject({ onHandQuantity: "70", onHandValue: "350.00" });
    expect((await del(p1.id, app.reader)).status).toBe(403);
  });
});

describe("GET /api/entities/{entityId}/stock", () => {
  test("quantities only, every role that sees the entity (crew too); 404 for an entity not granted", async () => {
    const crew = await app.t.signIn("crew");
    const res = await app.admin.api.entities[":entityId"].stock.$get({ param: { entityId: String(ranch.id) }, query: {} });
    expect(res.status).toBe(200);
    const stock = StockSchema.parse(await res.json());
    expect(stock.find((s) => s.productId === roundup)).toEqual({ productId: roundup, productName: "Roundup PowerMax", kind: "crop protection", stockUnit: "gal", onHandQuantity: expect.any(String) });
    const early = StockSchema.parse(await (await app.admin.api.entities[":entityId"].stock.$get({ param: { entityId: String(ranch.id) }, query: { asOf: "2026-03-05" } })).json());
    // The first invoice's 100 gal and the 1 gal of invoice DUP-1, as the ledger says.
    expect(early.find((s) => s.productId === roundup)!.onHandQuantity).toBe("101");
    expect((await ledger(roundup, "2026-03-05")).onHandQuantity).toBe("101");
    expect((await crew.api.entities[":entityId"].stock.$get({ param: { entityId: String(ranch.id) }, query: {} })).status).toBe(200);
    const foreign = await granted.api.entities[":entityId"].stock.$get({ param: { entityId: String(other.id) }, query: {} });
    expect(foreign.status).toBe(404);
    expect((await app.t.client().api.entities[":entityId"].stock.$get({ param: { entityId: String(ranch.id) }, query: {} })).status).toBe(401);
  });

  test("the ledger: OFFICE only, 404 for an unknown product, 400 for a bad asOf", async () => {
    const crew = await app.t.signIn("crew");
    const path = { param: { entityId: String(ranch.id), productId: String(roundup) } };
    expect((await crew.api.entities[":entityId"].inventory[":productId"].$get({ ...path, query: {} })).status).toBe(403);
    expect((await app.reader.api.entities[":entityId"].inventory[":productId"].$get({ param: { entityId: String(ranch.id), productId: "999999" }, query: {} })).status).toBe(404);
    await expectInvalid(await app.reader.api.entities[":entityId"].inventory[":productId"].$get({ ...path, query: { asOf: "2026-13-01" } }), "asOf");
  });
});
