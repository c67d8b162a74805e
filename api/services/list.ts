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
 * The name to give drizzle's `.prepare()`: none. The query's SQL text is still built once and reused, but it runs as
 * an unnamed statement, like every other query. A named server-side statement (drizzle's postgres-js session
 * prepares on the server only when given a name) left the pool's connections failing with 57P01 for a while after
 * PostgreSQL restarted under a running server (tests/server/database-outage.test.ts).
 */
export const UNNAMED_STATEMENT = undefined as unknown as string;
