import { type SQL, asc, desc } from "drizzle-orm";
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

/** LIMIT/OFFSET for a checked range. */
export function pageFor(range: ListParams<unknown>["range"]) {
  return range ? { limit: range.end - range.start + 1, offset: range.start } : { limit: 100000, offset: 0 };
}
