import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { PaymentSchema } from "../../api/schemas/lease-payments.schemas";
import { LandlordSchema } from "../../api/schemas/landlords.schemas";
import { LeaseSchema } from "../../api/schemas/leases.schemas";
import { auditLog } from "../../db/schema";
import { type ReportApp, expectInvalid, startReportApp } from "./reports/support";

let app: ReportApp;
let ada: number;
let bo: number;
let leaseId: number;
let entityId: number;

beforeAll(async () => {
  app = await startReportApp();
  const e = await app.entity("Pay Ranch");
  entityId = e.id;
  const f = await app.field(e.id, "South 40", "40", "Corn");
  const landlord = async (name: string) => LandlordSchema.parse(await (await app.admin.api.landlords.$post({ json: { name } as never })).json()).id;
  ada = await landlord("Ada Smith");
  bo = await landlord("Bo Jones");
  const res = await app.admin.api.leases.$post({
    json: { fieldId: f.id, leasedAcres: "40", startYear: 2025, endYear: 2026, terms: { type: "cash", basis: "fixed", rate: "8000", schedule: [{ due: "03-01", percent: "100" }] }, landlords: [{ landlordId: ada, sharePercent: "50" }, { landlordId: bo, sharePercent: "50" }] } as never,
  });
  leaseId = LeaseSchema.parse(await res.json()).id;
});
afterAll(() => app.t.close());

const post = (json: Record<string, unknown>, as = app.admin) => as.api.payments.$post({ json: json as never });
const pay = (over: Record<string, unknown> = {}) => ({ leaseId, landlordId: ada, date: "2025-03-01", amount: "4000.00", method: "check", memo: "Check 1001", ...over });

describe("POST /api/payments", () => {
  test("records a payment; the crop year is the date's unless given; audited", async () => {
    const res = await post(pay());
    expect(res.status).toBe(201);
    const p = PaymentSchema.parse(await res.json());
    expect(p).toMatchObject({ leaseId, landlordId: ada, landlordName: "Ada Smith", fieldName: "South 40", entityName: "Pay Ranch", entityId, cropYear: 2025, amount: "4000.00", method: "check", memo: "Check 1001" });
    const late = PaymentSchema.parse(await (await post(pay({ date: "2026-01-10", cropYear: 2025, amount: "0.01", method: "ach", memo: null }))).json());
    expect(late.cropYear).toBe(2025);
    const audits = (await app.t.db.select().from(auditLog)).filter((a) => a.resource === "payments" && a.action === "create");
    expect(audits.length).toBe(2);
    // Filed under the lease's field's entity, so the audit log's entity filter finds them.
    expect(audits.map((a) => a.entityId)).toEqual([entityId, entityId]);
  });

  test("400s naming the input; 401; 403", async () => {
    await expectInvalid(await post(pay({ amount: "0" })), "amount");
    await expectInvalid(await post(pay({ amount: "-5" })), "amount");
    await expectInvalid(await post(pay({ date: "2025-02-30" })), "date");
    await expectInvalid(await post(pay({ method: "bitcoin" })), "method");
    await expectInvalid(await post(pay({ leaseId: 99999 })), "leaseId");
    const cy = LandlordSchema.parse(await (await app.admin.api.landlords.$post({ json: { name: "Not on it" } as never })).json()).id;
    await expectInvalid(await post(pay({ landlordId: cy })), "landlordId");
    await expectInvalid(await post(pay({ date: "2027-03-01" })), "cropYear");
    expect((await app.t.client().api.payments.$post({ json: pay() as never })).status).toBe(401);
    expect((await post(pay(), app.reader)).status).toBe(403);
  });
});

describe("GET, PUT, DELETE /api/payments", () => {
  test("lists newest first with Content-Range and filters; one; 404; 401", async () => {
    const res = await app.reader.api.payments.$get({ query: { filter: JSON.stringify({ leaseId, landlordId: ada }) } });
    const rows = z.array(PaymentSchema).parse(await res.json());
    expect(rows.map((r) => [r.date, r.amount])).toEqual([["2026-01-10", "0.01"], ["2025-03-01", "4000.00"]]);
    expect(res.headers.get("content-range")).toBe("payments 0-1/2");
    const one = await app.reader.api.payments[":id"].$get({ param: { id: String(rows[0]!.id) } });
    expect(PaymentSchema.parse(await one.json()).amount).toBe("0.01");
    expect((await app.reader.api.payments[":id"].$get({ param: { id: "99999" } })).status).toBe(404);
    expect((await app.t.client().api.payments.$get({ query: {} })).status).toBe(401);
    await expectInvalid(await app.reader.api.payments.$get({ query: { filter: '{"memo":"x"}' } }), "filter");
  });

  test("update and soft delete; 400, 403, 404", async () => {
    const p = PaymentSchema.parse(await (await post(pay({ landlordId: bo, amount: "100" }))).json());
    const put = (id: number, json: Record<string, unknown>, as = app.admin) => as.api.payments[":id"].$put({ param: { id: String(id) }, json: json as never });
    const res = await put(p.id, { amount: "4000", memo: "Check 1002" });
    expect(PaymentSchema.parse(await res.json())).toMatchObject({ amount: "4000.00", memo: "Check 1002", landlordName: "Bo Jones" });
    await expectInvalid(await put(p.id, { amount: "abc" }), "amount");
    expect((await put(p.id, { amount: "1" }, app.reader)).status).toBe(403);
    expect((await put(99999, { amount: "1" })).status).toBe(404);
    const del = (id: number, as = app.admin) => as.api.payments[":id"].$delete({ param: { id: String(id) } });
    expect((await del(p.id, app.reader)).status).toBe(403);
    expect((await del(p.id)).status).toBe(200);
    expect((await del(p.id)).status).toBe(404);
    expect((await app.reader.api.payments[":id"].$get({ param: { id: String(p.id) } })).status).toBe(404);
  });
});
