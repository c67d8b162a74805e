import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq } from "drizzle-orm";
import { purgeExpiredKeys } from "../../api/services/idempotency.service";
import { auditLog, entities, idempotencyKeys, tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";
import type { ApiClient } from "../../api/client";

let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let entityId: number;
let fieldId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  other = await t.signIn("admin");
  const e = await admin.api.entities.$post({ json: { name: "Idem Ranch" } });
  entityId = ((await e.json()) as any).id;
  const f = await admin.api.fields.$post({ json: { entityId, name: "Idem Field", acreage: "40", cropType: "Corn", location: "" } });
  fieldId = ((await f.json()) as any).id;
});
afterAll(() => t.close());

/** A Machine Hire (category 6) task: 10.00 x 40 acres. */
const taskBody = () => ({ entityId, fieldId, categoryId: 6, name: "Discing", cropYear: 2026, date: "2026-04-01", costPerAcre: "10", acresCovered: "40" });

async function taskCount() {
  const [row] = await t.db.select({ n: count() }).from(tasks).where(eq(tasks.entityId, entityId));
  return row!.n;
}

describe("Idempotency-Key on creates", () => {
  test("a retried create with the same key makes one task and answers the first answer again", async () => {
    const before = await taskCount();
    const headers = { "idempotency-key": "retry-task-1" };
    const first = await admin.api.tasks.$post({ json: taskBody() as any }, { headers });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await admin.api.tasks.$post({ json: taskBody() as any }, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await taskCount()).toBe(before + 1);
    // One audit row: the replay wrote nothing.
    const id = String((firstBody as any).id);
    const [audited] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.resource, "tasks"), eq(auditLog.resourceId, id)));
    expect(audited!.n).toBe(1);
  });

  test("the same key with another body is a 422 and creates nothing", async () => {
    const headers = { "idempotency-key": "reused-key" };
    expect((await admin.api.tasks.$post({ json: taskBody() as any }, { headers })).status).toBe(201);
    const before = await taskCount();
    const res = await admin.api.tasks.$post({ json: { ...taskBody(), name: "Something else" } as any }, { headers });
    expect(res.status as number).toBe(422);
    expect(((await res.json()) as any).issues[0].path).toBe("Idempotency-Key");
    expect(await taskCount()).toBe(before);
  });

  test("keys belong to their user: another user's same key creates its own entity", async () => {
    const headers = { "idempotency-key": "shared-name" };
    const a = await admin.api.entities.$post({ json: { name: "Keyed A" } }, { headers });
    const b = await other.api.entities.$post({ json: { name: "Keyed A" } }, { headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(((await a.json()) as any).id).not.toBe(((await b.json()) as any).id);
  });

  test("a create refused with a 400 stores nothing: the corrected retry with the same key goes through", async () => {
    const headers = { "idempotency-key": "fix-and-retry" };
    const bad = await admin.api.entities.$post({ json: { name: "" } }, { headers });
    expect(bad.status).toBe(400);
    const bad2 = await admin.api.entities.$post({ json: { name: "Bad\u0000" } }, { headers });
    expect(bad2.status).toBe(400);
    const good = await admin.api.entities.$post({ json: { name: "" } }, { headers });
    expect(good.status).toBe(400);
    const ok = await admin.api.entities.$post({ json: { name: "Fixed" } }, { headers: { "idempotency-key": "fix-and-retry-2" } });
    expect(ok.status).toBe(201);
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "fix-and-retry"));
    expect(rows).toEqual([]);
  });

  test("ten parallel retries of one create make one entity", async () => {
    const headers = { "idempotency-key": "parallel-1" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.api.entities.$post({ json: { name: "Parallel Farm" } }, { headers })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as any).id)));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(entities).where(eq(entities.name, "Parallel Farm"));
    expect(rows.length).toBe(1);
  });

  test("a bad key is a 400 naming the header", async () => {
    const res = await admin.api.entities.$post({ json: { name: "X" } }, { headers: { "idempotency-key": "" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].path).toBe("Idempotency-Key");
  });

  test("answers are kept 24 hours: an older key is purged and no longer replayed", async () => {
    const headers = { "idempotency-key": "old-key" };
    expect((await admin.api.entities.$post({ json: { name: "Old One" } }, { headers })).status).toBe(201);
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(idempotencyKeys.key, "old-key"));
    const again = await admin.api.entities.$post({ json: { name: "Old One" } }, { headers });
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect((await t.db.select().from(entities).where(eq(entities.name, "Old One"))).length).toBe(2);
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(idempotencyKeys.key, "old-key"));
    expect(await purgeExpiredKeys(systemContext(t.db))).toBe(1);
  });
});
