/**
 * The server's peak memory on the embedded database, and PGlite's share of it (issue 41, goal 5: "on PGlite, state
 * PGlite's share and keep the rest <= 200 MiB"), beside the same work on PostgreSQL in the same run.
 *
 *   bun bench/pglite-memory.ts [--engine both|pglite|postgres] [--tasks 250000] [--creates 2000] [--reads 10] [--pdfs 5] [--pg-url URL]
 *
 * Each engine gets a new database with the large farm (PGlite in a temp folder, dropped PostgreSQL database), then
 * the real server runs as `bun start` runs it (bench/lib/server-process.ts) through auth-throughput's phases:
 * `--creates` POST /api/tasks by an admin with 8 in flight (seeding), the reads of bench/api-latency.ts `--reads`
 * times, the large report PDFs `--pdfs` times.
 *
 * PGlite's share is its WebAssembly memory's resident part (PostgreSQL's heap, shared buffers and stack), read from
 * /proc/PID/smaps from outside the server (bench/lib/wasm-memory.ts). Every 100 ms the bench reads it, then the
 * peak since the last reading (VmHWM) and resets that peak (/proc/PID/clear_refs). The WebAssembly memory never
 * gives pages back, so during each interval it is at least what the previous reading saw: "the rest at its peak" is
 * at most the interval's peak less that reading, and the largest such bound over the run is printed beside the
 * 200 MiB goal. What PGlite holds outside its WebAssembly memory (its compiled code, its JavaScript) is counted in
 * the rest; the PostgreSQL run, the same server and work without PGlite, shows how large the rest is without it.
 * So after the PGlite run, once the server has stopped, PGlite's whole share is also measured in a process of its own
 * (bench/lib/pglite-footprint.ts: the memory gained by opening the same data folder as the server does and reading
 * from it) and the run's peak less that share is printed beside the goal as well.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { engineBenchArgs } from "./lib/args";
import { systemContext } from "../api/services/context";
import { createUser } from "../api/services/users.service";
import { loadLargeFarm } from "./generate-large-farm";
import { type Engine, freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { table } from "./lib/measure";
import { entityReads, largePdfs } from "./lib/read-phases";
import { rss, startServer } from "./lib/server-process";
import { wasmShare } from "./lib/wasm-memory";

const { engines, pgUrl, tasks, creates: createCount, reads, pdfs } = engineBenchArgs(
  "bun bench/pglite-memory.ts [--engine both|pglite|postgres] [--tasks 250000] [--creates 2000] [--reads 10] [--pdfs 5] [--pg-url URL]",
  { tasks: { default: 250000, min: 0 }, creates: { default: 2000, min: 1 }, reads: { default: 10, min: 0 }, pdfs: { default: 5, min: 0 } },
);
const YEAR = 2025;
const GOAL_MIB = 200;
const mib = (x: number) => `${x.toFixed(0)} MiB`;

/** CPU seconds (user + system) a process has used so far, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text();
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

interface PhaseMemory {
  /** The process's peak resident memory in the phase (VmHWM), MiB. */
  peak: number;
  /** The WebAssembly memory's resident part at the phase's end (its largest), and its size, MiB. */
  wasm: number;
  wasmSize: number;
  /** The rest (peak less the WebAssembly memory) at most, over the phase's intervals, MiB. */
  rest: number;
  /** The server's CPU time in the phase, s. */
  cpu: number;
}

/** Reads the server's memory every `everyMs` and keeps each phase's figures (see the note above). */
function sampler(pid: number, everyMs = 100) {
  const phases = new Map<string, PhaseMemory>();
  let phase = "start";
  let previousWasm = 0;
  let shrank = 0;
  let memories = 0;
  let running = true;
  let busy: Promise<void> = Promise.resolve();
  let cpuAt = 0;
  const tick = () => {
    busy = busy.then(async () => {
      const share = await wasmShare(pid);
      const peak = (await rss(pid)).peak;
      await Bun.write(`/proc/${pid}/clear_refs`, "5");
      memories = Math.max(memories, share.count);
      if (share.wasmRss < previousWasm - 1) shrank = Math.max(shrank, previousWasm - share.wasmRss);
      const m = phases.get(phase) ?? { peak: 0, wasm: 0, wasmSize: 0, rest: 0, cpu: 0 };
      const cpu = await cpuSeconds(pid);
      m.cpu += cpu - cpuAt;
      cpuAt = cpu;
      m.peak = Math.max(m.peak, peak, share.rss);
      m.wasm = Math.max(m.wasm, share.wasmRss);
      m.wasmSize = Math.max(m.wasmSize, share.wasmSize);
      m.rest = Math.max(m.rest, peak - previousWasm, share.rss - share.wasmRss);
      phases.set(phase, m);
      previousWasm = share.wasmRss;
    });
    return busy;
  };
  const loop = (async () => {
    while (running) {
      await tick();
      await Bun.sleep(everyMs);
    }
  })();
  return {
    phases,
    /** Closes the current phase with a reading and starts the next. */
    async next(name: string) {
      await tick();
      phase = name;
    },
    async stop() {
      await tick();
      running = false;
      await loop;
      return { phases, shrank, memories };
    },
  };
}

interface Footprint {
  /** Resident MiB before and after opening the database and reading (bench/lib/pglite-footprint.ts). */
  before: number;
  after: number;
  /** Of which the WebAssembly memory, MiB. */
  wasm: number;
}

/** PGlite opened and read in a process of its own (bench/lib/pglite-footprint.ts). */
async function footprint(dataDir: string): Promise<Footprint> {
  const proc = Bun.spawn(["bun", join(import.meta.dir, "lib", "pglite-footprint.ts"), dataDir], { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`pglite-footprint: exit ${code}: ${err.trim()}`);
  return JSON.parse(out) as Footprint;
}

/** Requests kept `inFlight` at a time until `total` are answered; returns the answers per second. */
async function creates(inFlight: number, total: number, send: (n: number) => Promise<Response>): Promise<number> {
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (n < total) {
        const res = await send(++n);
        const body = await res.text();
        if (res.status !== 201) throw new Error(`POST /api/tasks: HTTP ${res.status} ${body.slice(0, 200)}`);
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function run(engine: Engine) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  let server: Bun.Subprocess | undefined;
  let closed = false;
  try {
    console.error(`${engine}: loading ${tasks.toLocaleString("en-US")} tasks into ${bench.where}`);
    const { db } = bench.handle;
    const farm = await loadLargeFarm(db, tasks);
    await vacuumLoadedFarm(db);
    await createUser(systemContext(db), { username: "reader", password: "bench-password", role: "readonly", displayName: "Reader" });
    await createUser(systemContext(db), { username: "boss", password: "bench-password", role: "admin", displayName: "Boss" });
    if (engine === "pglite") {
      // The server takes the data folder's lock: this process lets go of it first.
      await bench.handle.close();
      closed = true;
    }
    const app = await startServer(engine === "pglite" ? { pgliteDataDir: bench.where } : bench.url!);
    server = app.child;
    const pid = app.child.pid;
    const startPeak = (await rss(pid)).peak;
    const memory = sampler(pid);
    const reader = await app.signIn("reader", "bench-password");
    const boss = await app.signIn("boss", "bench-password");
    const e = farm.entityIds[0]!;
    const field = farm.fieldIds[0]!;

    await memory.next(`seeding: ${createCount} POST /api/tasks, 8 in flight`);
    const rate = await creates(8, createCount, (n) =>
      fetch(`${app.base}/api/tasks`, {
        method: "POST",
        headers: { cookie: boss, "content-type": "application/json" },
        body: JSON.stringify({ entityId: e, fieldId: field, categoryId: 6, name: `Bench discing ${n}`, cropYear: YEAR, date: `${YEAR}-03-01`, costPerAcre: "10", acresCovered: "10" }),
      }),
    );
    const get = async (path: string) => {
      const res = await fetch(app.base + path, { headers: { cookie: reader } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    };
    await memory.next(`reads of api-latency (${reads} x 3)`);
    for (let i = 0; i < reads; i++) for (const [, path] of entityReads(e, YEAR)) await get(path);
    await memory.next(`large PDFs (${pdfs} x 3)`);
    for (let i = 0; i < pdfs; i++) for (const [, path] of largePdfs(e, YEAR)) await get(path);
    const { phases, shrank, memories } = await memory.stop();
    phases.delete("start");
    // The share is found by the WebAssembly memory's 4 GiB reservation (bench/lib/wasm-memory.ts); an engine that
    // reserves otherwise (BUN_JSC_useWasmFastMemory=0) would leave it uncounted, and the rest wrong.
    if (memories !== (engine === "pglite" ? 1 : 0)) throw new Error(`${engine}: ${memories} WebAssembly memories found in the server, not ${engine === "pglite" ? 1 : 0}`);
    let whole: Footprint | undefined;
    if (engine === "pglite") {
      // PGlite's whole share, in a process of its own on the same data folder once the server has let go of it.
      server.kill();
      await server.exited;
      server = undefined;
      whole = await footprint(join(bench.where, "db"));
    }
    return { engine, startPeak, rate, phases, shrank, whole };
  } finally {
    server?.kill();
    await server?.exited;
    if (closed) rmSync(bench.where, { recursive: true, force: true });
    else await bench.dispose();
  }
}

const results = [];
for (const engine of engines) results.push(await run(engine));

const load = (await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ");
console.log(`\nThe server's memory (large farm, ${tasks.toLocaleString("en-US")} tasks), load average ${load}\n`);
const rows: string[][] = [];
for (const r of results) {
  rows.push([`${r.engine}: started (its peak while starting)`, mib(r.startPeak), "", "", "", ""]);
  for (const [phase, m] of r.phases) {
    rows.push([`${r.engine}: ${phase}`, mib(m.peak), r.engine === "pglite" ? `${mib(m.wasm)} of ${mib(m.wasmSize)}` : "-", mib(m.rest), `${m.cpu.toFixed(1)} s`, ""]);
  }
  const all = [...r.phases.values()];
  const peak = Math.max(...all.map((m) => m.peak));
  const rest = Math.max(...all.map((m) => m.rest));
  const wasm = Math.max(...all.map((m) => m.wasm));
  const wasmSize = Math.max(...all.map((m) => m.wasmSize));
  rows.push([
    `${r.engine}: the run (creates ${r.rate.toFixed(0)}/s)`,
    mib(peak),
    r.engine === "pglite" ? `${mib(wasm)} of ${mib(wasmSize)}` : "-",
    mib(rest),
    `${all.reduce((n, m) => n + m.cpu, 0).toFixed(1)} s`,
    `rest <= ${GOAL_MIB} MiB: ${rest <= GOAL_MIB ? "met" : "NOT met"}`,
  ]);
  if (r.whole) {
    const share = r.whole.after - r.whole.before;
    rows.push([
      `${r.engine}: PGlite's whole share (opened and read in a process of its own)`,
      "",
      `${mib(share)}, of which ${mib(r.whole.wasm)} WebAssembly memory`,
      mib(peak - share),
      "",
      `peak less the whole share <= ${GOAL_MIB} MiB: ${peak - share <= GOAL_MIB ? "met" : "NOT met"}`,
    ]);
  }
  if (r.shrank > 0) console.error(`${r.engine}: the WebAssembly memory's resident part shrank by ${r.shrank.toFixed(1)} MiB once: the rest's bound is not sound for this run`);
}
console.log(table(["phase", "peak RSS", "PGlite (WebAssembly memory resident, of its size)", "the rest at most", "server CPU", "goal"], rows));
