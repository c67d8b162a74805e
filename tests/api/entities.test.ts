import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { EntitySchema, EntitySummarySchema } from "../../api/schemas/entities.schemas";
import { type TestApp, startTestApp } from "../support/harness";
import type { ApiClient } from "../../api/client";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
});
afterAll(() => t.close());

async function createEntity(name: string, location = "") {
  const res = await admin.api.entities.$post({ json: { name, location } });
  expect(res.status).toBe(201);
  return EntitySchema.parse(await res.json());
}

describe("POST /api/entities", () => {
  test("an admin creates an entity and gets the whole record back", async () => {
    const res = await admin.api.entities.$post({ json: { name: "  North Ranch  ", location: "Fresno" } });
    expect(res.status).toBe(201);
    const body = EntitySchema.parse(await res.json());
    expect(body).toMatchObject({ name: "North Ranch", location: "Fresno", totalAcres: "0.00" });
  });

  test("a blank name is a 400 naming the field", async () => {
    const res = await admin.api.entities.$post({ json: { name: "   " } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.issues[0].path).toBe("name");
  });

  test("a name over 255 characters is a 400", async () => {
    const res = await admin.api.entities.$post({ json: { name: "x".repeat(256) } });
    expect(res.status).toBe(400);
  });

  test("readonly users get 403 Admin access required", async () => {
    const res = await reader.api.entities.$post({ json: { name: "Nope" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).message).toContain("Admin access required");
  });

  test("signed-out callers get 401", async () => {
    const res = await t.client().api.entities.$post({ json: { name: "Nope" } });
    expect(res.status).toBe(401);
  });

  test("a write from another origin is refused", async () => {
    const res = await admin.api.entities.$post({ json: { name: "Cross" } }, { headers: { origin: "http://evil.example" } });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/entities", () => {
  test("lists as an array with a Content-Range header, sorted and paged", async () => {
    await createEntity("Zeta Farms");
    await createEntity("Alpha Farms");
    const res = await reader.api.entities.$get({ query: { sort: '["name","ASC"]', range: "[0,0]" } });
    expect(res.status).toBe(200);
    const rows = z.array(EntitySchema).parse(await res.json());
    expect(rows.length).toBe(1);
    expect(rows[0]!.name).toBe("Alpha Farms");
    expect(res.headers.get("content-range")).toMatch(/^entities 0-0\/\d+$/);
  });

  test("filters by q and by a list of ids", async () => {
    const e = await createEntity("Quail Hollow");
    const byQ = z.array(EntitySchema).parse(await (await reader.api.entities.$get({ query: { filter: '{"q":"quail"}' } })).json());
    expect(byQ.map((r) => r.id)).toEqual([e.id]);
    const byId = await reader.api.entities.$get({ query: { filter: JSON.stringify({ id: [e.id] }) } });
    expect(z.array(EntitySchema).parse(await byId.json()).map((r) => r.id)).toEqual([e.id]);
  });

  test("unknown sort and filter keys are a 400, not a crash", async () => {
    const sort = await reader.api.entities.$get({ query: { sort: '["password","ASC"]' } });
    expect(sort.status).toBe(400);
    const filter = await reader.api.entities.$get({ query: { filter: '{"nope":1}' } });
    expect(filter.status).toBe(400);
    const bad = await reader.api.entities.$get({ query: { range: "[5" } });
    expect(bad.status).toBe(400);
  });

  test("signed-out callers get 401", async () => {
    expect((await t.client().api.entities.$get({ query: {} })).status).toBe(401);
  });
});

describe("GET/PUT/DELETE /api/entities/{id}", () => {
  test("reads one entity; a missing one is 404 and a bad id 400", async () => {
    const e = await createEntity("Read Me");
    const ok = await reader.api.entities[":id"].$get({ param: { id: String(e.id) } });
    expect(EntitySchema.parse(await ok.json()).name).toBe("Read Me");
    expect((await reader.api.entities[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await reader.api.entities[":id"].$get({ param: { id: "abc" } })).status).toBe(400);
  });

  test("PUT renames and answers the whole record, ignoring derived fields", async () => {
    const e = await createEntity("Old Name");
    const res = await admin.api.entities[":id"].$put({
      param: { id: String(e.id) },
      json: { name: "New Name", location: "Kern", totalAcres: "999", id: 12345 } as any,
    });
    expect(res.status).toBe(200);
    expect(EntitySchema.parse(await res.json())).toMatchObject({ id: e.id, name: "New Name", location: "Kern", totalAcres: "0.00" });
    const denied = await reader.api.entities[":id"].$put({ param: { id: String(e.id) }, json: { name: "x" } });
    expect(denied.status).toBe(403);
  });

  test("DELETE answers 200 with the record, then it is gone from every read", async () => {
    const e = await createEntity("Short Lived");
    const res = await admin.api.entities[":id"].$delete({ param: { id: String(e.id) } });
    expect(res.status).toBe(200);
    expect(EntitySchema.parse(await res.json()).id).toBe(e.id);
    expect((await reader.api.entities[":id"].$get({ param: { id: String(e.id) } })).status).toBe(404);
    const all = z.array(EntitySchema).parse(await (await reader.api.entities.$get({ query: {} })).json());
    expect(all.some((r) => r.id === e.id)).toBe(false);
    expect((await admin.api.entities[":id"].$delete({ param: { id: String(e.id) } })).status).toBe(404);
    expect((await reader.api.entities[":id"].$delete({ param: { id: String(e.id) } })).status).toBe(403);
  });
});

describe("GET /api/entities/{entityId}/summary", () => {
  test("an empty entity has zero figures", async () => {
    const e = await createEntity("Empty");
    const res = await reader.api.entities[":entityId"].summary.$get({ param: { entityId: String(e.id) }, query: { year: "2025" } });
    expect(res.status).toBe(200);
    expect(EntitySummarySchema.parse(await res.json())).toEqual({
      totalFields: 0,
      totalAcres: "0.00",
      monthlyCost: "0.00",
      costPerAcre: "0.00",
      activeTasks: 0,
    });
  });

  test("a year out of range is a 400 naming year; a missing entity 404", async () => {
    const e = await createEntity("Years");
    const bad = await reader.api.entities[":entityId"].summary.$get({ param: { entityId: String(e.id) }, query: { year: "1899" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("year");
    const missing = await reader.api.entities[":entityId"].summary.$get({ param: { entityId: "424242" }, query: { year: "2025" } });
    expect(missing.status).toBe(404);
  });
});
