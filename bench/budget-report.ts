/**
 * The budget vs actual report of one entity and crop year on the large farm (250,000 tasks), as JSON over HTTP:
 * the goal is under 300 ms on PostgreSQL. Cost of production and what-if, which read the same data, beside it.
 *
 *   bun bench/budget-report.ts [--engine postgres|pglite|both] [--tasks 250000] [--runs 20] [--pg-url URL]
 *
 * The first entity gets a budget per crop it grows in 2025 built from its 2024 actuals (`from: last-year`, the
 * Budgets screen's button) plus its own budget for every fifth field, copied from its crop's; then each report is
 * fetched `runs` times after warm-up.
 */
// The app first: its schemas extend zod with .openapi before the services load the report shapes.
import { systemContext } from "../api/services/context";
import "../api/app";
import { createBudget } from "../api/services/budgets.service";
import { loadPlanFields } from "../api/services/budget-data.service";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";
import { ms, table, time } from "./lib/measure";
import { serveSignedIn } from "./lib/serve";

const YEAR = 2025;
const { engines, pgUrl, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/budget-report.ts [--engine postgres|pglite|both] [--tasks N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, runs: { default: 20, min: 1, max: 200 } },
);
// PostgreSQL is the engine the goal names: the default here, unless --engine says otherwise.
const chosen = process.argv.includes("--engine") ? engines : (["postgres"] as const);

const results: Array<Array<string | number>> = [];
for (const engine of chosen) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    const e = farm.entityIds[0]!;
    const fields = await loadPlanFields(systemContext(db), e, YEAR);
    const crops = [...new Set(fields.map((f) => f.crop).filter((c): c is string => c !== null))];
    const byCrop = new Map<string, number>();
    for (const crop of crops) {
      const b = await createBudget(systemContext(db), { entityId: e, cropYear: YEAR, cropType: crop, from: "last-year", expectedYieldPerAcre: "6", expectedPricePerUnit: "180" });
      byCrop.set(crop.toLowerCase(), b.id);
    }
    let own = 0;
    for (const [i, f] of fields.entries()) {
      const source = f.crop ? byCrop.get(f.crop.toLowerCase()) : undefined;
      if (i % 5 !== 0 || source === undefined) continue;
      await createBudget(systemContext(db), { entityId: e, cropYear: YEAR, fieldId: f.id, from: "copy", copyFromBudgetId: source });
      own++;
    }
    console.error(`[${engine}] entity ${e}: ${fields.length} fields, ${crops.length} crop budgets, ${own} field budgets`);
    const served = await serveSignedIn(db);
    server = served.server;
    const fetchOk = async (path: string) => {
      const res = await fetch(served.base + path, { headers: { cookie: served.cookie } });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      return body.byteLength;
    };
    for (const [label, path] of [
      ["budget vs actual", `/api/entities/${e}/reports/budget-vs-actual?year=${YEAR}`],
      ["cost of production", `/api/entities/${e}/reports/cost-of-production?year=${YEAR}`],
      ["what-if", `/api/entities/${e}/reports/what-if?year=${YEAR}`],
    ] as const) {
      const bytes = await fetchOk(path);
      const t = await time(() => fetchOk(path), runs);
      results.push([engine, label, ms(t.median), ms(t.p95), `${Math.round(bytes / 1024)} KB`]);
    }
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

console.log(`\nLarge farm (${taskCount.toLocaleString("en-US")} tasks), first entity, crop year ${YEAR}; JSON over HTTP, ${runs} sequential runs after warm-up.`);
console.log("Goal: budget vs actual under 300 ms on PostgreSQL.\n");
console.log(table(["engine", "report", "JSON median", "JSON p95", "JSON"], results));
