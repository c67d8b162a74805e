/**
 * Authenticated throughput and the server's memory on PostgreSQL (issue 13, goals 1 and 5), side by side with
 * their floors in one run:
 *
 *   bun bench/auth-throughput.ts [--tasks 250000] [--seconds 5] [--rounds 3] [--pg-url URL]
 *
 * A new PostgreSQL database (dropped at the end) gets the large farm; the real server (started as `bun start`
 * starts it, from package.json's start script; request log on as in production, its output discarded) and the floor (bench/lib/auth-floor.ts: Bun.serve + postgres.js,
 * the same session check and queries) run as processes of their own. wrk (`apt-get install wrk`) loads them with
 * one thread and 32 connections: /api/health, the signed-in GET /api/entities, and the floor's GET /api/entities,
 * in turn, `--rounds` times (medians printed). Then POST /api/tasks by an admin with 8 requests in flight, to the
 * server and to the floor (the same session check and the create's four round trips, bench/lib/auth-floor.ts), the read
 * benchmark of bench/api-latency.ts and the large report PDFs; the server's resident memory (now and peak, from
 * /proc) is printed after each phase.
 */
import { systemContext } from "../api/services/context";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connectPostgres } from "../db/postgres-url";
import { createUser } from "../api/services/users.service";
import { loadLargeFarm } from "./generate-large-farm";
import { freshBenchDatabase } from "./lib/engines";
import { entityReads, largePdfs } from "./lib/read-phases";
import { freePort, rss, startServer, waitFor } from "./lib/server-process";
import { table } from "./lib/measure";

const { values } = parseArgs({
  options: {
    tasks: { type: "string", default: "250000" },
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const taskCount = Number(values.tasks);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const YEAR = 2025;
const ROOT = join(import.meta.dir, "..");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

if (!Bun.which("wrk")) {
  console.error("wrk is needed: apt-get install -y wrk");
  process.exit(2);
}

/** CPU seconds (user + system) a process has used so far, from /proc (0 once it is gone). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text().catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

async function wrk(url: string, headers: string[] = []): Promise<number> {
  const args = ["wrk", "-t1", "-c32", `-d${seconds}s`, ...headers.flatMap((h) => ["-H", h]), url];
  const out = await new Response(Bun.spawn(args, { stdout: "pipe", stderr: "pipe" }).stdout).text();
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1];
  if (!rate) throw new Error(`wrk printed no rate:\n${out}`);
  if (non2xx) throw new Error(`${url}: ${non2xx} answers were not 2xx`);
  return Number(rate);
}

/** Requests kept `inFlight` at a time for `ms`; returns successes per second. */
async function closedLoop(inFlight: number, ms: number, send: () => Promise<Response>): Promise<number> {
  const end = performance.now() + ms;
  let ok = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const res = await send();
        await res.arrayBuffer();
        if (res.status !== 201 && res.status !== 200) throw new Error(`HTTP ${res.status}`);
        ok++;
      }
    }),
  );
  return ok / ((performance.now() - started) / 1000);
}

const bench = await freshBenchDatabase("postgres", values["pg-url"]!);
const children: Bun.Subprocess[] = [];
try {
  console.error(`loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
  const farm = await loadLargeFarm(bench.handle.db, taskCount);
  await createUser(systemContext(bench.handle.db), { username: "reader", password: "bench-password", role: "readonly", displayName: "Reader" });
  await createUser(systemContext(bench.handle.db), { username: "boss", password: "bench-password", role: "admin", displayName: "Boss" });
  const databaseUrl = bench.url!;
  const app = await startServer(databaseUrl);
  const server = app.child;
  children.push(server);
  const floorPort = await freePort();
  const floor = Bun.spawn(["bun", join(ROOT, "bench/lib/auth-floor.ts"), "--url", databaseUrl, "--port", String(floorPort)], { stdout: "ignore", stderr: "inherit" });
  children.push(floor);
  const base = app.base;
  await waitFor(`http://127.0.0.1:${floorPort}/`, floor);
  const memory: Array<Array<string | number>> = [];
  const noteMemory = async (phase: string) => {
    const m = await rss(server.pid);
    memory.push([phase, `${m.now.toFixed(0)} MiB`, `${m.peak.toFixed(0)} MiB`]);
  };
  await noteMemory("started");

  const signIn = (username: string) => app.signIn(username, "bench-password");
  const reader = await signIn("reader");
  const boss = await signIn("boss");

  const health: number[] = [];
  const list: number[] = [];
  const floorList: number[] = [];
  for (let r = 0; r < rounds; r++) {
    health.push(await wrk(`${base}/api/health`));
    list.push(await wrk(`${base}/api/entities`, [`Cookie: ${reader}`]));
    floorList.push(await wrk(`http://127.0.0.1:${floorPort}/api/entities`, [`Cookie: ${reader}`]));
  }
  await noteMemory(`after wrk (${rounds} x 3 x ${seconds} s)`);

  const e = farm.entityIds[0]!;
  const field = farm.fieldIds[0]!;
  let n = 0;
  const taskIn = (entityId: number, fieldId: number, name: string) => ({ entityId, fieldId, categoryId: 6, name, cropYear: YEAR, date: `${YEAR}-03-01`, costPerAcre: "10", acresCovered: "10" });
  const task = () => taskIn(e, field, `Bench discing ${++n}`);
  const posts: number[] = [];
  const floorPosts: number[] = [];
  // Where a create's CPU goes on this shared machine: the server, this client, and the PostgreSQL backends serving
  // the bench database (its pool's connections), per task created.
  const raw0 = connectPostgres(databaseUrl, { max: 1, onnotice: () => {} });
  const backendPids = async () => (await raw0`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`).map((r) => Number(r.pid));
  const backendsCpu = async (pids: number[]) => (await Promise.all(pids.map(cpuSeconds))).reduce((a, b) => a + b, 0);
  const cpuPerTask: Array<{ server: number; client: number; postgres: number }> = [];
  // The floor's tasks go to a field of another entity: the reads and PDFs below see the server's creates only.
  const [floorField] = await raw0`select id, entity_id from fields where entity_id <> ${e} and deleted_at is null order by id limit 1`;
  let floorN = 0;
  const floorTask = () => taskIn(floorField!.entity_id, floorField!.id, `Floor discing ${++floorN}`);
  for (let r = 0; r < rounds; r++) {
    const before = n;
    const pids = await backendPids();
    const [server0, pg0, client0] = [await cpuSeconds(server.pid), await backendsCpu(pids), process.cpuUsage()];
    posts.push(await closedLoop(8, seconds * 1000, () =>
      fetch(`${base}/api/tasks`, { method: "POST", headers: { cookie: boss, "content-type": "application/json" }, body: JSON.stringify(task()) })));
    const client = process.cpuUsage(client0);
    const made = n - before;
    cpuPerTask.push({
      server: ((await cpuSeconds(server.pid)) - server0) / made,
      client: (client.user + client.system) / 1e6 / made,
      postgres: ((await backendsCpu(pids)) - pg0) / made,
    });
    floorPosts.push(await closedLoop(8, seconds * 1000, () =>
      fetch(`http://127.0.0.1:${floorPort}/api/tasks`, { method: "POST", headers: { cookie: boss, "content-type": "application/json" }, body: JSON.stringify(floorTask()) })));
  }
  await raw0.end();
  await noteMemory(`after POST /api/tasks (${n} tasks)`);

  // The floor of a durable write on this PostgreSQL: one-row transactions, 8 in flight, each commit waiting for
  // its WAL flush as the app's do.
  const raw = connectPostgres(databaseUrl, { max: 8, onnotice: () => {} });
  await raw`create table bench_commit_floor (id serial primary key, v text)`;
  const commits: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    let done = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (performance.now() < end) {
        await raw.begin((tx) => tx`insert into bench_commit_floor (v) values ('x')`);
        done++;
      }
    }));
    commits.push(done / ((performance.now() - started) / 1000));
  }
  await raw`drop table bench_commit_floor`;
  await raw.end();

  // The reads of bench/api-latency.ts, then the longest report PDFs, 10 times each.
  const get = async (path: string) => {
    const res = await fetch(base + path, { headers: { cookie: reader } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  };
  for (let i = 0; i < 10; i++) for (const [, path] of entityReads(e, YEAR)) await get(path);
  await noteMemory("after the reads of api-latency (10 x 3)");
  for (let i = 0; i < 5; i++) for (const [, path] of largePdfs(e, YEAR)) await get(path);
  await noteMemory("after the large PDFs (5 x 3)");

  const h = median(health);
  const l = median(list);
  const f = median(floorList);
  const p = median(posts);
  const peak = (await rss(server.pid)).peak;
  console.log(`\nPostgreSQL, large farm (${taskCount.toLocaleString("en-US")} tasks); wrk -t1 -c32 -d${seconds}s, median of ${rounds} rounds (all: req/s).\n`);
  console.log(table(["measure", "median", "rounds", "goal", ""], [
    ["GET /api/health", `${h.toFixed(0)} req/s`, health.map((x) => x.toFixed(0)).join(" "), "", ""],
    ["GET /api/entities (signed in)", `${l.toFixed(0)} req/s`, list.map((x) => x.toFixed(0)).join(" "), `>= ${(h / 2).toFixed(0)} (50% of health)`, l >= h / 2 ? "met" : "NOT met"],
    ["floor: Bun.serve + postgres.js", `${f.toFixed(0)} req/s`, floorList.map((x) => x.toFixed(0)).join(" "), `>= ${(f / 2).toFixed(0)} (0.5x floor)`, l >= f / 2 ? "met" : "NOT met"],
    ["POST /api/tasks, 8 in flight", `${p.toFixed(0)} tasks/s`, posts.map((x) => x.toFixed(0)).join(" "), ">= 2000", p >= 2000 ? "met" : "NOT met"],
    ["floor: the same create, Bun.serve + postgres.js", `${median(floorPosts).toFixed(0)} tasks/s`, floorPosts.map((x) => x.toFixed(0)).join(" "), "", ""],
    ["floor: one-insert commits, 8 in flight", `${median(commits).toFixed(0)} commits/s`, commits.map((x) => x.toFixed(0)).join(" "), "", ""],
    ["server peak RSS", `${peak.toFixed(0)} MiB`, "", "<= 200 MiB", peak <= 200 ? "met" : "NOT met"],
  ]));
  const us = (pick: (c: (typeof cpuPerTask)[number]) => number) => cpuPerTask.map((c) => (pick(c) * 1e6).toFixed(0)).join(" ");
  console.log(`\nPOST /api/tasks, CPU per task created (us, each round): server ${us((c) => c.server)}; this client ${us((c) => c.client)}; PostgreSQL backends ${us((c) => c.postgres)}`);
  console.log(`\nGET /api/entities is ${((100 * l) / h).toFixed(0)}% of /api/health and ${(l / f).toFixed(2)}x the floor.\n`);
  console.log(table(["server memory", "RSS", "peak RSS"], memory));
} finally {
  for (const child of children) child.kill();
  await Promise.all(children.map((c) => c.exited));
  await bench.dispose();
}
