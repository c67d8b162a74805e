import type { Writable } from "node:stream";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RenamedTable, UpgradedValue } from "../domain/backup-upgrades";

/** A table as the database catalog describes it: the export follows the real schema, not a hand-kept list. */
export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Tables this one references, which must be loaded first. */
  parents: string[];
  /** Every column a scalar (no json, jsonb, array or composite): its backup lines can be loaded with COPY. */
  scalar: boolean;
}

type Executor = Pick<Db, "execute">;

/** Rows of a raw query on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

const CATALOG = sql`
  select c.relname as name,
    (select json_agg(a.attname order by a.attnum)::text from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
    (select coalesce(json_agg(a.attname order by a.attnum), '[]')::text from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = c.oid and i.indisprimary) as primary_key,
    (select coalesce(json_agg(distinct p.relname), '[]')::text from pg_constraint f
      join pg_class p on p.oid = f.confrelid
      where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents,
    not exists (select 1 from pg_attribute a join pg_type ty on ty.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and (ty.typcategory in ('A', 'C') or ty.typname in ('json', 'jsonb'))) as scalar
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname`;

/** Every table of the application's schema, parents before children. */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const raw = await rowsOf<{ name: string; columns: string; primary_key: string; parents: string; scalar: boolean }>(db, CATALOG);
  const tables = raw.map((r) => ({
    name: r.name,
    columns: JSON.parse(r.columns) as string[],
    primaryKey: JSON.parse(r.primary_key) as string[],
    parents: JSON.parse(r.parents) as string[],
    scalar: r.scalar,
  }));
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const seen = new Set<string>();
  const visit = (t: TableInfo, path: string[]) => {
    if (seen.has(t.name)) return;
    if (path.includes(t.name)) throw new Error(`Foreign keys form a cycle: ${[...path, t.name].join(" -> ")}`);
    for (const p of t.parents) if (byName.has(p)) visit(byName.get(p)!, [...path, t.name]);
    seen.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, []);
  return ordered;
}

const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) => sql.join(names.map(ident), sql`, `);
const PAGE_ROWS = 5_000;

/**
 * Every row of `table` as one JSON object per line, in primary-key order. Values keep PostgreSQL's own text
 * (numerics, timestamps with microseconds, 64-bit ids) because they are never parsed here.
 */
export async function* exportRows(db: Executor, table: TableInfo): AsyncGenerator<string> {
  const t = ident(table.name);
  const [key] = table.primaryKey;
  if (table.primaryKey.length === 1 && key) {
    let last: string | null = null;
    for (;;) {
      const after: SQL = last === null ? sql`` : sql`where x.${ident(key)} > ${last}`;
      const page = await rowsOf<{ k: string; j: string }>(
        db,
        sql`select x.${ident(key)}::text as k, row_to_json(x)::text as j from ${t} x ${after} order by x.${ident(key)} limit ${PAGE_ROWS}`,
      );
      for (const row of page) yield row.j;
      if (page.length < PAGE_ROWS) return;
      last = page.at(-1)!.k;
    }
  }
  const order = table.primaryKey.length ? list(table.primaryKey) : list(table.columns);
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await rowsOf<{ j: string }>(db, sql`select row_to_json(x)::text as j from ${t} x order by ${order} limit ${PAGE_ROWS} offset ${offset}`);
    for (const row of page) yield row.j;
    if (page.length < PAGE_ROWS) return;
  }
}

/** Inserts rows given as JSON lines; columns missing from `columns` take their defaults. */
export async function insertRows(db: Executor, table: string, columns: string[], lines: string[]) {
  if (!lines.length) return;
  const json = `[${lines.join(",")}]`;
  await db.execute(
    sql`insert into ${ident(table)} (${list(columns)}) select ${list(columns)} from json_populate_recordset(null::${ident(table)}, ${json}::text::json)`,
  );
}

/**
 * Inserts rows of a table an older archive names by its old name (api/domain/backup-upgrades.ts) into the table it
 * became: `columns` as they are, the rename's `set` columns from each old row. The database reads each line as a
 * record of the new table (the old-only columns are ignored there) and the set values as another, so every value
 * goes through the column's own input function, as in insertRows.
 */
export async function insertRenamedRows(db: Executor, rename: RenamedTable, columns: string[], lines: string[]) {
  if (!lines.length) return;
  const json = `[${lines.join(",")}]`;
  const to = ident(rename.to);
  const set = Object.entries(rename.set);
  const upgraded = (v: UpgradedValue): SQL =>
    "value" in v
      ? sql`${v.value}::text`
      : sql`case r->>${v.from}::text ${sql.join(Object.entries(v.map).map(([k, out]) => sql`when ${k}::text then ${out}::text`), sql` `)} else ${v.otherwise}::text end`;
  const built = sql.join(set.map(([column, v]) => sql`${column}::text, ${upgraded(v)}`), sql`, `);
  const read = [...columns.map((c) => sql`p.${ident(c)}`), ...set.map(([c]) => sql`s.${ident(c)}`)];
  await db.execute(
    sql`insert into ${to} (${list([...columns, ...set.map(([c]) => c)])})
        select ${sql.join(read, sql`, `)} from json_array_elements(${json}::text::json) r
        cross join lateral json_populate_record(null::${to}, r) p
        cross join lateral json_populate_record(null::${to}, json_build_object(${built})) s`,
  );
}

/** What COPY ... FROM needs of either driver inside a transaction: postgres.js streams, PGlite reads a blob. */
type CopyClient =
  | { unsafe(query: string): { writable(): Promise<Writable> } }
  | { query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown> };

/** PGlite takes one blob per COPY statement: this much text each, so a large table is never held whole. */
const BLOB_CHARS = 8_000_000;

/**
 * A COPY ... FROM of `columns` into `table`, run on the driver under `db` (the caller's transaction), fed with COPY
 * text (lines ending in a newline). On PostgreSQL the text streams to the server while the next lines are made; a
 * row the server refuses rejects the next write or the end, never leaves it waiting.
 */
export async function copyInto(db: Executor, table: string, columns: string[]) {
  const client = (db as unknown as { _: { session: { client: CopyClient } } })._.session.client;
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const statement = `copy ${quote(table)} (${columns.map(quote).join(", ")}) from `;
  if ("unsafe" in client) {
    const stream = await client.unsafe(`${statement}stdin`).writable();
    let failure: unknown;
    const waiting = new Set<(error: unknown) => void>();
    stream.on("error", (error) => {
      failure ??= error;
      for (const reject of waiting) reject(error);
    });
    const until = (event: string) =>
      new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        waiting.add(reject);
        stream.once(event, () => {
          waiting.delete(reject);
          resolve();
        });
      });
    return {
      async write(text: string) {
        if (failure) throw failure;
        if (!stream.write(text)) await until("drain");
      },
      async end() {
        if (failure) throw failure;
        const finished = until("finish");
        stream.end();
        await finished;
      },
      /** Ends a COPY the caller gives up on (the server is told it failed), so the transaction can roll back. */
      async abort() {
        if (failure) return;
        const ended = until("close").catch(() => {});
        stream.destroy(new Error("the load was stopped"));
        await ended;
      },
    };
  }
  let parts: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (!chars) return;
    const blob = new Blob(parts);
    parts = [];
    chars = 0;
    await client.query(`${statement}'/dev/blob'`, [], { blob });
  };
  return {
    async write(text: string) {
      parts.push(text);
      chars += text.length;
      if (chars >= BLOB_CHARS) await flush();
    },
    end: flush,
    async abort() {
      parts = [];
      chars = 0;
    },
  };
}

/** Empties every table and restarts their id sequences. */
export async function truncateAll(db: Executor, tables: TableInfo[]) {
  if (tables.length) await db.execute(sql`truncate table ${list(tables.map((t) => t.name))} restart identity cascade`);
}

/**
 * Moves every sequence a column takes its default from past the largest value now in those columns, so new rows
 * never collide: each serial id, and the sequences several tables share for the order movements were recorded in
 * (inventory_seq, harvest_seq: a movement recorded after a restore must come after the restored ones of its day).
 */
export async function resetSequences(db: Executor) {
  const defaults = await rowsOf<{ tbl: string; col: string; expr: string }>(
    db,
    sql`select c.relname as tbl, a.attname as col, pg_get_expr(d.adbin, d.adrelid) as expr
        from pg_attrdef d join pg_class c on c.oid = d.adrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r' and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%'`,
  );
  const columnsOf = new Map<string, { tbl: string; col: string }[]>();
  for (const d of defaults) {
    const seq = /^nextval\('([^']+)'/.exec(d.expr)?.[1];
    if (seq) columnsOf.set(seq, [...(columnsOf.get(seq) ?? []), { tbl: d.tbl, col: d.col }]);
  }
  for (const [seq, columns] of columnsOf) {
    const largest = sql.join(columns.map((c) => sql`(select max(${ident(c.col)}) from ${ident(c.tbl)})`), sql`, `);
    await db.execute(sql`select setval(${seq}, coalesce(greatest(${largest}), 0) + 1, false)`);
  }
}

/** Row counts per table; `only` narrows a table's count to the rows its condition matches. */
export async function countRows(db: Executor, tables: TableInfo[], only: Record<string, SQL> = {}) {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const where = only[t.name] ? sql`where ${only[t.name]}` : sql``;
    const [row] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from ${ident(t.name)} ${where}`);
    counts[t.name] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Sets aside, inside the caller's transaction, what a bulk load would otherwise maintain row by row: the foreign
 * keys (each inserted row checked against its parent) and the indexes no constraint stands on. Returns the step
 * that puts them back, each index built once over the loaded rows and each foreign key checked in one pass, as
 * pg_restore does. The primary keys and unique constraints stay, so a duplicate is refused where it always was;
 * a row a foreign key or a unique index refuses fails the put-back, and with it the transaction.
 */
export async function setAsideForLoad(db: Executor): Promise<() => Promise<void>> {
  const foreignKeys = await rowsOf<{ tbl: string; name: string; def: string }>(
    db,
    sql`select c.relname as tbl, f.conname as name, pg_get_constraintdef(f.oid) as def
        from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and f.contype = 'f' order by c.relname, f.conname`,
  );
  const indexes = await rowsOf<{ name: string; def: string }>(
    db,
    sql`select x.relname as name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i join pg_class x on x.oid = i.indexrelid join pg_namespace n on n.oid = x.relnamespace
        where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
        order by x.relname`,
  );
  for (const f of foreignKeys) await db.execute(sql`alter table ${ident(f.tbl)} drop constraint ${ident(f.name)}`);
  for (const i of indexes) await db.execute(sql`drop index ${ident(i.name)}`);
  return async () => {
    for (const i of indexes) await db.execute(sql.raw(i.def));
    for (const f of foreignKeys) await db.execute(sql`alter table ${ident(f.tbl)} add constraint ${ident(f.name)} ${sql.raw(f.def)}`);
  };
}
