import { setOwn } from "./text-check";

const SECRET_KEY = /pass(word)?|secret|token|authorization|api[-_]?key|access[-_]?key|hash|tax[-_]?id/i;
/** Named like a secret but only a flag: recorded with its values (docs/decisions/first-password.md). */
const NOT_SECRET = new Set(["mustChangePassword"]);
const isSecret = (key: string) => SECRET_KEY.test(key) && !NOT_SECRET.has(key);
type Row = Record<string, unknown>;

/** Past this many characters of JSON an entry keeps only the body's shape. */
export const MAX_CHANGES_CHARS = 20_000;

/**
 * The request body as it goes into the audit trail: secrets removed at any depth, huge bodies summarised.
 * @example auditChanges({ username: "ann", password: "x" }) // { username: "ann" }
 */
export function auditChanges(body: unknown): unknown {
  const strip = (v: unknown): unknown => {
    // A date is said as its ISO text (Object.entries of a Date is empty: it was stored as {}).
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === "object") {
      const kept: Row = {};
      for (const k of Object.keys(v)) if (!isSecret(k)) setOwn(kept, k, strip((v as Row)[k]));
      return kept;
    }
    return v;
  };
  const clean = strip(body);
  if (clean === undefined) return null;
  const size = JSON.stringify(clean)?.length ?? 0;
  if (size <= MAX_CHANGES_CHARS) return clean;
  const keys = clean && typeof clean === "object" && !Array.isArray(clean) ? Object.keys(clean) : [];
  return { truncated: true, chars: size, keys, ...(Array.isArray(clean) ? { items: clean.length } : {}) };
}

/** Bookkeeping columns every row has: they say when, not what, so an entry leaves them out. */
const BOOKKEEPING = new Set(["id", "createdAt", "updatedAt", "deletedAt"]);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A record as its audit entry keeps it (a create's stored values, a delete's last state): secrets and bookkeeping
 * columns removed.
 * @example storedValues({ id: 4, name: "North 40", passwordHash: "x" }) // { name: "North 40" }
 */
export function storedValues(row: Row): unknown {
  const kept: Row = {};
  for (const k of Object.keys(row)) if (!BOOKKEEPING.has(k)) setOwn(kept, k, row[k]);
  return auditChanges(kept);
}

/**
 * What an update changed: each column whose value differs, as `{ before, after }`. A secret column says only
 * that it changed, never its values.
 * @example changedValues({ name: "A", acres: "10.00" }, { name: "B", acres: "10.00" }) // { name: { before: "A", after: "B" } }
 */
export function changedValues(before: Row, after: Row): unknown {
  const changed: Record<string, unknown> = {};
  const secrets: Record<string, string> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(key) || sameValue(before[key], after[key])) continue;
    if (isSecret(key)) secrets[key] = "changed";
    else changed[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return { ...(auditChanges(changed) as object), ...secrets };
}

/**
 * Every kind of record the audit trail names (an audit row's `resource`): a service's `ctx.audit` takes only these
 * (api/services/context.ts), and the audit screen words each one (admin-ui/admin/audit-text.ts), so a new kind
 * cannot reach the trail without its words.
 */
export const AUDIT_RESOURCES = [
  "accounts", "account-settings", "backup", "boundaries", "budgets", "buyers", "category-accounts", "contracts", "crop-marks",
  "crop-years", "deliveries", "entities", "fertilizers", "fields", "harvest-tickets", "inventory-adjustments",
  "journal-exports", "labor-policies", "landlords", "leases", "machine-fuel", "machines", "maps", "payments",
  "price-list", "products", "purchases", "sessions", "settlements", "storage-adjustments", "storage-locations",
  "task-categories", "tasks", "time-entries", "tokens", "uploads", "users", "vendors", "worker-rates", "workers",
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];
