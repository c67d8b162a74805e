/**
 * Task creates beside their floor, on either engine or both, in one run (issue 41, goal 3: POST /api/tasks at least
 * 0.8x the floor on PostgreSQL and on PGlite):
 *
 *   bun bench/create-throughput.ts [--engine pglite|postgres|both] [--tasks 250000] [--seconds 5] [--rounds 3] [--pg-url URL]
 *
 * Each engine gets a new database with the large farm (`--tasks` of them) and an admin account signed in (its
 * session written before anything starts, so the floor finds it too). The real server runs as `bun start` runs it
 * (request log on, its output discarded; on PGlite with each commit flushed to disk, as by default), and beside it
 * the floor (bench/lib/create-floor.ts: Bun.serve and the driver, the same statements and round trips, the same
 * durability), and the same floor on the product's stack (bench/lib/create-stack-floor.ts: Hono and
 * @hono/zod-openapi, the app's body schema, drizzle on the database the product opens; none of the app's own
 * layers), which says how much of the gap is the stack's and how much the app's. On PostgreSQL both floors share the
 * database and write to a field of another entity; on PGlite each opens a copy of the data folder made after the
 * load (one process per folder). Each round, engine after engine, the server and then each floor are loaded for
 * `--seconds` with 8 keep-alive connections each sending its next create as soon as the last is answered
 * (bench/lib/http-load.ts); the CPU per create of the server, each floor and, on PostgreSQL, the bench database's
 * backends is read from /proc. Ratios are taken within each round; the medians
 * of the rounds are printed with their spread, and the load average before and after.
 */
import { cpSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { systemContext } from "../api/services/context";
import { createSession } from "../api/services/sessions.service";
import { createUser } from "../api/services/users.service";
import { connectPostgres } from "../db/postgres-url";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { type Engine, freshBenchDatabase } from "./lib/engines";
import { closedLoop } from "./lib/http-load";
import { table } from "./lib/measure";
import { freePort, startServer, waitFor } from "./lib/server-process";

const { engines, pgUrl, tasks, seconds, rounds } = engineBenchArgs(
  "bun bench/create-throughput.ts [--engine pglite|postgres|both] [--tasks N] [--seconds N] [--rounds N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 1_000 }, seconds: { default: 5, min: 1, max: 120 }, rounds: { default: 3, min: 1, max: 20 } },
);
const IN_FLIGHT = 8;
const YEAR = 2025;
const ROOT = join(import.meta.dir, "..");

/** CPU seconds (user + system) a process has used so far, from /proc (0 once it is gone). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text().catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

interface Target {
  base: string;
  child: Bun.Subprocess;
  field: { entityId: number; fieldId: number };
}

interface Running {
  engine: Engine;
  app: Target;
  /** The floor on the product's stack (Hono, zod, drizzle) without the app's own layers: bench/lib/create-stack-floor.ts. */
  stack: Target;
  floor: Target;
  cookie: string;
  /** The PostgreSQL backends' CPU seconds so far (0 on PGlite, whose database runs in the server's process). */
  databaseCpu(): Promise<number>;
  cleanup(): Promise<void>;
}

let sent = 0;
/** The bytes of one create: a task of the field, named anew each time. */
function createRequest(target: Target, cookie: string): Uint8Array {
  const body = JSON.stringify({ ...target.field, categoryId: 6, name: `Bench discing ${++sent}`, cropYear: YEAR, date: `${YEAR}-03-01`, costPerAcre: "10", acresCovered: "10" });
  const head = [`POST /api/tasks HTTP/1.1`, `Host: ${new URL(target.base).host}`, `Cookie: ${cookie}`, "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`];
  return Buffer.from(`${head.join("\r\n")}\r\n\r\n${body}`);
}

/** IN_FLIGHT connections creating for `ms`; creates a second. Anything but 201 throws. */
function load(target: Target, cookie: string, ms: number): Promise<number> {
  return closedLoop(target.base, () => createRequest(target, cookie), IN_FLIGHT, ms, 201);
}

async function start(engine: Engine): Promise<Running> {
  const bench = await freshBenchDatabase(engine, pgUrl);
  let token: string;
  let appField: Target["field"];
  let floorField: Target["field"];
  try {
    const { db } = bench.handle;
    const farm = await loadLargeFarm(db, tasks);
    const boss = await createUser(systemContext(db), { username: "boss", password: "bench-password", role: "admin", displayName: "Boss" });
    token = (await createSession(systemContext(db), boss.id)).token;
    appField = { entityId: farm.entityIds[0]!, fieldId: farm.fieldIds[0]! };
    // On PostgreSQL both write one database: the floor's tasks go to another entity's field.
    const other = await db.execute<{ id: number; entity_id: number }>(sql`select id, entity_id from fields where entity_id <> ${appField.entityId} and deleted_at is null order by id limit 1`);
    const row = (Array.isArray(other) ? other[0] : (other as { rows: unknown[] }).rows[0]) as { id: number; entity_id: number };
    floorField = engine === "postgres" ? { entityId: row.entity_id, fieldId: row.id } : appField;
    if (engine === "pglite") await bench.handle.close();
  } catch (error) {
    await bench.dispose().catch(() => {});
    throw error;
  }
  const floorDir = join(bench.where, "floor");
  const stackDir = join(bench.where, "stack");
  if (engine === "pglite") {
    cpSync(join(bench.where, "db"), join(floorDir, "db"), { recursive: true });
    cpSync(join(bench.where, "db"), join(stackDir, "db"), { recursive: true });
  }
  const children: Bun.Subprocess[] = [];
  const cleanup = async () => {
    for (const child of children) child.kill();
    await Promise.all(children.map((c) => c.exited));
    if (engine === "pglite") rmSync(bench.where, { recursive: true, force: true });
    else await bench.dispose();
  };
  try {
    const server = await startServer(engine === "pglite" ? { pgliteDataDir: bench.where } : bench.url!);
    children.push(server.child);
    const spawnFloor = async (script: string, dir: string) => {
      const port = await freePort();
      const where = engine === "pglite" ? ["--data-dir", join(dir, "db")] : ["--url", bench.url!];
      const child = Bun.spawn(["bun", join(ROOT, "bench/lib", script), "--port", String(port), ...where], { stdout: "ignore", stderr: "inherit" });
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/`, child);
      return { base, child };
    };
    const floor = await spawnFloor("create-floor.ts", floorDir);
    const stack = await spawnFloor("create-stack-floor.ts", stackDir);
    let databaseCpu = async () => 0;
    let finish = cleanup;
    if (engine === "postgres") {
      const raw = connectPostgres(bench.url!, { max: 1, onnotice: () => {} });
      databaseCpu = async () => {
        const pids = (await raw`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`).map((r) => Number(r.pid));
        return (await Promise.all(pids.map(cpuSeconds))).reduce((a, b) => a + b, 0);
      };
      finish = async () => {
        await raw.end();
        await cleanup();
      };
    }
    return {
      engine,
      app: { base: server.base, child: server.child, field: appField },
      stack: { ...stack, field: floorField },
      floor: { ...floor, field: floorField },
      cookie: `farm_session=${token}`,
      databaseCpu,
      cleanup: finish,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

interface Sample {
  rate: number;
  /** CPU ms per create: the process answering, and the database's backends (PostgreSQL). */
  cpu: number;
  database: number;
}

async function measure(running: Running, target: Target): Promise<Sample> {
  const [own0, db0] = [await cpuSeconds(target.child.pid), await running.databaseCpu()];
  const started = performance.now();
  const rate = await load(target, running.cookie, seconds * 1000);
  const made = (rate * (performance.now() - started)) / 1000;
  const [own1, db1] = [await cpuSeconds(target.child.pid), await running.databaseCpu()];
  return { rate, cpu: ((own1 - own0) * 1000) / made, database: ((db1 - db0) * 1000) / made };
}

const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const spread = (xs: number[], digits: number) => (xs.length > 1 ? `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}` : "-");
const load1 = () => loadavg().map((x) => x.toFixed(2)).join(" ");

const running: Running[] = [];
try {
  for (const engine of engines) {
    console.error(`[${engine}] loading ${tasks.toLocaleString("en-US")} tasks and starting the server and the floor`);
    running.push(await start(engine));
  }
  // Warm-up: each statement prepared, each process's code compiled.
  for (const r of running) for (const target of [r.app, r.stack, r.floor]) await load(target, r.cookie, 1000);
  const loadBefore = load1();
  const results = new Map<Engine, { app: Sample[]; stack: Sample[]; floor: Sample[] }>(running.map((r) => [r.engine, { app: [], stack: [], floor: [] }]));
  for (let round = 1; round <= rounds; round++) {
    console.error(`round ${round} of ${rounds} (load average ${load1()})`);
    for (const r of running) {
      const into = results.get(r.engine)!;
      into.app.push(await measure(r, r.app));
      into.stack.push(await measure(r, r.stack));
      into.floor.push(await measure(r, r.floor));
    }
  }
  const loadAfter = load1();

  const rows: Array<Array<string | number>> = [];
  for (const r of running) {
    const { app, stack, floor } = results.get(r.engine)!;
    const ratio = app.map((a, i) => a.rate / floor[i]!.rate);
    const stackRatio = stack.map((a, i) => a.rate / floor[i]!.rate);
    const appOfStack = app.map((a, i) => a.rate / stack[i]!.rate);
    const cpu = (s: Sample[]) => `${middle(s.map((x) => x.cpu)).toFixed(2)}${r.engine === "postgres" ? ` + ${middle(s.map((x) => x.database)).toFixed(2)}` : ""}`;
    rows.push([
      r.engine,
      Math.round(middle(app.map((x) => x.rate))),
      spread(app.map((x) => x.rate), 0),
      Math.round(middle(stack.map((x) => x.rate))),
      Math.round(middle(floor.map((x) => x.rate))),
      spread(floor.map((x) => x.rate), 0),
      `${middle(ratio).toFixed(2)}x`,
      spread(ratio, 2),
      middle(ratio) >= 0.8 ? "met" : "NOT met",
      `${middle(stackRatio).toFixed(2)}x (${spread(stackRatio, 2)})`,
      `${middle(appOfStack).toFixed(2)}x (${spread(appOfStack, 2)})`,
      cpu(app),
      cpu(stack),
      cpu(floor),
    ]);
  }
  console.log(`\nPOST /api/tasks by an admin, ${IN_FLIGHT} in flight, ${seconds} s each, ${rounds} rounds; large farm (${tasks.toLocaleString("en-US")} tasks). Load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after.\n`);
  console.log(table(["engine", "app tasks/s", "spread", "stack tasks/s", "floor tasks/s", "spread", "app/floor", "spread", ">= 0.8x", "stack/floor", "app/stack", "app CPU ms/create (+ PostgreSQL)", "stack CPU", "floor CPU"], rows));
} finally {
  for (const r of running) await r.cleanup();
}
