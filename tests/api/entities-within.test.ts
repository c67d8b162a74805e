import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listEntities } from "../../api/services/entities.service";
import { entities } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the entity list of a caller with grants", () => {
  test("the entity list narrowed to a caller's grants is the list filtered by hand", async () => {
    await t.db.insert(entities).values([{ name: "Within A", location: "" }, { name: "Within B", location: "" }, { name: "Within C", location: "" }]);
    const all = await listEntities(systemContext(t.db), { sort: null, range: null, filter: {} });
    const some = all.rows.filter((_, i) => i % 2 === 0).map((r) => r.id);
    const narrowed = await listEntities(systemContext(t.db, some), { sort: { field: "id", order: "DESC" }, range: null, filter: {} });
    expect(narrowed.rows.map((r) => r.id)).toEqual([...some].sort((a, b) => b - a));
    expect(narrowed.total).toBe(some.length);
    const none = await listEntities(systemContext(t.db, []), { sort: null, range: null, filter: {} });
    expect(none).toEqual({ rows: [], total: 0, start: 0 });
  });
});
