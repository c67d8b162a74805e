/**
 * How fast `farmctl import tasks` loads a large CSV, beside PostgreSQL's own COPY of the very same rows.
 *
 *   bun bench/import-tasks.ts [--engine pglite|postgres|both] [--rows 100000] [--pg-url URL]
 *
 * Each engine gets a new database (bench/lib/engines.ts) with one generated farm entity and its fields
 * (db/generate-farm.ts). The generated tasks are written as a CSV in farmctl's import format, the real app is
 * served on a loopback port, and the real CLI (`bun cli/farmctl.ts`, API token in FARMCTL_TOKEN, no terminal) is
 * timed for: the import (the whole file in one request and transaction, 2,000 rows per statement), a re-import of
 * the same file (every row found unchanged) and a dry run. Then the imported rows are copied out, deleted, and
 * loaded again with COPY ... FROM: the floor no checked import can beat.
 */
import { systemContext } from "../api/services/context";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { asc, count, eq } from "drizzle-orm";
import Papa from "papaparse";
import type postgres from "postgres";
import { createApp } from "../api/app";
import { createApiToken } from "../api/services/api-tokens.service";
import { createUser } from "../api/services/users.service";
import { buildFarm, buildTasks, insertFarm } from "../db/generate-farm";
import { fertilizerType } from "../api/domain/products";
import { products, taskCategories, tasks } from "../db/schema";
import { engineBenchArgs } from "./lib/args";
import type { BenchDatabase } from "./lib/engines";
import { freshBenchDatabase } from "./lib/engines";
import { rss, startServer } from "./lib/server-process";
import { table } from "./lib/measure";

const { engines, pgUrl, rows: rowCount } = engineBenchArgs(
  "bun bench/import-tasks.ts [--engine pglite|postgres|both] [--rows N] [--pg-url URL]",
  { rows: { default: 100_000, min: 1 } },
);

const spec = { entities: 1, fieldsPerEntity: 60, cropYears: [2023, 2024, 2025], tasks: rowCount, seed: 4242, until: "2025-12-31" };
const COLUMNS = ["date", "field", "category", "name", "crop_year", "acres_covered", "cost_per_acre", "equipment_rental",
  "equipment_description", "crop_type", "notes", "yield_amount", "yield_unit", "yield_value_per_unit", "fertilizer",
  "fertilizer_gallons_applied", "irrigation_type", "irrigation_hours", "water_assessment", "rent",
  "water_assessment_per_acre", "rent_per_acre"];

/** The generated farm's tasks as farmctl's CSV: fields, categories and fertilizers by name. */
async function writeCsv(bench: BenchDatabase, file: string) {
  const { db } = bench.handle;
  const farm = buildFarm(spec);
  const categoryName = new Map((await db.select().from(taskCategories)).map((c) => [c.id, c.name]));
  const ferts = (
    await db.select({ id: products.id, name: products.name, stockUnit: products.stockUnit }).from(products).where(eq(products.kind, "fertilizer")).orderBy(asc(products.id))
  ).map((f) => ({ ...f, type: fertilizerType(f.stockUnit) }));
  const fertName = new Map(ferts.map((f) => [f.id, f.name]));
  const data: string[][] = [];
  for (const t of buildTasks(spec, farm, ferts)) {
    const v = (x: unknown) => (x === null || x === undefined ? "" : String(x));
    data.push([t.date, farm.fields[t.fieldIndex]!.name, categoryName.get(t.categoryId)!, t.name, v(t.cropYear), v(t.acresCovered),
      v(t.costPerAcre), v(t.equipmentRental), v(t.equipmentDescription), v(t.cropType), v(t.notes), v(t.yieldAmount), v(t.yieldUnit),
      v(t.yieldValuePerUnit), t.fertilizerId ? fertName.get(t.fertilizerId)! : "", v(t.fertilizerGallonsApplied), v(t.irrigationType),
      v(t.irrigationHours), v(t.waterAssessment), v(t.rent), v(t.waterAssessmentPerAcre), v(t.rentPerAcre)]);
  }
  await Bun.write(file, `${Papa.unparse({ fields: COLUMNS, data }, { newline: "\n" })}\n`);
  return data.length;
}

/** Runs the real CLI as cron would: no terminal, URL and token from the environment. */
async function farmctl(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const serverCpu = process.cpuUsage();
  const proc = Bun.spawn(["bun", "cli/farmctl.ts", ...args], { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(serverCpu);
  if (code !== 0) throw new Error(`farmctl ${args.join(" ")} exited ${code}:\n${err}`);
  // CPU seconds, which a machine shared with other work inflates far less than wall time: the app's (this process:
  // the server, and on PGlite the database too) and farmctl's.
  const cpu = { server: (used.user + used.system) / 1e6, cli: Number(proc.resourceUsage()?.cpuTime.total ?? 0) / 1e6 };
  return { seconds, cpu, result: JSON.parse(out) as { created: number; updated: number; unchanged: number } };
}

/** psql against the bench database; COPY through psql is what an administrator would run by hand. */
async function psql(sql: ReturnType<typeof postgres>, command: string) {
  const { host, port, user, database } = sql.options as unknown as { host: string[]; port: number[]; user: string; database: string };
  const args = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", host[0]!, "-p", String(port[0]), "-U", user, "-d", database, "-c", command];
  const proc = Bun.spawn(["psql", ...args], { stdout: "pipe", stderr: "pipe" });
  const [err, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`psql ${command}: ${err}`);
}

/** The entity's tasks copied out and loaded back with COPY ... FROM: the time of the load alone. */
async function copyRoundTrip(bench: BenchDatabase, entityId: number, dir: string): Promise<{ seconds: number; cpu?: number }> {
  const select = `select * from tasks where entity_id = ${entityId}`;
  if (bench.handle.engine === "pglite") {
    const pg = bench.handle.client as PGlite;
    const out = await pg.query(`copy (${select}) to '/dev/blob' with (format csv)`);
    await pg.query(`delete from tasks where entity_id = ${entityId}`);
    const started = performance.now();
    const cpu = process.cpuUsage();
    await pg.query("copy tasks from '/dev/blob' with (format csv)", [], { blob: out.blob! });
    const used = process.cpuUsage(cpu);
    return { seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
  }
  const sql = bench.handle.client as ReturnType<typeof postgres>;
  const file = join(dir, "tasks.copy.csv");
  await psql(sql, `\\copy (${select}) to '${file}' with (format csv)`);
  await sql.unsafe(`delete from tasks where entity_id = ${entityId}`);
  const started = performance.now();
  await psql(sql, `\\copy tasks from '${file}' with (format csv)`);
  return { seconds: (performance.now() - started) / 1000, cpu: undefined };
}

const rows: Array<Array<string | number>> = [];
const memory: string[] = [];
for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const dir = mkdtempSync(join(tmpdir(), "farm-import-bench-"));
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    const { db } = bench.handle;
    const farm = await insertFarm(db, { ...spec, tasks: 0 });
    const entityId = farm.entityIds[0]!;
    const file = join(dir, "tasks.csv");
    const written = await writeCsv(bench, file);
    const admin = await createUser(systemContext(db), { username: "bench-admin", password: "bench-password", role: "admin", displayName: null });
    const { token } = await createApiToken(systemContext(db), { id: admin.id, role: "admin", entityIds: null }, { name: "bench" });
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: createApp({ db }).fetch });
    const env = { FARMCTL_URL: `http://127.0.0.1:${server.port}`, FARMCTL_TOKEN: token, NO_COLOR: "1" };
    const args = ["import", "tasks", file, "--entity", String(entityId), "--json"];
    console.error(`${engine}: importing ${written} rows from ${file} ...`);
    const first = await farmctl(args, env);
    console.error(`${engine}: imported in ${first.seconds.toFixed(1)} s; importing again ...`);
    const again = await farmctl(args, env);
    console.error(`${engine}: re-imported in ${again.seconds.toFixed(1)} s; dry run ...`);
    const dry = await farmctl([...args, "--dry-run"], env);
    console.error(`${engine}: dry run in ${dry.seconds.toFixed(1)} s; COPY ...`);
    const [stored] = await db.select({ n: count() }).from(tasks).where(eq(tasks.entityId, entityId));
    if (first.result.created !== written || again.result.unchanged !== written || stored!.n !== written) {
      throw new Error(`unexpected counts: ${JSON.stringify({ first: first.result, again: again.result, stored: stored!.n })}`);
    }
    const { seconds: copy, ...copyCpu } = await copyRoundTrip(bench, entityId, dir);
    if (bench.url) {
      // The server's memory for an import, in a process of its own as `bun start` runs it: the same file into the
      // emptied entity again.
      await (bench.handle.client as ReturnType<typeof postgres>).unsafe(`delete from tasks where entity_id = ${entityId}`);
      const own = await startServer(bench.url);
      try {
        const before = await rss(own.child.pid);
        const imported = await farmctl(args, { ...env, FARMCTL_URL: own.base });
        const after = await rss(own.child.pid);
        if (imported.result.created !== written) throw new Error(`the server process created ${imported.result.created}`);
        memory.push(`${engine}: the server in a process of its own: ${before.now.toFixed(0)} MiB started, peak ${after.peak.toFixed(0)} MiB during the import (${imported.seconds.toFixed(1)} s)`);
      } finally {
        own.child.kill();
        await own.child.exited;
      }
    }
    const s = (v: number) => `${v.toFixed(1)} s`;
    const ratio = `${(first.seconds / copy).toFixed(1)}x`;
    const cpu = `${first.cpu.server.toFixed(1)} + ${first.cpu.cli.toFixed(1)} s`;
    rows.push([engine, written, s(first.seconds), Math.round(written / first.seconds), s(again.seconds), s(dry.seconds), s(copy), ratio, cpu, copyCpu.cpu === undefined ? "-" : s(copyCpu.cpu)]);
  } finally {
    server?.stop(true);
    await bench.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(table(["engine", "rows", "farmctl import", "rows/s", "re-import", "dry run", "COPY", "import / COPY", "import CPU: app + farmctl", "COPY CPU (PGlite)"], rows));
for (const line of memory) console.log(line);
