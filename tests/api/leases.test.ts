import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { LandlordStatementShape, LeaseBalancesShape, RentDueShape } from "../../api/domain/leases/statement";
import { LandlordSchema } from "../../api/schemas/landlords.schemas";
import { LeaseSchema } from "../../api/schemas/leases.schemas";
import { auditLog } from "../../db/schema";
import { CAT, type ReportApp, expectInvalid, startReportApp } from "./reports/support";

let app: ReportApp;
let ada: number;
let bo: number;
let north: { id: number; entityId: number };
let river: { id: number; entityId: number };

beforeAll(async () => {
  app = await startReportApp();
  const e = await app.entity("Lease Ranch");
  north = await app.field(e.id, "North 80", "80", "Corn");
  const res = await app.admin.api.fields.$post({ json: { entityId: e.id, name: "River", acreage: "100", cropType: "Wheat", apns: "011-22, 033-44", apnAcreage: "60, 40" } as never });
  river = (await res.json()) as { id: number; entityId: number };
  const landlord = async (name: string) => LandlordSchema.parse(await (await app.admin.api.landlords.$post({ json: { name } as never })).json()).id;
  ada = await landlord("Ada Smith");
  bo = await landlord("Bo Jones");
});
afterAll(() => app.t.close());

const cropShare = { type: "crop_share", incomePercent: "33.33", costDefaultPercent: "0", costPercents: [{ categoryId: CAT.FERTILIZER, percent: "33.33" }] };
const cash = { type: "cash", basis: "per_acre", rate: "250", schedule: [{ due: "03-01", percent: "50" }, { due: "11-01", percent: "50" }] };
const post = (json: Record<string, unknown>, as = app.admin) => as.api.leases.$post({ json: json as never });
const lease = (over: Record<string, unknown> = {}) => ({
  fieldId: north.id, leasedAcres: "50", startYear: 2025, endYear: 2026, terms: cropShare,
  landlords: [{ landlordId: ada, sharePercent: "40" }, { landlordId: bo, sharePercent: "60" }], ...over,
});

describe("POST /api/leases", () => {
  test("a crop-share lease with two landlords; audited", async () => {
    const res = await post(lease());
    expect(res.status).toBe(201);
    const l = LeaseSchema.parse(await res.json());
    expect(l).toMatchObject({ fieldName: "North 80", entityName: "Lease Ranch", leasedAcres: "50.00", type: "crop_share", startYear: 2025, endYear: 2026, apns: [] });
    // In the order entered (DECISIONS, Leases), not by share.
    expect(l.landlords.map((x) => [x.name, x.sharePercent])).toEqual([["Ada Smith", "40.00"], ["Bo Jones", "60.00"]]);
    expect(l.landlordNames).toBe("Ada Smith (40%), Bo Jones (60%)");
    const audits = (await app.t.db.select().from(auditLog)).filter((a) => a.resource === "leases" && a.resourceId === String(l.id));
    expect(audits.map((a) => a.action)).toEqual(["create"]);
  });

  test("400s naming the input", async () => {
    await expectInvalid(await post(lease({ landlords: [{ landlordId: ada, sharePercent: "40" }, { landlordId: bo, sharePercent: "59.99" }] })), "landlords");
    await expectInvalid(await post(lease({ terms: { ...cropShare, incomePercent: "33.33333" } })), "terms.incomePercent");
    await expectInvalid(await post(lease({ terms: { ...cropShare, incomePercent: "101" } })), "terms.incomePercent");
    await expectInvalid(await post(lease({ leasedAcres: "80.01", startYear: 2030, endYear: null })), "leasedAcres");
    await expectInvalid(await post(lease({ fieldId: 99999 })), "fieldId");
    await expectInvalid(await post(lease({ startYear: 2030, endYear: 2029 })), "endYear");
    await expectInvalid(await post(lease({ startYear: 2030, endYear: null, landlords: [{ landlordId: 99999, sharePercent: "100" }] })), "landlords.0.landlordId");
    await expectInvalid(await post(lease({ startYear: 2030, endYear: null, terms: { ...cash, schedule: [{ due: "03-01", percent: "60" }] } })), "terms.schedule");
    await expectInvalid(await post(lease({ startYear: 2030, endYear: null, terms: { type: "flex", basePerAcre: "200", bonusPercent: "25", thresholdPerAcre: "900", capPerAcre: "150", schedule: cash.schedule } })), "terms.capPerAcre");
    await expectInvalid(await post(lease({ fieldId: river.id, apns: ["999-99"], startYear: 2030, endYear: null })), "apns");
  });

  test("two leases of the same acres never share a crop year; other parcels of the field may", async () => {
    const overlap = await post(lease({ startYear: 2026, endYear: null, terms: cash, landlords: [{ landlordId: ada, sharePercent: "100" }] }));
    expect(overlap.status).toBe(400);
    const body = (await overlap.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues[0]!.path).toBe("startYear");
    expect(body.issues[0]!.message).toContain("North 80");
    expect((await post(lease({ startYear: 2027, endYear: null, terms: cash, landlords: [{ landlordId: ada, sharePercent: "100" }] }))).status).toBe(201);
    const one = (apns: string[], acres: string) => post({ fieldId: river.id, apns, leasedAcres: acres, startYear: 2025, endYear: null, terms: cash, landlords: [{ landlordId: bo, sharePercent: "100" }] });
    expect((await one(["011-22"], "60")).status).toBe(201);
    expect((await one(["033-44"], "40")).status).toBe(201);
    await expectInvalid(await one(["033-44"], "40"), "startYear");
  });

  test("401 signed out, 403 readonly", async () => {
    expect((await app.t.client().api.leases.$post({ json: lease() as never })).status).toBe(401);
    expect((await post(lease(), app.reader)).status).toBe(403);
  });
});

describe("GET /api/leases", () => {
  test("filters by landlord, type and year; one; 404; 401", async () => {
    const res = await app.reader.api.leases.$get({ query: { filter: JSON.stringify({ landlordId: bo, type: "crop_share", year: 2025 }) } });
    expect(res.status).toBe(200);
    const rows = z.array(LeaseSchema).parse(await res.json());
    expect(rows.map((r) => [r.fieldName, r.startYear])).toEqual([["North 80", 2025]]);
    expect(res.headers.get("content-range")).toBe("leases 0-0/1");
    const byField = z.array(LeaseSchema).parse(await (await app.reader.api.leases.$get({ query: { filter: JSON.stringify({ fieldId: river.id }), sort: '["leasedAcres","DESC"]' } })).json());
    expect(byField.map((r) => r.apns)).toEqual([["011-22"], ["033-44"]]);
    const one = await app.reader.api.leases[":id"].$get({ param: { id: String(rows[0]!.id) } });
    expect(LeaseSchema.parse(await one.json()).id).toBe(rows[0]!.id);
    expect((await app.reader.api.leases[":id"].$get({ param: { id: "99999" } })).status).toBe(404);
    expect((await app.t.client().api.leases.$get({ query: {} })).status).toBe(401);
    await expectInvalid(await app.reader.api.leases.$get({ query: { sort: '["rent","ASC"]' } }), "sort");
  });
});

describe("PUT, DELETE, recovery", () => {
  let west: { id: number };
  beforeAll(async () => {
    west = await app.field(north.entityId, "West 80", "80", "Corn");
  });
  test("update replaces terms and landlords with the same checks; 400, 403, 404", async () => {
    const created = LeaseSchema.parse(await (await post(lease({ fieldId: west.id, startYear: 2040, endYear: 2040 }))).json());
    const put = (id: number, json: Record<string, unknown>, as = app.admin) => as.api.leases[":id"].$put({ param: { id: String(id) }, json: json as never });
    const res = await put(created.id, lease({ fieldId: west.id, startYear: 2040, endYear: 2041, terms: cash, landlords: [{ landlordId: ada, sharePercent: "100" }] }));
    expect(res.status).toBe(200);
    expect(LeaseSchema.parse(await res.json())).toMatchObject({ type: "cash", endYear: 2041, landlordNames: "Ada Smith" });
    await expectInvalid(await put(created.id, lease({ fieldId: west.id, startYear: 2040, endYear: null, leasedAcres: "81" })), "leasedAcres");
    expect((await put(created.id, lease({ fieldId: west.id, startYear: 2040, endYear: null }), app.reader)).status).toBe(403);
    expect((await put(99999, lease({ fieldId: west.id, startYear: 2040, endYear: null }))).status).toBe(404);
  });

  test("delete hides the lease and its payments; recovery brings both back unless another lease took the acres", async () => {
    const l = LeaseSchema.parse(await (await post(lease({ fieldId: west.id, startYear: 2050, endYear: 2050, terms: cash, landlords: [{ landlordId: ada, sharePercent: "100" }] }))).json());
    const pay = await app.admin.api.payments.$post({ json: { leaseId: l.id, landlordId: ada, date: "2050-03-01", amount: "100", method: "check" } as never });
    expect(pay.status).toBe(201);
    const del = (id: number, as = app.admin) => as.api.leases[":id"].$delete({ param: { id: String(id) } });
    expect((await del(l.id, app.reader)).status).toBe(403);
    expect((await del(l.id)).status).toBe(200);
    expect((await del(l.id)).status).toBe(404);
    const payments = async () => ((await (await app.reader.api.payments.$get({ query: { filter: JSON.stringify({ leaseId: l.id }) } })).json()) as unknown[]).length;
    expect(await payments()).toBe(0);
    const deleted = (await (await app.admin.api.admin["deleted-leases"].$get()).json()) as { id: number }[];
    expect(deleted.map((d) => d.id)).toContain(l.id);
    const rec = (id: number, as = app.admin) => as.api.admin["recover-lease"][":id"].$post({ param: { id: String(id) } });
    const taken = LeaseSchema.parse(await (await post(lease({ fieldId: west.id, startYear: 2050, endYear: 2050, terms: cash, landlords: [{ landlordId: bo, sharePercent: "100" }] }))).json());
    expect((await rec(l.id)).status).toBe(409);
    expect((await del(taken.id)).status).toBe(200);
    expect((await rec(l.id, app.reader)).status).toBe(403);
    expect((await rec(l.id)).status).toBe(200);
    expect(await payments()).toBe(1);
    expect((await rec(l.id)).status).toBe(409);
    expect((await rec(99999)).status).toBe(404);
  });

  test("a landlord on an active lease cannot be deleted (409)", async () => {
    expect((await app.admin.api.landlords[":id"].$delete({ param: { id: String(bo) } })).status).toBe(409);
  });
});

describe("balances and rent due", () => {
  test("a cash lease's balance per landlord after payments, and what the dashboard lists as overdue and due soon", async () => {
    const e = await app.entity("Rent Ranch");
    const f = await app.field(e.id, "East 40", "40", "Alfalfa");
    // $250/ac x 40 ac = $10,000 a year: $5,000 on March 1 and $5,000 on November 1; Ada 40% ($2,000 + $2,000), Bo 60%.
    const l = LeaseSchema.parse(await (await post({ fieldId: f.id, leasedAcres: "40", startYear: 2025, endYear: 2025, terms: cash, landlords: [{ landlordId: ada, sharePercent: "40" }, { landlordId: bo, sharePercent: "60" }] })).json());
    await app.admin.api.payments.$post({ json: { leaseId: l.id, landlordId: ada, date: "2025-02-20", amount: "2000", method: "ach" } as never });
    await app.admin.api.payments.$post({ json: { leaseId: l.id, landlordId: bo, date: "2025-03-05", amount: "1000.50", method: "check" } as never });
    const res = await app.reader.api.leases[":id"].balances.$get({ param: { id: String(l.id) }, query: { year: "2025" } });
    const b = LeaseBalancesShape.parse(await res.json());
    expect(b.landlords.map((x) => [x.landlordName, x.owed, x.paid, x.balance])).toEqual([
      ["Ada Smith", "4000.00", "2000.00", "2000.00"],
      ["Bo Jones", "6000.00", "1000.50", "4999.50"],
    ]);
    expect(b.totals).toEqual({ owed: "10000.00", paid: "3000.50", balance: "6999.50" });
    expect((await app.reader.api.leases[":id"].balances.$get({ param: { id: "99999" }, query: { year: "2025" } })).status).toBe(404);
    await expectInvalid(await app.reader.api.leases[":id"].balances.$get({ param: { id: String(l.id) }, query: { year: "1999" } }), "year");

    // On 2025-10-15: Bo's March share ($3,000) is $1,999.50 short and overdue; both November shares are due within 30 days.
    const due = RentDueShape.parse(await (await app.reader.api["rent-due"].$get({ query: { today: "2025-10-15" } })).json());
    const mine = due.items.filter((i) => i.leaseId === l.id).map((i) => [i.status, i.date, i.landlordName, i.amount, i.open]);
    expect(mine).toEqual([
      ["overdue", "2025-03-01", "Bo Jones", "3000.00", "1999.50"],
      ["soon", "2025-11-01", "Ada Smith", "2000.00", "2000.00"],
      ["soon", "2025-11-01", "Bo Jones", "3000.00", "3000.00"],
    ]);
    await expectInvalid(await app.reader.api["rent-due"].$get({ query: { today: "2025-02-30" } }), "today");
    expect((await app.t.client().api["rent-due"].$get({ query: {} })).status).toBe(401);
  });
});

describe("the landlords' order (DECISIONS, Leases)", () => {
  test("a lease keeps its landlords in the order entered; on a tie the odd cent goes to the first listed, on every surface", async () => {
    const e = await app.entity("Cent Ranch");
    const f = await app.field(e.id, "Odd Cent 10", "10", "Corn");
    const landlord = async (name: string) => LandlordSchema.parse(await (await app.admin.api.landlords.$post({ json: { name } as never })).json()).id;
    const first = await landlord("Aaron First");
    // Listed with the higher id first, and with the name that sorts last.
    const cy = await landlord("Yolanda Listed");
    expect(cy).toBeGreaterThan(first);
    const fixed = { type: "cash", basis: "fixed", rate: "100.01", schedule: [{ due: "03-01", percent: "100" }] };
    const res = await post({ fieldId: f.id, leasedAcres: "10", startYear: 2031, endYear: 2031, terms: fixed, landlords: [{ landlordId: cy, sharePercent: "50" }, { landlordId: first, sharePercent: "50" }] });
    expect(res.status).toBe(201);
    const l = LeaseSchema.parse(await res.json());
    // $100.01 split 50/50: 50.005 each; both round down to 50.00 and the cent left goes to the first listed, Yolanda.
    expect(l.landlords.map((x) => x.landlordId)).toEqual([cy, first]);
    expect(l.landlordNames).toBe("Yolanda Listed (50%), Aaron First (50%)");
    const read = LeaseSchema.parse(await (await app.reader.api.leases[":id"].$get({ param: { id: String(l.id) } })).json());
    expect(read.landlords.map((x) => x.landlordId)).toEqual([cy, first]);
    const listed = z.array(LeaseSchema).parse(await (await app.reader.api.leases.$get({ query: { filter: JSON.stringify({ id: l.id }) } })).json());
    expect(listed[0]!.landlords.map((x) => x.landlordId)).toEqual([cy, first]);

    const balances = async () => LeaseBalancesShape.parse(await (await app.reader.api.leases[":id"].balances.$get({ param: { id: String(l.id) }, query: { year: "2031" } })).json());
    expect((await balances()).landlords.map((x) => [x.landlordName, x.owed])).toEqual([["Yolanda Listed", "50.01"], ["Aaron First", "50.00"]]);
    const due = RentDueShape.parse(await (await app.reader.api["rent-due"].$get({ query: { today: "2031-02-20" } })).json());
    expect(due.items.filter((i) => i.leaseId === l.id).map((i) => [i.landlordName, i.amount])).toEqual([["Aaron First", "50.00"], ["Yolanda Listed", "50.01"]]);
    const statement = async (id: number) =>
      LandlordStatementShape.parse(await (await app.reader.api.landlords[":id"].statement.$get({ param: { id: String(id) }, query: { year: "2031" } as never })).json());
    expect((await statement(cy)).totals.cashRent).toBe("50.01");
    expect((await statement(first)).totals.cashRent).toBe("50.00");

    // Paying each what the lease says leaves nothing open: the payments agree with the split.
    for (const [landlordId, amount] of [[cy, "50.01"], [first, "50.00"]] as const) {
      const pay = await app.admin.api.payments.$post({ json: { leaseId: l.id, landlordId, date: "2031-03-01", amount, method: "check" } as never });
      expect(pay.status).toBe(201);
    }
    expect((await balances()).landlords.map((x) => [x.landlordName, x.balance])).toEqual([["Yolanda Listed", "0.00"], ["Aaron First", "0.00"]]);
    expect((await statement(cy)).totals.net).toBe("0.00");

    // Entered the other way round, the cent follows the order.
    const put = await app.admin.api.leases[":id"].$put({
      param: { id: String(l.id) },
      json: { fieldId: f.id, leasedAcres: "10", startYear: 2031, endYear: 2031, terms: fixed, landlords: [{ landlordId: first, sharePercent: "50" }, { landlordId: cy, sharePercent: "50" }] } as never,
    });
    expect(put.status).toBe(200);
    expect(LeaseSchema.parse(await put.json()).landlords.map((x) => x.landlordId)).toEqual([first, cy]);
    expect((await balances()).landlords.map((x) => [x.landlordName, x.owed])).toEqual([["Aaron First", "50.01"], ["Yolanda Listed", "50.00"]]);
    expect((await statement(first)).totals.cashRent).toBe("50.01");
  });
});
