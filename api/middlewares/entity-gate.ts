import { createMiddleware } from "hono/factory";
import { seesEntity } from "../domain/access";
import { type AppError, notFound } from "../lib/errors";
import type { AppBindings } from "../lib/types";
import { NOT_FOUND_NAME, type RecordKind, entitiesOfRecord, missingReference } from "../services/access.service";

/** Records a path names, by the path's shape: /api/fields/7/... names field 7. */
const PATH_RECORDS: [RegExp, RecordKind][] = [
  [/^\/api\/entities\/(\d+)(?:\/|$)/, "entity"],
  [/^\/api\/account-settings\/(\d+)$/, "entity"],
  [/^\/api\/fields\/(\d+)(?:\/|$)/, "field"],
  [/^\/api\/tasks\/(\d+)$/, "task"],
  [/^\/api\/leases\/(\d+)(?:\/|$)/, "lease"],
  [/^\/api\/payments\/(\d+)$/, "payment"],
  [/^\/api\/budgets\/(\d+)$/, "budget"],
  [/^\/api\/accounts\/(\d+)$/, "account"],
  [/^\/api\/category-accounts\/(\d+)$/, "categoryAccount"],
  [/^\/api\/landlords\/(\d+)(?:\/|$)/, "landlord"],
];
/** Query parameters that name a record: refused with the record's own 404. */
const NAMED_BY_KEY: [string, RecordKind][] = [
  ["entityId", "entity"],
  ["currentEntityId", "entity"],
  ["entity", "entity"],
  ["fieldId", "field"],
  ["leaseId", "lease"],
];
/**
 * JSON body keys that name a record, each refused with the answer its routes give a missing one: the 400 naming the
 * key (tasks, fields, budgets, leases, payments), or the 404 of the journal export's `entity`.
 */
const NAMED_IN_BODY: [string, RecordKind, () => AppError][] = [
  ["entityId", "entity", () => missingReference("entityId")],
  ["fieldId", "field", () => missingReference("fieldId")],
  ["leaseId", "lease", () => missingReference("leaseId")],
  ["copyFromBudgetId", "budget", () => missingReference("copyFromBudgetId")],
  ["entity", "entity", () => notFound(NOT_FOUND_NAME.entity)],
];
const MAX_ID = 2_147_483_647;
const asId = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

/**
 * Every record a request names (in its path, query or JSON body) must belong to an entity the caller is granted;
 * otherwise the answer is exactly the one for a missing record (docs/access.md): its own 404 in a path or query, the
 * route's answer to a missing reference in a body. A missing record gets the same answer here, whatever else the
 * request carries, so an id of another entity cannot be told from one that does not exist. Admins skip it
 * (the routes answer them, the same way for a valid request). Lists and "All Entities" modes
 * are narrowed by the services through c.get("access") instead.
 */
export const entityGate = createMiddleware<AppBindings>(async (c, next) => {
  const access = c.get("access");
  if (!access || access.entityIds === null) return next();
  const named: [RecordKind, number, () => AppError][] = [];
  const path = c.req.path;
  for (const [re, kind] of PATH_RECORDS) {
    const id = asId(re.exec(path)?.[1]);
    if (id !== null) named.push([kind, id, () => notFound(NOT_FOUND_NAME[kind])]);
  }
  const query = c.req.query();
  for (const [key, kind] of NAMED_BY_KEY) {
    const id = asId(query[key]);
    if (id !== null) named.push([kind, id, () => notFound(NOT_FOUND_NAME[kind])]);
  }
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.header("content-type")?.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => null);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      for (const [key, kind, refusal] of NAMED_IN_BODY) {
        const id = asId((body as Record<string, unknown>)[key]);
        if (id !== null) named.push([kind, id, refusal]);
      }
    }
  }
  for (const [kind, id, refusal] of named) {
    // A granted entity passes (the route answers a deleted one): no lookup.
    if (kind === "entity" && access.entityIds.has(id)) continue;
    const owners = await entitiesOfRecord(c.get("db"), kind, id);
    // A missing record is refused here too, before the route validates the rest of the request: otherwise a
    // foreign id (refused now) and a missing one (refused after validation) would answer differently.
    if (owners === null || (owners.length > 0 && !owners.some((e) => seesEntity(access, e)))) throw refusal();
  }
  await next();
});
