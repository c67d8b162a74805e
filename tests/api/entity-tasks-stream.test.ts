import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { entityFieldsWithTasksJson, listEntityFields } from "../../api/services/entity-fields.service";
import { entityTaskPages, listEntityTasks } from "../../api/services/tasks-read.service";
import { type TestApp, startTestApp } from "../support/harness";

/**
 * An entity's whole task list is written as it is read, a page at a time: what a client receives must be the very
 * bytes of the whole list, in its order (newest first, ties by id), whatever the page size.
 */
let t: TestApp;
let admin: ApiClient;
let entityId = 0;
let cookie = "";
const ROWS = 2_345;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "stream-reader");
  entityId = ((await (await admin.api.entities.$post({ json: { name: "Long List Ranch" } })).json()) as { id: number }).id;
  for (const [name, acreage] of [["North 40", "40"], ["River Block", "12.5"], ["Empty Corner", "3"], ["a lower-case field", "7"]]) {
    await admin.api.fields.$post({ json: { entityId, name: name!, acreage: acreage! } });
  }
  // Many tasks share a date (ties broken by id), across two crop years, with text that JSON escapes.
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    importKey: `k${i}`,
    date: `${i % 3 ? 2025 : 2024}-0${(i % 9) + 1}-1${i % 10}`,
    field: i % 4 ? "North 40" : i % 8 ? "River Block" : "a lower-case field",
    category: i % 5 ? "Seed" : "Income Generated",
    name: `Task ${i} "quoted" ñ \\ back`,
    costPerAcre: String(i % 50),
    acresCovered: "1.5",
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    const res = await admin.api.entities[":entityId"].tasks.import.$post({ param: { entityId: String(entityId) }, json: { rows: rows.slice(i, i + 1000) as never } });
    expect(res.status).toBe(200);
  }
  const login = await t.app.fetch(new Request("http://farm.test/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "stream-reader", password: "correct-horse" }),
  }));
  cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.fetch(new Request(`http://farm.test${path}`, { headers: { cookie, ...headers } }));

describe("an entity's task list written as it is read", () => {
  test("pages of any size, put together, are the whole list in its order", async () => {
    const whole = await listEntityTasks(systemContext(t.db), entityId, { year: 2025 });
    expect(whole.length).toBeGreaterThan(1000);
    for (const size of [7, 1000]) {
      const pages: unknown[] = [];
      for await (const page of entityTaskPages(systemContext(t.db), entityId, 2025, size)) {
        expect(page.length).toBeLessThanOrEqual(size);
        pages.push(...page);
      }
      expect(pages).toEqual(whole);
    }
    const all: unknown[] = [];
    for await (const page of entityTaskPages(systemContext(t.db), entityId, undefined, 500)) all.push(...page);
    expect(all).toEqual(await listEntityTasks(systemContext(t.db), entityId));
    expect(all).toHaveLength(ROWS);
  });

  test("GET /entities/{id}/tasks/{year} and /entities/{id}/tasks answer the very bytes of the whole list", async () => {
    const year = await get(`/api/entities/${entityId}/tasks/2025?withDetails=true`);
    expect(year.status).toBe(200);
    expect(year.headers.get("content-type")).toBe("application/json");
    expect(await year.text()).toBe(JSON.stringify(await listEntityTasks(systemContext(t.db), entityId, { year: 2025 })));
    const all = await get(`/api/entities/${entityId}/tasks`);
    expect(await all.text()).toBe(JSON.stringify(await listEntityTasks(systemContext(t.db), entityId)));
    // With a limit the dashboard's few newest tasks are answered as before.
    const few = await get(`/api/entities/${entityId}/tasks?limit=3`);
    expect(await few.text()).toBe(JSON.stringify(await listEntityTasks(systemContext(t.db), entityId, { limit: 3 })));
  });

  test("GET /entities/{id}/fields?withTasks=true answers the very bytes of the whole list, a page of a field's tasks at a time", async () => {
    // North 40 holds more than a page of 1,000 tasks in 2025: its money is summed across pages.
    const taskCount = (field: object) => ("tasks" in field && Array.isArray(field.tasks) ? field.tasks.length : 0);
    const north = (await listEntityFields(systemContext(t.db), entityId, { withTasks: true, year: 2025 })).find((f) => f.name === "North 40");
    expect(taskCount(north!)).toBeGreaterThan(1000);
    for (const year of [2025, 2024, undefined]) {
      const query = year === undefined ? "withTasks=true" : `withTasks=true&year=${year}`;
      const list = await listEntityFields(systemContext(t.db), entityId, { withTasks: true, year });
      const whole = JSON.stringify(list);
      const res = await get(`/api/entities/${entityId}/fields?${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(whole);
      for (const size of [1, 7, 1000]) {
        const pieces: string[] = [];
        for await (const piece of entityFieldsWithTasksJson(systemContext(t.db), entityId, year, size)) pieces.push(piece);
        expect(pieces.join("")).toBe(whole);
        // A piece at most per page of a field's tasks: never a whole busy field at once.
        const pages = list.reduce((n, f) => n + Math.ceil((taskCount(f) + 1) / size), 0);
        expect(pieces.length).toBeGreaterThanOrEqual(pages);
      }
    }
    // The cards' newest two, and the fields alone, are answered as before.
    const cards = await get(`/api/entities/${entityId}/fields?withTasks=true&year=2025&latestTasks=2`);
    expect(await cards.text()).toBe(JSON.stringify(await listEntityFields(systemContext(t.db), entityId, { withTasks: true, year: 2025, latestTasks: 2 })));
    const missing = await get("/api/entities/999999/fields?withTasks=true");
    expect(missing.status).toBe(404);
  });

  test("gzipped as it streams for a client that takes gzip; an entity of no tasks is [], a missing one a 404", async () => {
    const zipped = await get(`/api/entities/${entityId}/tasks/2025`, { "accept-encoding": "gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const text = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer())));
    expect(text).toBe(JSON.stringify(await listEntityTasks(systemContext(t.db), entityId, { year: 2025 })));
    expect(await (await get(`/api/entities/${entityId}/tasks/2031`)).text()).toBe("[]");
    const missing = await get("/api/entities/999999/tasks/2025");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe("Farm entity not found");
  });
});
