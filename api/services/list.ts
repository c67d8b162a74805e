import { SQL, asc, desc, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListParams } from "../lib/list-query";

type Sortable = PgColumn | SQL;

/** ORDER BY for a checked sort, with id as the tie-breaker so pages never overlap. */
export function orderFor(
  sort: ListParams<unknown>["sort"],
  columns: Record<string, Sortable>,
  fallback: Sortable,
  id: PgColumn,
): Sortable[] {
  if (!sort) return [fallback, asc(id)];
  const column = columns[sort.field]!;
  return [sort.order === "DESC" ? desc(column) : asc(column), asc(id)];
}

/**
 * The condition keeping a list within the caller's entities: none for null (every entity), false for no grants.
 * @example and(filterWhere(f), withinEntities(tasks.entityId, params.within))
 */
export function withinEntities(column: PgColumn | SQL, within: readonly number[] | null | undefined): SQL | undefined {
  if (within === null || within === undefined) return undefined;
  if (!within.length) return sql`false`;
  return column instanceof SQL ? sql`${column} in (${sql.join(within.map((id) => sql`${id}`), sql`, `)})` : inArray(column, [...within]);
}

/** LIMIT/OFFSET for a checked range. */
export function pageFor(range: ListParams<unknown>["range"]) {
  return range ? { limit: range.end - range.start + 1, offset: range.start } : { limit: 100000, offset: 0 };
}

/**
 * The name given to drizzle's `.prepare()` for the statements built once and run on every request (the session
 * lookup, the entity list, a task create's statements, the audit row). Any name makes drizzle's postgres-js session
 * ask postgres.js for a server-side prepared statement (postgres.js names and caches it per connection itself): it is
 * parsed and described once per connection, and each later call is one round trip instead of two (Parse+Describe,
 * then Bind+Execute). PGlite ignores it. These were unnamed while a PostgreSQL restart left pooled connections
 * failing (a stale 57P01 replayed; a batched write left behind that kept the next StartupMessage from being sent):
 * the driver patch fixes both (docs/decisions/postgres-driver-patch.md), and tests/server/database-outage.test.ts
 * holds.
 */
export const REUSED_STATEMENT = "farm_reused";
