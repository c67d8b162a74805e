import { z } from "@hono/zod-openapi";
import { invalid } from "./errors";

/** react-admin's simple-rest list parameters, parsed and checked against what a resource allows. */
export interface ListParams<F> {
  sort: { field: string; order: "ASC" | "DESC" } | null;
  range: { start: number; end: number } | null;
  filter: F;
}

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(name, "must be JSON");
  }
}

const SortSchema = z.tuple([z.string(), z.enum(["ASC", "DESC", "asc", "desc"])]);
const RangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([s, e]) => e >= s, "end must not be before start");

/**
 * Parses `?sort=["name","ASC"]&range=[0,24]&filter={...}`. Unknown sort or filter keys are a 400.
 * @example parseListQuery(c.req.valid("query"), ["id", "name"], z.strictObject({ q: z.string().optional() }))
 */
export function parseListQuery<S extends z.ZodType>(
  query: { sort?: string; range?: string; filter?: string },
  sortable: readonly string[],
  filterSchema: S,
): ListParams<z.output<S>> {
  const rawSort = parseJson("sort", query.sort);
  let sort: ListParams<unknown>["sort"] = null;
  if (rawSort !== undefined) {
    const parsed = SortSchema.safeParse(rawSort);
    if (!parsed.success) throw invalid("sort", 'must be ["field","ASC"|"DESC"]');
    const [field, order] = parsed.data;
    if (!sortable.includes(field)) throw invalid("sort", `cannot sort by "${field}"; use one of ${sortable.join(", ")}`);
    sort = { field, order: order.toUpperCase() as "ASC" | "DESC" };
  }
  const rawRange = parseJson("range", query.range);
  let range: ListParams<unknown>["range"] = null;
  if (rawRange !== undefined) {
    const parsed = RangeSchema.safeParse(rawRange);
    if (!parsed.success) throw invalid("range", "must be [start,end] with 0 <= start <= end");
    range = { start: parsed.data[0], end: Math.min(parsed.data[1], parsed.data[0] + 9999) };
  }
  const rawFilter = parseJson("filter", query.filter) ?? {};
  const filter = filterSchema.safeParse(rawFilter);
  if (!filter.success) {
    const issue = filter.error.issues[0]!;
    const key = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".");
    const message = issue.code === "unrecognized_keys" ? `unknown filter key ${key}` : issue.message;
    throw invalid(issue.path.length ? `filter.${issue.path.join(".")}` : "filter", message);
  }
  return { sort, range, filter: filter.data };
}

/** The header ra-data-simple-rest reads the total from. @example contentRange("fields", 0, 10, 42) === "fields 0-9/42" */
export function contentRange(resource: string, start: number, count: number, total: number) {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

/** A filter value that may be one id or the list react-admin's getMany sends. */
export const idFilter = z.union([z.coerce.number().int(), z.array(z.coerce.number().int())]).optional();
