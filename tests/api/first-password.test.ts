import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ApiClient } from "../../api/client";
import { UserSchema } from "../../api/schemas/users.schemas";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let counter = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "first-password-admin");
});
afterAll(() => t.close());

/** Signs in as `username` with `password`; the sign-in itself is always allowed. */
async function signIn(username: string, password: string) {
  const c = t.client();
  const res = await c.api.auth.login.$post({ json: { username, password } });
  expect(res.status).toBe(200);
  return { c, user: UserSchema.parse(((await res.json()) as { user: unknown }).user) };
}

/** An account made by the admin with Add user's generated one-time password. */
async function handedOver() {
  const username = `handed-${++counter}`;
  const res = await admin.api.users.$post({ json: { username, generatePassword: true, role: "editor" } });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { password: string; mustChangePassword: boolean; id: number };
  return { username, password: body.password, id: body.id, flagged: body.mustChangePassword };
}

describe("an account whose password an admin set must choose its own first", () => {
  test("a generated password is flagged; every route but sign-out, who-am-I and the own account is a 403 saying so", async () => {
    const made = await handedOver();
    expect(made.flagged).toBe(true);
    const { c, user } = await signIn(made.username, made.password);
    expect(user.mustChangePassword).toBe(true);
    const refused = await c.api.entities.$get({ query: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "PASSWORD_CHANGE_REQUIRED" });
    expect((await c.api.fields.$post({ json: { entityId: 1, name: "X", acreage: "1" } as never })).status).toBe(403);
    const me = await c.api.auth.user.$get();
    expect(me.status).toBe(200);
    expect(((await me.json()) as any).user.mustChangePassword).toBe(true);
    expect((await c.api.auth.logout.$post()).status).toBe(204);
  });

  test("choosing a new password clears the flag and opens every route the role allows", async () => {
    const made = await handedOver();
    const { c } = await signIn(made.username, made.password);
    const same = await c.api.account.$put({ json: { currentPassword: made.password, newPassword: made.password } });
    expect(same.status).toBe(400);
    expect(((await same.json()) as any).issues[0].path).toBe("newPassword");
    const wrong = await c.api.account.$put({ json: { currentPassword: "not-the-one", newPassword: "my-own-choice" } });
    expect(wrong.status).toBe(400);
    const changed = await c.api.account.$put({ json: { currentPassword: made.password, newPassword: "my-own-choice" } });
    expect(changed.status).toBe(200);
    expect(UserSchema.parse(await changed.json()).mustChangePassword).toBe(false);
    expect((await c.api.entities.$get({ query: {} })).status).toBe(200);
    const again = await signIn(made.username, "my-own-choice");
    expect(again.user.mustChangePassword).toBe(false);
  });

  test("an admin's reset sets the flag again; a typed password flags only when asked; an admin's own change does not", async () => {
    const made = await handedOver();
    const { c } = await signIn(made.username, made.password);
    expect((await c.api.account.$put({ json: { currentPassword: made.password, newPassword: "chosen-once" } })).status).toBe(200);
    const reset = await admin.api.users[":id"].$put({ param: { id: String(made.id) }, json: { password: "reset-by-admin" } });
    expect(reset.status).toBe(200);
    expect(UserSchema.parse(await reset.json()).mustChangePassword).toBe(true);
    const after = await signIn(made.username, "reset-by-admin");
    expect((await after.c.api.entities.$get({ query: {} })).status).toBe(403);

    const typed = await admin.api.users.$post({ json: { username: `typed-${++counter}`, password: "typed-pass", role: "readonly" } });
    expect(UserSchema.parse(await typed.json()).mustChangePassword).toBe(false);
    const asked = await admin.api.users.$post({ json: { username: `asked-${++counter}`, password: "typed-pass", role: "readonly", mustChangePassword: true } });
    expect(UserSchema.parse(await asked.json()).mustChangePassword).toBe(true);

    const me = ((await (await admin.api.auth.user.$get()).json()) as any).user;
    const own = await admin.api.users[":id"].$put({ param: { id: String(me.id) }, json: { password: "admin-own-new" } });
    expect(UserSchema.parse(await own.json()).mustChangePassword).toBe(false);
  });

  test("Reset password: a one-time password answered once; the forgotten one and every session end; the user chooses their own", async () => {
    const made = await handedOver();
    const { c } = await signIn(made.username, made.password);
    expect((await c.api.account.$put({ json: { currentPassword: made.password, newPassword: "forgotten-one" } })).status).toBe(200);
    const reset = await admin.api.users[":id"].$put({ param: { id: String(made.id) }, json: { generatePassword: true } });
    expect(reset.status).toBe(200);
    const body = (await reset.json()) as { password?: string; mustChangePassword: boolean; username: string };
    expect(body).toMatchObject({ username: made.username, mustChangePassword: true });
    expect(body.password).toHaveLength(14);
    expect(body.password).not.toBe(made.password);
    // Said once: reading the account back shows no password.
    const read = await admin.api.users[":id"].$get({ param: { id: String(made.id) } });
    expect(Object.keys((await read.json()) as object)).not.toContain("password");
    // The session of the forgotten password ends, and so does that password.
    expect((await c.api.auth.user.$get()).status).toBe(401);
    expect((await t.client().api.auth.login.$post({ json: { username: made.username, password: "forgotten-one" } })).status).toBe(401);
    const after = await signIn(made.username, body.password!);
    expect(after.user.mustChangePassword).toBe(true);
    expect((await after.c.api.entities.$get({ query: {} })).status).toBe(403);
    expect((await after.c.api.account.$put({ json: { currentPassword: body.password!, newPassword: "chosen-again" } })).status).toBe(200);
    expect((await after.c.api.entities.$get({ query: {} })).status).toBe(200);
  });

  test("a reset sends a password or asks for one, not both (a 400 naming password); an editor cannot reset", async () => {
    const made = await handedOver();
    const both = await admin.api.users[":id"].$put({ param: { id: String(made.id) }, json: { generatePassword: true, password: "typed-too" } });
    expect(both.status).toBe(400);
    expect(((await both.json()) as any).issues[0].path).toBe("password");
    const { c } = await signIn(made.username, made.password);
    expect((await c.api.account.$put({ json: { currentPassword: made.password, newPassword: "editor-own" } })).status).toBe(200);
    const byEditor = await c.api.users[":id"].$put({ param: { id: String(made.id) }, json: { generatePassword: true } });
    expect(byEditor.status).toBe(403);
    expect((await t.client().api.auth.login.$post({ json: { username: made.username, password: "editor-own" } })).status).toBe(200);
  });

  test("a generated password cannot be exempted; a bad flag is a 400 naming it", async () => {
    const both = await admin.api.users.$post({ json: { username: `exempt-${++counter}`, generatePassword: true, mustChangePassword: false, role: "readonly" } });
    expect(both.status).toBe(400);
    expect(((await both.json()) as any).issues[0].path).toBe("mustChangePassword");
    const bad = await admin.api.users.$post({ json: { username: `bad-${++counter}`, password: "typed-pass", role: "readonly", mustChangePassword: "yes" } as never });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).issues[0].path).toBe("mustChangePassword");
  });
});
