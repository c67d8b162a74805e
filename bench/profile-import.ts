/**
 * Where the task import's time goes, phase by phase, in one process (no HTTP, no CLI start):
 *   bun bench/profile-import.ts [--engine pglite|postgres] [--rows 100000]
 * Each phase is the work farmctl or the route does for every chunk, timed by CPU time of this process and wall time.
 */
import { systemContext } from "../api/services/context";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { decodeText } from "../api/domain/text-encoding";
import { checkImportBatch, checkImportRow } from "../api/schemas/task-import.schemas";
import * as service from "../api/services/task-import.service";
import { chunk } from "../cli/import/send";
import { assignImportKeys, parseTaskCsv } from "../cli/import/task-csv";
import { buildFarm, buildTasks, insertFarm } from "../db/generate-farm";
import { fertilizerType } from "../api/domain/products";
import { products, taskCategories } from "../db/schema";
import { engineBenchArgs } from "./lib/args";
import { freshBenchDatabase } from "./lib/engines";

const { engines, pgUrl, rows: rowCount } = engineBenchArgs("bun bench/profile-import.ts [--engine E] [--rows N]", { rows: { default: 100_000, min: 1 } });
const spec = { entities: 1, fieldsPerEntity: 60, cropYears: [2023, 2024, 2025], tasks: rowCount, seed: 4242, until: "2025-12-31" };
const COLUMNS = ["date", "field", "category", "name", "crop_year", "acres_covered", "cost_per_acre", "equipment_rental",
  "equipment_description", "crop_type", "notes", "yield_amount", "yield_unit", "yield_value_per_unit", "fertilizer",
  "fertilizer_gallons_applied", "irrigation_type", "irrigation_hours", "water_assessment", "rent",
  "water_assessment_per_acre", "rent_per_acre"];

const totals = new Map<string, { cpu: number; wall: number }>();
async function phase<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const c = process.cpuUsage();
  const w = performance.now();
  const out = await fn();
  const d = process.cpuUsage(c);
  const t = totals.get(name) ?? { cpu: 0, wall: 0 };
  t.cpu += (d.user + d.system) / 1000;
  t.wall += performance.now() - w;
  totals.set(name, t);
  return out;
}

for (const engine of engines) {
  const bench = await freshBenchDatabase(engine, pgUrl);
  const dir = mkdtempSync(join(tmpdir(), "farm-import-prof-"));
  try {
    const { db } = bench.handle;
    const farm0 = await insertFarm(db, { ...spec, tasks: 0 });
    const entityId = farm0.entityIds[0]!;
    const farm = buildFarm(spec);
    const categoryName = new Map((await db.select().from(taskCategories)).map((c) => [c.id, c.name]));
    const ferts = (await db.select({ id: products.id, name: products.name, stockUnit: products.stockUnit }).from(products).where(eq(products.kind, "fertilizer")).orderBy(asc(products.id))).map((f) => ({ ...f, type: fertilizerType(f.stockUnit) }));
    const fertName = new Map(ferts.map((f) => [f.id, f.name]));
    const data: string[][] = [];
    const v = (x: unknown) => (x === null || x === undefined ? "" : String(x));
    for (const t of buildTasks(spec, farm, ferts)) {
      data.push([t.date, farm.fields[t.fieldIndex]!.name, categoryName.get(t.categoryId)!, t.name, v(t.cropYear), v(t.acresCovered),
        v(t.costPerAcre), v(t.equipmentRental), v(t.equipmentDescription), v(t.cropType), v(t.notes), v(t.yieldAmount), v(t.yieldUnit),
        v(t.yieldValuePerUnit), t.fertilizerId ? fertName.get(t.fertilizerId)! : "", v(t.fertilizerGallonsApplied), v(t.irrigationType),
        v(t.irrigationHours), v(t.waterAssessment), v(t.rent), v(t.waterAssessmentPerAcre), v(t.rentPerAcre)]);
    }
    const file = join(dir, "tasks.csv");
    await Bun.write(file, `${Papa.unparse({ fields: COLUMNS, data }, { newline: "\n" })}\n`);
    totals.clear();
    for (const dryRun of [true, false]) {
      const tag = dryRun ? "check pass" : "write pass";
      const { text } = await phase("cli: read + decode", async () => decodeText(new Uint8Array(await Bun.file(file).arrayBuffer())));
      const { rows } = await phase("cli: parseTaskCsv", () => parseTaskCsv(text));
      await phase("cli: assignImportKeys", () => assignImportKeys(rows));
      const chunks = await phase("cli: chunk", () => chunk(rows));
      for (const c of chunks) {
        const body = await phase(`cli: JSON.stringify body`, () => JSON.stringify({ entityId, rows: c.map((r) => r.row) }));
        const parsedBody = await phase(`srv: JSON.parse body`, () => JSON.parse(body));
        const valid = await phase(`srv: batch check (checkImportBatch)`, () => {
          const checked = checkImportBatch(parsedBody);
          if (!checked.success) throw checked.error;
          return checked.data;
        });
        const checked = await phase(`srv: TaskImportValuesSchema per row`, () => valid.rows.map((row) => ({ row, parsed: checkImportRow(row) })));
        const prepared = await phase(`srv: prepareImport (${tag})`, () => service.prepareImport(systemContext(db), entityId, checked as service.CheckedRow[]));
        await phase(`srv: db statement (${tag})`, () => service.importTasks(systemContext(db), entityId, checked as service.CheckedRow[], { dryRun }).catch((e) => { throw e; }));
        void prepared;
      }
      console.error(`${engine}: ${tag} done`);
    }
    console.log(`\n${engine}, ${rowCount} rows (db statement includes a second prepareImport; subtract it)`);
    for (const [name, t] of totals) console.log(`${name.padEnd(48)} cpu ${(t.cpu / 1000).toFixed(2).padStart(6)} s   wall ${(t.wall / 1000).toFixed(2).padStart(6)} s`);
  } finally {
    await bench.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
