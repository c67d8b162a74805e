/**
 * Harvest and sales on the large farm (issue 37): 25 entities, 1,000 fields, and crop year 2025's harvest written by
 * the demo's generator (db/farm-harvest.ts) at `--loads` scale tickets a field (40: 40,000 tickets), a third straight to
 * buyers, the rest into storage and delivered out, settlements paying loads in runs of ten, shrink, a contract and a
 * mark per entity and crop. Times, each beside its floor (the same reads in plain SQL, nothing computed, run the same
 * number of times in the same run):
 *   - the crop position report of the whole farm (entity=all, every crop year) over HTTP as JSON, and of one entity;
 *   - the income allocation of the whole farm (loadFieldIncome: each field's share of every settlement and of the
 *     unsold crop at the mark), what every profit report reads.
 * Goal: under 1 s on PostgreSQL.
 *
 *   bun bench/harvest-position.ts [--engine postgres|pglite|both] [--loads 40] [--tasks 0] [--runs 10] [--pg-url URL]
 */
// The app first: its schemas extend zod with .openapi before the services load the report shapes.
import "../api/app";
import { sql } from "drizzle-orm";
import { systemContext } from "../api/services/context";
import { loadFieldIncome } from "../api/services/sales-income.service";
import type { Db } from "../db/client";
import { insertFarmHarvest } from "../db/farm-harvest";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { ms, table, time } from "./lib/measure";
import { serveSignedIn } from "./lib/serve";

const YEAR = 2025;
const { engines, pgUrl, loads, tasks: taskCount, runs } = engineBenchArgs(
  "bun bench/harvest-position.ts [--engine postgres|pglite|both] [--loads N] [--tasks N] [--runs N] [--pg-url URL]",
  { loads: { default: 40, min: 1, max: 1000 }, tasks: { default: 0, min: 0 }, runs: { default: 10, min: 1, max: 200 } },
);
// PostgreSQL is the engine the goal names: the default here, unless --engine says otherwise.
const chosen = process.argv.includes("--engine") ? engines : (["postgres"] as const);

/** The crop position's reads (harvest-reports.service loadPositionData: sums per pool and unit) in plain SQL. */
function positionFloor(db: Db, ids: number[]) {
  const scope = sql`entity_id = any(${`{${ids.join(",")}}`}::integer[])`;
  return Promise.all([
    db.execute(sql`select entity_id, crop, crop_year, field_id, unit, (location_id is not null), sum(quantity)::text, count(*)::int from harvest_tickets where ${scope} group by entity_id, crop, crop_year, field_id, unit, (location_id is not null)`),
    db.execute(sql`select entity_id, crop, crop_year, unit, sum(quantity)::text from storage_adjustments where ${scope} group by entity_id, crop, crop_year, unit`),
    db.execute(sql`select entity_id, crop, crop_year, unit, (location_id is not null), sum(quantity)::text from deliveries where ${scope} group by entity_id, crop, crop_year, unit, (location_id is not null)`),
    db.execute(sql`select entity_id, crop, crop_year, unit, sum(quantity)::text from crop_contracts where ${scope} group by entity_id, crop, crop_year, unit`),
    db.execute(sql`select s.entity_id, s.crop, s.crop_year, l.unit, sum(l.quantity)::text from settlement_lines l join settlements s on s.id = l.settlement_id where s.${scope} group by s.entity_id, s.crop, s.crop_year, l.unit`),
    db.execute(sql`select s.entity_id, s.crop, s.crop_year, l.unit, sum(s.net)::text from settlements s left join settlement_lines l on l.settlement_id = s.id and l.line = 1 where s.${scope} group by s.entity_id, s.crop, s.crop_year, l.unit`),
    db.execute(sql`select entity_id, crop, crop_year, price, unit from crop_marks where ${scope}`),
  ]);
}

/** The income allocation's reads (sales-income.service loadFieldIncome, every entity and year) in plain SQL. */
async function allocationFloor(db: Db) {
  await db.execute(sql`select entity_id, crop, crop_year, field_id, unit, sum(quantity)::text from harvest_tickets group by entity_id, crop, crop_year, field_id, unit`);
  await Promise.all([
    db.execute(sql`select s.id, s.entity_id, s.crop, s.crop_year, s.date, s.number, s.net, b.name from settlements s join buyers b on b.id = s.buyer_id order by s.date, s.id`),
    db.execute(sql`select l.settlement_id, l.unit, sum(l.quantity)::text from settlement_lines l join settlements s on s.id = l.settlement_id group by l.settlement_id, l.unit`),
    db.execute(sql`select entity_id, crop, crop_year, unit, sum(quantity)::text from storage_adjustments group by entity_id, crop, crop_year, unit`),
    db.execute(sql`select entity_id, crop, crop_year, price, unit from crop_marks`),
  ]);
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
    await vacuumLoadedFarm(db);
    const started = performance.now();
    const h = await db.transaction((tx) => insertFarmHarvest(tx, farm.entityIds, { seed: 37, cropYear: YEAR, until: `${YEAR + 1}-06-30`, loadsPerField: loads, loadsPerSettlement: 10 }));
    await db.execute(sql`vacuum (analyze) harvest_tickets, deliveries, storage_adjustments, crop_contracts, settlements, settlement_lines, settlement_deductions, crop_marks, buyers, storage_locations`);
    loaded = `${farm.counts.fields.toLocaleString("en-US")} fields, ${h.tickets.toLocaleString("en-US")} tickets, ${h.deliveries.toLocaleString("en-US")} deliveries, ${h.settlements.toLocaleString("en-US")} settlements ($${h.settledNet} net), ${h.unsettled.toLocaleString("en-US")} loads unsettled, ${h.contracts} contracts and marks`;
    console.error(`[${engine}] ${loaded}, written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const served = await serveSignedIn(db);
    server = served.server;
    const fetchJson = async (path: string) => {
      const res = await fetch(served.base + path, { headers: { cookie: served.cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${body.slice(0, 300)}`);
      return JSON.parse(body) as { rows: unknown[] };
    };
    const ctx = systemContext(db);
    const first = farm.entityIds[0]!;
    const cases: Array<{ name: string; run: () => Promise<number>; floor: () => Promise<unknown> }> = [
      { name: "crop position, whole farm (HTTP JSON)", run: async () => (await fetchJson("/api/reports/crop-position?entity=all")).rows.length, floor: () => positionFloor(db, farm.entityIds) },
      { name: "crop position, one entity (HTTP JSON)", run: async () => (await fetchJson(`/api/reports/crop-position?entity=${first}`)).rows.length, floor: () => positionFloor(db, [first]) },
      {
        name: "income allocation, whole farm (loadFieldIncome)",
        run: async () => {
          const income = await loadFieldIncome(ctx, { entities: "all", cropYears: "all" });
          return income.realised.length + income.estimated.length;
        },
        floor: () => allocationFloor(db),
      },
    ];
    for (const c of cases) {
      const rows = await c.run();
      const floorTime = await time(c.floor, runs);
      const t = await time(c.run, runs);
      results.push([engine, c.name, rows, ms(t.median), ms(t.p95), ms(floorTime.median), (t.median / floorTime.median).toFixed(1), t.median < 1000 ? "yes" : "NO"]);
    }
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

console.log(`\nLarge farm: ${loaded}; ${runs} sequential runs after warm-up.`);
console.log("Floor: the same reads in plain SQL (the same statements' tables, columns and order), nothing computed, same runs.\n");
console.log(table(["engine", "what", "rows", "median", "p95", "floor (median)", "x floor", "under 1 s"], results));
