/**
 * Recovery after a database outage (issue "Speed against floors", goal 4): a server on a private PostgreSQL cluster
 * under 50 clients (reads and task creates, each client one request at a time), PostgreSQL stopped for 10 s and
 * started again. Prints, for the requests started after PostgreSQL is back, the slowest and the median answer beside
 * the floor: the same requests before the outage, in the same run. Goal: every request started after the database is
 * back answers within 1 s (p100).
 *
 *   bun bench/outage-recovery.ts [--clients 50] [--outage 10]
 */
import { parseArgs } from "node:util";
import { startPrivateCluster } from "../tests/support/private-postgres";
import { startServerProcess } from "../tests/support/server-process";

const { values } = parseArgs({ options: { clients: { type: "string", default: "50" }, outage: { type: "string", default: "10" } } });
const CLIENTS = Number(values.clients);
const OUTAGE_S = Number(values.outage);

const pg = await startPrivateCluster();
const server = await startServerProcess({ DATABASE_URL: pg.url, FARM_ADMIN_USERNAME: "boss", FARM_ADMIN_PASSWORD: "outage-pass" });
try {
  const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "boss", password: "outage-pass" }) });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ id: number }>);
  const entity = await post("/api/entities", { name: "Outage Farm" });
  const field = await post("/api/fields", { entityId: entity.id, name: "North", acreage: "100" });
  const categories = (await fetch(`${server.url}/api/task-categories`, { headers: { cookie } }).then((r) => r.json())) as { id: number; name: string }[];
  const categoryId = categories.find((c) => c.name === "Machine Hire")?.id ?? categories[0]!.id;
  const year = new Date().getFullYear();
  let n = 0;
  const task = () => ({ entityId: entity.id, fieldId: field.id, categoryId, name: `Outage ${++n}`, cropYear: year, date: `${year}-03-01`, costPerAcre: "10", acresCovered: "10" });

  interface Sample { started: number; ms: number; status: number; kind: string }
  const samples: Sample[] = [];
  let running = true;
  async function client(i: number) {
    while (running) {
      const kind = i % 2 === 0 ? "POST /api/tasks" : "GET /api/entities";
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${server.url}${kind === "POST /api/tasks" ? "/api/tasks" : "/api/entities"}`, {
          method: kind.startsWith("POST") ? "POST" : "GET",
          headers: { cookie, "content-type": "application/json" },
          body: kind.startsWith("POST") ? JSON.stringify(task()) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      samples.push({ started, ms: performance.now() - started, status, kind });
      // A client told to come back later waits a little, as the UI does.
      if (status === 503) await Bun.sleep(100);
    }
  }
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
  await Bun.sleep(3000);
  const stopAt = performance.now();
  await pg.stop();
  await Bun.sleep(OUTAGE_S * 1000);
  await pg.start();
  const backAt = performance.now();
  await Bun.sleep(5000);
  running = false;
  await Promise.all(clients);

  const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : Number.NaN);
  const before = samples.filter((s) => s.started + s.ms < stopAt);
  const after = samples.filter((s) => s.started >= backAt);
  const rows: string[][] = [];
  for (const kind of ["GET /api/entities", "POST /api/tasks"]) {
    const b = before.filter((s) => s.kind === kind).map((s) => s.ms);
    const a = after.filter((s) => s.kind === kind);
    const ams = a.map((s) => s.ms);
    const max = Math.max(...ams);
    rows.push([kind, `${a.length}`, `${pct(ams, 50).toFixed(0)} ms`, `${max.toFixed(0)} ms`, `${pct(b, 50).toFixed(0)} / ${Math.max(...b).toFixed(0)} ms`, `${a.filter((s) => s.status >= 300 || s.status === 0).length}`, max <= 1000 ? "met" : "NOT met"]);
  }
  console.log(`\n${CLIENTS} clients, PostgreSQL stopped ${OUTAGE_S} s; requests started after it was back (${((performance.now() - backAt) / 1000).toFixed(0)} s window):`);
  console.log(["request", "n after", "median after", "p100 after", "floor: before outage median / max", "refused after", "goal p100 <= 1000 ms"].join(" | "));
  for (const r of rows) console.log(r.join(" | "));
  // When the slow ones started, relative to the restart: shows whether the server takes long to notice.
  const slow = after.filter((s) => s.ms > 1000).sort((x, y) => y.ms - x.ms).slice(0, 10);
  for (const s of slow) console.log(`  slow: ${s.kind} started ${((s.started - backAt) / 1000).toFixed(2)} s after restart, ${s.ms.toFixed(0)} ms, status ${s.status}`);
  if (process.env.OUTAGE_LOG) console.log(server.stderr().slice(-4000));
} finally {
  await server.stop();
  await pg.destroy();
}
