import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { ApiTokenCreatedSchema, ApiTokenSchema } from "../../api/schemas/api-tokens.schemas";
import { updateUser } from "../../api/services/users.service";
import { type TestApp, startTestApp } from "../support/harness";

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn("admin", "token-admin");
  reader = await t.signIn("readonly");
});
afterAll(() => t.close());

async function createToken(name: string) {
  const res = await admin.api.tokens.$post({ json: { name } });
  expect(res.status).toBe(201);
  return ApiTokenCreatedSchema.parse(await res.json());
}

describe("POST /api/tokens", () => {
  test("an admin gets the secret once; the token then signs calls in as that admin", async () => {
    const created = await createToken("  nightly  ");
    expect(created.name).toBe("nightly");
    expect(created.token).toMatch(/^farm_[a-z2-7]{32}$/);
    const me = await t.client({ token: created.token }).api.auth.user.$get();
    expect(me.status).toBe(200);
    expect(((await me.json()) as any).user).toMatchObject({ username: "token-admin", role: "admin" });
    // A write works with the token alone, as cron makes it (no cookie, no Origin).
    const write = await t.client({ token: created.token }).api.entities.$post({ json: { name: "By token" } });
    expect(write.status).toBe(201);
  });

  test("the list never shows a secret and records when a token was last used", async () => {
    const created = await createToken("used");
    await t.client({ token: created.token }).api.entities.$get({ query: {} });
    const res = await admin.api.tokens.$get();
    expect(res.status).toBe(200);
    const rows = z.array(ApiTokenSchema).parse(await res.json());
    const row = rows.find((r) => r.id === created.id)!;
    expect(row).toMatchObject({ name: "used", username: "token-admin" });
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });

  test("a blank name is a 400 naming the field", async () => {
    const res = await admin.api.tokens.$post({ json: { name: "  " } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).issues[0].path).toBe("name");
  });

  test("readonly users get 403, signed-out callers 401, on every verb", async () => {
    expect((await reader.api.tokens.$post({ json: { name: "x" } })).status).toBe(403);
    expect((await reader.api.tokens.$get()).status).toBe(403);
    expect((await reader.api.tokens[":id"].$delete({ param: { id: "1" } })).status).toBe(403);
    expect((await t.client().api.tokens.$get()).status).toBe(401);
    expect((await t.client().api.tokens.$post({ json: { name: "x" } })).status).toBe(401);
  });

  test("an unknown bearer token is 401", async () => {
    expect((await t.client({ token: "farm_notarealtoken" }).api.entities.$get({ query: {} })).status).toBe(401);
  });
});

describe("DELETE /api/tokens/{id}", () => {
  test("revoking answers the token and stops it at once", async () => {
    const created = await createToken("revoke-me");
    const res = await admin.api.tokens[":id"].$delete({ param: { id: String(created.id) } });
    expect(res.status).toBe(200);
    expect(ApiTokenSchema.parse(await res.json())).toMatchObject({ id: created.id, name: "revoke-me" });
    expect((await t.client({ token: created.token }).api.auth.user.$get()).status).toBe(401);
  });

  test("an unknown id is 404", async () => {
    expect((await admin.api.tokens[":id"].$delete({ param: { id: "999999" } })).status).toBe(404);
  });
});

describe("a token follows its user", () => {
  test("demoting the admin who made a token makes the token readonly", async () => {
    const owner = await t.signIn("admin", "token-owner");
    const res = await owner.api.tokens.$post({ json: { name: "owner" } });
    const { token } = ApiTokenCreatedSchema.parse(await res.json());
    const [row] = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, "token-owner") });
    await updateUser(systemContext(t.db), row!.id, { role: "readonly" });
    const write = await t.client({ token }).api.entities.$post({ json: { name: "Refused" } });
    expect(write.status).toBe(403);
  });
});

describe("a token with a narrower role", () => {
  test("made by an admin without entityIds, it reaches every entity, present and future", async () => {
    const a = (await (await admin.api.entities.$post({ json: { name: "Token Reach A" } })).json()) as { id: number };
    const res = await admin.api.tokens.$post({ json: { name: "reader-all", role: "readonly" } });
    expect(res.status).toBe(201);
    const { token } = ApiTokenCreatedSchema.parse(await res.json());
    const b = (await (await admin.api.entities.$post({ json: { name: "Token Reach B" } })).json()) as { id: number };
    const client = t.client({ token });
    const me = ((await (await client.api.auth.user.$get()).json()) as any).user;
    expect(me).toMatchObject({ role: "readonly", entityIds: expect.arrayContaining([a.id, b.id]) });
    const listed = (await (await client.api.entities.$get({ query: {} })).json()) as { id: number }[];
    expect(listed.map((e) => e.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await client.api.entities[":id"].$get({ param: { id: String(b.id) } })).status).toBe(200);
    // Still readonly: a write is refused.
    expect((await client.api.entities[":id"].$put({ param: { id: String(a.id) }, json: { name: "No" } as any })).status).toBe(403);
  });

  test("entityIds narrows it", async () => {
    const a = (await (await admin.api.entities.$post({ json: { name: "Narrow A" } })).json()) as { id: number };
    const b = (await (await admin.api.entities.$post({ json: { name: "Narrow B" } })).json()) as { id: number };
    const res = await admin.api.tokens.$post({ json: { name: "reader-a", role: "readonly", entityIds: [a.id] } });
    const { token } = ApiTokenCreatedSchema.parse(await res.json());
    const client = t.client({ token });
    expect((await client.api.entities[":id"].$get({ param: { id: String(a.id) } })).status).toBe(200);
    expect((await client.api.entities[":id"].$get({ param: { id: String(b.id) } })).status).toBe(404);
  });
});
