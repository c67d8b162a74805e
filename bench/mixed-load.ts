/**
 * Many people at once (issue 13, goal 1c): `--clients` concurrent clients against the real server on PostgreSQL,
 * each sending one request after another, 80% entity-sized reads and 20% task creates:
 *
 *   bun bench/mixed-load.ts [--tasks 250000] [--clients 100] [--seconds 20] [--think-ms 1000,250,0] [--pg-url URL]
 *
 * A new PostgreSQL database (dropped at the end) gets the large farm; the server runs as `bun start` runs it
 * (bench/lib/server-process.ts). The reads, signed in as a readonly account, are spread evenly over: an entity's
 * summary for the crop year, one field's tasks of the year (the field report as JSON), and one entity's cost summary
 * report (JSON); each picks a random entity (and field of it). The writes are POST /api/tasks by an admin, one task
 * each on a random field. A client waits a random pause (exponential, mean `--think-ms`) after each answer before
 * its next request; each value of `--think-ms` is one phase of `--seconds` (after a 3 s warm-up at the first), so
 * the phases show the latency as the load grows; 0 means no pause (the server's saturation).
 *
 * Printed per phase: the requests per second served, and p50/p95/p99 (nearest rank) of the whole round trip as the
 * client saw it, for all requests and for each kind; any answer that is not 200/201 is counted and shown. The goal
 * (issue 13) is p99 under 100 ms.
 */
import { systemContext } from "../api/services/context";
import { parseArgs } from "node:util";
import { createUser } from "../api/services/users.service";
import { fields } from "../db/schema";
import { loadLargeFarm } from "./generate-large-farm";
import { freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { percentile, table } from "./lib/measure";
import { rss, startServer } from "./lib/server-process";

const { values } = parseArgs({
  options: {
    tasks: { type: "string", default: "250000" },
    clients: { type: "string", default: "100" },
    seconds: { type: "string", default: "20" },
    "think-ms": { type: "string", default: "1000,250,0" },
    "read-share": { type: "string", default: "0.8" },
    "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const taskCount = Number(values.tasks);
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const thinks = values["think-ms"]!.split(",").map(Number);
const readShare = Number(values["read-share"]);
const YEAR = 2025;
const GOAL_P99_MS = 100;

type Kind = "entity summary" | "field tasks" | "cost summary" | "POST /api/tasks";
const READS: Kind[] = ["entity summary", "field tasks", "cost summary"];

/** A small seeded generator, so two runs ask for the same things in the same order. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bench = await freshBenchDatabase("postgres", values["pg-url"]!);
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  console.error(`loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
  const farm = await loadLargeFarm(bench.handle.db, taskCount);
  await vacuumLoadedFarm(bench.handle.db);
  await createUser(systemContext(bench.handle.db), { username: "reader", password: "bench-password", role: "readonly", displayName: "Reader" });
  await createUser(systemContext(bench.handle.db), { username: "boss", password: "bench-password", role: "admin", displayName: "Boss" });
  server = await startServer(bench.url!);
  const { base } = server;
  const reader = await server.signIn("reader", "bench-password");
  const boss = await server.signIn("boss", "bench-password");
  // Fields by entity: a field's tasks and a new task name a field of the entity they are about.
  const fieldsOf = new Map<number, number[]>();
  for (const f of await bench.handle.db.select({ id: fields.id, entityId: fields.entityId }).from(fields).orderBy(fields.id)) {
    fieldsOf.set(f.entityId, [...(fieldsOf.get(f.entityId) ?? []), f.id]);
  }
  let created = 0;

  async function send(kind: Kind, next: () => number): Promise<number> {
    const entityId = farm.entityIds[Math.floor(next() * farm.entityIds.length)]!;
    const ofEntity = fieldsOf.get(entityId)!;
    const fieldId = ofEntity[Math.floor(next() * ofEntity.length)]!;
    let res: Response;
    if (kind === "POST /api/tasks") {
      const body = { entityId, fieldId, categoryId: 6, name: `Mixed load discing ${++created}`, cropYear: YEAR, date: `${YEAR}-03-01`, costPerAcre: "10", acresCovered: "10" };
      res = await fetch(`${base}/api/tasks`, { method: "POST", headers: { cookie: boss, "content-type": "application/json" }, body: JSON.stringify(body) });
    } else {
      const path =
        kind === "entity summary" ? `/api/entities/${entityId}/summary?year=${YEAR}`
        : kind === "field tasks" ? `/api/entities/${entityId}/fields/${fieldId}/tasks?year=${YEAR}`
        : `/api/entities/${entityId}/reports/cost-summary?year=${YEAR}`;
      res = await fetch(base + path, { headers: { cookie: reader } });
    }
    await res.arrayBuffer();
    return res.status;
  }

  /** One phase: every client loops until `ms` is up; returns each request's kind, status and milliseconds. */
  async function phase(thinkMs: number, ms: number, seed: number) {
    const samples: Array<{ kind: Kind; status: number; ms: number }> = [];
    const end = performance.now() + ms;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        const next = random(seed * 1000 + c);
        // Clients start spread over one pause, not all in the same millisecond.
        if (thinkMs > 0) await Bun.sleep(next() * thinkMs);
        while (performance.now() < end) {
          const kind = next() < readShare ? READS[Math.floor(next() * READS.length)]! : "POST /api/tasks";
          const t0 = performance.now();
          const status = await send(kind, next);
          samples.push({ kind, status, ms: performance.now() - t0 });
          // The last pause ends with the phase: the rate below is over the phase's own length.
          if (thinkMs > 0) await Bun.sleep(Math.min(-Math.log(1 - next()) * thinkMs, Math.max(0, end - performance.now())));
        }
      }),
    );
    return { samples, seconds: (performance.now() - started) / 1000 };
  }

  await phase(thinks[0]!, 3000, 0);
  const rows: Array<Array<string | number>> = [];
  for (const [i, thinkMs] of thinks.entries()) {
    const { samples, seconds: took } = await phase(thinkMs, seconds * 1000, i + 1);
    const failed = samples.filter((s) => s.status !== 200 && s.status !== 201);
    const line = (label: string, of: typeof samples) => {
      const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
      const p = (q: number) => percentile(sorted, q).toFixed(1);
      return [`think ${thinkMs} ms`, label, of.length, `${(of.length / took).toFixed(0)}/s`, p(0.5), p(0.95), p(0.99)];
    };
    const all = line("all", samples);
    rows.push([...all, Number(all[6]) < GOAL_P99_MS ? "met" : "NOT met", failed.length ? `${failed.length} failed (${[...new Set(failed.map((f) => f.status))].join(", ")})` : ""]);
    for (const kind of [...READS, "POST /api/tasks" as const]) rows.push([...line(kind, samples.filter((s) => s.kind === kind)), "", ""]);
  }
  const memory = await rss(server.child.pid);
  console.log(`\nPostgreSQL, large farm (${taskCount.toLocaleString("en-US")} tasks); ${clients} clients, ${Math.round(readShare * 100)}% reads, ${seconds} s per phase; milliseconds, round trip as the client saw it.\n`);
  console.log(table(["phase", "requests", "count", "served", "p50", "p95", "p99", `p99 < ${GOAL_P99_MS} ms`, ""], rows));
  console.log(`\nserver RSS ${memory.now.toFixed(0)} MiB, peak ${memory.peak.toFixed(0)} MiB; load average ${(await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ")}`);
} finally {
  server?.child.kill();
  await server?.child.exited;
  await bench.dispose();
}
