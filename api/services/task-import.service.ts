import type { ServiceContext } from "./context";
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Db } from "../../db/client";
import { entities, products, fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { prepareTask } from "../domain/task-preparation";
import { copyValue } from "../lib/copy-text";
import { AppError, type Issue, invalid, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { TaskImportRow, TaskImportValues } from "../schemas/task-import.schemas";
import { copyInto } from "./backup-tables.service";
import { remeasureTasksProducts } from "./task-products.service";

type NewTask = typeof tasks.$inferInsert;
interface FieldRef {
  id: number;
  name: string;
  acreage: string;
  cropType: string | null;
}
interface ImportLookups {
  fields: Map<string, FieldRef[]>;
  categories: Map<string, { id: number; name: string }>;
  fertilizers: Map<string, number>;
  /** `${fieldId}:${year}` to that year's crop. */
  crops: Map<string, string>;
  fieldNames: string[];
  categoryNames: string[];
}

/** Names match case-insensitively and whatever the spacing, as a person typing a spreadsheet expects. */
const normalize = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
/** An import names the same few fields and categories on every row: each spelling is normalized once. */
const normalized = new Map<string, string>();
const norm = (name: string) => {
  let n = normalized.get(name);
  if (n === undefined) {
    n = normalize(name);
    if (normalized.size >= 10_000) normalized.clear();
    normalized.set(name, n);
  }
  return n;
};
const listOf = (names: Iterable<string>) => {
  const all = [...names];
  return all.length > 12 ? `${all.slice(0, 12).join(", ")}, ...` : all.join(", ") || "(none)";
};

async function loadLookups(db: Db, entityId: number): Promise<ImportLookups> {
  const fieldRows = await db
    .select({ id: fields.id, name: fields.name, acreage: fields.acreage, cropType: fields.cropType })
    .from(fields)
    .where(and(eq(fields.entityId, entityId), isNull(fields.deletedAt)));
  const byName = new Map<string, FieldRef[]>();
  for (const f of fieldRows) byName.set(norm(f.name), [...(byName.get(norm(f.name)) ?? []), f]);
  const categoryRows = await db.select({ id: taskCategories.id, name: taskCategories.name }).from(taskCategories);
  const fertilizerRows = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.kind, "fertilizer"));
  const cropRows = await db
    .select({ fieldId: fieldCropYears.fieldId, year: fieldCropYears.year, cropType: fieldCropYears.cropType })
    .from(fieldCropYears)
    .innerJoin(fields, eq(fields.id, fieldCropYears.fieldId))
    .where(eq(fields.entityId, entityId));
  return {
    fields: byName,
    categories: new Map(categoryRows.map((c) => [norm(c.name), c])),
    fertilizers: new Map(fertilizerRows.map((f) => [norm(f.name), f.id])),
    crops: new Map(cropRows.map((r) => [`${r.fieldId}:${r.year}`, r.cropType])),
    fieldNames: fieldRows.map((f) => f.name),
    categoryNames: categoryRows.map((c) => c.name),
  };
}

type IssueFn = (key: string, message: string) => void;

/** The field, category and fertilizer a row names, each reported when unknown. Names not given are not checked. */
function resolveNames(l: ImportLookups, names: { field?: string; category?: string; fertilizer?: string }, issue: IssueFn) {
  const { field: fieldName, category: categoryName, fertilizer: fertilizerName } = names;
  const matches = fieldName === undefined ? [] : (l.fields.get(norm(fieldName)) ?? []);
  const field = matches.length === 1 ? matches[0] : undefined;
  if (fieldName !== undefined && !matches.length) {
    issue("field", `no field named "${fieldName}" in this entity; fields: ${listOf(l.fieldNames)}`);
  }
  if (matches.length > 1) issue("field", `${matches.length} fields are named "${fieldName}"; rename one so the import can tell them apart`);
  const category = categoryName === undefined ? undefined : l.categories.get(norm(categoryName));
  if (categoryName !== undefined && !category) {
    issue("category", `no category named "${categoryName}"; categories: ${listOf(l.categoryNames)}`);
  }
  const fertilizerId = fertilizerName ? l.fertilizers.get(norm(fertilizerName)) : null;
  if (fertilizerId === undefined) issue("fertilizer", `no fertilizer named "${fertilizerName}"; see GET /api/fertilizers`);
  return { field, category, fertilizerId };
}

/**
 * One checked row to the task it becomes, or null with its issues reported. The preparation is POST /api/tasks' own
 * (`prepareTask`): a blank crop is the field's crop for the year, a detail of another category is refused, totals come
 * from the formulas; an issue names the row's column (`fertilizer` for the fertilizer).
 */
function toTask(v: TaskImportValues, entityId: number, l: ImportLookups, issue: IssueFn): NewTask | null {
  const { field, category, fertilizerId } = resolveNames(l, v, issue);
  if (!field || !category || fertilizerId === undefined) return null;
  const cropYear = v.cropYear ?? Number(v.date.slice(0, 4));
  // Each of these objects is new and this function's own, so it is filled in rather than copied (100,000 rows).
  const { importKey, entity: _e, field: _f, category: _c, fertilizer: _x, ...input } = v;
  const payload = Object.assign(input, { fertilizerId, cropYear, acresCovered: v.acresCovered ?? field.acreage, cropType: v.cropType ?? null });
  const { values, issues } = prepareTask(payload, { field, yearCrop: l.crops.get(`${field.id}:${cropYear}`), category });
  for (const i of issues) issue(i.path === "fertilizerId" ? "fertilizer" : i.path, i.message);
  if (issues.length) return null;
  return Object.assign(values, { entityId, fieldId: field.id, categoryId: category.id, importKey: importKey ?? null });
}

/** A cell's text when it holds some, for naming an unknown field or category in a row that failed otherwise. */
const given = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/** A row as sent, and what the route's row schema made of it. */
export interface CheckedRow {
  row: TaskImportRow;
  parsed: { success: true; data: TaskImportValues } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

type Entity = { id: number; name: string };
/** Keys already used by rows of one entity in this request: key -> where (`row 3`, or `row 3 of batch 1`). */
type SeenKeys = Map<string, { batch: number; row: number }>;

async function entityAndLookups(db: Db, entityId: number): Promise<{ entity: Entity; lookups: ImportLookups }> {
  const active = and(eq(entities.id, entityId), isNull(entities.deletedAt));
  const [entity] = await db.select({ id: entities.id, name: entities.name }).from(entities).where(active);
  if (!entity) throw notFound("Farm entity");
  return { entity, lookups: await loadLookups(db, entityId) };
}

/**
 * Checks and prepares one batch of an entity's rows, reporting each problem through `issue` with the row's index
 * in the batch. `seen` carries the entity's import keys across the batches of one request.
 */
function prepareRows(entity: Entity, lookups: ImportLookups, rows: CheckedRow[], batch: number, seen: SeenKeys, issueAt: (row: number, key: string, message: string) => void) {
  const prepared: NewTask[] = [];
  rows.forEach(({ row, parsed }, index) => {
    const issue: IssueFn = (key, message) => issueAt(index, key, message);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issue(i.path.join("."), i.message);
      // The row's unknown field or category too, so one report lists all that is wrong with it.
      resolveNames(lookups, { field: given(row.field), category: given(row.category) }, issue);
      return;
    }
    const named = parsed.data.entity;
    if (named !== undefined && norm(named) !== norm(entity.name) && named.trim() !== String(entity.id)) {
      issue("entity", `names "${named}", but these rows are imported into "${entity.name}"; send each entity's rows to its own import`);
    }
    const key = parsed.data.importKey;
    const earlier = key === undefined ? undefined : seen.get(key);
    if (earlier) {
      const where = earlier.batch === batch ? `row ${earlier.row}` : `row ${earlier.row} of batch ${earlier.batch}`;
      issue("importKey", `"${key}" is also the key of ${where}; each row needs its own`);
    } else if (key !== undefined) seen.set(key, { batch, row: index });
    const task = toTask(parsed.data, entity.id, lookups, issue);
    if (task) prepared.push(task);
  });
  return prepared;
}

/** The one 400 of an import with bad rows: how many rows, and the first problem; `issues` name every one. */
function invalidRows(issues: Issue[], received: number) {
  const bad = new Set(issues.map((i) => /^(?:batches\.\d+\.)?rows\.\d+/.exec(i.path)?.[0] ?? i.path)).size;
  const first = `${issues[0]!.path}: ${issues[0]!.message}`;
  return new AppError(S.BAD_REQUEST, "VALIDATION", `${bad} of ${received} rows are invalid; nothing was written. First: ${first}`, issues);
}

/** Resolves every checked row's names; throws one 400 naming every bad row (`rows.{index}.{key}`). */
export async function prepareImport(ctx: ServiceContext, entityId: number, rows: CheckedRow[]): Promise<NewTask[]> {
  const { db } = ctx;
  const { entity, lookups } = await entityAndLookups(db, entityId);
  const issues: Issue[] = [];
  const prepared = prepareRows(entity, lookups, rows, 0, new Map(), (row, key, message) => issues.push({ path: `rows.${row}.${key}`, message }));
  if (issues.length) throw invalidRows(issues, rows.length);
  return prepared;
}

const snake = toSnakeCase;
// Who recorded a task is not the file's to say: imported rows keep the column defaults (no recorder, not crew).
const IDENTITY = ["id", "entityId", "importKey", "createdAt", "deletedAt", "recordedById", "recordedByCrew"];
// Nor are the products a task applied (task_products, costed by the inventory) and the application's details for
// the Pesticide Use Report: a file of tasks has no columns for them, so imported rows keep the defaults (no material).
IDENTITY.push("materialCost", "applicationTime", "applicationMethod", "applicator");
// Nor is the approved time on a task (time entries, costed at their approval): a re-import keeps it.
IDENTITY.push("laborCost", "machineCost");
/** What a re-import may change: everything but the task's identity (entity, import key) and its soft-delete mark. */
const UPDATABLE = Object.keys(getTableColumns(tasks)).filter((k) => !IDENTITY.includes(k));
const INSERTED = ["entityId", "importKey", ...UPDATABLE];
const INSERTED_SQL = INSERTED.map(snake);
const insertColumns = sql.raw(INSERTED_SQL.join(", "));
/**
 * A column's value as a re-import writes it: the file's, but a task's totalCost keeps the material cost of the
 * products it applies (task_products; a file of tasks has none) and the labor and machine cost of its approved time
 * (time_entries), and its equipmentTotal that machine cost, so a re-import never drops them (all are cents, so
 * adding them to the file's rounded totals is computeTaskTotals' own sum).
 */
const imported = (table: string, stored: string, k: string) => {
  if (k === "totalCost") {
    return `(${table}.total_cost + coalesce(${stored}.material_cost, 0) + coalesce(${stored}.labor_cost, 0) + coalesce(${stored}.machine_cost, 0))`;
  }
  if (k === "equipmentTotal") return `(${table}.equipment_total + coalesce(${stored}.machine_cost, 0))`;
  return `${table}.${snake(k)}`;
};
const updates = sql.raw(UPDATABLE.map((k) => `${snake(k)} = ${imported("excluded", "tasks", k)}`).join(", "));
/** The columns a re-import may change, as stored, or (`stored` given) as the file's row would write them over it. */
const list = (table: string, stored?: string) =>
  sql.raw(`(${UPDATABLE.map((k) => (stored ? imported(table, stored, k) : `${table}.${snake(k)}`)).join(", ")})`);

/**
 * The chunk as one JSON parameter read back as task rows: far faster than ~30 bind parameters per row, and
 * under PostgreSQL's 65,535-parameter limit at any chunk size.
 */
function asRecordset(prepared: NewTask[]) {
  // Nulls are left out: json_populate_recordset reads a missing key as null, and the JSON is a third smaller.
  const json = JSON.stringify(
    prepared.map((t) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < INSERTED.length; i++) {
        const value = t[INSERTED[i] as keyof NewTask];
        if (value !== null && value !== undefined) row[INSERTED_SQL[i]!] = value;
      }
      return row;
    }),
  );
  return sql`json_populate_recordset(null::tasks, ${json}::json)`;
}

interface Counts {
  created: number;
  updated: number;
}

/** db.execute answers an array on postgres.js and `{ rows }` on PGlite. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/**
 * Counts what an import would do, without writing: new keys, and matched tasks whose values differ. The keys are
 * looked up first: when none is in the entity (a first import) every row is new, and the rows' values need not be
 * sent and compared.
 */
async function countChanges(db: Db, entityId: number, prepared: NewTask[]) {
  const keys = prepared.flatMap((t) => (t.importKey ? [t.importKey] : []));
  const known = keys.length
    ? await db.execute(sql`
        select 1 from tasks
        where entity_id = ${entityId} and import_key in (select json_array_elements_text(${JSON.stringify(keys)}::json))
        limit 1`)
    : [];
  if (!rowsOf(known).length) return { created: prepared.length, updated: 0 };
  const result = await db.execute(sql`
    select count(*) filter (where t.id is null)::int as created,
           count(*) filter (where t.id is not null and ${list("t")} is distinct from ${list("x", "t")})::int as updated
    from ${asRecordset(prepared)} x
    left join tasks t on t.entity_id = x.entity_id and t.import_key = x.import_key`);
  return rowsOf<Counts>(result)[0]!;
}

/** True when the entity has a task an import made (one with an import key): a file's rows may then be known. */
async function hasImportedTasks(db: Db, entityId: number) {
  const found = await db.execute(sql`select 1 from tasks where entity_id = ${entityId} and import_key is not null limit 1`);
  return rowsOf(found).length > 0;
}

/** The tasks as COPY text, one line each, of the columns an import writes (INSERTED, in that order). */
function copyLines(prepared: NewTask[]): string {
  let text = "";
  for (const task of prepared) {
    let line = copyValue(task[INSERTED[0] as keyof NewTask]);
    for (let i = 1; i < INSERTED.length; i++) line += `\t${copyValue(task[INSERTED[i] as keyof NewTask])}`;
    text += `${line}\n`;
  }
  return text;
}

/**
 * Inserts new tasks and updates matched ones whose values differ (so identical ones count as unchanged). An updated
 * task that applies products has its lines measured and costed again (its acres or date may have changed).
 */
async function upsert(ctx: ServiceContext, prepared: NewTask[]): Promise<Counts> {
  const result = await ctx.db.execute(sql`
    with written as (
      insert into tasks (${insertColumns})
      select ${insertColumns} from ${asRecordset(prepared)}
      on conflict (entity_id, import_key) where import_key is not null
      do update set ${updates} where ${list("tasks")} is distinct from ${list("excluded", "tasks")}
      returning (xmax = 0) as inserted, id)
    select count(*) filter (where inserted)::int as created, count(*) filter (where not inserted)::int as updated,
      (select json_agg(w.id) from written w where not w.inserted and exists (select 1 from task_products tp where tp.task_id = w.id)) as applying
    from written`);
  const { applying, ...counts } = rowsOf<Counts & { applying: number[] | string | null }>(result)[0]!;
  const ids: number[] = typeof applying === "string" ? JSON.parse(applying) : (applying ?? []);
  if (ids.length) await remeasureTasksProducts(ctx, ids);
  return counts;
}

/**
 * Imports one chunk of rows: all rows are checked first (a 400 names every bad row, nothing is written), then, in
 * one statement and so one transaction, new tasks are inserted and tasks of an earlier import of the entity with
 * the same import key updated. A dry run checks and counts the same way and writes nothing.
 */
export async function importTasks(ctx: ServiceContext, entityId: number, rows: CheckedRow[], options: { dryRun?: boolean } = {}) {
  const { db } = ctx;
  const prepared = await prepareImport(ctx, entityId, rows);
  const counts: Counts = options.dryRun ? await countChanges(db, entityId, prepared) : await upsert(ctx, prepared);
  const result = { dryRun: !!options.dryRun, received: rows.length, ...counts, unchanged: rows.length - counts.created - counts.updated };
  ctx.audit({ action: "import", resource: "tasks", id: entityId, entityId, changes: result });
  return result;
}

interface EntityTotals extends Counts {
  entityId: number;
  received: number;
}

/**
 * A whole file's import in one request and so one transaction (POST /api/tasks/import): batches of any entities,
 * each checked and prepared once, as it arrives, and written at once while no row so far is bad. After the first
 * bad row the rest is still checked, to name every bad row, but nothing more is written; `finish` then throws the
 * 400 and the request's transaction takes back what was written. A dry run counts instead of writing.
 * @example const file = new FileImport(ctx, false); await file.add(0, 3, rows); return await file.finish();
 */
export class FileImport {
  private readonly entities = new Map<number, Promise<{ entity: Entity; lookups: ImportLookups; imported: boolean }>>();
  private readonly keys = new Map<number, SeenKeys>();
  private readonly totals = new Map<number, EntityTotals>();
  private readonly issues: Issue[] = [];
  private received = 0;
  /** The batch being written while the next one is checked. */
  private writing: Promise<void> = Promise.resolve();
  /**
   * The COPY loading the rows of an entity no import has written to yet: every row of the file is then new (its keys
   * are unique in the file), and COPY loads them in 55-85% of the time the insert-or-update takes
   * (docs/decisions/task-import-write-path.md, "Fourth pass"). It stays open from batch to batch, so the database
   * loads one batch while the next is checked ("Fifth pass"), and is ended before any other statement is sent.
   */
  private loading: { entityId: number; copy: Awaited<ReturnType<typeof copyInto>> } | null = null;

  private readonly db: Db;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly dryRun: boolean,
  ) {
    this.db = ctx.db;
  }

  /** A problem of the batch itself (its line is not JSON, its entity is not found): the path names the batch. */
  refuse(batch: number, path: string, message: string) {
    this.issues.push({ path: `batches.${batch}${path ? `.${path}` : ""}`, message });
  }

  /** Counts rows of a batch that could not be read, so the 400 says how many rows the file had. */
  countUnread(rows: number) {
    this.received += rows;
  }

  /**
   * Checks and prepares a batch while the database still writes the one before (PostgreSQL works in its own
   * process), then starts its write without waiting for it: at most one write is in flight, so at most two
   * batches' rows are held.
   */
  async add(batch: number, entityId: number, rows: CheckedRow[]) {
    this.received += rows.length;
    let found = this.entities.get(entityId);
    if (!found) {
      // Nothing else may go out on the transaction's connection while a batch is written or a COPY is open: a COPY
      // holds it until its end.
      this.writing = this.writing.then(() => this.endLoad());
      await this.writing.catch(() => {}); // a failed write is thrown below, where it is awaited
      // Whether an earlier import wrote to the entity is asked once, before this request writes any of its rows:
      // if none did, no row of the file can be known (its keys are unique in the file), and plain inserts do, about
      // a fifth cheaper for the database than the insert-or-update. Asked per batch instead, the lookup was planned
      // on the table's statistics from before the import and took up to a second.
      found = entityAndLookups(this.db, entityId).then(async (e) => ({ ...e, imported: await hasImportedTasks(this.db, entityId) }));
      found.catch(() => {}); // a missing entity is reported for each of its batches, below
      this.entities.set(entityId, found);
    }
    const loaded = await found.catch((err: unknown) => {
      if (err instanceof AppError && err.status === S.NOT_FOUND) return null;
      throw err;
    });
    if (!loaded) return this.refuse(batch, "entityId", "Farm entity not found");
    const seen = this.keys.get(entityId) ?? new Map();
    this.keys.set(entityId, seen);
    const prepared = prepareRows(loaded.entity, loaded.lookups, rows, batch, seen, (row, key, message) =>
      this.issues.push({ path: `batches.${batch}.rows.${row}.${key}`, message }),
    );
    await this.writing;
    if (this.issues.length) return; // checked, not written: the request ends in a 400
    this.writing = this.write(entityId, rows.length, prepared, loaded.imported);
    this.writing.catch(() => {}); // its failure is thrown where it is awaited: the next batch, or finish
  }

  private async write(entityId: number, received: number, prepared: NewTask[], imported: boolean) {
    let counts: Counts;
    if (this.dryRun) counts = await countChanges(this.db, entityId, prepared);
    else if (imported) {
      await this.endLoad();
      counts = await upsert(this.ctx, prepared);
    } else counts = await this.load(entityId, prepared);
    const total = this.totals.get(entityId) ?? { entityId, received: 0, created: 0, updated: 0 };
    total.received += received;
    total.created += counts.created;
    total.updated += counts.updated;
    this.totals.set(entityId, total);
  }

  /**
   * New tasks into the entity's open COPY (opened here for its first batch): resolved once the database has taken
   * the text, or its buffers have, so a slow database holds the next batch back rather than the file piling up.
   * A row the database refuses fails a later write or the end.
   */
  private async load(entityId: number, prepared: NewTask[]): Promise<Counts> {
    if (this.loading?.entityId !== entityId) {
      await this.endLoad();
      this.loading = { entityId, copy: await copyInto(this.db, "tasks", INSERTED_SQL) };
    }
    await this.loading.copy.write(copyLines(prepared));
    return { created: prepared.length, updated: 0 };
  }

  /** Ends the open COPY, if any: its last rows are loaded, or their failure is thrown. */
  private async endLoad() {
    const loading = this.loading;
    this.loading = null;
    if (loading) await loading.copy.end();
  }

  /**
   * Gives up an open COPY (the database is told it failed), so the request's transaction can roll back: for a
   * request that ends in an error before `finish`, or whose rows were bad.
   */
  async abandon() {
    await this.writing.catch(() => {}); // a write in flight may be opening the COPY
    const loading = this.loading;
    this.loading = null;
    if (loading) await loading.copy.abort();
  }

  /** The file's totals and each entity's, one audit entry per entity; or the 400 naming every bad row. */
  async finish() {
    await this.writing;
    if (this.issues.length) {
      await this.abandon();
      throw invalidRows(this.issues, this.received);
    }
    await this.endLoad();
    if (!this.totals.size) throw invalid("body", "send one line per batch of rows: {\"entityId\": 1, \"rows\": [...]}");
    const entities = [...this.totals.values()].map((t) => ({ ...t, unchanged: t.received - t.created - t.updated }));
    for (const e of entities) {
      const { entityId, ...counts } = e;
      this.ctx.audit({ action: "import", resource: "tasks", id: entityId, entityId, changes: { dryRun: this.dryRun, ...counts } });
    }
    const sum = (k: "received" | "created" | "updated" | "unchanged") => entities.reduce((n, e) => n + e[k], 0);
    return { dryRun: this.dryRun, received: sum("received"), created: sum("created"), updated: sum("updated"), unchanged: sum("unchanged"), entities };
  }
}
