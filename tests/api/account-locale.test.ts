import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { UserSchema } from "../../api/schemas/users.schemas";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the UI language saved in the user's account", () => {
  test("a new account speaks English until its user picks another language", async () => {
    const me = await t.signIn("readonly", "new-locale-user");
    const res = await me.api.auth.user.$get();
    expect(res.status).toBe(200);
    expect(UserSchema.parse(((await res.json()) as { user: unknown }).user).locale).toBe("en");
  });

  test("a readonly user switches to Spanish; the user JSON and the next sign-in answer carry it", async () => {
    const me = await t.signIn("readonly", "spanish-reader");
    const res = await me.api.account.$put({ json: { locale: "es" } });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(await res.json())).toMatchObject({ username: "spanish-reader", locale: "es" });

    expect(UserSchema.parse(((await (await me.api.auth.user.$get()).json()) as { user: unknown }).user).locale).toBe("es");
    const login = await t.client().api.auth.login.$post({ json: { username: "spanish-reader", password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect(UserSchema.parse(((await login.json()) as { user: unknown }).user).locale).toBe("es");

    // Back to English: the choice is the user's, both ways.
    const back = await me.api.account.$put({ json: { locale: "en" } });
    expect(UserSchema.parse(await back.json()).locale).toBe("en");
  });

  test("changing the language leaves the display name alone", async () => {
    const me = await t.signIn("readonly", "named-user");
    await me.api.account.$put({ json: { displayName: "Nora Named" } });
    const res = await me.api.account.$put({ json: { locale: "es" } });
    expect(UserSchema.parse(await res.json())).toMatchObject({ displayName: "Nora Named", locale: "es" });
  });

  for (const [i, bad] of ["fr", "ES", "", "english", 1, null].entries()) {
    test(`locale ${JSON.stringify(bad)} is a 400 naming locale and changes nothing`, async () => {
      const me = await t.signIn("readonly", `bad-locale-${i}`);
      const res = await me.api.account.$put({ json: { locale: bad } as any });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues.map((i) => i.path)).toEqual(["locale"]);
      expect(body.issues[0]!.message).toBe("must be one of en, es");
      expect(UserSchema.parse(((await (await me.api.auth.user.$get()).json()) as { user: unknown }).user).locale).toBe("en");
    });
  }
});
