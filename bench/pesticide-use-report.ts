/**
 * The Pesticide Use Report of a month on the large farm (issue 36): 25 entities, 1,000 fields, 250,000 tasks, then a
 * month of crop-protection applications on every entity (`--sprays` tasks per entity, two product lines each: one of
 * 24 crop-protection products, a third of them restricted, and an adjuvant), the fields' site data filled in. Times
 * the report of the first entity's month over HTTP, as JSON, CSV and PDF, beside its floor: a plain SQL select of the
 * same rows (the task lines of the month joined to their task, product and field), run the same number of times in
 * the same run. Goal: under 1 s on PostgreSQL.
 *
 *   bun bench/pesticide-use-report.ts [--engine postgres|pglite|both] [--tasks 250000] [--sprays 1000] [--runs 10] [--pg-url URL]
 */
// The app first: its schemas extend zod with .openapi before the services load the report shapes.
import "../api/app";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { fields, products, taskProducts, tasks } from "../db/schema";
import { CALIFORNIA_COUNTIES } from "../api/domain/california-counties";
import { loadLargeFarm } from "./generate-large-farm";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase, vacuumLoadedFarm } from "./lib/engines";
import { ms, table, time } from "./lib/measure";
import { serveSignedIn } from "./lib/serve";

const MONTH = "2025-04";
const CROP_PROTECTANTS = 4;
const BATCH = 2_000;
const { engines, pgUrl, tasks: taskCount, sprays, runs } = engineBenchArgs(
  "bun bench/pesticide-use-report.ts [--engine postgres|pglite|both] [--tasks N] [--sprays N] [--runs N] [--pg-url URL]",
  { tasks: { default: 250_000, min: 0 }, sprays: { default: 1_000, min: 1 }, runs: { default: 10, min: 1, max: 200 } },
);
// PostgreSQL is the engine the goal names: the default here, unless --engine says otherwise.
const chosen = process.argv.includes("--engine") ? engines : (["postgres"] as const);

/** Site data on every field; 24 crop-protection products and an adjuvant; `sprays` applications a month per entity. */
async function addApplications(db: Db, entityIds: number[]) {
  const all = await db.select({ id: fields.id, entityId: fields.entityId, acreage: fields.acreage }).from(fields);
  for (const [i, f] of all.entries()) {
    await db
      .update(fields)
      .set({
        county: CALIFORNIA_COUNTIES[i % CALIFORNIA_COUNTIES.length]!,
        operatorId: `${String(10 + (f.entityId % 40)).padStart(2, "0")}-12-${String(1_000_000 + f.entityId).slice(1)}`,
        permitNumber: String(3_900_000 + f.entityId),
        siteId: `S${f.id}`,
        baseMeridian: "M",
        township: `${1 + (i % 30)}S`,
        range: `${String(1 + (i % 25)).padStart(2, "0")}E`,
        section: 1 + (i % 36),
        acresPlanted: f.acreage,
      })
      .where(eq(fields.id, f.id));
  }
  const made = await db
    .insert(products)
    .values([
      ...Array.from({ length: 24 }, (_, i) => ({ name: `Bench Pesticide ${i + 1}`, kind: "crop protection", stockUnit: i % 2 ? "gal" : "lb", epaRegistrationNumber: `${100 + i}-${1000 + i}`, restrictedUse: i % 3 === 0 })),
      { name: "Bench Adjuvant", kind: "crop protection", stockUnit: "gal", epaRegistrationNumber: "999-1" },
    ])
    .returning({ id: products.id, stockUnit: products.stockUnit });
  const adjuvant = made.at(-1)!;
  let lines = 0;
  for (const entityId of entityIds) {
    const own = all.filter((f) => f.entityId === entityId);
    for (let start = 0; start < sprays; start += BATCH) {
      const n = Math.min(BATCH, sprays - start);
      const rows = Array.from({ length: n }, (_, k) => {
        const i = start + k;
        const f = own[i % own.length]!;
        const day = String(1 + (i % 30)).padStart(2, "0");
        return {
          entityId,
          fieldId: f.id,
          categoryId: CROP_PROTECTANTS,
          name: `Spray ${i + 1}`,
          cropYear: 2025,
          date: `${MONTH}-${day}`,
          acresCovered: f.acreage,
          applicationTime: `${String(5 + (i % 12)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
          applicationMethod: i % 7 === 0 ? "aerial" : "ground",
          applicator: `Applicator ${1 + (i % 9)}`,
        };
      });
      const work = await db.insert(tasks).values(rows).returning({ id: tasks.id, acres: tasks.acresCovered });
      await db.insert(taskProducts).values(
        work.flatMap((t, k) => {
          const p = made[(start + k) % 24]!;
          return [
            { taskId: t.id, entityId, productId: p.id, line: 1, ratePerAcre: "2", unit: p.stockUnit === "gal" ? "pt" : "lb", stockQuantity: p.stockUnit === "gal" ? String(Number(t.acres) / 4) : String(Number(t.acres) * 2) },
            { taskId: t.id, entityId, productId: adjuvant.id, line: 2, totalQuantity: "1", unit: "gal", stockQuantity: "1" },
          ];
        }),
      );
      lines += work.length * 2;
    }
  }
  await db.execute(sql`vacuum (analyze) task_products, products, fields, tasks`);
  return lines;
}

/** The floor: the same rows in one plain SQL select, nothing computed, nothing printed. */
async function floor(db: Db, entityId: number) {
  await db
    .select({
      taskId: tasks.id,
      date: tasks.date,
      time: tasks.applicationTime,
      acres: tasks.acresCovered,
      method: tasks.applicationMethod,
      applicator: tasks.applicator,
      crop: tasks.cropType,
      line: taskProducts.line,
      rate: taskProducts.ratePerAcre,
      total: taskProducts.totalQuantity,
      unit: taskProducts.unit,
      stock: taskProducts.stockQuantity,
      product: products.name,
      epa: products.epaRegistrationNumber,
      restricted: products.restrictedUse,
      field: fields.name,
      county: fields.county,
      operatorId: fields.operatorId,
      permit: fields.permitNumber,
      siteId: fields.siteId,
      meridian: fields.baseMeridian,
      township: fields.township,
      range: fields.range,
      section: fields.section,
      planted: fields.acresPlanted,
    })
    .from(taskProducts)
    .innerJoin(tasks, eq(tasks.id, taskProducts.taskId))
    .innerJoin(products, eq(products.id, taskProducts.productId))
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .where(and(eq(tasks.entityId, entityId), sql`${tasks.date} between ${`${MONTH}-01`} and ${`${MONTH}-30`}`, sql`${tasks.deletedAt} is null`, eq(products.kind, "crop protection")));
}

const results: Array<Array<string | number>> = [];
for (const engine of chosen) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const { db } = bench.handle;
  let server: ReturnType<typeof Bun.serve> | undefined;
  try {
    console.error(`\n[${engine}] loading ${taskCount.toLocaleString("en-US")} tasks into ${bench.where}`);
    const farm = await loadLargeFarm(db, taskCount);
    await vacuumLoadedFarm(db);
    const lines = await addApplications(db, farm.entityIds);
    console.error(`[${engine}] ${lines.toLocaleString("en-US")} product lines in ${MONTH} over ${farm.entityIds.length} entities`);
    const e = farm.entityIds[0]!;
    const served = await serveSignedIn(db);
    server = served.server;
    const path = `/api/entities/${e}/reports/pesticide-use?month=${MONTH}`;
    const fetchOk = async (format: string) => {
      const res = await fetch(`${served.base}${path}${format === "json" ? "" : `&format=${format}`}`, { headers: { cookie: served.cookie } });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} ${format}: HTTP ${res.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
      return body;
    };
    const report = JSON.parse(new TextDecoder().decode(await fetchOk("json"))) as { rows: unknown[] };
    const floorTime = await time(() => floor(db, e), runs);
    for (const format of ["json", "csv", "pdf"] as const) {
      const bytes = (await fetchOk(format)).byteLength;
      const t = await time(() => fetchOk(format), runs);
      results.push([engine, format, report.rows.length, ms(t.median), ms(t.p95), ms(floorTime.median), (t.median / floorTime.median).toFixed(1), `${Math.round(bytes / 1024)} KB`, t.median < 1000 ? "yes" : "NO"]);
    }
  } finally {
    server?.stop(true);
    await bench.dispose();
  }
}

console.log(`\nLarge farm (${taskCount.toLocaleString("en-US")} tasks) + ${sprays.toLocaleString("en-US")} sprays per entity in ${MONTH} (2 product lines each); the first entity's Pesticide Use Report over HTTP, ${runs} sequential runs after warm-up.`);
console.log("Floor: a plain SQL select of the same rows (lines of the month joined to task, product and field), same runs.\n");
console.log(table(["engine", "format", "rows", "median", "p95", "floor (median)", "x floor", "size", "under 1 s"], results));
