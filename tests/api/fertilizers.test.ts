import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { FertilizerSchema } from "../../api/schemas/fertilizers.schemas";
import { entities, fields, tasks } from "../../db/schema";
import { SEED_FERTILIZERS } from "../../db/seed";
import { type TestApp, startTestApp } from "../support/harness";

/** Any answer of the typed client, read without its success type. */
type Answer = { status: number; json(): Promise<unknown> };

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
});
afterAll(() => t.close());

const Fertilizers = z.array(FertilizerSchema);
const post = (json: Record<string, unknown>, as = admin) => as.api.fertilizers.$post({ json: json as any });
const put = (id: number | string, json: Record<string, unknown>, as = admin) =>
  as.api.fertilizers[":id"].$put({ param: { id: String(id) }, json: json as any });
const del = (id: number | string, as = admin) => as.api.fertilizers[":id"].$delete({ param: { id: String(id) } });

async function create(name: string, extra: Record<string, unknown> = {}) {
  const res = await post({ name, ...extra });
  expect(res.status).toBe(201);
  return FertilizerSchema.parse(await res.json());
}

async function pathOf(res: Answer) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string }[] }).issues[0]!.path;
}

/** A Fertilizer task naming the fertilizer, written directly: only the reference matters here. */
async function taskUsing(fertilizerId: number, deleted = false) {
  const [e] = await t.db.insert(entities).values({ name: "Fertilizer user" }).returning();
  const [f] = await t.db.insert(fields).values({ entityId: e!.id, name: "F", acreage: "1" }).returning();
  await t.db.insert(tasks).values({
    entityId: e!.id, fieldId: f!.id, categoryId: 3, fertilizerId, name: "Feed", cropYear: 2025, date: "2025-01-01", deletedAt: deleted ? new Date() : null,
  });
}

describe("GET /api/fertilizers", () => {
  test("every seeded fertilizer, by name, with Content-Range", async () => {
    const res = await reader.api.fertilizers.$get({ query: {} });
    expect(res.status).toBe(200);
    const rows = Fertilizers.parse(await res.json());
    expect(rows.map((f) => f.name)).toEqual(SEED_FERTILIZERS.map((f) => f.name).sort());
    expect(res.headers.get("content-range")).toBe(`fertilizers 0-${SEED_FERTILIZERS.length - 1}/${SEED_FERTILIZERS.length}`);
    expect(rows.find((f) => f.name === "UAN-32 (32-0-0)")).toMatchObject({ nPerGal: "3.54", pPerGal: "0.00", type: "liquid" });
  });

  test("filters by type and q, sorts and pages; bad keys 400; signed out 401", async () => {
    const dry = await reader.api.fertilizers.$get({ query: { filter: '{"type":"dry","q":"phosphate"}' } });
    expect(Fertilizers.parse(await dry.json()).map((f) => f.name)).toEqual(["Triple superphosphate (0-46-0)"]);
    const richest = await reader.api.fertilizers.$get({ query: { sort: '["nPerGal","DESC"]', range: "[0,1]" } });
    expect(Fertilizers.parse(await richest.json()).map((f) => f.nPerGal)).toEqual(["3.54", "2.99"]);
    expect(richest.headers.get("content-range")).toMatch(/^fertilizers 0-1\/\d+$/);
    expect(await pathOf(await reader.api.fertilizers.$get({ query: { filter: '{"type":"gas"}' } }))).toBe("filter.type");
    expect(await pathOf(await reader.api.fertilizers.$get({ query: { sort: '["color","ASC"]' } }))).toBe("sort");
    expect((await t.client().api.fertilizers.$get({ query: {} })).status).toBe(401);
  });

  test("GET one; missing 404", async () => {
    const f = await create("Fish emulsion (5-1-1)", { nPerGal: "0.45", pPerGal: "0.09", kPerGal: "0.09" });
    const res = await reader.api.fertilizers[":id"].$get({ param: { id: String(f.id) } });
    expect(FertilizerSchema.parse(await res.json())).toMatchObject({ id: f.id, name: "Fish emulsion (5-1-1)", kPerGal: "0.09" });
    expect((await reader.api.fertilizers[":id"].$get({ param: { id: "4242" } })).status).toBe(404);
  });
});

describe("POST /api/fertilizers", () => {
  test("an admin creates a fertilizer: blanks are 0 and the type defaults to liquid", async () => {
    const res = await post({ name: "  Compost tea  ", nPerGal: "0.1", pPerGal: "", kPerGal: null });
    expect(res.status).toBe(201);
    expect(FertilizerSchema.parse(await res.json())).toMatchObject({ name: "Compost tea", nPerGal: "0.10", pPerGal: "0.00", kPerGal: "0.00", type: "liquid" });
    expect(await create("Gypsum", { type: "DRY" })).toMatchObject({ type: "dry" });
  });

  test("a name already taken, whatever its case, is a 409", async () => {
    const res = await post({ name: "uan-32 (32-0-0)" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain('"UAN-32 (32-0-0)" already exists');
  });

  test("bad input is a 400 naming the field", async () => {
    expect(await pathOf(await post({ name: "" }))).toBe("name");
    expect(await pathOf(await post({ name: "n".repeat(256) }))).toBe("name");
    expect(await pathOf(await post({ name: "Ok", nPerGal: "-1" }))).toBe("nPerGal");
    expect(await pathOf(await post({ name: "Ok", pPerGal: "lots" }))).toBe("pPerGal");
    expect(await pathOf(await post({ name: "Ok", type: "gas" }))).toBe("type");
  });

  test("readonly users get 403 and signed-out callers 401", async () => {
    expect((await post({ name: "Nope" }, reader)).status).toBe(403);
    expect((await post({ name: "Nope" }, t.client())).status).toBe(401);
  });
});

describe("PUT /api/fertilizers/{id}", () => {
  test("changes only what is sent, ignoring read-only fields sent back", async () => {
    const f = await create("Kelp meal", { nPerGal: "0.01", kPerGal: "0.02", type: "dry" });
    const res = await put(f.id, { ...f, id: 1, createdAt: "2001-01-01T00:00:00Z", kPerGal: "0.03" });
    expect(res.status).toBe(200);
    const body = FertilizerSchema.parse(await res.json());
    expect(body).toMatchObject({ id: f.id, name: "Kelp meal", nPerGal: "0.01", kPerGal: "0.03", type: "dry" });
    expect(body.createdAt).toBe(f.createdAt as string);
  });

  test("a taken name is a 409; bad input 400; readonly 403; missing 404; signed out 401", async () => {
    const f = await create("Bone meal");
    expect((await put(f.id, { name: "DAP (18-46-0)" })).status).toBe(409);
    expect(await pathOf(await put(f.id, { nPerGal: "-2" }))).toBe("nPerGal");
    expect((await put(f.id, { name: "x" }, reader)).status).toBe(403);
    expect((await put(4242, { name: "x" })).status).toBe(404);
    expect((await put(f.id, { name: "x" }, t.client())).status).toBe(401);
  });
});

describe("DELETE /api/fertilizers/{id}", () => {
  test("an unused fertilizer is deleted and answered", async () => {
    const f = await create("Short lived");
    expect((await del(f.id, reader)).status).toBe(403);
    expect((await del(f.id, t.client())).status).toBe(401);
    const res = await del(f.id);
    expect(res.status).toBe(200);
    expect(FertilizerSchema.parse(await res.json())).toMatchObject({ id: f.id, name: "Short lived" });
    expect((await del(f.id)).status).toBe(404);
  });

  test("a fertilizer a task uses is a 409 saying so, even when the task is deleted", async () => {
    const used = await create("Used");
    await taskUsing(used.id);
    const res = await del(used.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('Fertilizer "Used" is used by 1 task; move it to another one or delete it first');
    const usedByDeleted = await create("Used by deleted tasks");
    await taskUsing(usedByDeleted.id, true);
    await taskUsing(usedByDeleted.id, true);
    const res2 = await del(usedByDeleted.id);
    expect(res2.status).toBe(409);
    expect(((await res2.json()) as { message: string }).message).toContain("2 deleted tasks that can still be recovered");
  });
});
