import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { emptyPostgresDatabase } from "../support/postgres-database";

/**
 * A role change, a grant change and a sign-out apply to the very next request, on every process (issue 41): the
 * real server in processes of its own, on PGlite (one process owns the data folder) and on PostgreSQL with two
 * processes on one database. The admin changes things through process A; the account's next request, through B
 * and through A, sees it. Each check is made once before the change on the same process with the same cookie, so a
 * cache of sessions, users, grants or answers kept between requests would answer the old way and fail it.
 * Today the session, its user and grants are read from the database on every request (api/middlewares/session.ts).
 */
const ADMIN = { username: "boss", password: "next-request-pass" };
const PAT_PASSWORD = "pat-first-pass";

interface Answer {
  status: number;
  body: any;
}

/** One request as `who` (a session cookie or a bearer token); the answer's status and parsed body. */
async function call(server: ServerProcess, path: string, who: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = who.startsWith("farm_session=") || who === "" ? { cookie: who } : { authorization: `Bearer ${who}` };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

/** Signs in on `server`; the session cookie (name=value). */
async function signIn(server: ServerProcess, username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  expect({ status: res.status, body: res.status === 200 ? "" : await res.text() }).toEqual({ status: 200, body: "" });
  const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
  return cookie;
}

const statusOf = (a: Answer) => a.status;

/** The ids of the entities an account's list shows, sorted. */
const listedIds = (a: Answer) => (Array.isArray(a.body) ? (a.body as Array<{ id: number }>).map((e) => e.id).sort((x, y) => x - y) : a.body);

const ENGINES = [
  { name: "PGlite, one process (it owns the data folder)", processes: 1 },
  { name: "PostgreSQL, two processes on one database", processes: 2 },
] as const;

for (const engine of ENGINES) {
  describe(`on ${engine.name}`, () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let dropDatabase: (() => Promise<void>) | undefined;
    let boss = "";
    let patId = 0;
    /** An API token pat made while an admin: it acts with pat's role of the moment. */
    let patToken = "";
    const entity = { north: 0, south: 0 };
    /** Both processes (one and the same on PGlite): every check after a change is made on each. */
    const each = () => (a === b ? [a] : [b, a]);

    beforeAll(async () => {
      const env: Record<string, string> = { FARM_ADMIN_USERNAME: ADMIN.username, FARM_ADMIN_PASSWORD: ADMIN.password };
      if (engine.processes === 2) {
        const db = await emptyPostgresDatabase("farm_next_request");
        dropDatabase = db.drop;
        env.DATABASE_URL = db.url;
        a = await startServerProcess(env);
        b = await startServerProcess(env);
      } else {
        a = await startServerProcess(env);
        b = a;
      }
      boss = await signIn(a, ADMIN.username, ADMIN.password);
      for (const key of ["north", "south"] as const) {
        const made = await call(a, "/entities", boss, { method: "POST", body: { name: `Next request ${key}` } });
        expect(made.status).toBe(201);
        entity[key] = made.body.id;
      }
      const pat = await call(a, "/users", boss, { method: "POST", body: { username: "pat", password: PAT_PASSWORD, role: "admin" } });
      expect(pat.status).toBe(201);
      patId = pat.body.id;
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b !== a ? b?.stop() : undefined]);
      await dropDatabase?.();
    }, 60_000);

    test("a role change: admin -> readonly refuses the next write (cookie and token), crew the next office read, admin again allows both", async () => {
      const onB = await signIn(b, "pat", PAT_PASSWORD);
      const onA = a === b ? onB : await signIn(a, "pat", PAT_PASSWORD);
      const cookieOn = (s: ServerProcess) => (s === b ? onB : onA);
      const token = await call(b, "/tokens", onB, { method: "POST", body: { name: "pat's cron" } });
      expect(token.status).toBe(201);
      const bearer = token.body.token as string;
      patToken = bearer;
      const write = (s: ServerProcess, who: string, n: number) => call(s, "/entities", who, { method: "POST", body: { name: `Pat's ${n}` } });
      const setRole = async (role: string) => expect(statusOf(await call(a, `/users/${patId}`, boss, { method: "PUT", body: { role } }))).toBe(200);

      let n = 0;
      for (const s of each()) {
        expect(statusOf(await write(s, cookieOn(s), ++n))).toBe(201);
        expect(statusOf(await write(s, bearer, ++n))).toBe(201);
        expect(statusOf(await call(s, "/users", cookieOn(s)))).toBe(200);
      }
      await setRole("readonly");
      for (const s of each()) {
        // 403, not 401: the session lives on, with its new role.
        expect(statusOf(await write(s, cookieOn(s), ++n))).toBe(403);
        expect(statusOf(await write(s, bearer, ++n))).toBe(403);
        expect(statusOf(await call(s, "/users", cookieOn(s)))).toBe(403);
        expect((await call(s, "/auth/user", cookieOn(s))).body.user.role).toBe("readonly");
        expect(statusOf(await call(s, `/entities/${entity.north}/summary?year=2026`, cookieOn(s)))).toBe(200);
      }
      await setRole("crew");
      for (const s of each()) {
        expect(statusOf(await call(s, `/entities/${entity.north}/summary?year=2026`, cookieOn(s)))).toBe(403);
        expect((await call(s, "/auth/user", cookieOn(s))).body.user.isCrew).toBe(true);
      }
      await setRole("admin");
      for (const s of each()) {
        expect(statusOf(await call(s, "/users", cookieOn(s)))).toBe(200);
        expect(statusOf(await write(s, cookieOn(s), ++n))).toBe(201);
        expect(statusOf(await write(s, bearer, ++n))).toBe(201);
      }
    }, 60_000);

    test("a grant change: an entity granted or taken away changes the entity list and the entity's read at once", async () => {
      const onB = await signIn(b, "pat", PAT_PASSWORD);
      const onA = a === b ? onB : await signIn(a, "pat", PAT_PASSWORD);
      const cookieOn = (s: ServerProcess) => (s === b ? onB : onA);
      const grant = async (body: object) => expect(statusOf(await call(a, `/users/${patId}`, boss, { method: "PUT", body }))).toBe(200);
      const { north, south } = entity;

      await grant({ role: "readonly", entityIds: [north] });
      for (const s of each()) {
        expect(listedIds(await call(s, "/entities", cookieOn(s)))).toEqual([north]);
        expect(statusOf(await call(s, `/entities/${north}`, cookieOn(s)))).toBe(200);
        expect(statusOf(await call(s, `/entities/${south}`, cookieOn(s)))).toBe(404);
      }
      await grant({ entityIds: [north, south] });
      for (const s of each()) {
        expect(listedIds(await call(s, "/entities", cookieOn(s)))).toEqual([north, south].sort((x, y) => x - y));
        expect(statusOf(await call(s, `/entities/${south}`, cookieOn(s)))).toBe(200);
      }
      await grant({ entityIds: [south] });
      for (const s of each()) {
        expect(listedIds(await call(s, "/entities", cookieOn(s)))).toEqual([south]);
        // An entity outside the grants answers like a missing one.
        expect(statusOf(await call(s, `/entities/${north}`, cookieOn(s)))).toBe(404);
        expect(statusOf(await call(s, `/entities/${north}/summary?year=2026`, cookieOn(s)))).toBe(404);
        expect(statusOf(await call(s, `/entities/${south}`, cookieOn(s)))).toBe(200);
      }
      await grant({ role: "admin" });
    }, 60_000);

    test("a sign-out: the same cookie is refused 401 on the next request, on the other process too", async () => {
      const cookie = await signIn(b, "pat", PAT_PASSWORD);
      for (const s of each()) expect(statusOf(await call(s, "/auth/user", cookie))).toBe(200);
      expect(statusOf(await call(a, "/auth/logout", cookie, { method: "POST" }))).toBe(204);
      for (const s of each()) {
        expect(statusOf(await call(s, "/auth/user", cookie))).toBe(401);
        expect(statusOf(await call(s, "/entities", cookie))).toBe(401);
      }
    }, 60_000);

    test("signing out everywhere ends every session of the account on every process, and no other account's", async () => {
      const first = await signIn(a, "pat", PAT_PASSWORD);
      const second = await signIn(b, "pat", PAT_PASSWORD);
      for (const s of each()) for (const cookie of [first, second]) expect(statusOf(await call(s, "/entities", cookie))).toBe(200);
      expect(statusOf(await call(b, "/auth/logout-everywhere", second, { method: "POST" }))).toBe(204);
      for (const s of each()) {
        for (const cookie of [first, second]) expect(statusOf(await call(s, "/entities", cookie))).toBe(401);
        expect(statusOf(await call(s, "/entities", boss))).toBe(200);
      }
    }, 60_000);

    test("a revoked API token is refused 401 on its next request", async () => {
      const made = await call(a, "/tokens", boss, { method: "POST", body: { name: "nightly export" } });
      expect(made.status).toBe(201);
      for (const s of each()) expect(statusOf(await call(s, "/entities", made.body.token))).toBe(200);
      expect(statusOf(await call(a, `/tokens/${made.body.id}`, boss, { method: "DELETE" }))).toBe(200);
      for (const s of each()) expect(statusOf(await call(s, "/entities", made.body.token))).toBe(401);
    }, 60_000);

    test("a password reset by the admin ends the account's sessions at once", async () => {
      const cookie = await signIn(b, "pat", PAT_PASSWORD);
      for (const s of each()) expect(statusOf(await call(s, "/entities", cookie))).toBe(200);
      expect(statusOf(await call(a, `/users/${patId}`, boss, { method: "PUT", body: { password: "reset-by-boss" } }))).toBe(200);
      for (const s of each()) expect(statusOf(await call(s, "/entities", cookie))).toBe(401);
      // The admin's own session is untouched.
      for (const s of each()) expect(statusOf(await call(s, "/entities", boss))).toBe(200);
    }, 60_000);

    test("a removed account's session and tokens are refused 401 on the next request", async () => {
      const cookie = await signIn(b, "pat", "reset-by-boss");
      // Its password was set by the admin: only its own calls answer until it chooses one ("who am I" does), the
      // rest 403, its token's included; once removed, 401.
      for (const s of each()) {
        expect(statusOf(await call(s, "/auth/user", cookie))).toBe(200);
        expect(statusOf(await call(s, "/entities", patToken))).toBe(403);
      }
      expect(statusOf(await call(a, `/users/${patId}`, boss, { method: "DELETE" }))).toBe(200);
      for (const s of each()) {
        expect(statusOf(await call(s, "/auth/user", cookie))).toBe(401);
        expect(statusOf(await call(s, "/entities", cookie))).toBe(401);
        expect(statusOf(await call(s, "/entities", patToken))).toBe(401);
        expect(statusOf(await call(s, "/entities", boss))).toBe(200);
      }
    }, 60_000);
  });
}
