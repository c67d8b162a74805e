/**
 * Where a task create's server time goes, in one process (no network): the real app on a fresh PostgreSQL
 * database, POST /api/tasks by an admin with 8 in flight through app.fetch. Prints this process's CPU per create
 * (the app and the postgres.js driver) and the PostgreSQL backends' CPU per create.
 *   bun [--cpu-prof-md] bench/profile-create.ts [--count 4000] [--pg-url URL]
 */
import { systemContext } from "../api/services/context";
import { parseArgs } from "node:util";
import { connectPostgres } from "../db/postgres-url";
import { createApp } from "../api/app";
import { createUser } from "../api/services/users.service";
import { insertFarm } from "../db/generate-farm";
import { freshBenchDatabase } from "./lib/engines";

const { values } = parseArgs({ options: { count: { type: "string", default: "4000" }, "in-flight": { type: "string", default: "8" }, "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" } } });
const count = Number(values.count);
const inFlight = Number(values["in-flight"]);
const bench = await freshBenchDatabase("postgres", values["pg-url"]!);
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text().catch(() => "");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11] ?? 0) + Number(f[12] ?? 0)) / 100;
}
try {
  const { db } = bench.handle;
  const farm = await insertFarm(db, { entities: 1, fieldsPerEntity: 10, cropYears: [2025], tasks: 100, seed: 7, until: "2025-12-31" });
  await createUser(systemContext(db), { username: "boss", password: "bench-password", role: "admin", displayName: "Boss" });
  const app = createApp({ db, config: { logRequests: true } });
  const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost" }, body: JSON.stringify({ username: "boss", password: "bench-password" }) });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  let n = 0;
  const body = () => JSON.stringify({ entityId: farm.entityIds[0], fieldId: farm.fieldIds[0], categoryId: 6, name: `Bench discing ${++n}`, cropYear: 2025, date: "2025-03-01", costPerAcre: "10", acresCovered: "10" });
  const post = async () => {
    const res = await app.request("/api/tasks", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: body() });
    if (res.status !== 201) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const run = async (total: number) => {
    let left = total;
    await Promise.all(Array.from({ length: inFlight }, async () => { while (left-- > 0) await post(); }));
  };
  await run(500); // warm-up
  const raw = connectPostgres(bench.url!, { max: 1, onnotice: () => {} });
  const pids = (await raw`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`).map((r) => Number(r.pid));
  const pgCpu = async () => (await Promise.all(pids.map(cpuSeconds))).reduce((a, b) => a + b, 0);
  const pg0 = await pgCpu();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await run(count);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const pg = (await pgCpu()) - pg0;
  await raw.end();
  console.log(`${count} creates in ${(wall / 1000).toFixed(2)} s (${(count / (wall / 1000)).toFixed(0)}/s, ${((wall * inFlight) / count).toFixed(2)} ms each): this process ${((c.user + c.system) / count).toFixed(0)} us a create, PostgreSQL ${((pg * 1e6) / count).toFixed(0)} us`);
} finally {
  await bench.dispose();
}
