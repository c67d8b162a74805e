/**
 * The large farm of the benchmarks: 25 entities, 1,000 fields, crop years 2023-2026, 250,000 tasks.
 *
 *   bun bench/generate-large-farm.ts --engine pglite --data-dir /tmp/large-farm [--tasks N] [--force]
 *     (the embedded database goes in /tmp/large-farm/db, so `DATA_DIR=/tmp/large-farm bun start` serves it)
 *   bun bench/generate-large-farm.ts --engine postgres --url postgres://postgres@127.0.0.1:5432/farm_large
 *   ... --scale 10   ten times the farm: 250 entities, 10,000 fields, 2,500,000 tasks, each entity the same size
 *     (40 fields, about 10,000 tasks) as in the 1x farm; --tasks is then the total of the scaled farm
 */
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { bootstrap } from "../api/bootstrap";
import type { Db } from "../db/client";
import { insertFarm, type LoadedFarm, today } from "../db/generate-farm";
import { entities } from "../db/schema";

export const LARGE_FARM = { entities: 25, fieldsPerEntity: 40, cropYears: [2023, 2024, 2025, 2026], tasks: 250_000, seed: 1_000 };

/**
 * Loads the large farm (or a smaller one with `tasks`) and reports progress on stderr every 50,000 tasks.
 * `scale` multiplies the number of entities (each keeps 40 fields); give it `tasks` scaled too, so every entity
 * keeps the same number of tasks. Scale 1 is the large farm exactly.
 */
export async function loadLargeFarm(db: Db, tasks = LARGE_FARM.tasks, scale = 1): Promise<LoadedFarm> {
  let next = 50_000;
  const step = 50_000 * scale;
  return insertFarm(db, { ...LARGE_FARM, entities: LARGE_FARM.entities * scale, tasks, until: today() }, (done) => {
    if (done < next) return;
    console.error(`  ${done.toLocaleString("en-US")} tasks written`);
    next += step;
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      engine: { type: "string" },
      "data-dir": { type: "string" },
      url: { type: "string" },
      tasks: { type: "string" },
      scale: { type: "string", default: "1" },
      force: { type: "boolean", default: false },
    },
  });
  const scale = Number(values.scale);
  const tasks = values.tasks === undefined ? LARGE_FARM.tasks * scale : Number(values.tasks);
  const usage = "usage: --engine pglite --data-dir DIR | --engine postgres --url postgres://... [--tasks N] [--scale N] [--force]";
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a whole number from 1\n${usage}`);
  if (!Number.isInteger(tasks) || tasks < 0) throw new Error(`--tasks must be a whole number\n${usage}`);
  if (values.engine === "pglite" && !values["data-dir"]) throw new Error(`--data-dir is required with --engine pglite\n${usage}`);
  if (values.engine === "postgres" && !values.url) throw new Error(`--url is required with --engine postgres\n${usage}`);
  if (values.engine !== "pglite" && values.engine !== "postgres") throw new Error(usage);

  const handle = await bootstrap(values.engine === "postgres" ? { databaseUrl: values.url } : { dataDir: `${values["data-dir"]}/db` });
  try {
    const [existing] = await handle.db.select({ n: count() }).from(entities);
    if ((existing?.n ?? 0) > 0 && !values.force) {
      console.error(`The database already has ${existing!.n} entities; run with --force to add the large farm anyway.`);
      process.exitCode = 1;
      return;
    }
    console.error(`Loading ${tasks.toLocaleString("en-US")} tasks into ${handle.engine}...`);
    const farm = await loadLargeFarm(handle.db, tasks, scale);
    const c = farm.counts;
    console.log(`${handle.engine}: ${c.entities} entities, ${c.fields} fields, ${c.cropYears} crop-year rows, ` +
      `${c.tasks} tasks in ${(farm.ms / 1000).toFixed(1)} s (${Math.round(c.tasks / (farm.ms / 1000))} tasks/s)`);
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
