import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { z } from "zod";
import { MESSAGES } from "../../admin-ui/i18n";
import { errorText, fieldErrorText } from "../../admin-ui/lib/error-messages";
import type { ApiClient } from "../../api/client";
import { DeliverySchema } from "../../api/schemas/deliveries.schemas";
import { SettlementSchema } from "../../api/schemas/settlements.schemas";
import { auditLog, settlementDeductions, settlementLines, settlements } from "../../db/schema";
import { expectInvalid } from "./reports/support";
import { type SalesFarm, expectStatus, startSalesFarm } from "./sales-fixtures";

/*
 * Settlements (issue 37, point 4): a buyer's settlement pays deliveries (each once) at a price per line (the
 * delivery's contract price unless given), less deductions by kind (a rate per unit or an amount); gross, deductions
 * and net are computed by the server and stored; what was received is recorded later, and the unpaid and short-paid
 * are listed. The issue's figures: 7,000 bu at $4.85, $0.05/bu hauling and a $12.34 checkoff -> gross $33,950.00,
 * deductions $350.00 + $12.34 = $362.34, net $33,587.66.
 */

let f: SalesFarm;
type Json = Record<string, unknown>;
const post = (json: Json, as: ApiClient = f.app.admin) => as.api.settlements.$post({ json: json as never });
const put = (id: number, json: Json, as: ApiClient = f.app.admin) => as.api.settlements[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number, as: ApiClient = f.app.admin) => as.api.settlements[":id"].$delete({ param: { id: String(id) } });
const getOne = async (id: number) => SettlementSchema.parse(await expectStatus(await f.app.reader.api.settlements[":id"].$get({ param: { id: String(id) } }), 200));
const created = async (json: Json) => SettlementSchema.parse(await expectStatus(await post(json), 201));
const list = async (filter: Json) => z.array(SettlementSchema).parse(await expectStatus(await f.app.reader.api.settlements.$get({ query: { filter: JSON.stringify(filter) } }), 200));
const deliver = async (json: Json) => DeliverySchema.parse(await expectStatus(await f.app.admin.api.deliveries.$post({ json: f.deliveryOf(json) as never }), 201));
const contract = async (json: Json) => expectStatus<{ id: number; number: string }>(await f.app.admin.api.contracts.$post({ json: f.contractOf(json) as never }), 201);
let number = 0;
const settlementOf = (over: Json = {}) => ({
  entityId: f.ranch.id, buyerId: f.elevator.id, number: `S-${++number}`, date: "2026-11-15", crop: "Corn", cropYear: 2026, ...over,
});

let issue: { contractId: number; deliveryId: number };

beforeAll(async () => {
  f = await startSalesFarm("Settlements");
  // The issue's farm: 6,000 bu from North and 4,000 bu from South into the bin; 7,000 bu delivered on a $4.85 contract.
  await f.haul({ fieldId: f.north.id, quantity: "6000", date: "2026-10-01" });
  await f.haul({ fieldId: f.south.id, quantity: "4000", date: "2026-10-02" });
  const c = await contract({ quantity: "7000", price: "4.85" });
  const d = await deliver({ quantity: "7000", date: "2026-10-10" });
  issue = { contractId: c.id, deliveryId: d.id };
}, 60_000);
afterAll(() => f.app.t.close());

describe("POST /api/settlements", () => {
  test("the issue's settlement: 7,000 bu at the contract's $4.85, $0.05/bu hauling, a $12.34 checkoff -> gross $33,950.00, net $33,587.66, stored", async () => {
    const s = await created(settlementOf({
      number: "ELV-2026-001",
      lines: [{ deliveryId: issue.deliveryId }],
      deductions: [{ kind: "hauling", ratePerUnit: "0.05" }, { kind: "checkoff", amount: "12.34", description: "Corn board" }],
    }));
    expect(s).toMatchObject({
      buyerName: "Settlements Elevator", number: "ELV-2026-001", quantity: "7000", unit: "bu",
      gross: "33950.00", deductionsTotal: "362.34", net: "33587.66", received: null, receivedDate: null, status: "unpaid",
    });
    expect(s.lines).toEqual([{ line: 1, deliveryId: issue.deliveryId, deliveryDate: "2026-10-10", reference: "", quantity: "7000", unit: "bu", price: "4.8500", amount: "33950.00" }]);
    expect(s.deductions).toEqual([
      { line: 1, kind: "hauling", description: "", ratePerUnit: "0.0500", amount: "350.00" },
      { line: 2, kind: "checkoff", description: "Corn board", ratePerUnit: null, amount: "12.34" },
    ]);
    // Stored as computed.
    const [row] = await f.app.t.db.select().from(settlements).where(eq(settlements.id, s.id));
    expect(row).toMatchObject({ gross: "33950.00", deductions: "362.34", net: "33587.66" });
    // The delivery now says what pays it.
    const d = DeliverySchema.parse(await expectStatus(await f.app.reader.api.deliveries[":id"].$get({ param: { id: String(issue.deliveryId) } }), 200));
    expect(d).toMatchObject({ settlementId: s.id, settlementNumber: "ELV-2026-001" });
    const audits = (await f.app.t.db.select().from(auditLog).where(eq(auditLog.resource, "settlements"))).filter((a) => a.resourceId === String(s.id));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });

  test("409: a delivery is paid once; nothing written", async () => {
    const rows = async () => Number((await f.app.t.db.select({ n: count() }).from(settlements))[0]!.n);
    const before = await rows();
    const res = await post(settlementOf({ lines: [{ deliveryId: issue.deliveryId, price: "4.85" }] }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "DELIVERY_PAID", message: `Delivery ${issue.deliveryId} (line 1) is already paid by settlement ELV-2026-001; a delivery is paid once`,
      issues: [{ path: "lines.0.deliveryId" }], details: { deliveryId: issue.deliveryId, line: 1, settlement: "ELV-2026-001" },
    });
    expect(await rows()).toBe(before);
  });

  test("409: a settled delivery keeps the load it was paid for and is not deleted; its reference may change", async () => {
    const path = { param: { id: String(issue.deliveryId) } };
    const d = DeliverySchema.parse(await expectStatus(await f.app.reader.api.deliveries[":id"].$get(path), 200));
    const changed = await f.app.admin.api.deliveries[":id"].$put({ ...path, json: { ...d, quantity: "6000" } as never });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ code: "DELIVERY_LOCKED", details: { by: "settlement", settlement: "ELV-2026-001", field: "quantity" } });
    const removed = await f.app.admin.api.deliveries[":id"].$delete(path);
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ code: "DELIVERY_LOCKED", message: `Delivery ${issue.deliveryId} is paid by settlement ELV-2026-001: take it off the settlement first` });
    const noted = DeliverySchema.parse(await expectStatus(await f.app.admin.api.deliveries[":id"].$put({ ...path, json: { ...d, reference: "SCALE-7" } as never }), 200));
    expect(noted).toMatchObject({ reference: "SCALE-7", quantity: "7000", settlementNumber: "ELV-2026-001" });
  });

  test("409: the buyer's settlement number is unique at the entity", async () => {
    const d = await deliver({ quantity: "100", date: "2026-10-11" });
    const res = await post(settlementOf({ number: "ELV-2026-001", lines: [{ deliveryId: d.id, price: "4" }] }));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; message: string; details: Record<string, unknown> };
    expect(body.message).toMatch(/^Settlement ELV-2026-001 from Settlements Elevator is already recorded for Settlements Ranch/);
    expect(body).toMatchObject({ code: "SALE_NUMBER_TAKEN", details: { record: "settlement", number: "ELV-2026-001", buyer: "Settlements Elevator", entity: "Settlements Ranch" } });
  });

  test("400 naming the line: a delivery of another buyer, crop year or entity; the same delivery twice; no price to take", async () => {
    const toMill = await deliver({ buyerId: f.mill.id, quantity: "100", date: "2026-10-12" });
    const res = await post(settlementOf({ lines: [{ deliveryId: toMill.id, price: "4" }] }));
    await expectInvalid(res, "lines.0.deliveryId");
    await f.haul({ quantity: "100", cropYear: 2025, date: "2025-10-01" });
    const lastYear = await deliver({ quantity: "100", cropYear: 2025, date: "2025-10-12" });
    const own = await deliver({ quantity: "100", date: "2026-10-13" });
    const wrongYear = await post(settlementOf({ lines: [{ deliveryId: own.id, price: "4" }, { deliveryId: lastYear.id, price: "4" }] }));
    expect(wrongYear.status).toBe(400);
    const body = (await wrongYear.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues[0]).toEqual({ path: "lines.1.deliveryId", message: `delivery ${lastYear.id} is Corn 2025 delivered to Settlements Elevator, not Corn 2026 to Settlements Elevator` });
    await f.haul({ entityId: f.other.id, fieldId: f.away.id, locationId: f.farBin.id, quantity: "10" });
    const theirs = await deliver({ entityId: f.other.id, locationId: f.farBin.id, quantity: "10" });
    await expectInvalid(await post(settlementOf({ lines: [{ deliveryId: theirs.id, price: "4" }] })), "lines.0.deliveryId");
    await expectInvalid(await post(settlementOf({ lines: [{ deliveryId: 999999, price: "4" }] })), "lines.0.deliveryId");
    await expectInvalid(await post(settlementOf({ lines: [{ deliveryId: own.id, price: "4" }, { deliveryId: own.id, price: "4" }] })), "lines.1.deliveryId");
    // Uncontracted (every contract of the elevator is full): its price must be given.
    await expectInvalid(await post(settlementOf({ lines: [{ deliveryId: own.id }] })), "lines.0.price");
  });

  test("400 naming the field: no lines, a deduction of no kind or with neither rate nor amount, a rate and another amount, received without a date", async () => {
    const d = await deliver({ quantity: "10", date: "2026-10-14" });
    const line = [{ deliveryId: d.id, price: "4.50" }];
    await expectInvalid(await post(settlementOf({ lines: [] })), "lines");
    await expectInvalid(await post(settlementOf({ lines: line, deductions: [{ kind: "tip", amount: "1" }] })), "deductions.0.kind");
    await expectInvalid(await post(settlementOf({ lines: line, deductions: [{ kind: "drying" }] })), "deductions.0.amount");
    await expectInvalid(await post(settlementOf({ lines: line, deductions: [{ kind: "drying", ratePerUnit: "0.10", amount: "5.00" }] })), "deductions.0.amount");
    await expectInvalid(await post(settlementOf({ lines: line, deductions: [{ kind: "drying", amount: "1.005" }] })), "deductions.0.amount");
    await expectInvalid(await post(settlementOf({ lines: line, received: "45.00" })), "receivedDate");
    await expectInvalid(await post(settlementOf({ lines: [{ deliveryId: d.id, price: "-4" }] })), "lines.0.price");
    await expectInvalid(await post(settlementOf({ lines: line, buyerId: 999999 })), "buyerId");
    await expectInvalid(await post(settlementOf({ lines: line, entityId: 999999 })), "entityId");
    await expectInvalid(await post(settlementOf({ lines: line, date: "2026-11-31" })), "date");
    // 10 bu at $9,999,999.9999 come to more than a settlement's money holds.
    await expectInvalid(await post(settlementOf({ lines: [{ deliveryId: d.id, price: "9999999.9999" }] })), "lines");
    // A rate sent back with the amount it made is the rate's (an edit form sends both).
    const s = await created(settlementOf({ lines: line, deductions: [{ kind: "drying", ratePerUnit: "0.10", amount: "1.00" }] }));
    expect(s).toMatchObject({ gross: "45.00", deductionsTotal: "1.00", net: "44.00" });
  });

  test("a contract priced later takes the price given; a delivery in lb is paid per the contract's bu", async () => {
    const later = await contract({ buyerId: f.mill.id, cropYear: 2027, price: null, quantity: "1000" });
    await f.haul({ quantity: "2000", cropYear: 2027, date: "2027-09-01" });
    // 28,000 lb of corn = 500 bu.
    const d = await deliver({ buyerId: f.mill.id, cropYear: 2027, quantity: "28000", unit: "lb", date: "2027-10-01" });
    const body = settlementOf({ buyerId: f.mill.id, cropYear: 2027, date: "2027-11-01" });
    await expectInvalid(await post({ ...body, lines: [{ deliveryId: d.id }] }), "lines.0.price");
    const s = await created({ ...body, lines: [{ deliveryId: d.id, price: "5.1234" }] });
    expect(s.lines[0]).toMatchObject({ quantity: "500", unit: "bu", price: "5.1234", amount: "2561.70" });
    expect(s).toMatchObject({ gross: "2561.70", net: "2561.70" });
    // The contract's 1,000 bu have 500 delivered, 500 open.
    const c = await expectStatus<{ delivered: string; open: string }>(await f.app.reader.api.contracts[":id"].$get({ param: { id: String(later.id) } }), 200);
    expect(c).toMatchObject({ delivered: "500", open: "500" });
  });

  test("401 signed out, 403 for readonly and crew (money)", async () => {
    const body = settlementOf({ lines: [{ deliveryId: issue.deliveryId, price: "1" }] });
    expect((await post(body, f.app.t.client())).status).toBe(401);
    expect((await post(body, f.app.reader)).status).toBe(403);
    expect((await post(body, f.crew)).status).toBe(403);
    expect((await f.crew.api.settlements.$get({ query: {} })).status).toBe(403);
  });
});

describe("received, unpaid and short-paid (PUT, GET ?filter={unpaid:true})", () => {
  test("unpaid until received; short-paid while less than net; paid when net is received", async () => {
    const [s] = await list({ q: "ELV-2026-001" });
    expect(s!.status).toBe("unpaid");
    expect((await list({ unpaid: true })).map((r) => r.number)).toContain("ELV-2026-001");
    const short = SettlementSchema.parse(await expectStatus(await put(s!.id, { received: "33000.00", receivedDate: "2026-12-01" }), 200));
    expect(short).toMatchObject({ received: "33000.00", receivedDate: "2026-12-01", status: "short", net: "33587.66", gross: "33950.00" });
    expect((await list({ unpaid: true })).map((r) => r.number)).toContain("ELV-2026-001");
    const paid = SettlementSchema.parse(await expectStatus(await put(s!.id, { received: "33587.66", receivedDate: "2026-12-02" }), 200));
    expect(paid.status).toBe("paid");
    expect(await getOne(s!.id)).toEqual(paid);
    expect((await list({ unpaid: true })).map((r) => r.number)).not.toContain("ELV-2026-001");
    expect((await list({ unpaid: false })).map((r) => r.number)).toContain("ELV-2026-001");
    await expectInvalid(await put(s!.id, { received: "1.00", receivedDate: null }), "receivedDate");
    expect((await put(s!.id, { received: "1.00" }, f.app.reader)).status).toBe(403);
    expect((await put(999999, { received: "1.00", receivedDate: "2026-12-02" })).status).toBe(404);
  });

  test("a settlement read and sent back whole is unchanged", async () => {
    const [s] = await list({ q: "ELV-2026-001" });
    const again = SettlementSchema.parse(await expectStatus(await put(s!.id, s as unknown as Json), 200));
    expect(again).toEqual(s!);
  });

  test("lists with Content-Range; GET one; 404", async () => {
    const res = await f.app.reader.api.settlements.$get({ query: { filter: JSON.stringify({ q: "ELV-2026-001" }) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-range")).toBe("settlements 0-0/1");
    expect((await f.app.reader.api.settlements[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await f.app.t.client().api.settlements.$get({ query: {} })).status).toBe(401);
  });
});

describe("DELETE /api/settlements/{id}", () => {
  test("frees its deliveries: they can be settled again", async () => {
    const d = await deliver({ quantity: "20", date: "2026-10-20" });
    const s = await created(settlementOf({ lines: [{ deliveryId: d.id, price: "4.00" }], deductions: [{ kind: "storage", amount: "2.00" }] }));
    expect((await del(s.id, f.app.reader)).status).toBe(403);
    expect(SettlementSchema.parse(await expectStatus(await del(s.id), 200)).id).toBe(s.id);
    expect(await f.app.t.db.select().from(settlementLines).where(eq(settlementLines.settlementId, s.id))).toEqual([]);
    expect(await f.app.t.db.select().from(settlementDeductions).where(eq(settlementDeductions.settlementId, s.id))).toEqual([]);
    expect((await del(s.id)).status).toBe(404);
    const again = await created(settlementOf({ lines: [{ deliveryId: d.id, price: "4.00" }] }));
    expect(again.gross).toBe("80.00");
  });
});

describe("refusals in the user's language (the API's English, the facts as data)", () => {
  const es = polyglotI18nProvider((l) => MESSAGES[l as "en" | "es"], "es").translate;
  const en = polyglotI18nProvider((l) => MESSAGES[l as "en" | "es"], "en").translate;

  test("a delivery paid twice, a settlement number taken, a settled delivery changed; a line's 400s", async () => {
    const paid = await (await post(settlementOf({ lines: [{ deliveryId: issue.deliveryId, price: "4.85" }] }))).json();
    expect(errorText(paid, en, "")).toBe(`Delivery ${issue.deliveryId} (line 1) is already paid by settlement ELV-2026-001; a delivery is paid once. Take it off this settlement.`);
    expect(errorText(paid, es, "")).toBe(`La entrega ${issue.deliveryId} (línea 1) ya la paga la liquidación ELV-2026-001; una entrega se paga una sola vez. Quítela de esta liquidación.`);
    const d = await deliver({ quantity: "5", date: "2026-10-25" });
    const taken = await (await post(settlementOf({ number: "ELV-2026-001", lines: [{ deliveryId: d.id, price: "4" }] }))).json();
    expect(errorText(taken, es, "")).toBe("La liquidación ELV-2026-001 de Settlements Elevator ya está registrada para Settlements Ranch. Dé otro número a esta, o abra esa liquidación.");
    const locked = await (await f.app.admin.api.deliveries[":id"].$delete({ param: { id: String(issue.deliveryId) } })).json();
    expect(errorText(locked, es, "")).toBe(`La entrega ${issue.deliveryId} la paga la liquidación ELV-2026-001: quítela primero de la liquidación.`);
    const unpriced = (await (await post(settlementOf({ lines: [{ deliveryId: d.id }] }))).json()) as { issues: { path: string; message: string }[] };
    expect(unpriced.issues[0]).toEqual({ path: "lines.0.price", message: `delivery ${d.id} is on no contract: give its price` });
    expect(fieldErrorText(unpriced.issues[0]!.message, es)).toBe(`La entrega ${d.id} no está en ningún contrato: indique su precio`);
    const both = (await (await post(settlementOf({ lines: [{ deliveryId: d.id, price: "4" }], deductions: [{ kind: "drying", ratePerUnit: "0.10", amount: "9.00" }] }))).json()) as { issues: { message: string }[] };
    expect(fieldErrorText(both.issues[0]!.message, es)).toBe("Indique una tarifa por unidad o un monto, no ambos: 0.10 por bu da 0.50");
  });
});
