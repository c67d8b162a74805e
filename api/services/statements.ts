import { type Column, Param, type SQL, sql } from "drizzle-orm";
import type { PgPreparedQuery, PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { REUSED_STATEMENT } from "./list";

/*
 * Queries whose SQL text drizzle builds once and that then run on whichever session a call is given: the database,
 * or the transaction a write runs in (api/middlewares/audit.ts). drizzle's `.prepare()` ties a statement to the
 * session it was built on, and each request's transaction is a new session, so a write's queries were built anew on
 * every request: building a task create's reference check, its insert and its audit row took about 0.9 ms, more than
 * half of the create's server CPU (docs/decisions/write-statements.md).
 */

/** What drizzle's prepared query holds on either engine (postgres-js, PGlite): the SQL, its parameters, the row mapping. */
interface Built {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
}
type Preparable = { prepare(name: string): PgPreparedQuery<PreparedQueryConfig> };
type Session = {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: unknown, name: string | undefined, arrayMode: boolean): PgPreparedQuery<PreparedQueryConfig> & Built;
};

/**
 * A query built once, with `sql.placeholder(name)` for what changes between calls, run on any session.
 * @example const byId = reusableQuery((db) => db.select().from(tasks).where(eq(tasks.id, sql.placeholder("id"))));
 *          const rows = await byId(tx, { id: 7 });
 */
export function reusableQuery<Q extends Preparable>(build: (db: Db) => Q) {
  type Result = Awaited<ReturnType<ReturnType<Q["prepare"]>["execute"]>>;
  let built: Built | undefined;
  return (db: Db, values: Record<string, unknown>): Promise<Result> => {
    built ??= build(db).prepare(REUSED_STATEMENT) as unknown as Built;
    const session = db._.session as unknown as Session;
    const query = session.prepareQuery({ sql: built.queryString, params: built.params }, built.fields, REUSED_STATEMENT, true);
    if (built.joinsNotNullableMap) query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values) as Promise<Result>;
  };
}

/**
 * The value of one insert column, filled in at each call and encoded as drizzle encodes a value it is given (a
 * null stays NULL; drizzle's placeholders would run the column's encoder on it, turning a jsonb NULL into 'null').
 */
export function columnPlaceholder(column: Column, name: string): SQL {
  const encoder = { mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)) };
  return sql`${new Param(sql.placeholder(name), encoder)}`;
}

/**
 * The insert of one row whose keys are those of `values` (an undefined value is left out: the column's default, as
 * drizzle does), built once per set of keys. Only for tables without `$defaultFn`/`$onUpdate` columns: those run
 * when the statement is built.
 */
export function reusableInsert<Q extends Preparable>(build: (db: Db, placeholders: Record<string, SQL>) => Q, columns: Record<string, Column>) {
  const byKeys = new Map<string, ReturnType<typeof reusableQuery<Q>>>();
  return (db: Db, values: Record<string, unknown>) => {
    const keys = Object.keys(values).filter((k) => values[k] !== undefined && k in columns);
    const id = keys.join(",");
    let insert = byKeys.get(id);
    if (!insert) {
      const placeholders = Object.fromEntries(keys.map((k) => [k, columnPlaceholder(columns[k]!, k)]));
      insert = reusableQuery((d) => build(d, placeholders));
      byKeys.set(id, insert);
    }
    return insert(db, values);
  };
}
