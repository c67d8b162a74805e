import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema";
import type { ApiClient } from "../../api/client";
import { PendingUserSchema, UserSchema } from "../../api/schemas/users.schemas";
import { createUser } from "../../api/services/users.service";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin");
  reader = await t.signIn("readonly");
});
afterAll(() => t.close());

let counter = 0;
const PASSWORD = "pending-pass";

/** Registers through the API (202) and answers the pending account's id. */
async function register(displayName: string | null = "Applicant") {
  const username = `applicant-${++counter}`;
  const res = await t.client().api.auth.register.$post({ json: { username, password: PASSWORD, displayName } });
  expect(res.status).toBe(202);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { id: row!.id, username };
}

const signIn = (username: string) => t.client().api.auth.login.$post({ json: { username, password: PASSWORD } });
const approveRoute = (client: ApiClient) => client.api.admin["approve-user"][":id"];
const param = (id: number | string) => ({ param: { id: String(id) } });

describe("GET /api/admin/pending-users", () => {
  test("lists pending accounts as {id, username, displayName, createdAt}", async () => {
    const a = await register("First Applicant");
    const b = await register(null);
    const res = await admin.api.admin["pending-users"].$get();
    expect(res.status).toBe(200);
    const rows = z.array(PendingUserSchema.strict()).parse(await res.json());
    const ours = rows.filter((r) => r.id === a.id || r.id === b.id);
    expect(ours.map((r) => [r.username, r.displayName])).toEqual([
      [a.username, "First Applicant"],
      [b.username, null],
    ]);
    expect(rows.every((r) => !("isApproved" in r))).toBe(true);
  });

  test("readonly gets 403 'Admin access required' and signed-out 401", async () => {
    const denied = await reader.api.admin["pending-users"].$get();
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as any).message).toBe("Admin access required");
    expect((await t.client().api.admin["pending-users"].$get()).status).toBe(401);
  });
});

describe("POST /api/admin/approve-user/{id}", () => {
  test("approves as readonly by default; sign-in works afterwards, not before", async () => {
    const { id, username } = await register();
    expect((await signIn(username)).status).toBe(403);
    const res = await approveRoute(admin).$post({ ...param(id), json: {} });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json())).toMatchObject({ id, username, role: "readonly", isAdmin: false, isApproved: true });
    const login = await signIn(username);
    expect(login.status).toBe(200);
    expect(((await login.json()) as any).user.role).toBe("readonly");
    const pending = z.array(PendingUserSchema).parse(await (await admin.api.admin["pending-users"].$get()).json());
    expect(pending.some((p) => p.id === id)).toBe(false);
  });

  test("approves as admin when the body says so", async () => {
    const { id } = await register();
    const res = await approveRoute(admin).$post({ ...param(id), json: { role: "admin" } });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json())).toMatchObject({ role: "admin", isAdmin: true, isApproved: true });
  });

  test("no body at all, or an empty JSON body, approves as readonly", async () => {
    // Raw requests: the typed client always sends a JSON body.
    await createUser(systemContext(t.db), { username: "raw-admin", password: "raw-admin-pass", role: "admin", displayName: null });
    const login = await t.client().api.auth.login.$post({ json: { username: "raw-admin", password: "raw-admin-pass" } });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const approve = (id: number, headers: Record<string, string> = {}) =>
      t.app.fetch(new Request(`http://farm.test/api/admin/approve-user/${id}`, { method: "POST", headers: { cookie, ...headers } }));

    const none = await approve((await register()).id);
    expect(none.status).toBe(200);
    expect(UserSchema.parse(await none.json()).role).toBe("readonly");
    const empty = await approve((await register()).id, { "content-type": "application/json" });
    expect(empty.status).toBe(200);
    expect(UserSchema.parse(await empty.json()).role).toBe("readonly");
  });

  test("any other role is a 400 naming role, and the account stays pending", async () => {
    const { id } = await register();
    const res = await approveRoute(admin).$post({ ...param(id), json: { role: "superuser" as any } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].path).toBe("role");
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.isApproved).toBe(false);
  });

  test("an approved account is a 409, a missing one 404, a bad id 400", async () => {
    const { id } = await register();
    expect((await approveRoute(admin).$post({ ...param(id), json: {} })).status).toBe(200);
    const again = await approveRoute(admin).$post({ ...param(id), json: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).message).toBe("User is already approved");
    expect((await approveRoute(admin).$post({ ...param(999999), json: {} })).status).toBe(404);
    expect((await approveRoute(admin).$post({ ...param("abc"), json: {} })).status).toBe(400);
  });

  test("readonly gets 403 and signed-out 401; nothing is approved", async () => {
    const { id } = await register();
    const denied = await approveRoute(reader).$post({ ...param(id), json: { role: "admin" } });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as any).message).toBe("Admin access required");
    expect((await approveRoute(t.client()).$post({ ...param(id), json: {} })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isApproved: false, role: "readonly" });
  });
});

describe("POST /api/admin/reject-user/{id}", () => {
  const reject = (client: ApiClient, id: number | string) => client.api.admin["reject-user"][":id"].$post(param(id));

  test("removes the pending account and answers it", async () => {
    const { id, username } = await register("Turned Away");
    const res = await reject(admin, id);
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json())).toMatchObject({ id, username, displayName: "Turned Away", isApproved: false });
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect((await signIn(username)).status).toBe(401);
    expect((await reject(admin, id)).status).toBe(404);
  });

  test("an approved account is a 409 and stays", async () => {
    const { id } = await register();
    await approveRoute(admin).$post({ ...param(id), json: {} });
    const res = await reject(admin, id);
    expect(res.status).toBe(409);
    expect((await t.db.select().from(users).where(eq(users.id, id))).length).toBe(1);
  });

  test("readonly gets 403, signed-out 401, a bad id 400", async () => {
    const { id } = await register();
    expect((await reject(reader, id)).status).toBe(403);
    expect((await reject(t.client(), id)).status).toBe(401);
    expect((await reject(admin, "0")).status).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, id))).length).toBe(1);
  });
});
