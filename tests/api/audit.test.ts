import { systemContext } from "../../api/services/context";
import { createRoute } from "@hono/zod-openapi";
import { ADMIN, allow } from "../../api/lib/route-access";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { eq, sql } from "drizzle-orm";
import { createUser } from "../../api/services/users.service";
import { auditLog, entities } from "../../db/schema";
import type { ApiClient } from "../../api/client";
import { AuditEntrySchema } from "../../api/schemas/audit.schemas";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";
import { CAT } from "./reports/support";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "audit-admin");
  reader = await t.signIn("readonly");
  adminId = ((await (await admin.api.auth.user.$get()).json()) as any).user.id;
}, 30_000);
afterAll(() => t.close());

const Entries = z.array(AuditEntrySchema);

async function entries(filter: Record<string, unknown>, extra: { sort?: string; range?: string } = {}) {
  const res = await admin.api.admin.audit.$get({ query: { filter: JSON.stringify(filter), ...extra } });
  expect(res.status).toBe(200);
  return { rows: Entries.parse(await res.json()), range: res.headers.get("content-range") };
}

describe("what the audit trail records", () => {
  test("an entity's create, update, delete and recover, each with who and what the service changed", async () => {
    const created = (await (await admin.api.entities.$post({ json: { name: "Audit Farm", location: "Kern" } })).json()) as any;
    const id = String(created.id);
    await admin.api.entities[":id"].$put({ param: { id }, json: { name: "Audit Farm Renamed" } });
    await admin.api.entities[":id"].$delete({ param: { id } });
    await admin.api.admin["recover-entity"][":id"].$post({ param: { id } });
    const { rows } = await entries({ resource: "entities" });
    const mine = rows.filter((r) => r.resourceId === id);
    expect(mine.map((r) => r.action)).toEqual(["recover", "delete", "update", "create"]);
    for (const r of mine) expect(r).toMatchObject({ userId: adminId, username: "audit-admin", resource: "entities" });
    expect(mine[3]!.changes).toEqual({ name: "Audit Farm", location: "Kern", invoiceLanguage: "en", totalAcres: "0.00" });
    expect(mine[2]!.changes).toEqual({ name: { before: "Audit Farm", after: "Audit Farm Renamed" } });
    expect(mine[1]!.changes).toEqual({ name: "Audit Farm Renamed", location: "Kern", invoiceLanguage: "en", totalAcres: "0.00" });
    expect((mine[0]!.changes as any).deletedAt.after).toBeNull();
  });

  test("a refused write is not recorded", async () => {
    await reader.api.entities.$post({ json: { name: "Not Allowed" } });
    await admin.api.entities.$post({ json: { name: "" } });
    const { rows } = await entries({ resource: "entities", action: "create" });
    expect(rows.some((r) => (r.changes as any)?.name === "Not Allowed" || (r.changes as any)?.name === "")).toBe(false);
  });

  test("failed and successful sign-ins, never with the password", async () => {
    const wrong = await t.client().api.auth.login.$post({ json: { username: "audit-admin", password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    await t.client().api.auth.login.$post({ json: { username: "nobody-at-all", password: "whatever" } });
    expect((await t.client().api.auth.login.$post({ json: { username: "audit-admin", password: TEST_PASSWORD } })).status).toBe(200);
    const failed = (await entries({ action: "login_failed" })).rows;
    expect(failed.map((r) => r.username)).toEqual(["nobody-at-all", "audit-admin"]);
    expect(failed[0]).toMatchObject({ userId: null, resource: "sessions", changes: { username: "nobody-at-all" } });
    const logins = (await entries({ action: "login", userId: adminId })).rows;
    expect(logins[0]).toMatchObject({ username: "audit-admin", resourceId: String(adminId), changes: { username: "audit-admin" } });
    expect(JSON.stringify([...failed, ...logins])).not.toContain("password");
  });

  test("a sign-out is recorded for the account that signed out; one without a session is not recorded", async () => {
    const leaving = await t.signIn("readonly", "audit-leaver");
    expect((await leaving.api.auth.logout.$post()).status).toBe(204);
    expect((await t.client().api.auth.logout.$post()).status).toBe(204);
    const logouts = (await entries({ action: "logout" })).rows;
    expect(logouts.map((r) => r.username)).toEqual(["audit-leaver"]);
  });

  test("a new account's password is removed from the recorded body", async () => {
    const res = await admin.api.users.$post({ json: { username: "audited-user", password: "secret-pass", displayName: "A", role: "readonly" } });
    expect(res.status).toBe(201);
    const [entry] = (await entries({ resource: "users", action: "create" })).rows;
    // Approved without a list of entities: every entity, present and future (docs/access.md).
    expect(entry!.changes).toEqual({ username: "audited-user", displayName: "A", role: "readonly", isApproved: true, locale: "en", allEntities: true, mustChangePassword: false, entityIds: [1] });
  });

  test("an update records the columns it changed, before and after, and nothing else", async () => {
    const field = { entityId: 0, name: "Audit 40", acreage: "40", cropType: "Cotton", location: "South" };
    const entity = (await (await admin.api.entities.$post({ json: { name: "Audit Ranch" } })).json()) as any;
    const created = (await (await admin.api.fields.$post({ json: { ...field, entityId: entity.id } })).json()) as any;
    const res = await admin.api.fields[":id"].$put({ param: { id: String(created.id) }, json: { acreage: "42.5", cropType: "Cotton", location: "North" } });
    expect(res.status).toBe(200);
    const [entry] = (await entries({ resource: "fields", action: "update" })).rows.filter((r) => r.resourceId === String(created.id));
    expect(entry!.changes).toEqual({ acreage: { before: "40.00", after: "42.50" }, location: { before: "South", after: "North" } });
    expect(entry!.requestId).toBe(res.headers.get("x-request-id")!);
  });

  test("a password change says that the password changed, never a hash", async () => {
    const made = (await (await admin.api.users.$post({ json: { username: "audited-pw", password: "secret-pass", role: "readonly" } })).json()) as any;
    const res = await admin.api.users[":id"].$put({ param: { id: String(made.id) }, json: { password: "another-secret" } });
    expect(res.status).toBe(200);
    const [entry] = (await entries({ resource: "users", action: "update" })).rows.filter((r) => r.resourceId === String(made.id));
    // An admin's reset: the user must choose their own password at the next sign-in, and the entry says so.
    expect(entry!.changes).toEqual({ passwordHash: "changed", mustChangePassword: { before: false, after: true } });
    expect(JSON.stringify(entry)).not.toContain("argon");
  });

  test("a reset to a one-time password says that the password changed, never the password", async () => {
    const made = (await (await admin.api.users.$post({ json: { username: "audited-reset", password: "secret-pass", role: "readonly" } })).json()) as any;
    const res = await admin.api.users[":id"].$put({ param: { id: String(made.id) }, json: { generatePassword: true } });
    const { password } = (await res.json()) as { password: string };
    const [entry] = (await entries({ resource: "users", action: "update" })).rows.filter((r) => r.resourceId === String(made.id));
    expect(entry!.changes).toEqual({ passwordHash: "changed", mustChangePassword: { before: false, after: true } });
    expect(JSON.stringify(entry)).not.toContain(password);
  });
});

describe("GET /api/admin/audit", () => {
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    await t.db.insert(auditLog).values([
      { at: at("2024-02-29T23:59:59.999Z"), action: "update", resource: "window", resourceId: "before" },
      { at: at("2024-03-01T00:00:00.000Z"), action: "update", resource: "window", resourceId: "first" },
      { at: at("2024-03-02T12:00:00.000Z"), action: "delete", resource: "window", resourceId: "middle", userId: 999 },
      { at: at("2024-03-02T23:59:59.999Z"), action: "update", resource: "window", resourceId: "last" },
      { at: at("2024-03-03T00:00:00.000Z"), action: "update", resource: "window", resourceId: "after" },
    ]);
  });
  const ids = (rows: { resourceId: string | null }[]) => rows.map((r) => r.resourceId);

  test("newest first; date-only bounds are inclusive, `to` covering its whole day", async () => {
    const { rows, range } = await entries({ resource: "window", from: "2024-03-01", to: "2024-03-02" });
    expect(ids(rows)).toEqual(["last", "middle", "first"]);
    expect(range).toBe("audit 0-2/3");
  });

  test("timestamp bounds are inclusive to the millisecond; epoch milliseconds work too", async () => {
    const { rows } = await entries({ resource: "window", from: "2024-03-01T00:00:00.000Z", to: "2024-03-02T12:00:00.000Z" });
    expect(ids(rows)).toEqual(["middle", "first"]);
    const epoch = await entries({ resource: "window", from: Date.parse("2024-03-02T23:59:59.999Z") });
    expect(ids(epoch.rows)).toEqual(["after", "last"]);
  });

  test("filters by action and userId; sorts and pages", async () => {
    expect(ids((await entries({ resource: "window", action: "delete" })).rows)).toEqual(["middle"]);
    expect(ids((await entries({ resource: "window", userId: 999 })).rows)).toEqual(["middle"]);
    const page = await entries({ resource: "window" }, { sort: '["at","ASC"]', range: "[1,2]" });
    expect(ids(page.rows)).toEqual(["first", "middle"]);
    expect(page.range).toBe("audit 1-2/5");
  });

  test("filters by the person, the kind and one record: a record's whole history, by whom", async () => {
    const made = (await (await admin.api.fertilizers.$post({ json: { name: "Audit UAN" } as any })).json()) as any;
    const id = String(made.id);
    expect((await admin.api.fertilizers[":id"].$put({ param: { id }, json: { name: "Audit UAN-32" } as any })).status).toBe(200);
    const history = (await entries({ resource: "fertilizers", resourceId: id })).rows;
    expect(history.map((r) => r.action)).toEqual(["update", "create"]);
    expect(history.every((r) => r.resourceId === id && r.username === "audit-admin")).toBe(true);
    expect((await entries({ resource: "fertilizers", resourceId: id, userId: 999 })).rows).toEqual([]);
    expect(ids((await entries({ resource: "window", resourceId: ["first", "after"] })).rows)).toEqual(["after", "first"]);
    expect(ids((await entries({ resource: ["window", "fertilizers"], userId: 999 })).rows)).toEqual(["middle"]);
  });

  test("filters by entity: tasks made in two entities, only the chosen one's rows, each with the entity's name", async () => {
    const farm = async (name: string) => {
      const entity = (await (await admin.api.entities.$post({ json: { name } })).json()) as any;
      const field = (await (await admin.api.fields.$post({ json: { entityId: entity.id, name: `${name} 40`, acreage: "40", cropType: "Cotton", location: "" } })).json()) as any;
      const task = { entityId: entity.id, fieldId: field.id, categoryId: CAT.MACHINE_HIRE, name: "Discing", cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "40" };
      const made = await admin.api.tasks.$post({ json: task as never });
      expect(made.status).toBe(201);
      return { entity: entity.id as number, field: String(field.id), task: String(((await made.json()) as any).id) };
    };
    const east = await farm("Audit East");
    const west = await farm("Audit West");
    const { rows } = await entries({ entityId: east.entity });
    expect(rows.map((r) => `${r.resource} ${r.action} ${r.resourceId}`)).toEqual([
      `tasks create ${east.task}`, `fields create ${east.field}`, `entities create ${east.entity}`,
    ]);
    expect(rows.every((r) => r.entityId === east.entity && r.entityName === "Audit East")).toBe(true);
    const tasksOfBoth = (await entries({ resource: "tasks", entityId: [east.entity, west.entity] })).rows;
    expect(tasksOfBoth.map((r) => r.resourceId)).toEqual([west.task, east.task]);
    expect((await entries({ resource: "tasks", entityId: west.entity, userId: 999 })).rows).toEqual([]);
  });

  test("a bad entityId is a 400 naming it", async () => {
    const bad = await admin.api.admin.audit.$get({ query: { filter: '{"entityId":"east"}' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("filter.entityId");
  });

  test("an unknown filter key or a bad date is a 400 naming it", async () => {
    const unknown = await admin.api.admin.audit.$get({ query: { filter: '{"password":"x"}' } });
    expect(unknown.status).toBe(400);
    const bad = await admin.api.admin.audit.$get({ query: { filter: '{"from":"yesterday"}' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("filter.from");
  });

  test("admins only: readonly 403, signed out 401", async () => {
    expect((await reader.api.admin.audit.$get({ query: {} })).status).toBe(403);
    expect((await t.client().api.admin.audit.$get({ query: {} })).status).toBe(401);
  });
});

describe("no write commits without its audit row", () => {
  test("an update whose audit row cannot be written (the table is gone) leaves the record as it was", async () => {
    const other = await startTestApp();
    try {
      const boss = await other.signIn("admin");
      const made = (await (await boss.api.entities.$post({ json: { name: "Kept As Is", location: "Kern" } })).json()) as any;
      await other.db.execute(sql.raw("drop table audit_log"));
      const res = await boss.api.entities[":id"].$put({ param: { id: String(made.id) }, json: { name: "Never Renamed" } });
      expect(res.status as number).toBe(500);
      const [row] = await other.db.select().from(entities).where(eq(entities.id, made.id));
      expect(row).toMatchObject({ name: "Kept As Is", location: "Kern" });
    } finally {
      await other.close();
    }
  });

  test("a successful write no service noted a change for is rolled back and answered 500", async () => {
    const other = await startTestApp();
    try {
      // A write path that forgets its audit row: it inserts and answers 201 without telling the trail.
      const route = createRoute({ path: "/api/unaudited-write", method: "post", "x-access": allow(ADMIN), responses: { 201: { description: "written" } } });
      other.app.openapi(route, async (c) => {
        await c.var.db.insert(entities).values({ name: "Slipped Through", location: "" });
        return c.json({ ok: true }, 201);
      });
      await createUser(systemContext(other.db), { username: "forgetful-admin", password: TEST_PASSWORD, role: "admin", displayName: null });
      const login = await other.app.fetch(new Request("http://farm.test/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "forgetful-admin", password: TEST_PASSWORD }),
      }));
      const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
      const res = await other.app.fetch(new Request("http://farm.test/api/unaudited-write", { method: "POST", headers: { cookie } }));
      expect(res.status).toBe(500);
      expect(await other.db.select().from(entities).where(eq(entities.name, "Slipped Through"))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
