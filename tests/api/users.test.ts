import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import { users } from "../../db/schema";
import type { ApiClient } from "../../api/client";
import { UserSchema } from "../../api/schemas/users.schemas";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

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
const unique = (prefix: string) => `${prefix}-${++counter}`;

async function createUser(role: "admin" | "readonly" = "readonly", displayName = "Someone") {
  const res = await admin.api.users.$post({ json: { username: unique("user"), password: "secret1", displayName, role } });
  expect(res.status).toBe(201);
  return UserSchema.parse(await res.json());
}

const id = (n: number) => ({ id: String(n) });
const list = async (client: ApiClient, query: Record<string, string>) => client.api.users.$get({ query });

describe("POST /api/users", () => {
  test("an admin creates an approved account that can sign in at once", async () => {
    const username = unique("created");
    const res = await admin.api.users.$post({ json: { username, password: "secret1", displayName: "Created", role: "admin" } });
    expect(res.status).toBe(201);
    const user = UserSchema.parse(await res.json());
    expect(user).toMatchObject({ username, displayName: "Created", role: "admin", isAdmin: true, isApproved: true });
    expect(JSON.stringify(user)).not.toMatch(/"password(Hash)?":/i);
    const login = await t.client().api.auth.login.$post({ json: { username, password: "secret1" } });
    expect(login.status).toBe(200);
  });

  test("a taken username is a 409", async () => {
    const existing = await createUser();
    const res = await admin.api.users.$post({ json: { username: existing.username, password: "secret1", role: "readonly" } });
    expect(res.status).toBe(409);
  });

  test("an unknown role or a short password is a 400 naming the field", async () => {
    const role = await admin.api.users.$post({ json: { username: unique("x"), password: "secret1", role: "owner" as any } });
    expect(role.status).toBe(400);
    expect(((await role.json()) as any).issues[0].path).toBe("role");
    const short = await admin.api.users.$post({ json: { username: unique("x"), password: "12345", role: "readonly" } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as any).issues[0]).toEqual({ path: "password", message: "Password must be at least 6 characters" });
  });

  test("generatePassword: true answers a one-time password once; the account signs in with it", async () => {
    const username = unique("generated");
    const res = await admin.api.users.$post({ json: { username, generatePassword: true, displayName: "Handed over", role: "editor", entityIds: [] } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { password?: string; id: number; entityIds: number[] | null; allEntities: boolean };
    expect(body.password).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(body).toMatchObject({ entityIds: [], allEntities: false });
    const login = await t.client().api.auth.login.$post({ json: { username, password: body.password! } });
    expect(login.status).toBe(200);
    // Said once: the account read back never carries it.
    const again = await admin.api.users[":id"].$get({ param: id(body.id) });
    expect(JSON.stringify(await again.json())).not.toMatch(/"password(Hash)?":/i);
    // Two accounts never share a generated password.
    const other = (await (await admin.api.users.$post({ json: { username: unique("generated"), generatePassword: true, role: "readonly" } })).json()) as { password?: string };
    expect(other.password).not.toBe(body.password);
  });

  test("a taken username is a 409 naming username; no password or both is a 400 naming password", async () => {
    const existing = await createUser();
    const taken = await admin.api.users.$post({ json: { username: existing.username, generatePassword: true, role: "readonly" } });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as any).issues).toEqual([{ path: "username", message: "Username already exists" }]);
    const none = await admin.api.users.$post({ json: { username: unique("x"), role: "readonly" } });
    expect(none.status).toBe(400);
    expect(((await none.json()) as any).issues[0]).toEqual({ path: "password", message: "Password is required" });
    const both = await admin.api.users.$post({ json: { username: unique("x"), password: "secret1", generatePassword: true, role: "readonly" } });
    expect(both.status).toBe(400);
    expect(((await both.json()) as any).issues[0].path).toBe("password");
  });

  test("readonly gets 403 and signed-out 401", async () => {
    const body = { json: { username: unique("x"), password: "secret1", role: "readonly" as const } };
    const denied = await reader.api.users.$post(body);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as any).message).toBe("Admin access required");
    expect((await t.client().api.users.$post(body)).status).toBe(401);
  });
});

describe("GET /api/users", () => {
  test("lists accounts with a Content-Range header, sorted and paged", async () => {
    await createUser();
    const res = await list(admin, { sort: '["id","DESC"]', range: "[0,1]" });
    expect(res.status).toBe(200);
    const rows = z.array(UserSchema).parse(await res.json());
    expect(rows.length).toBe(2);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    const total = (await t.db.select().from(users)).length;
    expect(res.headers.get("content-range")).toBe(`users 0-1/${total}`);
  });

  test("filters by q, id, role and isApproved", async () => {
    const marked = await createUser("admin", "Quartermaster Zed");
    const byQ = z.array(UserSchema).parse(await (await list(admin, { filter: '{"q":"quartermaster"}' })).json());
    expect(byQ.map((u) => u.id)).toEqual([marked.id]);
    const byId = z.array(UserSchema).parse(await (await list(admin, { filter: JSON.stringify({ id: [marked.id] }) })).json());
    expect(byId.map((u) => u.id)).toEqual([marked.id]);
    const readers = z.array(UserSchema).parse(await (await list(admin, { filter: '{"role":"readonly"}' })).json());
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.every((u) => u.role === "readonly")).toBe(true);
    await t.client().api.auth.register.$post({ json: { username: unique("pending"), password: "secret1" } });
    const pending = z.array(UserSchema).parse(await (await list(admin, { filter: '{"isApproved":false}' })).json());
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((u) => !u.isApproved)).toBe(true);
  });

  test("an unknown sort or filter key is a 400", async () => {
    expect((await list(admin, { sort: '["passwordHash","ASC"]' })).status).toBe(400);
    const filter = await list(admin, { filter: '{"passwordHash":"x"}' });
    expect(filter.status).toBe(400);
    expect(((await filter.json()) as any).issues[0].path).toBe("filter");
  });

  test("readonly gets 403 and signed-out 401", async () => {
    const denied = await list(reader, {});
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as any).message).toBe("Admin access required");
    expect((await list(t.client(), {})).status).toBe(401);
  });
});

describe("GET /api/users/{id}", () => {
  test("answers one account; 404 when missing, 400 for a bad id, 403 for readonly", async () => {
    const user = await createUser();
    const ok = await admin.api.users[":id"].$get({ param: id(user.id) });
    expect(UserSchema.parse(await ok.json())).toEqual(user);
    expect((await admin.api.users[":id"].$get({ param: id(999999) })).status).toBe(404);
    expect((await admin.api.users[":id"].$get({ param: { id: "abc" } })).status).toBe(400);
    expect((await reader.api.users[":id"].$get({ param: id(user.id) })).status).toBe(403);
  });
});

describe("PUT /api/users/{id}", () => {
  test("changes role and display name and ignores the other fields react-admin sends back", async () => {
    const user = await createUser("readonly", "Before");
    const res = await admin.api.users[":id"].$put({
      param: id(user.id),
      json: { ...user, username: "renamed", isApproved: false, isAdmin: false, id: 1, role: "admin", displayName: "After" } as any,
    });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json())).toEqual({ ...user, role: "admin", isAdmin: true, canEdit: true, entityIds: null, allEntities: false, displayName: "After" });
  });

  test("a bad role is a 400 naming role; a missing account 404; readonly 403", async () => {
    const user = await createUser();
    const bad = await admin.api.users[":id"].$put({ param: id(user.id), json: { role: "root" as any } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("role");
    expect((await admin.api.users[":id"].$put({ param: id(999999), json: { role: "admin" } })).status).toBe(404);
    expect((await reader.api.users[":id"].$put({ param: id(user.id), json: { role: "admin" } })).status).toBe(403);
    expect((await t.client().api.users[":id"].$put({ param: id(user.id), json: { role: "admin" } })).status).toBe(401);
  });

  test("a role change applies at once to a session already open", async () => {
    const username = unique("promoted");
    await admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "readonly" } });
    const session = t.client();
    await session.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } });
    const me = UserSchema.parse(((await (await session.api.auth.user.$get()).json()) as any).user);
    expect((await session.api.entities.$post({ json: { name: "Not yet" } })).status).toBe(403);

    await admin.api.users[":id"].$put({ param: id(me.id), json: { role: "admin" } });
    expect(((await (await session.api.auth.user.$get()).json()) as any).user.role).toBe("admin");
    expect((await session.api.entities.$post({ json: { name: "Now allowed" } })).status).toBe(201);

    await admin.api.users[":id"].$put({ param: id(me.id), json: { role: "readonly" } });
    expect((await session.api.entities.$post({ json: { name: "Not any more" } })).status).toBe(403);
  });
});

describe("DELETE /api/users/{id}", () => {
  test("answers 200 with the account and ends its sessions", async () => {
    const username = unique("leaving");
    const created = UserSchema.parse(await (await admin.api.users.$post({ json: { username, password: TEST_PASSWORD, role: "readonly" } })).json());
    const session = t.client();
    await session.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } });
    expect((await session.api.auth.user.$get()).status).toBe(200);

    const res = await admin.api.users[":id"].$delete({ param: id(created.id) });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json())).toEqual(created);
    expect((await session.api.auth.user.$get()).status).toBe(401);
    expect((await admin.api.users[":id"].$get({ param: id(created.id) })).status).toBe(404);
    expect((await admin.api.users[":id"].$delete({ param: id(created.id) })).status).toBe(404);
  });

  test("readonly gets 403 and the account stays", async () => {
    const user = await createUser();
    expect((await reader.api.users[":id"].$delete({ param: id(user.id) })).status).toBe(403);
    expect((await admin.api.users[":id"].$get({ param: id(user.id) })).status).toBe(200);
  });
});

describe("the last approved admin", () => {
  test("cannot be demoted or removed (409) until another approved admin exists", async () => {
    const solo = await startTestApp();
    try {
      const only = await solo.signIn("admin");
      const onlyId = UserSchema.parse(((await (await only.api.auth.user.$get()).json()) as any).user).id;
      // An admin awaiting approval does not count as one.
      await solo.db.insert(users).values({ username: "unapproved-admin", passwordHash: "x", role: "admin", isApproved: false });

      const demote = await only.api.users[":id"].$put({ param: id(onlyId), json: { role: "readonly" } });
      expect(demote.status).toBe(409);
      expect(((await demote.json()) as any).message).toBe("The last approved admin cannot be demoted");
      const remove = await only.api.users[":id"].$delete({ param: id(onlyId) });
      expect(remove.status).toBe(409);
      expect(((await remove.json()) as any).message).toBe("The last approved admin cannot be removed");
      expect(((await (await only.api.auth.user.$get()).json()) as any).user.role).toBe("admin");
      // Changing only the display name is fine.
      expect((await only.api.users[":id"].$put({ param: id(onlyId), json: { displayName: "Sole" } })).status).toBe(200);

      const second = await only.api.users.$post({ json: { username: "second-admin", password: "secret1", role: "admin" } });
      const secondId = UserSchema.parse(await second.json()).id;
      const stepDown = await only.api.users[":id"].$put({ param: id(onlyId), json: { role: "readonly" } });
      expect(stepDown.status).toBe(200);
      expect(UserSchema.parse(await stepDown.json()).role).toBe("readonly");
      // Now second-admin is the last one.
      const next = solo.client();
      await next.api.auth.login.$post({ json: { username: "second-admin", password: "secret1" } });
      expect((await next.api.users[":id"].$delete({ param: id(secondId) })).status).toBe(409);
    } finally {
      await solo.close();
    }
  });
});
