import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { loginFailures, sessions, users } from "../../db/schema";
import { UserSchema } from "../../api/schemas/users.schemas";
import { createUser } from "../../api/services/users.service";
import { readEnv } from "../../api/env";
import { type TestApp, TEST_PASSWORD, connectionFrom, startTestApp } from "../support/harness";

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;
const Envelope = z.object({ user: UserSchema });

beforeAll(async () => {
  t = await startTestApp();
  await t.signIn("admin"); // the table is no longer empty: later registrations wait for approval
});
afterAll(() => t.close());

/** Raw requests, for headers and cookies the typed client hides. */
const raw = (app: TestApp, path: string, init: RequestInit = {}, base = "http://farm.test") =>
  app.app.fetch(new Request(`${base}${path}`, init));

const postJson = (app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}, base?: string) =>
  raw(app, path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }, base);

/** The session cookie a response sets: its token and its attributes. */
function sessionCookie(res: Response) {
  const line = res.headers.getSetCookie().find((l) => l.startsWith("farm_session="));
  if (!line) return null;
  const [pair, ...attrs] = line.split(";").map((s) => s.trim());
  return { token: pair!.slice("farm_session=".length), attrs, line };
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

let counter = 0;
async function approvedUser(role: "admin" | "readonly" = "readonly") {
  const username = `auth-user-${++counter}`;
  await createUser(systemContext(t.db), { username, password: TEST_PASSWORD, role, displayName: null });
  return username;
}

async function signInRaw(username: string, password = TEST_PASSWORD) {
  const res = await postJson(t, "/api/auth/login", { username, password });
  expect(res.status).toBe(200);
  return sessionCookie(res)!.token;
}

describe("POST /api/auth/register", () => {
  test("the first account on an empty table is an approved admin, signed in by an HttpOnly Lax cookie", async () => {
    const fresh = await startTestApp();
    try {
      const res = await postJson(fresh, "/api/auth/register", { username: "founder", password: "secret1", displayName: "Founder" });
      expect(res.status).toBe(201);
      const { user } = Envelope.parse(await res.json());
      expect(user).toMatchObject({ username: "founder", displayName: "Founder", role: "admin", isAdmin: true, isApproved: true });
      const cookie = sessionCookie(res)!;
      expect(cookie.attrs).toContain("HttpOnly");
      expect(cookie.attrs).toContain("SameSite=Lax");
      expect(cookie.attrs).toContain("Path=/");
      expect(cookie.attrs).not.toContain("Secure");
      const me = await raw(fresh, "/api/auth/user", { headers: { cookie: `farm_session=${cookie.token}` } });
      expect(Envelope.parse(await me.json()).user.username).toBe("founder");
      // The second account now waits.
      const second = await postJson(fresh, "/api/auth/register", { username: "second", password: "secret2" });
      expect(second.status).toBe(202);
    } finally {
      await fresh.close();
    }
  });

  test("a later account waits for approval as readonly and is not signed in", async () => {
    const res = await postJson(t, "/api/auth/register", { username: "latecomer", password: "secret1", displayName: "Late" });
    expect(res.status).toBe(202);
    const body = (await res.json()) as any;
    expect(body.requiresApproval).toBe(true);
    expect(body.message).toContain("pending approval");
    expect(sessionCookie(res)).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.username, "latecomer"));
    expect(row).toMatchObject({ isApproved: false, role: "readonly" });
    const login = await postJson(t, "/api/auth/login", { username: "latecomer", password: "secret1" });
    expect(login.status).toBe(403);
  });

  test("a taken username is a 409", async () => {
    const username = await approvedUser();
    const res = await postJson(t, "/api/auth/register", { username, password: "secret1" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as any).message).toBe("Username already exists");
  });

  test("a password of 5 characters is a 400 naming password", async () => {
    const res = await postJson(t, "/api/auth/register", { username: "shorty", password: "12345" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.message).toContain("Password must be at least 6 characters");
    expect(body.issues[0].path).toBe("password");
  });
});

describe("POST /api/auth/login and GET /api/auth/user", () => {
  test("the right password signs in (200 {user}) and /auth/user answers that user", async () => {
    const username = await approvedUser("readonly");
    const client = t.client();
    const res = await client.api.auth.login.$post({ json: { username, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(Envelope.parse(await res.json()).user).toMatchObject({ username, role: "readonly", isAdmin: false });
    const me = await client.api.auth.user.$get();
    expect(me.status).toBe(200);
    expect(Envelope.parse(await me.json()).user.username).toBe(username);
  });

  test("a wrong password or unknown user is 401 'Invalid username or password'", async () => {
    const username = await approvedUser();
    for (const body of [{ username, password: "wrong-one" }, { username: "nobody-here", password: "whatever" }]) {
      const res = await postJson(t, "/api/auth/login", body);
      expect(res.status).toBe(401);
      expect(((await res.json()) as any).message).toBe("Invalid username or password");
    }
  });

  test("a missing username is a 400 'Username is required'", async () => {
    const res = await postJson(t, "/api/auth/login", { password: "x" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.issues[0]).toEqual({ path: "username", message: "Username is required" });
  });

  test("GET /auth/user without a session is 401", async () => {
    expect((await t.client().api.auth.user.$get()).status).toBe(401);
  });

  test("the user object never carries a password or its hash", async () => {
    const username = await approvedUser();
    const res = await postJson(t, "/api/auth/login", { username, password: TEST_PASSWORD });
    const text = await res.text();
    expect(text).not.toMatch(/"password(Hash)?":/i);
    expect(text).not.toContain("$argon2");
    const me = await raw(t, "/api/auth/user", { headers: { cookie: `farm_session=${sessionCookie(res)!.token}` } });
    expect(await me.text()).not.toMatch(/"password(Hash)?":|argon2/i);
  });
});

describe("password hashes", () => {
  const storedHash = async (username: string) => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, username)))[0]!.hash;

  test("a password is kept as an argon2id hash of 19 MiB and 2 passes, as Lucia's guide says", async () => {
    const username = await approvedUser();
    expect(await storedHash(username)).toStartWith("$argon2id$v=19$m=19456,t=2,p=1$");
    await signInRaw(username);
  });

  test("an account whose hash an earlier version made (64 MiB) signs in, and its hash is made again", async () => {
    const username = await approvedUser();
    const old = await Bun.password.hash(TEST_PASSWORD, { algorithm: "argon2id", memoryCost: 65_536, timeCost: 2 });
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.username, username));
    // A wrong password leaves it as it is.
    expect((await postJson(t, "/api/auth/login", { username, password: "not-the-password" })).status).toBe(401);
    expect(await storedHash(username)).toBe(old);
    await signInRaw(username);
    const made = await storedHash(username);
    expect(made).toStartWith("$argon2id$v=19$m=19456,t=2,p=1$");
    expect(await Bun.password.verify(TEST_PASSWORD, made)).toBe(true);
    await signInRaw(username);
    expect(await storedHash(username)).toBe(made);
  });
});

describe("sessions", () => {
  test("logout answers 204 and the session is gone", async () => {
    const client = await t.signIn("readonly");
    const out = await client.api.auth.logout.$post();
    expect(out.status).toBe(204);
    expect((await client.api.auth.user.$get()).status).toBe(401);
  });

  test("the sessions table holds only the SHA-256 of the cookie's token", async () => {
    const username = await approvedUser();
    const token = await signInRaw(username);
    const [user] = await t.db.select().from(users).where(eq(users.username, username));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.id)).toEqual([sha256Hex(token)]);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  test("a session used with 10 days left slides to 30 days and the cookie is sent again", async () => {
    const token = await signInRaw(await approvedUser());
    const id = sha256Hex(token);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() + 10 * DAY_MS) }).where(eq(sessions.id, id));
    const before = Date.now();
    const res = await raw(t, "/api/auth/user", { headers: { cookie: `farm_session=${token}` } });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    const left = row!.expiresAt.getTime() - before;
    expect(left).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(left).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
    const cookie = sessionCookie(res)!;
    expect(cookie.token).toBe(token);
    const expires = new Date(cookie.attrs.find((a) => a.startsWith("Expires="))!.slice(8)).getTime();
    expect(Math.abs(expires - row!.expiresAt.getTime())).toBeLessThan(2000);
  });

  test("a fresh session is not re-sent on every request", async () => {
    const token = await signInRaw(await approvedUser());
    const res = await raw(t, "/api/auth/user", { headers: { cookie: `farm_session=${token}` } });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBeNull();
  });

  test("an expired session is 401 and its row is removed", async () => {
    const token = await signInRaw(await approvedUser());
    const id = sha256Hex(token);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, id));
    const res = await raw(t, "/api/auth/user", { headers: { cookie: `farm_session=${token}` } });
    expect(res.status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });
});

describe("the Secure attribute", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ trustProxy: true });
    await createUser(systemContext(proxied.db), { username: "behind-proxy", password: TEST_PASSWORD, role: "readonly", displayName: null });
  });
  afterAll(() => proxied.close());

  const login = (app: TestApp, headers: Record<string, string> = {}, base?: string) =>
    postJson(app, "/api/auth/login", { username: "behind-proxy", password: TEST_PASSWORD }, headers, base);

  test("is set behind a trusted proxy that says https, and not over plain http", async () => {
    expect(sessionCookie(await login(proxied, { "x-forwarded-proto": "https" }))!.attrs).toContain("Secure");
    expect(sessionCookie(await login(proxied))!.attrs).not.toContain("Secure");
  });

  test("is not set when an untrusted client claims https", async () => {
    const res = await postJson(t, "/api/auth/login", { username: await approvedUser(), password: TEST_PASSWORD }, { "x-forwarded-proto": "https" });
    expect(sessionCookie(res)!.attrs).not.toContain("Secure");
  });

  test("is set when the request itself is https", async () => {
    expect(sessionCookie(await login(proxied, {}, "https://farm.test"))!.attrs).toContain("Secure");
  });
});

describe("the login limiter", () => {
  test("after 3 failures for one username from one address the next try waits, even with the right password", async () => {
    const username = await approvedUser();
    for (let i = 0; i < 3; i++) {
      expect((await postJson(t, "/api/auth/login", { username, password: `wrong-${i}` })).status).toBe(401);
    }
    const res = await postJson(t, "/api/auth/login", { username, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    // 3 failures, 3 free: the next try waits 2^0 = 1 s.
    expect(Number(res.headers.get("retry-after"))).toBe(1);
    // The wait as data too, for a client to say in its user's language.
    expect(((await res.json()) as { code: string; details: unknown })).toMatchObject({ code: "TOO_MANY_ATTEMPTS", details: { retryAfterSeconds: 1 } });
    // Another account is not held up by it.
    const other = await approvedUser();
    expect((await postJson(t, "/api/auth/login", { username: other, password: TEST_PASSWORD })).status).toBe(200);
    // Once the wait is over the right password signs in.
    await Bun.sleep(1100);
    expect((await postJson(t, "/api/auth/login", { username, password: TEST_PASSWORD })).status).toBe(200);
  }, 30_000);

  test("30 wrong passwords sent at once from one address: only the 3 free ones are checked, the rest wait", async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await createUser(systemContext(proxied.db), { username: "burst-target", password: TEST_PASSWORD, role: "readonly", displayName: null });
      const from = (address: string) => ({ "x-forwarded-for": address });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => postJson(proxied, "/api/auth/login", { username: "burst-target", password: `guess-${i}` }, from("203.0.113.9"))),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(27);
      for (const res of answers.filter((r) => r.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Only the checked guesses are counted: the waiting ones do not extend the wait.
      const failures = await proxied.db.select().from(loginFailures).where(eq(loginFailures.username, "burst-target"));
      expect(failures).toHaveLength(3);
      // The right password from another address is not held up by the burst.
      const elsewhere = await postJson(proxied, "/api/auth/login", { username: "burst-target", password: TEST_PASSWORD }, from("198.51.100.3"));
      expect(elsewhere.status).toBe(200);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  test("failures from one address across usernames hold up that address only", async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await createUser(systemContext(proxied.db), { username: "farmhand", password: TEST_PASSWORD, role: "readonly", displayName: null });
      const from = (address: string) => ({ "x-forwarded-for": address });
      // 25 recent failures from one address as the limiter records them (each sign-in check costs a slow hash).
      const at = new Date();
      await proxied.db.insert(loginFailures).values(Array.from({ length: 25 }, (_, i) => ({ username: `guess-${i}`, address: "203.0.113.7", at })));
      const blocked = await postJson(proxied, "/api/auth/login", { username: "farmhand", password: TEST_PASSWORD }, from("203.0.113.7"));
      expect(blocked.status).toBe(429);
      // 25 failures, 20 free: 2^5 = 32 s after the last one.
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(30);
      expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(32);
      const elsewhere = await postJson(proxied, "/api/auth/login", { username: "farmhand", password: TEST_PASSWORD }, from("198.51.100.2"));
      expect(elsewhere.status).toBe(200);
    } finally {
      await proxied.close();
    }
  }, 30_000);
});

describe("X-Forwarded-* is believed only from a trusted proxy's address (TRUSTED_PROXY_ADDRESSES)", () => {
  const login = (app: TestApp, username: string, password: string, socket: string, headers: Record<string, string> = {}) =>
    app.app.fetch(
      new Request("http://farm.test/api/auth/login", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ username, password }) }),
      connectionFrom(socket),
    );

  test("30 wrong passwords sent straight to the port, each naming another client, are limited as the one client that sent them", async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await createUser(systemContext(proxied.db), { username: "direct-target", password: TEST_PASSWORD, role: "readonly", displayName: null });
      // 203.0.113.66 is not loopback, the only proxy address by default: its X-Forwarded-For proves nothing.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(proxied, "direct-target", `guess-${i}`, "203.0.113.66", { "x-forwarded-for": `198.51.100.${i + 1}` })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(27);
      const failures = await proxied.db.select().from(loginFailures).where(eq(loginFailures.username, "direct-target"));
      expect(failures.map((f) => f.address)).toEqual(["203.0.113.66", "203.0.113.66", "203.0.113.66"]);
      expect((await login(proxied, "direct-target", TEST_PASSWORD, "203.0.113.66", { "x-forwarded-for": "198.51.100.99" })).status).toBe(429);
      // Through the proxy on this machine the header is believed: that client is another address, not held up.
      expect((await login(proxied, "direct-target", TEST_PASSWORD, "127.0.0.1", { "x-forwarded-for": "198.51.100.7" })).status).toBe(200);
      expect((await login(proxied, "direct-target", TEST_PASSWORD, "::1", { "x-forwarded-for": "198.51.100.8" })).status).toBe(200);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  test("a configured proxy range is believed; loopback then is a client like any other", async () => {
    const proxied = await startTestApp({ trustProxy: true, trustedProxyAddresses: ["10.0.0.0/8", "fd00::/8"] });
    try {
      await createUser(systemContext(proxied.db), { username: "lan-target", password: TEST_PASSWORD, role: "readonly", displayName: null });
      expect((await login(proxied, "lan-target", "wrong", "10.1.2.3", { "x-forwarded-for": "198.51.100.20" })).status).toBe(401);
      expect((await login(proxied, "lan-target", "wrong", "fd00::5", { "x-forwarded-for": "198.51.100.21" })).status).toBe(401);
      expect((await login(proxied, "lan-target", "wrong", "127.0.0.1", { "x-forwarded-for": "198.51.100.22" })).status).toBe(401);
      const failures = await proxied.db.select().from(loginFailures).where(eq(loginFailures.username, "lan-target"));
      expect(failures.map((f) => f.address).sort()).toEqual(["127.0.0.1", "198.51.100.20", "198.51.100.21"]);
    } finally {
      await proxied.close();
    }
  }, 30_000);

  test("X-Forwarded-Proto and X-Forwarded-Host from a client that is not a proxy change neither the cookie nor the origin", async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await createUser(systemContext(proxied.db), { username: "proto-claimer", password: TEST_PASSWORD, role: "admin", displayName: null });
      const direct = await login(proxied, "proto-claimer", TEST_PASSWORD, "203.0.113.67", { "x-forwarded-proto": "https" });
      expect(sessionCookie(direct)!.attrs).not.toContain("Secure");
      const viaProxy = await login(proxied, "proto-claimer", TEST_PASSWORD, "127.0.0.1", { "x-forwarded-proto": "https" });
      expect(sessionCookie(viaProxy)!.attrs).toContain("Secure");
      // A write from a page of another site, naming that site as the forwarded host, is still cross-origin.
      const cookie = `farm_session=${sessionCookie(direct)!.token}`;
      const write = (socket: string) =>
        proxied.app.fetch(
          new Request("http://farm.test/api/objects/upload", { method: "POST", headers: { cookie, origin: "http://evil.test", "x-forwarded-host": "evil.test" } }),
          connectionFrom(socket),
        );
      expect((await write("203.0.113.67")).status).toBe(403);
      // Through the proxy, the host it forwards is the one the browser used: the upload URL names it.
      const res = await proxied.app.fetch(
        new Request("http://farm.test/api/objects/upload", { method: "POST", headers: { cookie, "x-forwarded-host": "farm.example", "x-forwarded-proto": "https" } }),
        connectionFrom("127.0.0.1"),
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { uploadURL: string }).uploadURL).toStartWith("https://farm.example/");
      const direct2 = await proxied.app.fetch(
        new Request("http://farm.test/api/objects/upload", { method: "POST", headers: { cookie, "x-forwarded-host": "farm.example", "x-forwarded-proto": "https" } }),
        connectionFrom("203.0.113.67"),
      );
      expect(((await direct2.json()) as { uploadURL: string }).uploadURL).toStartWith("http://farm.test/");
    } finally {
      await proxied.close();
    }
  }, 30_000);

  test("TRUSTED_PROXY_ADDRESSES defaults to loopback; an entry that is not an address or range is refused naming it", () => {
    expect(readEnv({}).TRUSTED_PROXY_ADDRESSES).toEqual(["127.0.0.1/8", "::1"]);
    expect(readEnv({ TRUSTED_PROXY_ADDRESSES: " 10.0.0.0/8, 192.168.1.10 ,fd00::/8" }).TRUSTED_PROXY_ADDRESSES).toEqual(["10.0.0.0/8", "192.168.1.10", "fd00::/8"]);
    expect(() => readEnv({ TRUSTED_PROXY_ADDRESSES: "10.0.0.0/8,proxy.lan" })).toThrow(/TRUSTED_PROXY_ADDRESSES: "proxy.lan" is not an IP address or CIDR range/);
    expect(() => readEnv({ TRUSTED_PROXY_ADDRESSES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
    expect(() => readEnv({ TRUSTED_PROXY_ADDRESSES: " , " })).toThrow(/TRUSTED_PROXY_ADDRESSES: must list at least one/);
  });
});
