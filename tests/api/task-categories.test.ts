import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { TaskCategorySchema } from "../../api/schemas/task-categories.schemas";
import { entities, fields, tasks } from "../../db/schema";
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

const Categories = z.array(TaskCategorySchema);
const post = (json: Record<string, unknown>, as = admin) => as.api["task-categories"].$post({ json: json as any });
const put = (id: number | string, json: Record<string, unknown>, as = admin) =>
  as.api["task-categories"][":id"].$put({ param: { id: String(id) }, json: json as any });
const del = (id: number | string, as = admin) => as.api["task-categories"][":id"].$delete({ param: { id: String(id) } });

async function create(name: string, extra: Record<string, unknown> = {}) {
  const res = await post({ name, ...extra });
  expect(res.status).toBe(201);
  return TaskCategorySchema.parse(await res.json());
}

/** A task of the category on a fresh entity and field, written directly: only the reference matters here. */
async function taskUsing(categoryId: number, deleted = false) {
  const [e] = await t.db.insert(entities).values({ name: "User of categories" }).returning();
  const [f] = await t.db.insert(fields).values({ entityId: e!.id, name: "F", acreage: "1" }).returning();
  await t.db.insert(tasks).values({
    entityId: e!.id, fieldId: f!.id, categoryId, name: "Uses it", cropYear: 2025, date: "2025-01-01", deletedAt: deleted ? new Date() : null,
  });
}

async function errorOf(res: Answer, status: number) {
  expect(res.status).toBe(status);
  return (await res.json()) as { message: string; issues?: { path: string }[] };
}

describe("GET /api/task-categories", () => {
  test("the seeded categories in id order, Water = 1 and Fertilizer = 3, with Content-Range", async () => {
    const res = await reader.api["task-categories"].$get({ query: { range: "[0,3]" } });
    expect(res.status).toBe(200);
    const rows = Categories.parse(await res.json());
    expect(rows.map((c) => [c.id, c.name])).toEqual([[1, "Water"], [2, "Farm Management"], [3, "Fertilizer"], [4, "Crop Protectants"]]);
    expect(res.headers.get("content-range")).toMatch(/^task-categories 0-3\/\d+$/);
  });

  test("filters by q and the income flag; a bad sort key is a 400; signed out 401", async () => {
    const income = await reader.api["task-categories"].$get({ query: { filter: '{"isIncomeCategory":true}' } });
    expect(Categories.parse(await income.json()).map((c) => c.name)).toEqual(["Income Generated"]);
    const q = await reader.api["task-categories"].$get({ query: { filter: '{"q":"water"}', sort: '["name","DESC"]' } });
    expect(Categories.parse(await q.json()).map((c) => c.name)).toEqual(["Water Assessment", "Water"]);
    expect((await errorOf(await reader.api["task-categories"].$get({ query: { sort: '["icon","ASC"]' } }), 400)).issues![0]!.path).toBe("sort");
    expect((await t.client().api["task-categories"].$get({ query: {} })).status).toBe(401);
  });

  test("GET one; a missing one is 404", async () => {
    const res = await reader.api["task-categories"][":id"].$get({ param: { id: "3" } });
    expect(TaskCategorySchema.parse(await res.json())).toMatchObject({ id: 3, name: "Fertilizer", isIncomeCategory: false });
    expect((await reader.api["task-categories"][":id"].$get({ param: { id: "4242" } })).status).toBe(404);
  });
});

describe("POST /api/task-categories", () => {
  test("an admin creates a category and gets the whole record", async () => {
    const res = await post({ name: "  Pollination  ", icon: "flower", color: "#facc15", isIncomeCategory: false, id: 1 });
    expect(res.status).toBe(201);
    const body = TaskCategorySchema.parse(await res.json());
    expect(body).toMatchObject({ name: "Pollination", icon: "flower", color: "#facc15", isIncomeCategory: false });
    expect(body.id).toBeGreaterThan(10);
    expect(await create("Custom hire", { icon: "", color: null })).toMatchObject({ icon: null, color: null, isIncomeCategory: false });
  });

  test("a name already taken, whatever its case, is a 409", async () => {
    const err = await errorOf(await post({ name: "water" }), 409);
    expect(err.message).toContain('"Water" already exists');
  });

  test("bad input is a 400 naming the field", async () => {
    expect((await errorOf(await post({ name: " " }), 400)).issues![0]!.path).toBe("name");
    expect((await errorOf(await post({ name: "x".repeat(101) }), 400)).issues![0]!.path).toBe("name");
    expect((await errorOf(await post({ name: "Ok", icon: "i".repeat(51) }), 400)).issues![0]!.path).toBe("icon");
    expect((await errorOf(await post({ name: "Ok", color: "c".repeat(21) }), 400)).issues![0]!.path).toBe("color");
    expect((await errorOf(await post({ name: "Ok", isIncomeCategory: "yes" }), 400)).issues![0]!.path).toBe("isIncomeCategory");
  });

  test("readonly users get 403 and signed-out callers 401", async () => {
    expect((await post({ name: "Nope" }, reader)).status).toBe(403);
    expect((await post({ name: "Nope" }, t.client())).status).toBe(401);
  });
});

describe("PUT /api/task-categories/{id}", () => {
  test("changes only what is sent", async () => {
    const c = await create("Pruning", { icon: "scissors", color: "#000" });
    const res = await put(c.id, { name: "Tree pruning", isIncomeCategory: true });
    expect(res.status).toBe(200);
    expect(TaskCategorySchema.parse(await res.json())).toEqual({ id: c.id, name: "Tree pruning", icon: "scissors", color: "#000", isIncomeCategory: true });
  });

  test("a built-in category keeps its name (409) but may change its look", async () => {
    expect((await errorOf(await put(1, { name: "Irrigation" }), 409)).message).toContain("built-in");
    const res = await put(1, { name: "Water", color: "#0000ff" });
    expect(TaskCategorySchema.parse(await res.json())).toMatchObject({ id: 1, name: "Water", color: "#0000ff" });
  });

  test("a name taken by another category is a 409; bad input 400; readonly 403; missing 404; signed out 401", async () => {
    const c = await create("Frost protection");
    expect((await put(c.id, { name: "SEED" })).status).toBe(409);
    expect((await errorOf(await put(c.id, { color: "c".repeat(21) }), 400)).issues![0]!.path).toBe("color");
    expect((await put(c.id, { name: "x" }, reader)).status).toBe(403);
    expect((await put(4242, { name: "x" })).status).toBe(404);
    expect((await put(c.id, { name: "x" }, t.client())).status).toBe(401);
  });
});

describe("DELETE /api/task-categories/{id}", () => {
  test("an unused category is deleted and answered", async () => {
    const c = await create("Short lived");
    expect((await del(c.id, reader)).status).toBe(403);
    expect((await del(c.id, t.client())).status).toBe(401);
    const res = await del(c.id);
    expect(res.status).toBe(200);
    expect(TaskCategorySchema.parse(await res.json())).toMatchObject({ id: c.id, name: "Short lived" });
    expect((await reader.api["task-categories"][":id"].$get({ param: { id: String(c.id) } })).status).toBe(404);
    expect((await del(c.id)).status).toBe(404);
  });

  test("a category a task still uses is a 409 saying so, even when the task is deleted", async () => {
    const used = await create("Used");
    await taskUsing(used.id);
    await taskUsing(used.id);
    expect((await errorOf(await del(used.id), 409)).message).toBe('Task category "Used" is used by 2 tasks; move them to another one or delete them first');
    const usedByDeleted = await create("Used by a deleted task");
    await taskUsing(usedByDeleted.id, true);
    expect((await errorOf(await del(usedByDeleted.id), 409)).message).toContain("1 deleted task that can still be recovered");
    const [still] = await t.db.select().from(tasks).where(eq(tasks.categoryId, usedByDeleted.id));
    expect(still).toBeDefined();
  });

  test("built-in categories cannot be deleted", async () => {
    for (const id of [1, 3, 7]) expect((await errorOf(await del(id), 409)).message).toContain("built-in");
  });
});
