/**
 * What flushing each commit of the embedded database costs: the real server on a data folder on this machine's
 * disk, 200 sequential entity creates with PGLITE_FSYNC=true and =false, median and 95th percentile latency.
 *   bun bench/pglite-fsync.ts [DATA_PARENT]   (default: the system temp folder)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../tests/support/server-process";

const parent = process.argv[2] ?? tmpdir();
const N = 200;

async function run(fsync: "true" | "false") {
  const dir = mkdtempSync(join(parent, "farm-fsync-"));
  const server = await startServerProcess({ DATA_DIR: dir, PGLITE_FSYNC: fsync, FARM_ADMIN_USERNAME: "bench", FARM_ADMIN_PASSWORD: "bench-pass" });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bench", password: "bench-pass" }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const times: number[] = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await fetch(`${server.url}/api/entities`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ name: `Bench ${i}` }),
      });
      if (res.status !== 201) throw new Error(`create answered ${res.status}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(N / 2)]!, p95: times[Math.floor(N * 0.95)]! };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const off = await run("false");
const on = await run("true");
const fmt = (r: { median: number; p95: number }) => `median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`;
console.log(`PGLITE_FSYNC=false: ${fmt(off)}`);
console.log(`PGLITE_FSYNC=true:  ${fmt(on)}`);
console.log(`cost of flushing each commit: +${(on.median - off.median).toFixed(2)} ms median per write (${N} creates, data in ${parent})`);
