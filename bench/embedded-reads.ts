/**
 * Signed-in list reads on the embedded database beside the same reads on PostgreSQL, in one run (issue 41, goal 1:
 * PGlite at least 0.5x PostgreSQL's throughput with 32 connections, and at most 1.5x its sequential median).
 *
 *   bun bench/embedded-reads.ts [--seconds 5] [--runs 300] [--rounds 3] [--pg-url URL]
 *
 * Each engine gets a new database with the demo farm (db/demo-farm.ts: 3 entities, 12 fields) and a signed-in
 * readonly account; the real server runs on each as its own process, started as `bun start` starts it (PGlite in a
 * temp DATA_DIR, PostgreSQL on a new database dropped at the end); both stay up for the whole run. Each round, for
 * each read and each engine in turn: `--runs` requests one after the other on one keep-alive connection (median,
 * p95), then 32 keep-alive connections each asking again as soon as answered for `--seconds` (answers per second)
 * with bench/lib/http-load.ts, a wrk-like client on bare sockets (no wrk on this machine). The server's CPU time per
 * answer under load is read from /proc (PostgreSQL's own backends are not in it). The ratios are taken within each
 * round, where both engines met the same machine, and printed as the median of the rounds with their spread.
 */
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { systemContext } from "../api/services/context";
import { createUser } from "../api/services/users.service";
import { loadDemoFarm } from "../db/demo-farm";
import { today } from "../db/generate-farm";
import { engineBenchArgs } from "./lib/args";
import { type Engine, freshBenchDatabase } from "./lib/engines";
import { closedLoop, rawGet, sequential } from "./lib/http-load";
import { ms, percentile, table } from "./lib/measure";
import { type ServerProcess, startServer } from "./lib/server-process";

const { engines, pgUrl, seconds, runs, rounds } = engineBenchArgs("bun bench/embedded-reads.ts [--engine pglite|postgres|both] [--seconds N] [--runs N] [--rounds N] [--pg-url URL]", {
  seconds: { default: 5, min: 1, max: 120 },
  runs: { default: 300, min: 10, max: 10_000 },
  rounds: { default: 3, min: 1, max: 20 },
});
const CONNECTIONS = 32;
const READS = ["/api/entities", "/api/task-categories"];
const ACCOUNT = { username: "bench", password: "bench-password" };

/** CPU seconds (user + system) a process has used so far, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text();
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Running {
  engine: Engine;
  server: ServerProcess;
  cookie: string;
  cleanup(): Promise<void>;
}

async function start(engine: Engine): Promise<Running> {
  const bench = await freshBenchDatabase(engine, pgUrl);
  try {
    const { db } = bench.handle;
    await loadDemoFarm(db, today());
    await createUser(systemContext(db), { ...ACCOUNT, role: "readonly", displayName: "Benchmark" });
    await db.execute(sql`vacuum (analyze)`);
    await bench.handle.close();
  } catch (error) {
    await bench.dispose().catch(() => {});
    throw error;
  }
  const cleanup = async () => {
    if (engine === "pglite") rmSync(bench.where, { recursive: true, force: true });
    else await bench.dispose();
  };
  try {
    const server = await startServer(engine === "pglite" ? { pgliteDataDir: bench.where } : bench.url!);
    try {
      return { engine, server, cookie: await server.signIn(ACCOUNT.username, ACCOUNT.password), cleanup };
    } catch (error) {
      server.child.kill();
      throw error;
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

interface Sample {
  median: number;
  p95: number;
  rate: number;
  cpuMsPerAnswer: number;
}

async function measure(running: Running, path: string): Promise<Sample> {
  const { base, child } = running.server;
  const request = rawGet(base, path, { cookie: running.cookie, accept: "application/json" });
  await closedLoop(base, request, CONNECTIONS, 300);
  const samples = await sequential(base, request, runs);
  const cpuBefore = await cpuSeconds(child.pid);
  const rate = await closedLoop(base, request, CONNECTIONS, seconds * 1000);
  const cpu = (await cpuSeconds(child.pid)) - cpuBefore;
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), rate, cpuMsPerAnswer: (cpu * 1000) / (rate * seconds) };
}

const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const spread = (xs: number[], digits: number) => (xs.length > 1 ? `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}` : "-");

const servers: Running[] = [];
try {
  for (const engine of engines) {
    console.error(`[${engine}] loading the demo farm and starting the server`);
    servers.push(await start(engine));
  }
  const results = new Map<string, Sample[]>();
  for (let round = 1; round <= rounds; round++) {
    console.error(`round ${round} of ${rounds}`);
    for (const path of ["/api/health", ...READS]) {
      for (const running of servers) {
        const key = `${running.engine} ${path}`;
        results.set(key, [...(results.get(key) ?? []), await measure(running, path)]);
      }
    }
  }

  const rows: Array<Array<string | number>> = [];
  for (const path of ["/api/health", ...READS]) {
    for (const { engine } of servers) {
      const s = results.get(`${engine} ${path}`)!;
      const medians = s.map((x) => x.median);
      const rates = s.map((x) => x.rate);
      rows.push([
        path,
        engine,
        ms(middle(medians)),
        spread(medians, 2),
        ms(middle(s.map((x) => x.p95))),
        Math.round(middle(rates)),
        spread(rates, 0),
        middle(s.map((x) => x.cpuMsPerAnswer)).toFixed(3),
      ]);
    }
  }
  console.log(`\nDemo farm, readonly account. ${rounds} rounds; each: ${runs} sequential requests on one keep-alive connection, then ${CONNECTIONS} connections for ${seconds} s.\n`);
  console.log(table(["read", "engine", "median", "spread", "p95", "answers/s", "spread", "server CPU ms/answer"], rows));

  if (servers.length === 2) {
    const ratios: Array<Array<string | number>> = [];
    for (const path of READS) {
      const pglite = results.get(`pglite ${path}`)!;
      const postgres = results.get(`postgres ${path}`)!;
      const rate = pglite.map((p, i) => p.rate / postgres[i]!.rate);
      const median = pglite.map((p, i) => p.median / postgres[i]!.median);
      const ok = (v: boolean) => (v ? "met" : "NOT MET");
      ratios.push([path, `${middle(rate).toFixed(2)}x`, spread(rate, 2), ">= 0.5x", ok(middle(rate) >= 0.5), `${middle(median).toFixed(2)}x`, spread(median, 2), "<= 1.5x", ok(middle(median) <= 1.5)]);
    }
    console.log("\nPGlite against PostgreSQL, per round (median of the rounds, and their spread)\n");
    console.log(table(["read", "throughput", "spread", "goal", "", "seq. median", "spread", "goal", ""], ratios));
  }
} finally {
  for (const running of servers) {
    running.server.child.kill();
    await running.server.child.exited;
    await running.cleanup();
  }
}
