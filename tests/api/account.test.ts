import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { UserSchema } from "../../api/schemas/users.schemas";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signInAs = async (username: string, password: string) =>
  (await t.client().api.auth.login.$post({ json: { username, password } })).status;

describe("PUT /api/account", () => {
  test("a readonly user changes their own display name", async () => {
    const reader = await t.signIn("readonly", "reader-name");
    const res = await reader.api.account.$put({ json: { displayName: "  Rita Reader  " } });
    expect(res.status).toBe(200);
    const user = UserSchema.parse(await res.json());
    expect(user).toMatchObject({ username: "reader-name", displayName: "Rita Reader", role: "readonly" });
  });

  test("a change with nothing to change is a 400 naming what to give, and is not recorded", async () => {
    const me = await t.signIn("readonly", "no-op-user");
    const res = await me.api.account.$put({ json: {} });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0]).toEqual({ path: "displayName", message: "Give a new display name or a new password" });
  });

  test("a new password needs the current one, and then replaces it", async () => {
    const me = await t.signIn("readonly", "pw-changer");
    const missing = await me.api.account.$put({ json: { newPassword: "brand-new-pass" } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).issues[0].path).toBe("currentPassword");

    const wrong = await me.api.account.$put({ json: { currentPassword: "not-it", newPassword: "brand-new-pass" } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as any).issues[0]).toEqual({ path: "currentPassword", message: "Current password is incorrect" });
    expect(await signInAs("pw-changer", TEST_PASSWORD)).toBe(200);

    const changed = await me.api.account.$put({ json: { currentPassword: TEST_PASSWORD, newPassword: "brand-new-pass" } });
    expect(changed.status).toBe(200);
    expect(await signInAs("pw-changer", "brand-new-pass")).toBe(200);
    expect(await signInAs("pw-changer", TEST_PASSWORD)).toBe(401);
  });

  test("a new password under 6 characters is a 400 naming newPassword", async () => {
    const me = await t.signIn("admin");
    const res = await me.api.account.$put({ json: { currentPassword: TEST_PASSWORD, newPassword: "short" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.issues[0]).toEqual({ path: "newPassword", message: "Password must be at least 6 characters" });
  });

  test("a role sent along is ignored: nobody promotes themselves", async () => {
    const reader = await t.signIn("readonly");
    const res = await reader.api.account.$put({ json: { displayName: "Sneaky", role: "admin" } as any });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json()).role).toBe("readonly");
  });

  test("signed-out callers get 401", async () => {
    const res = await t.client().api.account.$put({ json: { displayName: "Nobody" } });
    expect(res.status).toBe(401);
  });
});
