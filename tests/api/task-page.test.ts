import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { TaskPageShape } from "../../api/schemas/tasks.schemas";
import { EntitySchema } from "../../api/schemas/entities.schemas";
import { FieldRecordSchema } from "../../api/schemas/fields.schemas";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

/**
 * The Task & Costs table reads one page at a time (GET /api/entities/{id}/task-page): its rows are the year's full
 * task list, newest first, cut 25 to a page after the screen's filters; its counts are the tiles' and the banner's.
 */
let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let entityId: number;
let north: number;
let south: number;
/** The year's tasks as GET /entities/{id}/tasks/2025 answers them (newest first), the reference for every page. */
let all: Array<z.infer<typeof TaskSchema>>;

// Categories of the seed: 1 Water, 3 Fertilizer, 6 Machine Hire (api/domain/task-categories.ts).
const CATEGORY = { water: 1, fertilizer: 3, machineHire: 6 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
  entityId = EntitySchema.parse(await (await admin.api.entities.$post({ json: { name: "Paged Ranch" } })).json()).id;
  const field = async (name: string, cropType: string) => {
    const res = await admin.api.fields.$post({ json: { entityId, name, acreage: "40", cropType, location: "" } });
    return FieldRecordSchema.parse(await res.json()).id;
  };
  north = await field("North Block", "Alfalfa");
  south = await field("South Block", "Walnuts");
  const rows = Array.from({ length: 60 }, (_, i) => ({
    entityId,
    fieldId: i % 3 === 0 ? south : north,
    categoryId: [CATEGORY.water, CATEGORY.fertilizer, CATEGORY.machineHire][i % 3]!,
    cropYear: 2025,
    name: `Task ${String(i).padStart(2, "0")}`,
    // Two tasks a day on some days: the order within a day is the newest id first.
    date: `2025-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + Math.floor(i / 12)).padStart(2, "0")}`,
    cropType: i % 3 === 0 ? "Walnuts" : "Alfalfa",
    notes: i % 7 === 0 ? "Baled HAY after cutting" : "",
    totalCost: `${i}.25`,
  }));
  await t.db.insert(tasks).values(rows);
  // Not of this page's year, deleted, or another entity's: never counted, never listed.
  await t.db.insert(tasks).values({ ...rows[0]!, cropYear: 2024, name: "Last season" });
  const [gone] = await t.db.insert(tasks).values({ ...rows[0]!, name: "Deleted hay" }).returning();
  await t.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, gone!.id));
  const other = EntitySchema.parse(await (await admin.api.entities.$post({ json: { name: "Other Ranch" } })).json()).id;
  const otherField = FieldRecordSchema.parse(await (await admin.api.fields.$post({ json: { entityId: other, name: "Elsewhere", acreage: "1", cropType: "Hay", location: "" } })).json()).id;
  await t.db.insert(tasks).values({ ...rows[0]!, entityId: other, fieldId: otherField, name: "Other hay" });

  const res = await reader.api.entities[":entityId"].tasks[":cropYear"].$get({ param: { entityId: String(entityId), cropYear: "2025" }, query: {} });
  all = z.array(TaskSchema).parse(await res.json());
}, 60_000);
afterAll(() => t.close());

type Query = { year?: string; q?: string; categoryId?: string; fieldId?: string; page?: string; perPage?: string };
const get = (query: Query, client = reader) => client.api.entities[":entityId"]["task-page"].$get({ param: { entityId: String(entityId) }, query: query as never });
async function page(query: Query) {
  const res = await get({ year: "2025", ...query });
  expect(res.status).toBe(200);
  return TaskPageShape.parse(await res.json());
}
const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

describe("GET /api/entities/{entityId}/task-page", () => {
  test("25 tasks a page, newest first: the pages put together are the year's full list, row for row", async () => {
    expect(all).toHaveLength(60);
    const first = await page({});
    expect(first).toMatchObject({ page: 1, perPage: 25, total: 60, yearCount: 60 });
    const second = await page({ page: "2" });
    const third = await page({ page: "3" });
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([25, 25, 10]);
    // Every column of every row, money included, as the full list answers it.
    expect([...first.rows, ...second.rows, ...third.rows]).toEqual(JSON.parse(JSON.stringify(all)));
    const past = await page({ page: "4" });
    expect(past).toMatchObject({ page: 4, total: 60, rows: [] });
  });

  test("the tiles' counts are the whole year's, whatever the filters", async () => {
    const expected = { Water: 20, Fertilizer: 20, "Machine Hire": 20 };
    expect((await page({})).categoryCounts).toEqual(expected);
    const filtered = await page({ q: "no such task" });
    expect(filtered).toMatchObject({ total: 0, yearCount: 60, rows: [], categoryCounts: expected });
  });

  test("search, category and field filter as the Task & Costs search does; total and totals agree with task-totals", async () => {
    const cases: Array<{ query: Query; expected: (task: (typeof all)[number]) => boolean }> = [
      // Any case, in the notes.
      { query: { q: "hay" }, expected: (x) => x.notes === "Baled HAY after cutting" },
      // In the field's name and the crop.
      { query: { q: "south" }, expected: (x) => x.fieldId === south },
      { query: { q: "WALNUT" }, expected: (x) => x.cropType === "Walnuts" },
      // In the category's name; the category and field filters together.
      { query: { q: "machine" }, expected: (x) => x.categoryId === CATEGORY.machineHire },
      { query: { categoryId: String(CATEGORY.fertilizer), fieldId: String(north) }, expected: (x) => x.categoryId === CATEGORY.fertilizer && x.fieldId === north },
      { query: { categoryId: String(CATEGORY.water), perPage: "5", page: "2" }, expected: (x) => x.categoryId === CATEGORY.water },
    ];
    for (const { query, expected } of cases) {
      const matching = all.filter(expected);
      expect(matching.length).toBeGreaterThan(0);
      const got = await page(query);
      const perPage = Number(query.perPage ?? 25);
      const start = (Number(query.page ?? 1) - 1) * perPage;
      expect({ query, total: got.total, rows: names(got.rows) }).toEqual({ query, total: matching.length, rows: names(matching.slice(start, start + perPage)) });
      const { page: _p, perPage: _pp, ...filters } = query;
      const totals = await reader.api.entities[":entityId"]["task-totals"].$get({ param: { entityId: String(entityId) }, query: { year: "2025", ...filters } });
      expect(got.totals).toEqual((await totals.json()) as never);
      // $i.25 each: the matching tasks' cost to the cent.
      const cents = matching.reduce((acc, x) => acc + Math.round(Number(x.totalCost) * 100), 0);
      expect(got.totals).toMatchObject({ count: matching.length, cost: (cents / 100).toFixed(2), income: "0.00" });
    }
  });

  test("bad input is a 400 naming the parameter; an unknown entity a 404; crew accounts are refused", async () => {
    for (const [query, path] of [
      [{ year: "2025", page: "0" }, "page"],
      [{ year: "2025", page: "two" }, "page"],
      [{ year: "2025", perPage: "101" }, "perPage"],
      [{ year: "2025", perPage: "2.5" }, "perPage"],
      [{}, "year"],
      [{ year: "2025", categoryId: "x" }, "categoryId"],
    ] as Array<[Query, string]>) {
      const res = await get(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(((await res.json()) as { issues: Array<{ path: string }> }).issues[0]!.path).toBe(path);
    }
    const missing = await reader.api.entities[":entityId"]["task-page"].$get({ param: { entityId: "999999" }, query: { year: "2025" } as never });
    expect(missing.status).toBe(404);
    const crew = await t.signIn("crew");
    const refused = await get({ year: "2025" }, crew);
    expect(refused.status).toBe(403);
  });
});
