/**
 * Per-entity reads at 1x and 10x the large farm on PostgreSQL (issue 13, goal 6: each within 1.5x of its 1x time).
 *
 *   bun bench/scale-10x.ts [--runs 20] [--keep] [--url-1x URL --url-10x URL] [--explain] [--pg-url URL]
 *
 * 10x is ten times the farm, not ten times one entity: 250 entities, 10,000 fields and 2,500,000 tasks, every
 * entity the same size as at 1x (40 fields, about 10,000 tasks). A per-entity read served by an index then reads
 * the same rows at both sizes, so its time should not grow; one that grows scans something farm-wide.
 *
 * Without --url-1x/--url-10x two new databases are created on the server behind --pg-url and loaded (the 10x load
 * takes minutes) and vacuumed; they are dropped at the end unless --keep, which prints their URLs for the next run. Given URLs
 * are used as they are (migrated on open, never dropped). The real app serves each database on a loopback port; for
 * every endpoint the two are fetched in turn, run after run, so the machine's other work falls on both alike.
 * For every endpoint over 1.5x (every per-entity one with --explain) the SQL the route sends is captured through
 * drizzle's logger and each statement is run 5 times under EXPLAIN (ANALYZE, BUFFERS) on both databases; the
 * execution time of the median run is printed for each, and the plans of statements over 1 ms that grew past 1.5x.
 */
import { parseArgs } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import { createApp } from "../api/app";
import { bootstrap } from "../api/bootstrap";
import type { Db, DbHandle } from "../db/client";
import * as schema from "../db/schema";
import { LARGE_FARM, loadLargeFarm } from "./generate-large-farm";
import { type BenchDatabase, freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { ms, percentile, table } from "./lib/measure";
import { serveSignedIn } from "./lib/serve";

const YEAR = 2025;
const MONTH = 3;
const GOAL = 1.5;
const usage = "bun bench/scale-10x.ts [--runs N] [--keep] [--url-1x URL --url-10x URL] [--explain] [--pg-url URL]";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    keep: { type: "boolean", default: false },
    explain: { type: "boolean", default: false },
    "url-1x": { type: "string" },
    "url-10x": { type: "string" },
    "pg-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    only: { type: "string" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 500) {
  console.error(`--runs must be a whole number from 1 to 500\nusage: ${usage}`);
  process.exit(2);
}
if (Boolean(values["url-1x"]) !== Boolean(values["url-10x"])) {
  console.error(`give both --url-1x and --url-10x, or neither\nusage: ${usage}`);
  process.exit(2);
}

interface Farm {
  scale: number;
  handle: DbHandle;
  url: string;
  bench?: BenchDatabase;
  entityId: number;
  fieldId: number;
  base: string;
  cookie: string;
  server: ReturnType<typeof Bun.serve>;
}

/** A loaded farm at `scale`: a given database, or a new one loaded now. Its first entity is the one measured. */
async function openFarm(scale: number, url: string | undefined): Promise<Farm> {
  let handle: DbHandle;
  let bench: BenchDatabase | undefined;
  if (url) {
    handle = await bootstrap({ databaseUrl: url, poolSize: 10 });
  } else {
    bench = await freshBenchDatabase("postgres", values["pg-url"]!);
    handle = bench.handle;
    url = bench.url!;
    const tasks = LARGE_FARM.tasks * scale;
    console.error(`[${scale}x] loading ${tasks.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(handle.db, tasks, scale);
    console.error(`[${scale}x] loaded in ${(farm.ms / 1000).toFixed(1)} s`);
    await vacuumLoadedFarm(handle.db);
  }
  const { db } = handle;
  const [entity] = await db.select({ id: schema.entities.id }).from(schema.entities).orderBy(asc(schema.entities.id)).limit(1);
  if (!entity) throw new Error(`${url}: no entities; load a farm first`);
  const [field] = await db.select({ id: schema.fields.id }).from(schema.fields).where(eq(schema.fields.entityId, entity.id)).orderBy(asc(schema.fields.id)).limit(1);
  const served = await serveSignedIn(db);
  return { scale, handle, url, bench, entityId: entity.id, fieldId: field!.id, ...served };
}

/** The per-entity GET reads of the app (dashboard, tasks, fields, reports as JSON), for one entity and field. */
function endpoints(e: number, f: number) {
  return [
    { group: "dashboard", label: "summary", path: `/api/entities/${e}/summary?year=${YEAR}` },
    { group: "dashboard", label: "cost-breakdown", path: `/api/entities/${e}/cost-breakdown?year=${YEAR}` },
    { group: "dashboard", label: "recent activity (tasks?limit=5)", path: `/api/entities/${e}/tasks?year=${YEAR}&withDetails=true&limit=5` },
    { group: "tasks", label: "task-totals", path: `/api/entities/${e}/tasks/../task-totals?year=${YEAR}` },
    { group: "tasks", label: `tasks/${YEAR}?withDetails`, path: `/api/entities/${e}/tasks/${YEAR}?withDetails=true` },
    { group: "tasks", label: "tasks?year (all, details)", path: `/api/entities/${e}/tasks?year=${YEAR}&withDetails=true` },
    { group: "fields", label: "fields", path: `/api/entities/${e}/fields` },
    { group: "fields", label: "fields?withTasks", path: `/api/entities/${e}/fields?withTasks=true&year=${YEAR}` },
    { group: "fields", label: "field-crop-years", path: `/api/entities/${e}/field-crop-years` },
    { group: "fields", label: "price-list", path: `/api/entities/${e}/price-list` },
    { group: "reports", label: "cost summary", path: `/api/entities/${e}/reports/cost-summary?year=${YEAR}` },
    { group: "reports", label: "detailed operations", path: `/api/entities/${e}/reports/detailed-operations?year=${YEAR}` },
    { group: "reports", label: "field summary", path: `/api/entities/${e}/reports/field-summary?year=${YEAR}` },
    { group: "reports", label: "schedule F", path: `/api/entities/${e}/reports/schedule-f?year=${YEAR}` },
    { group: "reports", label: "monthly invoice", path: `/api/entities/${e}/reports/monthly/${YEAR}?month=${MONTH}` },
    { group: "reports", label: "fertilizer (entity)", path: `/api/reports/fertilizer?year=${YEAR}&entity=${e}` },
    { group: "reports", label: "irrigation (entity)", path: `/api/reports/irrigation?year=${YEAR}&entity=${e}` },
    { group: "reports", label: "equipment invoice (entity)", path: `/api/reports/equipment-invoice?entity=${e}&month=${MONTH}&year=${YEAR}` },
    { group: "reports", label: "field report (month)", path: `/api/entities/${e}/fields/${f}/tasks?month=${MONTH}&year=${YEAR}` },
    { group: "reports", label: "field profitability", path: `/api/fields/${f}/profitability?year=${YEAR}` },
    { group: "budgets", label: "budget sheet", path: `/api/entities/${e}/budgets/sheet?year=${YEAR}` },
    { group: "budgets", label: "budget vs actual", path: `/api/entities/${e}/reports/budget-vs-actual?year=${YEAR}` },
    { group: "budgets", label: "cost of production", path: `/api/entities/${e}/reports/cost-of-production?year=${YEAR}` },
    { group: "budgets", label: "what-if", path: `/api/entities/${e}/reports/what-if?year=${YEAR}` },
    // Whole-farm reads: 10x the farm is 10x their rows by definition, shown for scale, not held to the goal.
    { group: "whole farm", label: "acreage (all entities)", path: `/api/reports/acreage/${YEAR}` },
    { group: "whole farm", label: "equipment invoice (all)", path: `/api/reports/equipment-invoice?entity=all&month=${MONTH}&year=${YEAR}` },
  ].map((c) => ({ ...c, path: c.path.replace("/tasks/../", "/") }));
}

async function fetchOk(farm: Farm, path: string): Promise<number> {
  const res = await fetch(farm.base + path, { headers: { cookie: farm.cookie } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${farm.scale}x ${path}: HTTP ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
  return body.byteLength;
}

/** Warm-up, then `runs` rounds of one fetch on each farm in turn. */
async function measure(farms: Farm[], path: string) {
  const bytes: number[] = [];
  for (const farm of farms) bytes.push(await fetchOk(farm, path));
  for (let i = 0; i < 2; i++) for (const farm of farms) await fetchOk(farm, path);
  const samples: number[][] = farms.map(() => []);
  // At least --runs rounds, more for quick reads (up to 3 s or 200 rounds): a few-millisecond median needs many.
  const began = performance.now();
  for (let i = 0; i < runs || (i < 200 && performance.now() - began < 3_000); i++) {
    // Turn about, so neither farm always goes second (after the other's garbage, on a warmer or busier machine).
    const order = i % 2 ? [...farms.keys()].reverse() : [...farms.keys()];
    for (const k of order) {
      const farm = farms[k]!;
      const start = performance.now();
      await fetchOk(farm, path);
      samples[k]!.push(performance.now() - start);
    }
  }
  return samples.map((s, k) => {
    s.sort((a, b) => a - b);
    return { median: percentile(s, 0.5), p95: percentile(s, 0.95), bytes: bytes[k]!, rounds: s.length };
  });
}

interface Captured {
  query: string;
  params: unknown[];
}

/** The statements one GET sends (the session check's too), through the same app over a drizzle that logs. */
async function captureSql(farm: Farm, path: string): Promise<Captured[]> {
  const captured: Captured[] = [];
  const client = farm.handle.client as postgres.Sql;
  const logged = drizzle(client, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  const res = await createApp({ db: logged }).fetch(new Request(`http://127.0.0.1${path}`, { headers: { cookie: farm.cookie } }));
  await res.arrayBuffer();
  return captured;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement on a farm, 5 times: the plan of the median run and its execution time. */
async function explain(farm: Farm, c: Captured) {
  const client = farm.handle.client as postgres.Sql;
  const tries = [];
  for (let i = 0; i < 5; i++) {
    const rows = await client.unsafe(`explain (analyze, buffers) ${c.query}`, c.params as postgres.ParameterOrJSON<never>[]);
    const lines = rows.map((r) => String(r["QUERY PLAN"]));
    // The plan's first Buffers line is its top node's: every page the execution touched.
    const top = /Buffers: shared((?: \w+=\d+)+)/.exec(lines.join("\n"))?.[1] ?? "";
    const pages = [...top.matchAll(/=(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    tries.push({ lines, pages, execution: Number(/Execution Time: ([\d.]+) ms/.exec(lines.join("\n"))?.[1] ?? Number.NaN) });
  }
  return tries.sort((a, b) => a.execution - b.execution)[2]!;
}

async function explainEndpoint(farms: Farm[], label: string, path: string) {
  const [one, ten] = farms as [Farm, Farm];
  const oneSql = await captureSql(one, path);
  const tenSql = await captureSql(ten, path);
  console.log(`\n### ${label}: ${tenSql.length} statements`);
  for (const [i, c] of tenSql.entries()) {
    const at10 = await explain(ten, c);
    const mate = oneSql[i];
    const at1 = mate ? await explain(one, mate) : undefined;
    const ratio = at1 ? at10.execution / at1.execution : Number.NaN;
    const pages = at1 ? `, pages ${at1.pages} -> ${at10.pages}` : "";
    console.log(`\n-- statement ${i + 1}: 1x ${at1?.execution.toFixed(2) ?? "-"} ms, 10x ${at10.execution.toFixed(2)} ms (${ratio.toFixed(2)}x)${pages}`);
    console.log(c.query.length > 600 ? `${c.query.slice(0, 600)} ...` : c.query);
    console.log(`params: ${JSON.stringify(c.params).slice(0, 200)}`);
    // Sub-millisecond statements move by more than 1.5x with the machine's load alone.
    // Times move with the machine's load; pages touched do not, so a plan that reads more at 10x is shown too.
    if ((ratio > GOAL && at10.execution > 1) || (at1 && at10.pages > at1.pages * 1.05 + 20)) {
      if (at1) console.log(`--- 1x plan\n${at1.lines.join("\n")}`);
      console.log(`--- 10x plan\n${at10.lines.join("\n")}`);
    }
  }
}

const started = performance.now();
const farms: Farm[] = [];
try {
  farms.push(await openFarm(1, values["url-1x"]));
  farms.push(await openFarm(10, values["url-10x"]));
  const [one, ten] = farms as [Farm, Farm];
  // The same path is fetched from both: their first entity and field have the same ids when loaded the same way.
  if (one.entityId !== ten.entityId || one.fieldId !== ten.fieldId) throw new Error("the farms' first entity or field ids differ; load both into new databases");
  const count = async (farm: Farm) =>
    (await farm.handle.db.execute<{ entities: number; fields: number; tasks: number }>(sql`select
      (select count(*)::int from entities) as entities, (select count(*)::int from fields) as fields,
      (select count(*)::int from tasks) as tasks,
      (select count(*)::int from tasks where entity_id = ${farm.entityId}) as "entityTasks"`)) as unknown as Array<Record<string, number>>;
  const sizes = [await count(one), await count(ten)].map((r) => r[0]!);

  const rows: Array<Array<string | number>> = [];
  const slow: Array<{ label: string; path: string }> = [];
  const cases = endpoints(ten.entityId, ten.fieldId).filter((c) => !values.only || c.label.includes(values.only));
  for (const c of cases) {
    const [a, b] = await measure(farms, c.path);
    const ratio = b!.median / a!.median;
    const held = c.group === "whole farm" ? "(whole farm)" : ratio <= GOAL ? "ok" : "OVER";
    rows.push([c.group, c.label, `${Math.round(a!.bytes / 1024)} KB`, b!.rounds, ms(a!.median), ms(a!.p95), ms(b!.median), ms(b!.p95), `${ratio.toFixed(2)}x`, held]);
    console.error(`  ${c.label}: ${ms(a!.median)} -> ${ms(b!.median)} (${ratio.toFixed(2)}x)`);
    if (held === "OVER" || (values.explain && c.group !== "whole farm")) slow.push(c);
  }

  console.log(`\nPostgreSQL, entity ${one.entityId} crop year ${YEAR}; at least ${runs} rounds (3 s for quick reads) after 2 warm-up rounds, 1x and 10x fetched in turn.`);
  console.log(`load average ${(await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ")}\n`);
  console.log(table(["farm", "entities", "fields", "tasks", "tasks of the entity"], [
    ["1x", sizes[0]!.entities!, sizes[0]!.fields!, sizes[0]!.tasks!, sizes[0]!.entityTasks!],
    ["10x", sizes[1]!.entities!, sizes[1]!.fields!, sizes[1]!.tasks!, sizes[1]!.entityTasks!],
  ]));
  console.log("");
  console.log(table(["group", "endpoint", "body", "rounds", "1x median", "1x p95", "10x median", "10x p95", "ratio", `goal ${GOAL}x`], rows));
  for (const c of slow) await explainEndpoint(farms, c.label, c.path);
} finally {
  for (const farm of farms) {
    farm.server.stop(true);
    if (farm.bench && !values.keep) await farm.bench.dispose();
    else {
      await farm.handle.close();
      if (farm.bench) console.error(`kept ${farm.scale}x: --url-${farm.scale}x ${farm.url}`);
    }
  }
  console.error(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
