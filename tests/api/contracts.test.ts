import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { z } from "zod";
import { MESSAGES } from "../../admin-ui/i18n";
import { errorText } from "../../admin-ui/lib/error-messages";
import type { ApiClient } from "../../api/client";
import { ContractSchema } from "../../api/schemas/contracts.schemas";
import { auditLog, cropContracts } from "../../db/schema";
import { expectInvalid } from "./reports/support";
import { type SalesFarm, expectStatus, startSalesFarm } from "./sales-fixtures";

/*
 * Crop contracts (issue 37, point 3): a contract sells a quantity of a crop to a buyer at a price per unit or priced
 * later (basis and futures month are information); deliveries fill the contracts first in, first out unless one is
 * chosen, and every contract answers what it has delivered and what is still open.
 */

let f: SalesFarm;
type Json = Record<string, unknown>;
const post = (json: Json, as: ApiClient = f.app.admin) => as.api.contracts.$post({ json: json as never });
const put = (id: number, json: Json, as: ApiClient = f.app.admin) => as.api.contracts[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number, as: ApiClient = f.app.admin) => as.api.contracts[":id"].$delete({ param: { id: String(id) } });
const getOne = async (id: number, as: ApiClient = f.app.admin) => ContractSchema.parse(await expectStatus(await as.api.contracts[":id"].$get({ param: { id: String(id) } }), 200));
const created = async (json: Json) => ContractSchema.parse(await expectStatus(await post(json), 201));
const deliver = async (json: Json) => expectStatus<{ id: number }>(await f.app.admin.api.deliveries.$post({ json: f.deliveryOf(json) as never }), 201);

beforeAll(async () => {
  f = await startSalesFarm("Contracts");
  await f.haul({ quantity: "20000" });
}, 60_000);
afterAll(() => f.app.t.close());

describe("POST /api/contracts", () => {
  test("a contract at a price, with basis and futures month as information: nothing delivered, all of it open", async () => {
    const c = await created(f.contractOf({ number: "E-100", basis: "-0.35", futuresMonth: "Dec 2026", notes: "spring sale" }));
    expect(c).toMatchObject({
      entityId: f.ranch.id, buyerId: f.elevator.id, buyerName: "Contracts Elevator", number: "E-100", crop: "Corn", cropYear: 2026,
      date: "2026-03-01", quantity: "5000", unit: "bu", price: "4.8500", basis: "-0.3500", futuresMonth: "Dec 2026", notes: "spring sale",
      delivered: "0", open: "5000",
    });
    const audits = (await f.app.t.db.select().from(auditLog).where(eq(auditLog.resource, "contracts"))).filter((a) => a.resourceId === String(c.id));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });

  test("priced later: no price", async () => {
    const c = await created(f.contractOf({ price: null, buyerId: f.mill.id }));
    expect(c.price).toBeNull();
    expect(c.open).toBe("5000");
  });

  test("400 naming the field", async () => {
    await expectInvalid(await post(f.contractOf({ buyerId: 999999 })), "buyerId");
    await expectInvalid(await post(f.contractOf({ entityId: 999999 })), "entityId");
    await expectInvalid(await post(f.contractOf({ unit: "kg" })), "unit");
    await expectInvalid(await post(f.contractOf({ quantity: "0" })), "quantity");
    await expectInvalid(await post(f.contractOf({ quantity: "-5" })), "quantity");
    await expectInvalid(await post(f.contractOf({ price: "-1" })), "price");
    await expectInvalid(await post(f.contractOf({ price: "4.12345" })), "price");
    await expectInvalid(await post(f.contractOf({ basis: "low" })), "basis");
    await expectInvalid(await post(f.contractOf({ date: "2026-02-30" })), "date");
    await expectInvalid(await post(f.contractOf({ number: " " })), "number");
    await expectInvalid(await post(f.contractOf({ crop: "" })), "crop");
    await expectInvalid(await post(f.contractOf({ cropYear: 1999 })), "cropYear");
  });

  test("409: the same number with the same buyer at the same entity; another entity or buyer may use it", async () => {
    await created(f.contractOf({ number: "DUP-1" }));
    const again = await post(f.contractOf({ number: "DUP-1" }));
    expect(again.status).toBe(409);
    const body = (await again.json()) as { code: string; message: string; details: Record<string, unknown> };
    expect(body.message).toMatch(/^Contract DUP-1 with Contracts Elevator is already recorded for Contracts Ranch/);
    expect(body).toMatchObject({ code: "SALE_NUMBER_TAKEN", details: { record: "contract", number: "DUP-1", buyer: "Contracts Elevator", entity: "Contracts Ranch" } });
    await created(f.contractOf({ number: "DUP-1", buyerId: f.mill.id }));
    await created(f.contractOf({ number: "DUP-1", entityId: f.other.id }));
  });

  test("401 signed out, 403 readonly and crew (money), an entity not granted answers as a missing one", async () => {
    expect((await post(f.contractOf(), f.app.t.client())).status).toBe(401);
    expect((await post(f.contractOf(), f.app.reader)).status).toBe(403);
    expect((await post(f.contractOf(), f.crew)).status).toBe(403);
    expect((await f.crew.api.contracts.$get({ query: {} })).status).toBe(403);
    const editor = await f.app.t.signIn("admin", "contracts-admin");
    const made = await editor.api.users.$post({ json: { username: "contracts-editor", password: "correct-horse", role: "editor", entityIds: [f.ranch.id] } as never });
    expect(made.status).toBe(201);
    const granted = f.app.t.client();
    expect((await granted.api.auth.login.$post({ json: { username: "contracts-editor", password: "correct-horse" } })).status).toBe(200);
    const foreign = await post(f.contractOf({ entityId: f.other.id, number: "X-1" }), granted);
    const missing = await post(f.contractOf({ entityId: 999999, number: "X-1" }), granted);
    expect([foreign.status, await foreign.text()]).toEqual([missing.status, await missing.text()]);
    const theirs = await created(f.contractOf({ entityId: f.other.id }));
    expect((await granted.api.contracts[":id"].$get({ param: { id: String(theirs.id) } })).status).toBe(404);
    const mine = z.array(ContractSchema).parse(await expectStatus(await granted.api.contracts.$get({ query: {} }), 200));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.entityId === f.ranch.id)).toBe(true);
  });
});

describe("delivered and open: first in, first out unless a contract is chosen", () => {
  test("7,000 bu on two 5,000 bu contracts fill the earlier one first: 5,000 + 2,000 delivered, 0 and 3,000 open", async () => {
    const april = await created(f.contractOf({ buyerId: f.mill.id, cropYear: 2027, date: "2027-04-01" }));
    const march = await created(f.contractOf({ buyerId: f.mill.id, cropYear: 2027, date: "2027-03-01" }));
    await f.haul({ quantity: "9000", cropYear: 2027, date: "2027-09-01" });
    await deliver({ buyerId: f.mill.id, cropYear: 2027, quantity: "7000", date: "2027-10-01" });
    expect(await getOne(march.id)).toMatchObject({ delivered: "5000", open: "0" });
    expect(await getOne(april.id)).toMatchObject({ delivered: "2000", open: "3000" });
    // A later load chosen for the March contract goes there first even though it is full: it takes only what is open
    // (nothing), so it fills April; the list answers the same figures as each record.
    await deliver({ buyerId: f.mill.id, cropYear: 2027, quantity: "1000", date: "2027-10-05", contractId: april.id });
    const rows = z.array(ContractSchema).parse(await expectStatus(await f.app.reader.api.contracts.$get({ query: { filter: JSON.stringify({ buyerId: f.mill.id, cropYear: 2027 }) } }), 200));
    expect(rows.map((r) => [r.id, r.delivered, r.open])).toEqual([[april.id, "3000", "2000"], [march.id, "5000", "0"]]);
  });

  test("a chosen contract takes its delivery before earlier ones; a delivery in lb counts in the contract's bu (56 lb corn)", async () => {
    const first = await created(f.contractOf({ cropYear: 2028, date: "2028-01-01", quantity: "1000" }));
    const chosen = await created(f.contractOf({ cropYear: 2028, date: "2028-02-01", quantity: "1000" }));
    await f.haul({ quantity: "5000", cropYear: 2028, date: "2028-09-01" });
    // 28,000 lb of corn = 500 bu.
    await deliver({ cropYear: 2028, quantity: "28000", unit: "lb", date: "2028-10-01", contractId: chosen.id });
    expect(await getOne(chosen.id)).toMatchObject({ delivered: "500", open: "500" });
    expect(await getOne(first.id)).toMatchObject({ delivered: "0", open: "1000" });
    // 1,200 bu unchosen: 1,000 to the first contract, 200 to the chosen one's open 500.
    await deliver({ cropYear: 2028, quantity: "1200", date: "2028-10-02" });
    expect(await getOne(first.id)).toMatchObject({ delivered: "1000", open: "0" });
    expect(await getOne(chosen.id)).toMatchObject({ delivered: "700", open: "300" });
  });
});

describe("GET /api/contracts", () => {
  test("lists with Content-Range and filters; GET one; 404", async () => {
    const res = await f.app.reader.api.contracts.$get({ query: { filter: JSON.stringify({ q: "E-100" }) } });
    const rows = z.array(ContractSchema).parse(await expectStatus(res, 200));
    expect(rows.map((r) => r.number)).toEqual(["E-100"]);
    expect(res.headers.get("content-range")).toBe("contracts 0-0/1");
    const corn = z.array(ContractSchema).parse(await expectStatus(await f.app.reader.api.contracts.$get({ query: { filter: JSON.stringify({ crop: " CORN ", cropYear: 2026, entityId: f.other.id }) } }), 200));
    // DUP-1 and the one the granted editor could not read.
    expect(corn.map((r) => [r.entityId, r.crop])).toEqual([[f.other.id, "Corn"], [f.other.id, "Corn"]]);
    expect((await f.app.reader.api.contracts[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await f.app.t.client().api.contracts.$get({ query: {} })).status).toBe(401);
  });
});

describe("PUT and DELETE /api/contracts/{id}", () => {
  test("a contract read and sent back whole is unchanged; a price set later is saved", async () => {
    const c = await created(f.contractOf({ price: null, cropYear: 2029 }));
    const same = ContractSchema.parse(await expectStatus(await put(c.id, c as unknown as Json), 200));
    expect(same).toEqual(c);
    const priced = ContractSchema.parse(await expectStatus(await put(c.id, { ...c, price: "5.1" } as unknown as Json), 200));
    expect(priced.price).toBe("5.1000");
    await expectInvalid(await put(c.id, { ...c, unit: "kg" } as unknown as Json), "unit");
    expect((await put(999999, f.contractOf())).status).toBe(404);
    expect((await put(c.id, { ...c, price: "1" } as unknown as Json, f.app.reader)).status).toBe(403);
  });

  test("409: a contract chosen by a delivery keeps its buyer and cannot be deleted; once free it can", async () => {
    const c = await created(f.contractOf({ cropYear: 2030, date: "2030-01-01" }));
    await f.haul({ quantity: "100", cropYear: 2030, date: "2030-09-01" });
    const d = await deliver({ cropYear: 2030, quantity: "100", date: "2030-10-01", contractId: c.id });
    const moved = await put(c.id, { ...c, buyerId: f.mill.id } as unknown as Json);
    expect(moved.status).toBe(409);
    expect(await moved.json()).toMatchObject({ code: "CONTRACT_IN_USE", details: { contract: c.number, deliveries: [d.id], change: "move" } });
    // A unit the chosen delivery does not convert to is a 400 on the unit.
    await expectInvalid(await put(c.id, { ...c, unit: "bale" } as unknown as Json), "unit");
    const refused = await del(c.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "CONTRACT_IN_USE", message: `Contract ${c.number} is chosen by delivery ${d.id}; it cannot be deleted`, details: { change: "delete" } });
    expect((await del(c.id, f.app.reader)).status).toBe(403);
    expect((await f.app.admin.api.deliveries[":id"].$delete({ param: { id: String(d.id) } })).status).toBe(200);
    expect(ContractSchema.parse(await expectStatus(await del(c.id), 200)).id).toBe(c.id);
    expect(await f.app.t.db.select().from(cropContracts).where(eq(cropContracts.id, c.id))).toEqual([]);
    expect((await del(c.id)).status).toBe(404);
  });
});

describe("refusals in the user's language (the API's English, the facts as data)", () => {
  const es = polyglotI18nProvider((l) => MESSAGES[l as "en" | "es"], "es").translate;

  test("a number taken; a contract chosen by deliveries", async () => {
    const taken = await (await post(f.contractOf({ number: "E-100" }))).json();
    expect(errorText(taken, es, "")).toBe("El contrato E-100 con Contracts Elevator ya está registrado para Contracts Ranch. Dé otro número a este, o abra ese contrato.");
    const c = await created(f.contractOf({ cropYear: 2031, date: "2031-01-01" }));
    await f.haul({ quantity: "10", cropYear: 2031, date: "2031-09-01" });
    const d = await deliver({ cropYear: 2031, quantity: "10", date: "2031-10-01", contractId: c.id });
    const inUse = await (await del(c.id)).json();
    expect(errorText(inUse, es, "")).toBe(`Las entregas ${d.id} eligieron el contrato ${c.number}, así que no se puede eliminar. Elija primero otro contrato en esas entregas.`);
  });
});
