import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { count, eq, sql } from "drizzle-orm";
import type { ApiClient } from "../../api/client";
import { auditLog, entities, products, tasks } from "../../db/schema";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let entityId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  const res = await admin.api.entities.$post({ json: { name: "Home Ranch", location: "Fresno" } });
  entityId = ((await res.json()) as any).id;
});
afterAll(() => t.close());

async function rowCounts() {
  const [e] = await t.db.select({ n: count() }).from(entities);
  const [f] = await t.db.select({ n: count() }).from(products);
  const [k] = await t.db.select({ n: count() }).from(tasks);
  const [a] = await t.db.select({ n: count() }).from(auditLog);
  return { entities: e!.n, fertilizers: f!.n, tasks: k!.n, audit: a!.n };
}

type Answer = { status: number; json(): Promise<unknown> };

async function expect400(res: Answer, path: string, words: RegExp) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as any;
  expect(body.code).toBe("VALIDATION");
  expect(body.issues[0].path).toBe(path);
  expect(body.message).toMatch(words);
}

describe("text PostgreSQL cannot store is refused before any write", () => {
  test("a NUL in a name is a 400 naming the field, and nothing is written or audited", async () => {
    const before = await rowCounts();
    await expect400(await admin.api.entities.$post({ json: { name: "North\u0000Ranch" } }), "name", /NUL/);
    await expect400(
      await admin.api.fertilizers.$post({ json: { name: "Urea", type: "dry", unit: "lb", pricePerUnit: "1.00", notes: "x\u0000" } as any }),
      "notes",
      /NUL/,
    );
    expect(await rowCounts()).toEqual(before);
  });

  test("a lone surrogate is a 400 naming the field (not stored as U+FFFD)", async () => {
    const before = await rowCounts();
    await expect400(await admin.api.entities.$post({ json: { name: "Ranch \ud800" } }), "name", /surrogate/);
    await expect400(
      await admin.api.entities[":id"].$put({ param: { id: String(entityId) }, json: { location: "\udc00 Fresno" } }),
      "location",
      /surrogate/,
    );
    expect(await rowCounts()).toEqual(before);
    const [row] = await t.db.select().from(entities).where(eq(entities.id, entityId));
    expect(row!.location).toBe("Fresno");
  });

  test("a proper surrogate pair (an emoji) is stored as sent", async () => {
    const res = await admin.api.entities.$post({ json: { name: "Ranch \u{1F33D}" } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as any).name).toBe("Ranch \u{1F33D}");
  });

  test("a NUL in a field name or deep inside a body names its path", async () => {
    const res = await admin.api.entities.$post({ json: { name: "A", ["loc\u0000"]: "x" } as any });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].message).toMatch(/field name/);
  });

  test("a NUL in a list filter is a 400 naming filter.q", async () => {
    const res = await admin.api.entities.$get({ query: { filter: JSON.stringify({ q: "a\u0000" }) } });
    await expect400(res, "filter.q", /NUL/);
  });
});

describe("PUT with nothing to change", () => {
  test("{} on every resource's PUT is a 400, never a 500", async () => {
    const field = await admin.api.fields.$post({ json: { entityId, name: "F1", acreage: "10", cropType: "Corn" } as any });
    const fieldId = ((await field.json()) as any).id;
    const puts: Answer[] = [
      await admin.api.entities[":id"].$put({ param: { id: String(entityId) }, json: {} }),
      await admin.api.fields[":id"].$put({ param: { id: String(fieldId) }, json: {} as any }),
    ];
    for (const res of puts) await expect400(res, "body", /nothing to change/);
    // The account form names what to give instead (tests/api/account.test.ts).
    expect((await admin.api.account.$put({ json: {} })).status).toBe(400);
  });

  test("a PUT whose only keys are unknown is a 400 too", async () => {
    const res = await admin.api.entities[":id"].$put({ param: { id: String(entityId) }, json: { colour: "red" } as any });
    expect(res.status).toBe(400);
  });
});

describe("the entity list filters by name", () => {
  test('filter={"name":...} and filter={"q":...} find the same entities, case-insensitively', async () => {
    await admin.api.entities.$post({ json: { name: "Walnut Grove" } });
    await admin.api.entities.$post({ json: { name: "Almond Flats" } });
    for (const filter of [{ name: "walnut" }, { q: "WALNUT" }]) {
      const res = await admin.api.entities.$get({ query: { filter: JSON.stringify(filter) } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as any[]).map((e) => e.name)).toEqual(["Walnut Grove"]);
    }
  });
});

describe("the audit row is written in the write's transaction", () => {
  test("a create and its audit row commit together", async () => {
    const res = await admin.api.entities.$post({ json: { name: "Audited Acres" } });
    const id = ((await res.json()) as any).id;
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.resourceId, String(id)));
    expect(entries.filter((e) => e.resource === "entities").map((e) => e.action)).toEqual(["create"]);
  });

  test("a write whose audit row cannot be written does not commit", async () => {
    const other = await startTestApp();
    try {
      const boss = await other.signIn("admin");
      // Make the audit insert fail for this one resource, as a full disk or a broken constraint would.
      await other.db.execute(sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$
        begin if new.resource = 'entities' then raise exception 'audit refused'; end if; return new; end $$`));
      await other.db.execute(sql.raw("create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()"));
      const res = await boss.api.entities.$post({ json: { name: "Never Saved" } });
      expect(res.status as number).toBe(500);
      const saved = await other.db.select().from(entities).where(eq(entities.name, "Never Saved"));
      expect(saved).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test("a refused write (unknown entity) leaves no rows behind", async () => {
    const before = await rowCounts();
    const res = await admin.api.fields.$post({ json: { entityId: 999999, name: "Ghost", acreage: "5", cropType: "Corn" } as any });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await rowCounts()).toEqual(before);
  });
});
