import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Db } from "../../db/client";
import { entities, fertilizers, fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { prepareTask } from "../domain/task-preparation";
import { AppError, type Issue, notFound } from "../lib/errors";
import * as S from "../lib/http-status";
import type { TaskImportRow, TaskImportValues } from "../schemas/task-import.schemas";
import { noteChange } from "./audit-trail";

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
  const fertilizerRows = await db.select({ id: fertilizers.id, name: fertilizers.name }).from(fertilizers);
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
  const { importKey, entity: _e, field: _f, category: _c, fertilizer: _x, ...input } = v;
  const { values, issues } = prepareTask(
    { ...input, fertilizerId, cropYear, acresCovered: v.acresCovered ?? field.acreage, cropType: v.cropType ?? null },
    { field, yearCrop: l.crops.get(`${field.id}:${cropYear}`), category },
  );
  for (const i of issues) issue(i.path === "fertilizerId" ? "fertilizer" : i.path, i.message);
  if (issues.length) return null;
  return { ...values, entityId, fieldId: field.id, categoryId: category.id, importKey: importKey ?? null };
}

/** A cell's text when it holds some, for naming an unknown field or category in a row that failed otherwise. */
const given = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/** A row as sent, and what the route's row schema made of it. */
export interface CheckedRow {
  row: TaskImportRow;
  parsed: { success: true; data: TaskImportValues } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/** Resolves every checked row's names; throws one 400 naming every bad row (`rows.{index}.{key}`). */
export async function prepareImport(db: Db, entityId: number, rows: CheckedRow[]): Promise<NewTask[]> {
  const active = and(eq(entities.id, entityId), isNull(entities.deletedAt));
  const [entity] = await db.select({ id: entities.id, name: entities.name }).from(entities).where(active);
  if (!entity) throw notFound("Farm entity");
  const lookups = await loadLookups(db, entityId);
  const issues: Issue[] = [];
  const seenKeys = new Map<string, number>();
  const prepared: NewTask[] = [];
  rows.forEach(({ row, parsed }, index) => {
    const issue: IssueFn = (key, message) => issues.push({ path: `rows.${index}.${key}`, message });
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
    if (key !== undefined && seenKeys.has(key)) {
      issue("importKey", `"${key}" is also the key of row ${seenKeys.get(key)}; each row needs its own`);
    } else if (key !== undefined) seenKeys.set(key, index);
    const task = toTask(parsed.data, entityId, lookups, issue);
    if (task) prepared.push(task);
  });
  if (issues.length) {
    const bad = new Set(issues.map((i) => i.path.split(".")[1])).size;
    const first = `${issues[0]!.path}: ${issues[0]!.message}`;
    const message = `${bad} of ${rows.length} rows are invalid; nothing was written. First: ${first}`;
    throw new AppError(S.BAD_REQUEST, "VALIDATION", message, issues);
  }
  return prepared;
}

const snake = toSnakeCase;
// Who recorded a task is not the file's to say: imported rows keep the column defaults (no recorder, not crew).
const IDENTITY = ["id", "entityId", "importKey", "createdAt", "deletedAt", "recordedById", "recordedByCrew"];
/** What a re-import may change: everything but the task's identity (entity, import key) and its soft-delete mark. */
const UPDATABLE = Object.keys(getTableColumns(tasks)).filter((k) => !IDENTITY.includes(k));
const INSERTED = ["entityId", "importKey", ...UPDATABLE];
const INSERTED_SQL = INSERTED.map(snake);
const insertColumns = sql.raw(INSERTED_SQL.join(", "));
const updates = sql.raw(UPDATABLE.map((k) => `${snake(k)} = excluded.${snake(k)}`).join(", "));
const list = (table: string) => sql.raw(`(${UPDATABLE.map((k) => `${table}.${snake(k)}`).join(", ")})`);

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
 * looked up first: when none is in the entity (a first import, the check farmctl runs before writing a new file),
 * every row is new and the rows' values need not be sent and compared.
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
           count(*) filter (where t.id is not null and ${list("t")} is distinct from ${list("x")})::int as updated
    from ${asRecordset(prepared)} x
    left join tasks t on t.entity_id = x.entity_id and t.import_key = x.import_key`);
  return rowsOf<Counts>(result)[0]!;
}

/** Inserts new tasks and updates matched ones whose values differ (so identical ones count as unchanged). */
async function upsert(db: Db, prepared: NewTask[]) {
  const result = await db.execute(sql`
    with written as (
      insert into tasks (${insertColumns})
      select ${insertColumns} from ${asRecordset(prepared)}
      on conflict (entity_id, import_key) where import_key is not null
      do update set ${updates} where ${list("tasks")} is distinct from ${list("excluded")}
      returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as created, count(*) filter (where not inserted)::int as updated from written`);
  return rowsOf<Counts>(result)[0]!;
}

/**
 * Imports one chunk of rows: all rows are checked first (a 400 names every bad row, nothing is written), then, in
 * one statement and so one transaction, new tasks are inserted and tasks of an earlier import of the entity with
 * the same import key updated. A dry run checks and counts the same way and writes nothing.
 */
export async function importTasks(db: Db, entityId: number, rows: CheckedRow[], options: { dryRun?: boolean } = {}) {
  const prepared = await prepareImport(db, entityId, rows);
  const counts: Counts = options.dryRun ? await countChanges(db, entityId, prepared) : await upsert(db, prepared);
  const result = { dryRun: !!options.dryRun, received: rows.length, ...counts, unchanged: rows.length - counts.created - counts.updated };
  noteChange({ action: "import", resource: "tasks", id: entityId, changes: result });
  return result;
}
