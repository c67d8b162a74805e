/**
 * The farm map's data on the large farm (issue 39): 25 entities, 1,000 fields, each with a boundary of `--vertices`
 * corners (200: a ring of 201 positions, coordinates to 7 decimals), and `--tasks` tasks of crop year 2025 for the
 * figures. Times GET /api/map?year=2025 (every entity, as an admin sees it) over HTTP, beside its floor: the same
 * rows (each field's id, entity, names, acres, geometry and area) read with one plain SQL query and JSON.stringify,
 * nothing computed, run the same number of times in the same run. Prints the answer's size in bytes, raw and gzipped.
 * Goal: under 500 ms on PostgreSQL.
 *
 *   bun bench/map-data.ts [--engine postgres|pglite|both] [--vertices 200] [--tasks 20000] [--runs 10] [--pg-url URL]
 */
// The app first: its schemas extend zod with .openapi before the services load the report shapes.
import "../api/app";
import { sql } from "drizzle-orm";
import { boundaryAcres } from "../api/domain/boundaries";
import type { Db } from "../db/client";
import { type BoundaryGeometry, fieldBoundaries, fields } from "../db/schema";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { ms, table, time } from "./lib/measure";
import { serveSignedIn } from "./lib/serve";

const YEAR = 2025;
const { engines, pgUrl, vertices, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/map-data.ts [--engine postgres|pglite|both] [--vertices N] [--tasks N] [--runs N] [--pg-url URL]",
  { vertices: { default: 200, min: 4, max: 5000 }, tasks: { default: 20_000, min: 0 }, runs: { default: 10, min: 1, max: 200 } },
);
// PostgreSQL is the engine the goal names: the default here, unless --engine says otherwise.
const chosen = process.argv.includes("--engine") ? engines : (["postgres"] as const);

/** A field's outline: `n` corners on a slightly wobbly ring about 230 m across (some 40 acres), on a grid by index. */
function outline(index: number, n: number): BoundaryGeometry {
  const lon = -121.9 + (index % 40) * 0.006;
  const lat = 36.5 + Math.floor(index / 40) * 0.006;
  const ring: number[][] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = 0.0023 * (1 + 0.03 * Math.sin(5 * a + index));
    ring.push([Number((lon + r * Math.cos(a) * 1.25).toFixed(7)), Number((lat + r * Math.sin(a)).toFixed(7))]);
  }
  ring.push(ring[0]!);
  return { type: "Polygon", coordinates: [ring] };
}

/** The floor: the map's rows in one plain SQL query, made into text with JSON.stringify. */
async function floor(db: Db) {
  const rows = await db.execute(sql`select f.id, f.entity_id, e.name as entity_name, f.name, f.acreage, b.geometry, b.area_acres
    from field_boundaries b join fields f on f.id = b.field_id join entities e on e.id = f.entity_id
    where f.deleted_at is null and e.deleted_at is null order by f.name, f.id`);
  return JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows).length;
}

const results: Array<Array<string | number>> = [];
let loaded = "";
for (const engine of chosen) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    console.error(`\n[${engine}] loading the large farm (${taskCount.toLocaleString("en-US")} tasks) into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    const ids = (await db.select({ id: fields.id }).from(fields).orderBy(fields.id)).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100).map((fieldId, j) => {
        const geometry = outline(i + j, vertices);
        return { fieldId, geometry, areaAcres: boundaryAcres(geometry), source: "geojson" };
      });
      await db.insert(fieldBoundaries).values(chunk);
    }
    await vacuumLoadedFarm(db);
    await db.execute(sql`vacuum (analyze) field_boundaries`);
    loaded = `${farm.counts.fields.toLocaleString("en-US")} fields with a boundary of ${vertices} corners, ${taskCount.toLocaleString("en-US")} tasks`;
    console.error(`[${engine}] ${loaded}`);

    const served = await serveSignedIn(db);
    server = served.server;
    const path = `/api/map?year=${YEAR}`;
    let body = "";
    const run = async () => {
      const res = await fetch(served.base + path, { headers: { cookie: served.cookie } });
      body = await res.text();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${body.slice(0, 300)}`);
      return body.length;
    };
    const firstStart = performance.now();
    await run();
    console.error(`[${engine}] first answer (cold) in ${ms(performance.now() - firstStart)}`);
    const features = (JSON.parse(body) as { features: unknown[] }).features.length;
    const raw = Buffer.byteLength(body);
    const gzip = Bun.gzipSync(Buffer.from(body)).length;
    const floorTime = await time(() => floor(db), runs);
    const t = await time(run, runs);
    results.push([engine, features, ms(t.median), ms(t.p95), ms(floorTime.median), (t.median / floorTime.median).toFixed(1), raw.toLocaleString("en-US"), gzip.toLocaleString("en-US"), t.median < 500 ? "yes" : "NO"]);
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

console.log(`\nLarge farm: ${loaded}; GET /api/map?year=${YEAR} of every entity, ${runs} sequential runs after warm-up.`);
console.log("Floor: the same rows in one plain SQL query and JSON.stringify, nothing computed, same runs.\n");
console.log(table(["engine", "fields", "median", "p95", "floor (median)", "x floor", "bytes", "gzip bytes", "under 500 ms"], results));
