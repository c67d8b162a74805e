import { asc, eq, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Db } from "./client";
import { buildFarm, type FarmSpec } from "./farm-rows";
import { buildTasks } from "./farm-tasks";
import { fertilizerType } from "../api/domain/products";
import { entities, fieldCropYears, fields, products, tasks } from "./schema";

export { buildFarm, createRng, type FarmDraft, type FarmSpec } from "./farm-rows";
export { buildTasks, type FertilizerRef, type TaskDraft } from "./farm-tasks";

/** Rows per INSERT: measured fastest on PGlite (larger batches slow it down) and near best on PostgreSQL. */
const BATCH_ROWS = 2_000;

export interface LoadedFarm {
  entityIds: number[];
  fieldIds: number[];
  counts: { entities: number; fields: number; cropYears: number; tasks: number };
  ms: number;
}

/** Today's date (YYYY-MM-DD) in the machine's time zone: the last day a generated task may fall on. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/**
 * One INSERT of many tasks with a single parameter: the batch as JSON, expanded by json_populate_recordset.
 * A multi-row VALUES insert of 2,000 tasks binds 58,000 parameters, which is several times slower to build,
 * send and parse on both engines. Keys are turned into column names as the database's snake_case casing does.
 */
async function insertTaskBatch(tx: Pick<Db, "execute">, batch: Array<typeof tasks.$inferInsert>) {
  // Every generated row has the same keys, so the first row names the columns of the whole batch.
  const keys = Object.keys(batch[0]!) as Array<keyof (typeof batch)[number]>;
  const names = keys.map((key) => toSnakeCase(key));
  const json = JSON.stringify(batch.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key]]))));
  const columns = sql.raw(names.map((name) => `"${name}"`).join(", "));
  await tx.execute(sql`insert into ${tasks} (${columns}) select ${columns} from json_populate_recordset(null::${tasks}, ${json}::json)`);
}

/**
 * Generates the farm of `spec` and writes it in one transaction, 2,000 rows per INSERT. Tasks are streamed from
 * the generator batch by batch. Tables are analyzed afterwards so the planner sees their real sizes at once.
 * @example await insertFarm(db, { entities: 3, fieldsPerEntity: 4, cropYears: [2025], tasks: 100, seed: 1, until: "2025-12-31" })
 */
export async function insertFarm(db: Db, spec: FarmSpec, onProgress?: (tasksDone: number) => void): Promise<LoadedFarm> {
  const started = performance.now();
  const ferts = (await db.select({ id: products.id, stockUnit: products.stockUnit }).from(products).where(eq(products.kind, "fertilizer")).orderBy(asc(products.id))).map((f) => ({ id: f.id, type: fertilizerType(f.stockUnit) }));
  const farm = buildFarm(spec);
  const loaded = await db.transaction(async (tx) => {
    const entityIds = (await tx.insert(entities).values(farm.entities).returning({ id: entities.id })).map((r) => r.id);
    const fieldIds: number[] = [];
    for (let i = 0; i < farm.fields.length; i += BATCH_ROWS) {
      const values = farm.fields.slice(i, i + BATCH_ROWS).map(({ entityIndex, ...f }) => ({ ...f, entityId: entityIds[entityIndex]! }));
      const rows = await tx.insert(fields).values(values).returning({ id: fields.id });
      fieldIds.push(...rows.map((r) => r.id));
    }
    for (let i = 0; i < farm.cropYears.length; i += BATCH_ROWS) {
      const values = farm.cropYears.slice(i, i + BATCH_ROWS).map(({ fieldIndex, ...c }) => ({ ...c, fieldId: fieldIds[fieldIndex]! }));
      await tx.insert(fieldCropYears).values(values);
    }
    let batch: Array<typeof tasks.$inferInsert> = [];
    let done = 0;
    const flush = async () => {
      if (!batch.length) return;
      await insertTaskBatch(tx, batch);
      done += batch.length;
      batch = [];
      onProgress?.(done);
    };
    for (const { entityIndex, fieldIndex, ...task } of buildTasks(spec, farm, ferts)) {
      batch.push({ ...task, entityId: entityIds[entityIndex]!, fieldId: fieldIds[fieldIndex]! });
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    return { entityIds, fieldIds, done };
  });
  await db.execute(sql`analyze entities, fields, field_crop_years, tasks`);
  return {
    entityIds: loaded.entityIds,
    fieldIds: loaded.fieldIds,
    counts: { entities: farm.entities.length, fields: farm.fields.length, cropYears: farm.cropYears.length, tasks: loaded.done },
    ms: performance.now() - started,
  };
}
