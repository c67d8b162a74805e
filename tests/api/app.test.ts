import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type TestApp, startTestApp } from "../support/harness";
import type { ApiClient } from "../../api/client";

let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ maxJsonBodyBytes: 64 * 1024 });
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

/** Raw requests, for the malformed input the typed client cannot send. */
async function raw(path: string, init: RequestInit & { cookie?: string } = {}) {
  return t.app.fetch(new Request(`http://farm.test${path}`, init));
}

async function sessionCookie() {
  const res = await admin.api.auth.user.$get();
  expect(res.status).toBe(200);
  // The typed client keeps the cookie; sign in again by hand to get one for raw requests.
  const login = await raw("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ((await res.json()) as any).user.username, password: "correct-horse" }),
  });
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

describe("the API's error shape", () => {
  test("malformed JSON is a 400 with a message, not a 500", async () => {
    const cookie = await sessionCookie();
    const res = await raw("/api/entities", { method: "POST", headers: { "content-type": "application/json", cookie }, body: "{name:" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(typeof body.message).toBe("string");
    expect(body.code).toBeDefined();
  });

  test("a body that is not JSON is refused as 415 in the one error shape", async () => {
    const cookie = await sessionCookie();
    const res = await raw("/api/entities", { method: "POST", headers: { "content-type": "text/plain", cookie }, body: "hello" });
    expect(res.status).toBe(415);
    expect(typeof ((await res.json()) as any).message).toBe("string");
  });

  test("a body over the limit is a 413 and nothing is written", async () => {
    const cookie = await sessionCookie();
    const before = ((await (await admin.api.entities.$get({ query: {} })).json()) as unknown[]).length;
    const res = await raw("/api/entities", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ name: "Big", location: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).code).toBe("PAYLOAD_TOO_LARGE");
    const after = ((await (await admin.api.entities.$get({ query: {} })).json()) as unknown[]).length;
    expect(after).toBe(before);
  });

  test("an unknown API path is a JSON 404", async () => {
    const cookie = await sessionCookie();
    const res = await raw("/api/no-such-thing", { headers: { cookie } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).code).toBe("NOT_FOUND");
  });

  test("every response carries a request id, and the Content-Range header is exposed to the browser", async () => {
    const res = await admin.api.entities.$get({ query: {} });
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
    expect(res.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });

  test("a numeric id beyond an int column is a 400, not a database error", async () => {
    const res = await admin.api.entities[":id"].$get({ param: { id: "99999999999" } });
    expect(res.status).toBe(400);
  });
});
