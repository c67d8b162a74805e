import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { z } from "zod";
import { MESSAGES } from "../../admin-ui/i18n";
import { errorText, fieldErrorText } from "../../admin-ui/lib/error-messages";
import type { ApiClient } from "../../api/client";
import { DeliverySchema } from "../../api/schemas/deliveries.schemas";
import { auditLog, deliveries } from "../../db/schema";
import { expectInvalid } from "./reports/support";
import { type SalesFarm, expectStatus, startSalesFarm } from "./sales-fixtures";

/*
 * Deliveries (issue 37, point 3): crop delivered to a buyer out of a storage location, applied to the buyer's
 * contracts first in, first out unless one is chosen. A location never goes below zero: a delivery that would take
 * it there is a 409 STORAGE_SHORTFALL naming the location and the shortfall, and nothing is written. A load straight
 * from the field is its ticket's delivery: changed through the ticket.
 */

let f: SalesFarm;
type Json = Record<string, unknown>;
const post = (json: Json, as: ApiClient = f.app.admin) => as.api.deliveries.$post({ json: f.deliveryOf(json) as never });
const put = (id: number, json: Json, as: ApiClient = f.app.admin) => as.api.deliveries[":id"].$put({ param: { id: String(id) }, json: json as never });
const del = (id: number, as: ApiClient = f.app.admin) => as.api.deliveries[":id"].$delete({ param: { id: String(id) } });
const getOne = async (id: number) => DeliverySchema.parse(await expectStatus(await f.app.reader.api.deliveries[":id"].$get({ param: { id: String(id) } }), 200));
const created = async (json: Json) => DeliverySchema.parse(await expectStatus(await post(json), 201));
const stored = async () => Number((await f.app.t.db.select({ n: count() }).from(deliveries))[0]!.n);

beforeAll(async () => {
  f = await startSalesFarm("Deliveries");
  // 6,000 bu from North and 4,000 bu from South into Bin 1 in October 2026.
  await f.haul({ fieldId: f.north.id, quantity: "6000", date: "2026-10-01" });
  await f.haul({ fieldId: f.south.id, quantity: "4000", date: "2026-10-03" });
}, 60_000);
afterAll(() => f.app.t.close());

describe("POST /api/deliveries", () => {
  test("7,000 bu out of Bin 1 to the elevator fill its contracts first in, first out: 5,000 and 2,000", async () => {
    const first = await expectStatus<{ id: number; number: string }>(await f.app.admin.api.contracts.$post({ json: f.contractOf({ quantity: "5000", date: "2026-02-01" }) as never }), 201);
    const second = await expectStatus<{ id: number; number: string }>(await f.app.admin.api.contracts.$post({ json: f.contractOf({ quantity: "5000", date: "2026-05-01" }) as never }), 201);
    const d = await created({ quantity: "7000", date: "2026-10-15", reference: "ELV-88" });
    expect(d).toMatchObject({
      entityId: f.ranch.id, buyerId: f.elevator.id, buyerName: "Deliveries Elevator", crop: "Corn", cropYear: 2026, date: "2026-10-15",
      quantity: "7000", unit: "bu", locationId: f.bin.id, locationName: "Bin 1", ticketId: null, ticketNumber: null, contractId: null,
      reference: "ELV-88", settlementId: null, settlementNumber: null,
    });
    expect(d.applications).toEqual([
      { contractId: first.id, contractNumber: first.number, quantity: "5000" },
      { contractId: second.id, contractNumber: second.number, quantity: "2000" },
    ]);
    const audits = (await f.app.t.db.select().from(auditLog).where(eq(auditLog.resource, "deliveries"))).filter((a) => a.resourceId === String(d.id));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });

  test("409 STORAGE_SHORTFALL naming the location and the shortfall; nothing written", async () => {
    // 3,000 bu are left in Bin 1; 4,000 more is 1,000 bu short.
    const before = await stored();
    const res = await post({ quantity: "4000", date: "2026-10-20" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("STORAGE_SHORTFALL");
    expect(body.message).toContain("Bin 1");
    expect(body.message).toContain("1000 bu");
    expect(await stored()).toBe(before);
    // On hand is by date: 100 bu out on September 30th, before any crop came in, is short although 3,000 bu are left now.
    const early = await post({ quantity: "100", date: "2026-09-30" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe("Not enough Corn 2026 in Bin 1 on 2026-09-30: 100 bu (5600 lb) short.");
    // In pounds: 56,000 lb of corn are 1,000 bu, what is left after 2,000 bu more.
    await created({ quantity: "2000", date: "2026-10-21" });
    await created({ quantity: "56000", unit: "lb", date: "2026-10-22" });
    const empty = await post({ quantity: "1", date: "2026-12-31" });
    expect(empty.status).toBe(409);
  });

  test("a delivery in a later calendar year takes from the crop year's pile carried over without any step", async () => {
    await f.haul({ quantity: "1000", cropYear: 2025, date: "2025-10-01" });
    const d = await created({ quantity: "600", cropYear: 2025, date: "2026-02-01" });
    expect(d.cropYear).toBe(2025);
    expect((await post({ quantity: "401", cropYear: 2025, date: "2026-03-01" })).status).toBe(409);
  });

  test("400 naming the field", async () => {
    await expectInvalid(await post({ locationId: null }), "locationId");
    await expectInvalid(await post({ locationId: f.farBin.id }), "locationId");
    await expectInvalid(await post({ locationId: 999999 }), "locationId");
    await expectInvalid(await post({ buyerId: 999999 }), "buyerId");
    await expectInvalid(await post({ entityId: 999999 }), "entityId");
    await expectInvalid(await post({ quantity: "0" }), "quantity");
    await expectInvalid(await post({ unit: "kg" }), "unit");
    await expectInvalid(await post({ date: "2026-13-01" }), "date");
    await expectInvalid(await post({ contractId: 999999 }), "contractId");
    // A contract of another buyer, or of another crop year.
    const millContract = await expectStatus<{ id: number }>(await f.app.admin.api.contracts.$post({ json: f.contractOf({ buyerId: f.mill.id }) as never }), 201);
    await expectInvalid(await post({ contractId: millContract.id }), "contractId");
    // Bales do not convert to the contract's bushels.
    const own = await expectStatus<{ id: number }>(await f.app.admin.api.contracts.$post({ json: f.contractOf({ cropYear: 2024 }) as never }), 201);
    await expectInvalid(await post({ contractId: own.id, cropYear: 2024, unit: "bale" }), "unit");
  });

  test("401, 403 for readonly and crew, another entity's location answers as a missing one", async () => {
    expect((await post({}, f.app.t.client())).status).toBe(401);
    expect((await post({}, f.app.reader)).status).toBe(403);
    expect((await post({}, f.crew)).status).toBe(403);
    expect((await f.crew.api.deliveries.$get({ query: {} })).status).toBe(403);
    const foreign = await post({ locationId: f.farBin.id });
    const missing = await post({ locationId: 999999 });
    expect([foreign.status, await foreign.text()]).toEqual([missing.status, await missing.text()]);
  });
});

describe("GET /api/deliveries", () => {
  test("lists with Content-Range, filters by location, buyer and settled; GET one; 404", async () => {
    const res = await f.app.reader.api.deliveries.$get({ query: { filter: JSON.stringify({ q: "ELV-88" }) } });
    const rows = z.array(DeliverySchema).parse(await expectStatus(res, 200));
    expect(rows.map((r) => r.reference)).toEqual(["ELV-88"]);
    expect(res.headers.get("content-range")).toBe("deliveries 0-0/1");
    const unsettled = z.array(DeliverySchema).parse(await expectStatus(await f.app.reader.api.deliveries.$get({ query: { filter: JSON.stringify({ settled: false, locationId: f.bin.id }) } }), 200));
    expect(unsettled.length).toBeGreaterThan(2);
    expect(unsettled.every((d) => d.settlementId === null && d.locationId === f.bin.id)).toBe(true);
    const settled = z.array(DeliverySchema).parse(await expectStatus(await f.app.reader.api.deliveries.$get({ query: { filter: JSON.stringify({ settled: true }) } }), 200));
    expect(settled).toEqual([]);
    expect((await f.app.reader.api.deliveries[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await f.app.t.client().api.deliveries.$get({ query: {} })).status).toBe(401);
  });
});

describe("PUT and DELETE /api/deliveries/{id}", () => {
  test("a delivery read and sent back is unchanged; more than the bin holds is a 409 and the old figures stay", async () => {
    await f.haul({ quantity: "500", cropYear: 2027, date: "2027-09-01" });
    const d = await created({ quantity: "300", cropYear: 2027, date: "2027-10-01" });
    expect(DeliverySchema.parse(await expectStatus(await put(d.id, d as unknown as Json), 200))).toEqual(d);
    const more = DeliverySchema.parse(await expectStatus(await put(d.id, { ...d, quantity: "500", reference: "R-2" } as unknown as Json), 200));
    expect(more).toMatchObject({ quantity: "500", reference: "R-2" });
    const over = await put(d.id, { ...d, quantity: "501" } as unknown as Json);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { code: string }).code).toBe("STORAGE_SHORTFALL");
    expect((await getOne(d.id)).quantity).toBe("500");
    await expectInvalid(await put(d.id, { ...d, unit: "kg" } as unknown as Json), "unit");
    expect((await put(999999, f.deliveryOf())).status).toBe(404);
    expect((await put(d.id, d as unknown as Json, f.app.reader)).status).toBe(403);
  });

  test("a load straight from the field is its ticket's: its contract, reference and notes change here, its load through the ticket (409)", async () => {
    const { ticket, delivery } = await f.haulToBuyer({ buyerId: f.mill.id, quantity: "800" });
    const d = await getOne(delivery.id);
    expect(d).toMatchObject({ ticketId: ticket.id, ticketNumber: ticket.ticketNumber, fieldId: f.north.id, locationId: null, locationName: null });
    const noted = DeliverySchema.parse(await expectStatus(await put(d.id, { ...d, reference: "MILL-1", notes: "wet" } as unknown as Json), 200));
    expect(noted).toMatchObject({ reference: "MILL-1", notes: "wet", quantity: "800" });
    const changed = await put(d.id, { ...d, quantity: "900" } as unknown as Json);
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({
      code: "DELIVERY_LOCKED", message: `Delivery ${d.id} is ticket ${ticket.ticketNumber}'s load to Deliveries Mill: change the ticket (its quantity) instead`,
      details: { deliveryId: d.id, by: "ticket", ticket: ticket.ticketNumber, buyer: "Deliveries Mill", field: "quantity" },
    });
    const removed = await del(d.id);
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ code: "DELIVERY_LOCKED", details: { by: "ticket", field: null } });
    expect((await getOne(d.id)).quantity).toBe("800");
  });

  test("DELETE: removed, audited; 404 after; readonly 403", async () => {
    await f.haul({ quantity: "50", cropYear: 2028, date: "2028-09-01" });
    const d = await created({ quantity: "50", cropYear: 2028, date: "2028-10-01" });
    expect((await del(d.id, f.app.reader)).status).toBe(403);
    expect(DeliverySchema.parse(await expectStatus(await del(d.id), 200)).id).toBe(d.id);
    expect((await del(d.id)).status).toBe(404);
    const audits = (await f.app.t.db.select().from(auditLog).where(eq(auditLog.resource, "deliveries"))).filter((a) => a.resourceId === String(d.id));
    expect(audits.map((a) => a.action)).toEqual(["create", "delete"]);
  });
});

describe("refusals in the user's language (the API's English, the facts as data)", () => {
  const es = polyglotI18nProvider((l) => MESSAGES[l as "en" | "es"], "es").translate;

  test("a ticket's load changed here, another entity's bin, a contract of another buyer", async () => {
    const { ticket, delivery } = await f.haulToBuyer({ buyerId: f.mill.id, quantity: "10" });
    const locked = await (await del(delivery.id)).json();
    expect(errorText(locked, es, "")).toBe(`La entrega ${delivery.id} es la carga de la boleta ${ticket.ticketNumber} a Deliveries Mill: cambie la boleta.`);
    const foreign = (await (await post({ locationId: f.farBin.id })).json()) as { issues: { message: string }[] };
    expect(fieldErrorText(foreign.issues[0]!.message, es)).toBe("No existe ese lugar de almacenamiento");
    const c = await expectStatus<{ id: number; number: string }>(await f.app.admin.api.contracts.$post({ json: f.contractOf({ buyerId: f.mill.id }) as never }), 201);
    const other = (await (await post({ contractId: c.id })).json()) as { issues: { message: string }[] };
    expect(other.issues[0]!.message).toBe(`contract ${c.number} is for another buyer, crop or crop year: choose one of Deliveries Elevator's Corn 2026 contracts`);
    expect(fieldErrorText(other.issues[0]!.message, es)).toBe(`El contrato ${c.number} es de otro comprador, cultivo o año de cosecha: elija uno de los contratos de Corn 2026 de Deliveries Elevator`);
  });
});
