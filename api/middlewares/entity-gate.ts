import { createMiddleware } from "hono/factory";
import { seesEntity } from "../domain/access";
import { notFound } from "../lib/errors";
import type { AppBindings } from "../lib/types";
import { NOT_FOUND_NAME, type RecordKind, entitiesOfRecord } from "../services/access.service";

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
/** Query parameters and JSON body keys that name a record. */
const NAMED_BY_KEY: [string, RecordKind][] = [
  ["entityId", "entity"],
  ["currentEntityId", "entity"],
  ["entity", "entity"],
  ["fieldId", "field"],
  ["leaseId", "lease"],
];
const MAX_ID = 2_147_483_647;
const asId = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

/**
 * Every record a request names (in its path, query or JSON body) must belong to an entity the caller is granted;
 * otherwise the answer is the record's own 404, exactly as if it did not exist (docs/access.md). Admins skip it;
 * a record that does not exist passes, so the route answers its usual 404 or 400. Lists and "All Entities" modes
 * are narrowed by the services through c.get("access") instead.
 */
export const entityGate = createMiddleware<AppBindings>(async (c, next) => {
  const access = c.get("access");
  if (!access || access.entityIds === null) return next();
  const named: [RecordKind, number][] = [];
  const path = c.req.path;
  for (const [re, kind] of PATH_RECORDS) {
    const id = asId(re.exec(path)?.[1]);
    if (id !== null) named.push([kind, id]);
  }
  const query = c.req.query();
  for (const [key, kind] of NAMED_BY_KEY) {
    const id = asId(query[key]);
    if (id !== null) named.push([kind, id]);
  }
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.header("content-type")?.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => null);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      for (const [key, kind] of NAMED_BY_KEY) {
        const id = asId((body as Record<string, unknown>)[key]);
        if (id !== null) named.push([kind, id]);
      }
    }
  }
  for (const [kind, id] of named) {
    // A granted entity passes whether it exists or not (a missing one gets the route's own answer): no lookup.
    if (kind === "entity" && access.entityIds.has(id)) continue;
    const owners = await entitiesOfRecord(c.get("db"), kind, id);
    if (owners.length > 0 && !owners.some((e) => seesEntity(access, e))) throw notFound(NOT_FOUND_NAME[kind]);
  }
  await next();
});
