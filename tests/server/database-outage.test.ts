import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type PrivateCluster, startPrivateCluster } from "../support/private-postgres";
import { type ServerProcess, startServerProcess } from "../support/server-process";

/**
 * PostgreSQL stopped and started under a running server, on a cluster of the test's own (never the shared one):
 * every request answers 503 with Retry-After within 2 s (never a 500, never a hang), the health checks within 1 s,
 * and the server recovers by itself once PostgreSQL is back.
 */
let pg: PrivateCluster;
let server: ServerProcess;
let cookie = "";

beforeAll(async () => {
  pg = await startPrivateCluster();
  server = await startServerProcess({ DATABASE_URL: pg.url, FARM_ADMIN_USERNAME: "boss", FARM_ADMIN_PASSWORD: "outage-pass" });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "boss", password: "outage-pass" }),
  });
  expect(res.status).toBe(200);
  cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await pg?.destroy();
}, 60_000);

/** One request with its status, Retry-After and how long it took; a request cut off counts as status 0. */
async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) }, signal: AbortSignal.timeout(10_000) });
    const body = await res.text();
    // A refusal's message says why, so that a failing expectation shows it.
    const why = res.status >= 300 ? `${res.status} ${path}: ${body.slice(0, 300)}` : "";
    return { status: res.status, retryAfter: res.headers.get("retry-after"), ms: performance.now() - started, why };
  } catch {
    return { status: 0, retryAfter: null, ms: performance.now() - started, why: `cut off: ${path}` };
  }
}

const createEntity = (name: string) =>
  timed("/api/entities", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) });

/** 30 parallel requests: reads and writes, like a farm office with a few screens open. */
const load = () =>
  Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? createEntity(`Outage ${i}`) : timed(i % 3 === 1 ? "/api/entities" : "/api/tasks"))));

describe("PostgreSQL stopped under a running server", () => {
  test("before: requests succeed and the server is ready", async () => {
    expect((await load()).filter((r) => r.status >= 300).map((r) => r.why)).toEqual([]);
    expect((await timed("/api/health/ready")).status).toBe(200);
  });

  test("during: every request answers 503 with Retry-After within 2 s; health within 1 s", async () => {
    const inFlight = load(); // started before the stop: some run into it
    await pg.stop();
    const during = [...(await inFlight), ...(await load())];
    const failed = during.filter((r) => r.status !== 200 && r.status !== 201);
    // Even requests caught on a connection that died are answered within 2 s of the database going away.
    expect(Math.max(...during.map((r) => r.ms))).toBeLessThan(2500);
    // Requests that finished before the stop succeeded; every other one is a 503 with Retry-After.
    for (const r of failed) {
      expect(r.status).toBe(503);
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    const after = await load();
    expect(after.map((r) => r.status)).toEqual(Array(30).fill(503));
    expect(Math.max(...after.map((r) => r.ms))).toBeLessThan(2000);
    for (const r of after) expect(r.retryAfter).toBe("5");

    const live = await timed("/api/health");
    expect(live.status).toBe(200);
    expect(live.ms).toBeLessThan(1000);
    const ready = await timed("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1000);
    console.error(
      `outage: ${during.length + after.length} requests, ${failed.length + after.length} answered 503, slowest ${Math.round(Math.max(...[...during, ...after].map((r) => r.ms)))} ms; health ${Math.round(live.ms)} ms, ready ${Math.round(ready.ms)} ms`,
    );
  }, 60_000);

  test("after: PostgreSQL back, the server recovers without a restart", async () => {
    await pg.start();
    const deadline = Date.now() + 10_000;
    let ready = await timed("/api/health/ready");
    while (ready.status !== 200 && Date.now() < deadline) {
      await Bun.sleep(200);
      ready = await timed("/api/health/ready");
    }
    expect(ready.status).toBe(200);
    // The gate reopens within a probe or two.
    await Bun.sleep(600);
    const after = await load();
    const refused = after.filter((r) => r.status >= 300).map((r) => r.why);
    if (refused.length) console.error(`server log:\n${server.stderr().slice(-3000)}`);
    expect(refused).toEqual([]);
    expect(server.stderr()).not.toContain("Internal server error");
  }, 60_000);

  test("after a 10 s outage under steady load, every request started once PostgreSQL is back answers within 1 s", async () => {
    // 30 clients, each one request at a time (a 503 waits 100 ms, as a screen retries), through the outage and after.
    const samples: Array<{ started: number; ms: number; status: number; why: string }> = [];
    let running = true;
    const client = async (i: number) => {
      while (running) {
        const started = performance.now();
        const r = await (i % 3 === 0 ? createEntity(`Steady ${i}-${samples.length}`) : timed(i % 3 === 1 ? "/api/entities" : "/api/tasks"));
        samples.push({ started, ...r });
        if (r.status === 503) await Bun.sleep(100);
      }
    };
    const clients = Array.from({ length: 30 }, (_, i) => client(i));
    await Bun.sleep(1000);
    await pg.stop();
    await Bun.sleep(10_000);
    await pg.start();
    const back = performance.now();
    await Bun.sleep(3000);
    running = false;
    await Promise.all(clients);
    const after = samples.filter((s) => s.started >= back);
    expect(after.length).toBeGreaterThan(30);
    // Answered, never cut off, never a 500; the slowest within 1 s of its start. (Before db/client.ts capped the
    // driver's reconnect backoff, it grew over an outage to many seconds: the gate stayed closed 4 s after PostgreSQL
    // was back, and requests let through waited up to 14 s for a connection.)
    expect(after.filter((s) => s.status !== 200 && s.status !== 201 && s.status !== 503).map((s) => s.why)).toEqual([]);
    const slowest = Math.max(...after.map((s) => s.ms));
    console.error(`recovery: ${after.length} requests started after PostgreSQL was back, slowest ${Math.round(slowest)} ms, ${after.filter((s) => s.status === 503).length} answered 503`);
    expect(slowest).toBeLessThan(1000);
    // And it serves again within a second: from then on no request is turned away.
    const refusedLate = after.filter((s) => s.started >= back + 1000 && s.status >= 300);
    expect(refusedLate.map((s) => `${Math.round(s.started - back)} ms after: ${s.why}`).slice(0, 5)).toEqual([]);
  }, 60_000);

  test("a 0.2 s restart gives 503s, never a 500", async () => {
    const inFlight = load();
    await pg.stop();
    const around = [...(await inFlight)];
    await pg.start();
    around.push(...(await load()));
    expect(around.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
    expect(around.filter((r) => r.status === 0)).toEqual([]);
  }, 60_000);
});
