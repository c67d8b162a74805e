/**
 * The server's resident memory request by request (issue 13, goal 5): which read or PDF sets the peak.
 *
 *   bun bench/request-memory.ts [--tasks 250000] [--busy-field 17000] [--times 3] [--pg-url URL]
 *
 * A new PostgreSQL database (dropped at the end) gets the large farm and `--busy-field` more tasks of crop year 2025
 * in the first field of the first entity, as bench/auth-throughput.ts's creates leave it. The real server runs as
 * `bun start` runs it (bench/lib/server-process.ts). Each read of auth-throughput's read and PDF phases is asked
 * `--times` times in a row; before each, the process's peak is reset (`/proc/PID/clear_refs`), so each line shows
 * the resident memory before the request and the peak while it was answered, with its size and time.
 */
import { systemContext } from "../api/services/context";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createUser } from "../api/services/users.service";
import { loadLargeFarm } from "./generate-large-farm";
import { freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { entityReads, largePdfs } from "./lib/read-phases";
import { table } from "./lib/measure";
import { rss, startServer } from "./lib/server-process";

const { values } = parseArgs({
  options: {
    tasks: { type: "string", default: "250000" },
    "busy-field": { type: "string", default: "17000" },
    times: { type: "string", default: "3" },
    "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const YEAR = 2025;
const times = Math.max(1, Number(values.times));

const bench = await freshBenchDatabase("postgres", values["pg-url"]!);
let server: Bun.Subprocess | undefined;
try {
  console.error(`loading ${Number(values.tasks).toLocaleString("en-US")} tasks into ${bench.where}`);
  const { db } = bench.handle;
  const farm = await loadLargeFarm(db, Number(values.tasks));
  const e = farm.entityIds[0]!;
  const busy = Number(values["busy-field"]);
  // The bench's creates: discing on one day in one field (category 6), 10 acres at $10.
  await db.execute(sql`insert into tasks (entity_id, field_id, category_id, name, crop_year, date, cost_per_acre, acres_covered, total_cost, equipment_total)
    select ${e}, ${farm.fieldIds[0]!}, 6, 'Bench discing ' || g, ${YEAR}, ${`${YEAR}-03-01`}, 10, 10, 100, 0 from generate_series(1, ${busy}::int) g`);
  await vacuumLoadedFarm(db);
  await createUser(systemContext(db), { username: "reader", password: "bench-password", role: "readonly", displayName: "Reader" });
  const app = await startServer(bench.url!);
  server = app.child;
  const cookie = await app.signIn("reader", "bench-password");
  const pid = app.child.pid;
  const reads = [...entityReads(e, YEAR), ...largePdfs(e, YEAR)];
  const rows: string[][] = [];
  for (const [label, path] of reads) {
    const runs: string[] = [];
    let size = 0;
    for (let i = 0; i < times; i++) {
      const before = (await rss(pid)).now;
      await Bun.write(`/proc/${pid}/clear_refs`, "5");
      const started = performance.now();
      const res = await fetch(app.base + path, { headers: { cookie } });
      size = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      const ms = performance.now() - started;
      runs.push(`${before.toFixed(0)} -> ${(await rss(pid)).peak.toFixed(0)} MiB, ${ms.toFixed(0)} ms`);
    }
    rows.push([label, `${(size / 1e6).toFixed(1)} MB`, ...runs]);
  }
  console.log(`\nPostgreSQL, large farm + ${busy.toLocaleString("en-US")} tasks in one field; resident memory before -> peak, and time, of each request\n`);
  console.log(table(["request", "body", ...Array.from({ length: times }, (_, i) => `#${i + 1}`)], rows));
} finally {
  server?.kill();
  await server?.exited;
  await bench.dispose();
}
