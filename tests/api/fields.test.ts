import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { EntitySchema } from "../../api/schemas/entities.schemas";
import { EntityFieldSchema, FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { fields, tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
}, 60_000); // the first suite of a run migrates the PGlite template, which is slow on a busy machine
afterAll(() => t.close());

async function newEntity(name = "Ranch") {
  const res = await admin.api.entities.$post({ json: { name } });
  expect(res.status).toBe(201);
  return EntitySchema.parse(await res.json());
}

async function newField(entityId: number, name: string, acreage = "10", extra: Record<string, unknown> = {}) {
  const res = await admin.api.fields.$post({ json: { entityId, name, acreage, cropType: "Alfalfa", location: "Block A", ...extra } });
  expect(res.status).toBe(201);
  return FieldRecordSchema.parse(await res.json());
}

/** Inserts a task row directly; totalCost is worked out by hand in each test. */
async function insertTask(entityId: number, fieldId: number, v: { name: string; date: string; totalCost: string; cropYear?: number }) {
  const [row] = await t.db
    .insert(tasks)
    .values({ entityId, fieldId, categoryId: 1, cropYear: v.cropYear ?? 2025, name: v.name, date: v.date, totalCost: v.totalCost })
    .returning();
  return row!;
}

async function issuePath(res: { status: number; json(): Promise<unknown> }) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string }[] }).issues[0]!.path;
}

describe("POST /api/fields", () => {
  test("an admin creates a field and gets the whole record, APN lists normalised", async () => {
    const e = await newEntity("Create Ranch");
    const res = await admin.api.fields.$post({
      json: { entityId: e.id, name: "  North 40  ", acreage: "40.5", cropType: "Almonds", location: "Blk 1", apns: "022-110-014,022-110-015 ", apnAcreage: "20.25 ,  20.25", leaseRatePerAcre: "125.5", id: 999 } as any,
    });
    expect(res.status).toBe(201);
    const body = FieldRecordSchema.parse(await res.json());
    expect(body).toMatchObject({ entityId: e.id, entityName: "Create Ranch", name: "North 40", acreage: "40.50", cropType: "Almonds", location: "Blk 1" });
    expect(body).toMatchObject({ apns: "022-110-014, 022-110-015", apnAcreage: "20.25, 20.25", leaseRatePerAcre: "125.50" });
    expect(body.id).not.toBe(999);
  });

  test("bad input is a 400 naming the field", async () => {
    const e = await newEntity();
    const base = { entityId: e.id, name: "F", acreage: "1", cropType: "Hay", location: "" };
    const post = (json: Record<string, unknown>) => admin.api.fields.$post({ json: { ...base, ...json } as any });
    expect(await issuePath(await post({ name: "   " }))).toBe("name");
    expect(await issuePath(await post({ name: "x".repeat(256) }))).toBe("name");
    expect(await issuePath(await post({ acreage: "-1" }))).toBe("acreage");
    expect(await issuePath(await post({ acreage: "abc" }))).toBe("acreage");
    expect(await issuePath(await post({ acreage: "1.234" }))).toBe("acreage");
    expect(await issuePath(await post({ cropType: "c".repeat(101) }))).toBe("cropType");
    expect(await issuePath(await post({ leaseRatePerAcre: "-5" }))).toBe("leaseRatePerAcre");
    expect(await issuePath(await post({ apns: "A, B", apnAcreage: "1" }))).toBe("apnAcreage");
    expect(await issuePath(await post({ apns: "A", apnAcreage: "ten" }))).toBe("apnAcreage");
    expect(await issuePath(await post({ entityId: 987654 }))).toBe("entityId");
  });

  test("a deleted entity cannot take new fields", async () => {
    const e = await newEntity("Gone");
    await admin.api.entities[":id"].$delete({ param: { id: String(e.id) } });
    const res = await admin.api.fields.$post({ json: { entityId: e.id, name: "F", acreage: "1", cropType: "", location: "" } });
    expect(await issuePath(res)).toBe("entityId");
  });

  test("readonly users get 403 and signed-out callers 401", async () => {
    const e = await newEntity();
    const json = { entityId: e.id, name: "F", acreage: "1", cropType: "Hay", location: "" };
    expect((await reader.api.fields.$post({ json })).status).toBe(403);
    expect((await t.client().api.fields.$post({ json })).status).toBe(401);
  });
});

describe("GET /api/fields (simple-rest)", () => {
  test("sorts, pages and filters by entityId, q and ids, with Content-Range", async () => {
    const e = await newEntity("List Ranch");
    const b = await newField(e.id, "Bravo", "5");
    const a = await newField(e.id, "Alpha", "7");
    await newField(e.id, "Charlie", "6", { cropType: "Walnuts" });
    const res = await reader.api.fields.$get({ query: { sort: '["acreage","DESC"]', range: "[0,1]", filter: JSON.stringify({ entityId: e.id }) } });
    expect(res.status).toBe(200);
    const rows = z.array(FieldRecordSchema).parse(await res.json());
    expect(rows.map((r) => r.name)).toEqual(["Alpha", "Charlie"]);
    expect(rows[0]!.entityName).toBe("List Ranch");
    expect(res.headers.get("content-range")).toBe("fields 0-1/3");
    const q = await reader.api.fields.$get({ query: { filter: JSON.stringify({ entityId: e.id, q: "walnut" }) } });
    expect(z.array(FieldRecordSchema).parse(await q.json()).map((r) => r.name)).toEqual(["Charlie"]);
    const ids = await reader.api.fields.$get({ query: { filter: JSON.stringify({ id: [b.id, a.id] }) } });
    expect(z.array(FieldRecordSchema).parse(await ids.json()).map((r) => r.name)).toEqual(["Alpha", "Bravo"]);
  });

  test("an unknown sort or filter key is a 400 naming it; signed out is 401", async () => {
    expect(await issuePath(await reader.api.fields.$get({ query: { sort: '["apns","ASC"]' } }))).toBe("sort");
    expect(await issuePath(await reader.api.fields.$get({ query: { filter: '{"deletedAt":1}' } }))).toBe("filter");
    expect((await t.client().api.fields.$get({ query: {} })).status).toBe(401);
  });
});

describe("GET/PUT/DELETE /api/fields/{id}", () => {
  test("GET answers the field with its entity's name; missing is 404, signed out 401", async () => {
    const e = await newEntity("Read Ranch");
    const f = await newField(e.id, "Read Me", "3.5");
    const res = await reader.api.fields[":id"].$get({ param: { id: String(f.id) } });
    expect(FieldRecordSchema.parse(await res.json())).toMatchObject({ id: f.id, name: "Read Me", acreage: "3.50", entityName: "Read Ranch" });
    expect((await reader.api.fields[":id"].$get({ param: { id: "424242" } })).status).toBe(404);
    expect((await t.client().api.fields[":id"].$get({ param: { id: String(f.id) } })).status).toBe(401);
  });

  test("PUT changes only what is sent and ignores read-only and derived fields", async () => {
    const e = await newEntity();
    const other = await newEntity("Other");
    const f = await newField(e.id, "Before", "12.5", { apns: "A, B", apnAcreage: "6, 6.5", leaseRatePerAcre: "100" });
    const sentBack = { ...f, id: 1, entityId: other.id, createdAt: "2001-01-01T00:00:00Z", deletedAt: "2001-01-01T00:00:00Z", entityName: "X", seasonalCost: "9", tasks: [] };
    const res = await admin.api.fields[":id"].$put({ param: { id: String(f.id) }, json: { ...sentBack, name: "After", location: "" } as any });
    expect(res.status).toBe(200);
    const body = FieldRecordSchema.parse(await res.json());
    expect(body).toMatchObject({ id: f.id, entityId: e.id, name: "After", acreage: "12.50", location: null, apns: "A, B", leaseRatePerAcre: "100.00" });
    expect(body.createdAt).toBe(f.createdAt as string);
    const apn = await admin.api.fields[":id"].$put({ param: { id: String(f.id) }, json: { apns: null, apnAcreage: null, leaseRatePerAcre: null } });
    expect(FieldRecordSchema.parse(await apn.json())).toMatchObject({ name: "After", apns: null, apnAcreage: null, leaseRatePerAcre: null });
  });

  test("PUT refuses bad input naming the field, readonly users and missing fields", async () => {
    const e = await newEntity();
    const f = await newField(e.id, "Guarded", "10", { apns: "A, B", apnAcreage: "5, 5" });
    const put = (json: Record<string, unknown>, id = String(f.id), as = admin) => as.api.fields[":id"].$put({ param: { id }, json });
    expect(await issuePath(await put({ acreage: "abc" }))).toBe("acreage");
    expect(await issuePath(await put({ name: "" }))).toBe("name");
    // One acreage against the two stored parcels.
    expect(await issuePath(await put({ apnAcreage: "10" }))).toBe("apnAcreage");
    expect((await put({ name: "x" }, String(f.id), reader)).status).toBe(403);
    expect((await put({ name: "x" }, "424242")).status).toBe(404);
    expect((await t.client().api.fields[":id"].$put({ param: { id: String(f.id) }, json: { name: "x" } })).status).toBe(401);
    const unchanged = await reader.api.fields[":id"].$get({ param: { id: String(f.id) } });
    expect(FieldRecordSchema.parse(await unchanged.json())).toMatchObject({ name: "Guarded", acreage: "10.00", apnAcreage: "5, 5" });
  });

  test("DELETE stamps the field and its active tasks with one time and answers the record", async () => {
    const e = await newEntity("Delete Ranch");
    const f = await newField(e.id, "Doomed", "20");
    const keep = await newField(e.id, "Keeper", "20");
    const t1 = await insertTask(e.id, f.id, { name: "Disk", date: "2025-03-01", totalCost: "50.00" });
    const earlier = new Date("2024-01-01T00:00:00Z");
    const old = await insertTask(e.id, f.id, { name: "Old", date: "2025-02-01", totalCost: "5.00" });
    await t.db.update(tasks).set({ deletedAt: earlier }).where(eq(tasks.id, old.id));
    await insertTask(e.id, keep.id, { name: "Stay", date: "2025-03-02", totalCost: "7.00" });

    expect((await reader.api.fields[":id"].$delete({ param: { id: String(f.id) } })).status).toBe(403);
    const res = await admin.api.fields[":id"].$delete({ param: { id: String(f.id) } });
    expect(res.status).toBe(200);
    expect(FieldRecordSchema.parse(await res.json())).toMatchObject({ id: f.id, name: "Doomed" });

    const [fieldRow] = await t.db.select().from(fields).where(eq(fields.id, f.id));
    const [taskRow] = await t.db.select().from(tasks).where(eq(tasks.id, t1.id));
    const [oldRow] = await t.db.select().from(tasks).where(eq(tasks.id, old.id));
    expect(fieldRow!.deletedAt).not.toBeNull();
    expect(taskRow!.deletedAt?.getTime()).toBe(fieldRow!.deletedAt!.getTime());
    expect(oldRow!.deletedAt?.getTime()).toBe(earlier.getTime());

    expect((await reader.api.fields[":id"].$get({ param: { id: String(f.id) } })).status).toBe(404);
    expect((await admin.api.fields[":id"].$delete({ param: { id: String(f.id) } })).status).toBe(404);
    const list = await reader.api.entities[":entityId"].fields.$get({ param: { entityId: String(e.id) }, query: { withTasks: "true", year: "2025" } });
    const rows = z.array(EntityFieldSchema).parse(await list.json());
    expect(rows.map((r) => r.name)).toEqual(["Keeper"]);
    expect(rows[0]!.tasks!.map((x) => x.name)).toEqual(["Stay"]);
  });

  test("the entity's totalAcres follows its fields: create, resize, delete", async () => {
    const e = await newEntity("Acres");
    const acres = async () => EntitySchema.parse(await (await reader.api.entities[":id"].$get({ param: { id: String(e.id) } })).json()).totalAcres;
    const a = await newField(e.id, "A", "40.5");
    await newField(e.id, "B", "10.25");
    expect(await acres()).toBe("50.75"); // 40.50 + 10.25
    await admin.api.fields[":id"].$put({ param: { id: String(a.id) }, json: { acreage: "30" } });
    expect(await acres()).toBe("40.25"); // 30.00 + 10.25
    await admin.api.fields[":id"].$delete({ param: { id: String(a.id) } });
    expect(await acres()).toBe("10.25");
  });
});
