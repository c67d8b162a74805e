import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TaskSchema } from "../../api/schemas/tasks.schemas";
import { type TaskFarm, Tasks, issuePath, startTaskFarm } from "../support/task-farm";

let f: TaskFarm;
beforeAll(async () => {
  f = await startTaskFarm();
});
afterAll(() => f.t.close());

const create = (over: Record<string, unknown> = {}) => f.create(over);
const one = (id: number | string, as = f.reader) => as.api.tasks[":id"].$get({ param: { id: String(id) } });

describe("GET /api/tasks/{id}", () => {
  test("answers the task with its names; missing 404, bad id 400, signed out 401", async () => {
    const task = await create({ name: "Read me" });
    const res = await one(task.id);
    expect(TaskSchema.parse(await res.json())).toMatchObject({ id: task.id, name: "Read me", fieldName: "North 40", categoryName: "Machine Hire" });
    expect((await one(424242)).status).toBe(404);
    expect(await issuePath(await one("abc"))).toBe("id");
    expect((await one(task.id, f.t.client())).status).toBe(401);
  });
});

describe("GET /api/entities/{entityId}/tasks", () => {
  test("newest date first, then id desc; limit and year; deleted tasks left out", async () => {
    const e = await f.newEntity("Order Ranch");
    const field = await f.newField(e.id, "Only", "10", "Corn");
    const mk = (name: string, date: string, cropYear = 2025) => create({ entityId: e.id, fieldId: field.id, name, date, cropYear, acresCovered: "10" });
    const a = await mk("A", "2025-05-01");
    const b = await mk("B", "2025-06-01");
    const c = await mk("C", "2025-06-01");
    await mk("Old", "2024-06-01", 2024);
    const gone = await mk("Gone", "2025-07-01");
    await f.admin.api.tasks[":id"].$delete({ param: { id: String(gone.id) } });

    const get = (query: Record<string, string>) => f.reader.api.entities[":entityId"].tasks.$get({ param: { entityId: String(e.id) }, query });
    const all = Tasks.parse(await (await get({ withDetails: "true" })).json());
    expect(all.map((x) => x.name)).toEqual(["C", "B", "A", "Old"]);
    expect(all[0]).toMatchObject({ id: c.id, fieldName: "Only", categoryName: "Machine Hire", entityName: "Order Ranch" });
    const top = Tasks.parse(await (await get({ withDetails: "true", limit: "2", year: "2025" })).json());
    expect(top.map((x) => x.id)).toEqual([c.id, b.id]);
    const year = Tasks.parse(await (await get({ year: "2025" })).json());
    expect(year.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
  });

  test("a bad year or limit is a 400 naming it; a missing entity 404; signed out 401", async () => {
    const get = (entityId: string, query: Record<string, string>, as = f.reader) => as.api.entities[":entityId"].tasks.$get({ param: { entityId }, query });
    expect(await issuePath(await get(String(f.farm.id), { year: "1999" }))).toBe("year");
    expect(await issuePath(await get(String(f.farm.id), { limit: "0" }))).toBe("limit");
    expect(await issuePath(await get(String(f.farm.id), { limit: "1001" }))).toBe("limit");
    expect((await get("424242", {})).status).toBe(404);
    expect((await get(String(f.farm.id), {}, f.t.client())).status).toBe(401);
  });
});

describe("GET /api/entities/{entityId}/tasks/{cropYear}", () => {
  test("only that crop year's tasks, whatever their calendar date", async () => {
    const e = await f.newEntity("Year Ranch");
    const field = await f.newField(e.id, "Only", "10", "Corn");
    const early = await create({ entityId: e.id, fieldId: field.id, name: "Pre-plant", cropYear: 2026, date: "2025-11-20" });
    const late = await create({ entityId: e.id, fieldId: field.id, name: "Harvest", cropYear: 2026, date: "2026-08-01" });
    await create({ entityId: e.id, fieldId: field.id, name: "Last year", cropYear: 2025, date: "2025-08-01" });
    const res = await f.reader.api.entities[":entityId"].tasks[":cropYear"].$get({ param: { entityId: String(e.id), cropYear: "2026" }, query: { withDetails: "true" } });
    expect(res.status).toBe(200);
    expect(Tasks.parse(await res.json()).map((x) => x.id)).toEqual([late.id, early.id]);
  });

  test("crop year 1999 is a 400 naming cropYear; a missing entity 404; signed out 401", async () => {
    const get = (entityId: string, cropYear: string, as = f.reader) => as.api.entities[":entityId"].tasks[":cropYear"].$get({ param: { entityId, cropYear }, query: {} });
    expect(await issuePath(await get(String(f.farm.id), "1999"))).toBe("cropYear");
    expect((await get("424242", "2025")).status).toBe(404);
    expect((await get(String(f.farm.id), "2025", f.t.client())).status).toBe(401);
  });
});

describe("GET /api/tasks (simple-rest)", () => {
  test("filters, sorts and pages with a Content-Range header", async () => {
    const e = await f.newEntity("List Ranch");
    const field = await f.newField(e.id, "Only", "100", "Corn");
    const cheap = await create({ entityId: e.id, fieldId: field.id, name: "Cheap", costPerAcre: "1", acresCovered: "10" }); // 10.00
    const dear = await create({ entityId: e.id, fieldId: field.id, name: "Dear", costPerAcre: "9", acresCovered: "10" }); // 90.00
    const mid = await create({ entityId: e.id, fieldId: field.id, name: "Middling spray", costPerAcre: "5", acresCovered: "10", cropYear: 2024 }); // 50.00
    const get = (query: Record<string, string>) => f.reader.api.tasks.$get({ query });

    const byCost = await get({ sort: '["totalCost","DESC"]', range: "[0,1]", filter: JSON.stringify({ entityId: e.id }) });
    expect(byCost.status).toBe(200);
    expect(Tasks.parse(await byCost.json()).map((x) => x.id)).toEqual([dear.id, mid.id]);
    expect(byCost.headers.get("content-range")).toBe("tasks 0-1/3");

    // Without a sort: newest date first, then the latest id (all three share a date).
    const newest = await get({ filter: JSON.stringify({ entityId: e.id }) });
    expect(Tasks.parse(await newest.json()).map((x) => x.id)).toEqual([mid.id, dear.id, cheap.id]);

    const names = async (filter: Record<string, unknown>) => Tasks.parse(await (await get({ filter: JSON.stringify(filter), sort: '["id","ASC"]' })).json()).map((x) => x.name);
    expect(await names({ entityId: e.id, q: "spray" })).toEqual(["Middling spray"]);
    expect(await names({ id: [cheap.id, dear.id] })).toEqual(["Cheap", "Dear"]);
    expect(await names({ entityId: e.id, cropYear: 2024 })).toEqual(["Middling spray"]);
    expect(await names({ fieldId: field.id, categoryId: 6, cropYear: [2025] })).toEqual(["Cheap", "Dear"]);
  });

  test("an unknown sort or filter key is a 400 naming it; signed out 401", async () => {
    expect(await issuePath(await f.reader.api.tasks.$get({ query: { sort: '["notes","ASC"]' } }))).toBe("sort");
    expect(await issuePath(await f.reader.api.tasks.$get({ query: { filter: '{"deletedAt":1}' } }))).toBe("filter");
    expect((await f.t.client().api.tasks.$get({ query: {} })).status).toBe(401);
  });
});
