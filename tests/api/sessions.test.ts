import { systemContext } from "../../api/services/context";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { forwardedAddress } from "../../api/lib/client-address";
import { DiskGuard, type DiskState } from "../../api/lib/disk-guard";
import { startHousekeeping } from "../../api/lib/housekeeping";
import { signInDelaySeconds } from "../../api/domain/sign-in-delay";
import { createUser } from "../../api/services/users.service";
import { createSession, deleteExpiredSessions } from "../../api/services/sessions.service";
import { auditLog, loginFailures, sessions } from "../../db/schema";
import { type TestApp, TEST_PASSWORD, startTestApp } from "../support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const raw = (app: TestApp, path: string, init: RequestInit = {}, base = "http://farm.test") =>
  app.app.fetch(new Request(`${base}${path}`, init));
const send = (app: TestApp, method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(app, path, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

let counter = 0;
async function newUser(role: "admin" | "readonly" = "readonly") {
  const username = `sess-user-${++counter}`;
  const user = await createUser(systemContext(t.db), { username, password: TEST_PASSWORD, role, displayName: null });
  return { username, id: user.id };
}
async function signIn(username: string, password = TEST_PASSWORD) {
  const res = await send(t, "POST", "/api/auth/login", { username, password });
  expect(res.status).toBe(200);
  return (res.headers.getSetCookie().find((l) => l.startsWith("farm_session=")) ?? "").split(";")[0]!;
}
const whoAmI = async (cookie: string) => (await raw(t, "/api/auth/user", { headers: { cookie } })).status;

describe("a new password ends the other sessions", () => {
  test("changing my own password keeps this session and ends the one on the other computer", async () => {
    const { username } = await newUser();
    const office = await signIn(username);
    const phone = await signIn(username);
    const res = await send(t, "PUT", "/api/account", { currentPassword: TEST_PASSWORD, newPassword: "a-new-secret" }, { cookie: office });
    expect(res.status).toBe(200);
    expect(await whoAmI(office)).toBe(200);
    expect(await whoAmI(phone)).toBe(401);
  });

  test("an admin resetting a user's password ends every session of that user, and only theirs", async () => {
    const admin = await newUser("admin");
    const adminCookie = await signIn(admin.username);
    const user = await newUser();
    const userCookie = await signIn(user.username);
    const res = await send(t, "PUT", `/api/users/${user.id}`, { password: "reset-by-admin" }, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(await whoAmI(userCookie)).toBe(401);
    expect(await whoAmI(adminCookie)).toBe(200);
    await signIn(user.username, "reset-by-admin");
  });

  test("changing only the display name ends nothing", async () => {
    const { username } = await newUser();
    const a = await signIn(username);
    const b = await signIn(username);
    expect((await send(t, "PUT", "/api/account", { displayName: "New Name" }, { cookie: a })).status).toBe(200);
    expect(await whoAmI(b)).toBe(200);
  });
});

describe("POST /api/auth/logout-everywhere", () => {
  test("ends every session of the user, this one included, and is audited", async () => {
    const { username, id } = await newUser();
    const a = await signIn(username);
    const b = await signIn(username);
    const other = await newUser();
    const otherCookie = await signIn(other.username);
    const res = await send(t, "POST", "/api/auth/logout-everywhere", undefined, { cookie: a });
    expect(res.status).toBe(204);
    expect(await whoAmI(a)).toBe(401);
    expect(await whoAmI(b)).toBe(401);
    expect(await whoAmI(otherCookie)).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, id), eq(auditLog.action, "logout_everywhere")));
    expect(entries.length).toBe(1);
  });

  test("signed out it is a 401", async () => {
    expect((await send(t, "POST", "/api/auth/logout-everywhere", undefined)).status).toBe(401);
  });
});

describe("API tokens are separate credentials (docs/decisions/api-tokens.md)", () => {
  test("a new password and signing out everywhere end sessions, not the user's API tokens; revoking does", async () => {
    const admin = await newUser("admin");
    const cookie = await signIn(admin.username);
    const created = await send(t, "POST", "/api/tokens", { name: "cron-backup" }, { cookie });
    expect(created.status).toBe(201);
    const { id, token } = (await created.json()) as { id: number; token: string };
    const bearer = async () => (await raw(t, "/api/auth/user", { headers: { authorization: `Bearer ${token}` } })).status;

    expect((await send(t, "PUT", "/api/account", { currentPassword: TEST_PASSWORD, newPassword: "rotated-secret" }, { cookie })).status).toBe(200);
    expect(await bearer()).toBe(200);
    expect((await send(t, "POST", "/api/auth/logout-everywhere", undefined, { cookie })).status).toBe(204);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await bearer()).toBe(200);

    const again = await signIn(admin.username, "rotated-secret");
    expect((await raw(t, `/api/tokens/${id}`, { method: "DELETE", headers: { cookie: again } })).status).toBe(200);
    expect(await bearer()).toBe(401);
  });
});

describe("expired sessions are purged", () => {
  test("the purge removes expired sessions only, and housekeeping runs it at once", async () => {
    const { id } = await newUser();
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await createSession(systemContext(t.db), id, longAgo); // expired 10 days ago
    await createSession(systemContext(t.db), id); // valid 30 days
    const stop = startHousekeeping([{ name: "expired sessions", run: () => deleteExpiredSessions(systemContext(t.db)) }], 60_000);
    stop();
    await Bun.sleep(200);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left.length).toBe(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

/** A disk guard whose last check said what the test sets: `low` is free space below MIN_FREE_DISK_MB. */
class SwitchableDisk extends DiskGuard {
  low = false;
  override last(): DiskState {
    return { freeBytes: 1024, path: "/srv/farm/data", ok: !this.low };
  }
}

describe("a nearly full disk: reading writes nothing", () => {
  const DAY = 24 * 60 * 60 * 1000;

  test("a session due for renewal stays valid but is not extended; it is extended again once space is back", async () => {
    const disk = new SwitchableDisk([], 1);
    const app = await startTestApp({}, { diskGuard: disk });
    try {
      const user = await createUser(systemContext(app.db), { username: "low-disk-reader", password: TEST_PASSWORD, role: "readonly", displayName: null });
      // Started 20 days ago: 10 of its 30 days left, past the half-way point where each request extends it.
      const { token } = await createSession(systemContext(app.db), user.id, new Date(Date.now() - 20 * DAY));
      const expiry = async () => (await app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.expiresAt.getTime();
      const before = await expiry();
      const read = () => raw(app, "/api/auth/user", { headers: { cookie: `farm_session=${token}` } });

      disk.low = true;
      const low = await read();
      expect(low.status).toBe(200);
      expect(low.headers.getSetCookie()).toEqual([]);
      expect(await expiry()).toBe(before);

      disk.low = false;
      const back = await read();
      expect(back.status).toBe(200);
      expect(back.headers.getSetCookie().some((l) => l.startsWith("farm_session="))).toBe(true);
      expect(await expiry()).toBeGreaterThan(before + 15 * DAY);
    } finally {
      await app.close();
    }
  });

  test("housekeeping leaves expired sessions while its condition (the disk) says no, and purges them after", async () => {
    const { id } = await newUser();
    await createSession(systemContext(t.db), id, new Date(Date.now() - 40 * DAY)); // expired 10 days ago
    const count = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, id))).length;
    let diskOk = false;
    const chore = { name: "expired sessions", run: () => deleteExpiredSessions(systemContext(t.db)), when: () => diskOk };
    startHousekeeping([chore], 60_000)();
    await Bun.sleep(200);
    expect(await count()).toBe(1);
    diskOk = true;
    startHousekeeping([chore], 60_000)();
    await Bun.sleep(200);
    expect(await count()).toBe(0);
  });
});

describe("the client address behind proxies", () => {
  test.each([
    ["6.6.6.6, 203.0.113.7", 1, "203.0.113.7"],
    ["203.0.113.7", 1, "203.0.113.7"],
    ["6.6.6.6, 203.0.113.7, 10.0.0.2", 2, "203.0.113.7"],
    ["203.0.113.7", 2, "203.0.113.7"],
    ["", 1, null],
  ] as const)("X-Forwarded-For %p with %p hop(s) is %p", (header, hops, expected) => {
    expect(forwardedAddress(header, hops)).toBe(expected);
  });

  test("varying the leftmost X-Forwarded-For entry does not escape the limiter", async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      await createUser(systemContext(proxied.db), { username: "spoofer-target", password: TEST_PASSWORD, role: "readonly", displayName: null });
      const attempt = (i: number, password: string) =>
        send(proxied, "POST", "/api/auth/login", { username: "spoofer-target", password }, { "x-forwarded-for": `10.9.9.${i}, 203.0.113.50` });
      for (let i = 0; i < 3; i++) expect((await attempt(i, "wrong")).status).toBe(401);
      expect((await attempt(99, "wrong")).status).toBe(429);
      const failures = await proxied.db.select().from(loginFailures).where(eq(loginFailures.username, "spoofer-target"));
      expect(failures.map((f) => f.address)).toEqual(["203.0.113.50", "203.0.113.50", "203.0.113.50"]);
    } finally {
      await proxied.close();
    }
  }, 30_000);
});

describe("progressive sign-in delays", () => {
  test.each([
    [0, 3, 0],
    [2, 3, 0],
    [3, 3, 1],
    [4, 3, 2],
    [10, 3, 128],
    [13, 3, 900],
    [40, 20, 900],
  ])("%p failures with %p free wait %p s", (failures, free, wait) => {
    expect(signInDelaySeconds(failures, free)).toBe(wait);
  });
});

describe("security headers and the Origin check", () => {
  test("every API answer carries CSP with frame-ancestors 'none', nosniff and a Referrer-Policy", async () => {
    for (const path of ["/api/health", "/api/auth/user", "/api/no-such-route"]) {
      const res = await raw(t, path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
    }
  });

  test("an Origin with the same host but another scheme is refused", async () => {
    const { username } = await newUser();
    const body = { username, password: TEST_PASSWORD };
    expect((await send(t, "POST", "/api/auth/login", body, { origin: "https://farm.test" })).status).toBe(403);
    expect((await send(t, "POST", "/api/auth/login", body, { origin: "http://farm.test" })).status).toBe(200);
  });
});
