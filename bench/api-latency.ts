/**
 * Latency of the three heaviest screen reads, through the API and straight on the database, on both engines.
 *
 *   bun bench/api-latency.ts [--engine pglite|postgres|both] [--tasks 250000] [--runs 30] [--pg-url URL]
 *
 * Each engine gets a new database (PGlite in a temp folder; a freshly created PostgreSQL database that is
 * dropped afterwards), loaded with the large farm. The real app serves it on a loopback port.
 */
import { systemContext } from "../api/services/context";
import { count } from "drizzle-orm";
import { entitySummary } from "../api/services/summary.service";
import { listEntityFields } from "../api/services/entity-fields.service";
import { listEntityTasks } from "../api/services/tasks-read.service";
import { entities, fieldCropYears, fields, tasks } from "../db/schema";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { serveSignedIn } from "./lib/serve";
import { ms, table, time } from "./lib/measure";

const YEAR = 2025;
const { engines, pgUrl, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/api-latency.ts [--engine pglite|postgres|both] [--tasks N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, runs: { default: 30, min: 1, max: 200 } },
);

const results: Array<Array<string | number>> = [];
const counts: Array<Array<string | number>> = [];

for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    console.error(`[${engine}] loaded in ${(farm.ms / 1000).toFixed(1)} s`);
    const total = async (t: typeof entities | typeof fields | typeof fieldCropYears | typeof tasks) =>
      (await db.select({ n: count() }).from(t))[0]!.n;
    counts.push([engine, await total(entities), await total(fields), await total(fieldCropYears), await total(tasks), `${(farm.ms / 1000).toFixed(1)} s`]);

    const served = await serveSignedIn(db);
    server = served.server;
    const { base, cookie } = served;

    const entityId = farm.entityIds[0]!;
    const cases = [
      { label: "(a) summary", path: `/api/entities/${entityId}/summary?year=${YEAR}`, direct: () => entitySummary(systemContext(db), entityId, YEAR) },
      {
        label: "(b) fields?withTasks",
        path: `/api/entities/${entityId}/fields?withTasks=true&year=${YEAR}`,
        direct: () => listEntityFields(systemContext(db), entityId, { withTasks: true, year: YEAR }),
      },
      {
        label: "(c) tasks/2025?withDetails",
        path: `/api/entities/${entityId}/tasks/${YEAR}?withDetails=true`,
        direct: () => listEntityTasks(systemContext(db), entityId, { year: YEAR }),
      },
    ];
    for (const c of cases) {
      const get = () => fetch(base + c.path, { headers: { cookie } });
      const first = await get();
      const body = await first.text();
      const rows = describe(await c.direct());
      const directTime = await time(c.direct, runs);
      if (first.status !== 200) {
        results.push([engine, c.label, rows, `HTTP ${first.status}`, "-", "-", ms(directTime.median)]);
        continue;
      }
      const apiTime = await time(async () => {
        const res = await get();
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${c.path}: HTTP ${res.status}`);
      }, runs);
      const size = body.length < 10_240 ? `${body.length} B` : `${Math.round(body.length / 1024)} KB`;
      results.push([engine, c.label, rows, size, ms(apiTime.median), ms(apiTime.p95), ms(directTime.median)]);
    }
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

/** What one read returned: a count of fields and tasks, or "1 record". */
function describe(data: unknown): string {
  if (!Array.isArray(data)) return "1 record";
  const nested = data.reduce((n, row: { tasks?: unknown[] }) => n + (row.tasks?.length ?? 0), 0);
  return nested ? `${data.length} fields, ${nested} tasks` : `${data.length} tasks`;
}

console.log(`\nEntity ${YEAR}, ${runs} sequential runs each after 3 warm-up runs (loopback HTTP, one client).\n`);
console.log(table(["engine", "endpoint", "rows", "body", "API median", "API p95", "DB median"], results));
console.log("\nRow counts\n");
console.log(table(["engine", "entities", "fields", "crop years", "tasks", "load time"], counts));
