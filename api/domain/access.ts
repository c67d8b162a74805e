import { ADMIN_ROLE, CREW_ROLE, EDITOR_ROLE, type PublicUser } from "./users";

/**
 * What one request may reach, derived once from the signed-in user (session or API token): the one object every
 * entity check and every list filter reads (docs/access.md).
 */
export interface Access {
  userId: number;
  role: string;
  isAdmin: boolean;
  isCrew: boolean;
  /** Admin or editor. */
  canEdit: boolean;
  /** null = every entity (admins); otherwise the granted entity ids. */
  entityIds: ReadonlySet<number> | null;
}

/** @example accessOf({ id: 3, role: "editor", entityIds: [1, 2] }).entityIds // Set {1, 2} */
export function accessOf(user: Pick<PublicUser, "id" | "role" | "entityIds">): Access {
  const isAdmin = user.role === ADMIN_ROLE;
  return {
    userId: user.id,
    role: user.role,
    isAdmin,
    isCrew: user.role === CREW_ROLE,
    canEdit: isAdmin || user.role === EDITOR_ROLE,
    // An admin token may be limited to some entities; a non-admin always carries its grants.
    entityIds: isAdmin && user.entityIds === null ? null : new Set(user.entityIds ?? []),
  };
}

/** True when the entity is within the grants (an admin reaches every entity). */
export const seesEntity = (access: Access, entityId: number) => access.entityIds === null || access.entityIds.has(entityId);

/** The granted ids for a SQL filter, or null when nothing needs filtering (admin). */
export const entityFilter = (access: Access): number[] | null => (access.entityIds === null ? null : [...access.entityIds]);

/** Narrows a report's entity scope ("all" or ids) to the grants: "All Entities" means all granted entities. */
export function narrowScope(access: Access, scope: "all" | number[]): "all" | number[] {
  const granted = entityFilter(access);
  if (granted === null) return scope;
  return scope === "all" ? granted : scope.filter((id) => access.entityIds!.has(id));
}

/**
 * Narrows a token's grants to its creator's: a token never reaches more than the account that made it.
 * @example tokenEntityIds([1, 2, 3], [2, 9]) // [2]
 */
export function tokenEntityIds(creator: readonly number[] | null, token: readonly number[] | null): number[] | null {
  if (token === null) return creator === null ? null : [...creator];
  if (creator === null) return [...token];
  const allowed = new Set(creator);
  return token.filter((id) => allowed.has(id));
}

/* ---------- Crew ---------- */

/** How long a crew account may change or delete its own entry. */
export const CREW_EDIT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True while a crew entry created at `createdAt` may still be changed. */
export const crewMayChange = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() <= CREW_EDIT_DAYS * DAY_MS;

/** The task inputs a crew account may send; every other task input (all money) is refused by name. */
export const CREW_TASK_INPUTS = [
  "entityId", "fieldId", "categoryId", "date", "acresCovered", "equipmentDescription", "irrigationHours",
  "fertilizerId", "fertilizerGallonsApplied", "irrigationType", "yieldAmount", "yieldUnit", "notes", "cropYear",
  // The products applied (quantities and units, never their cost) and the application's details.
  "products", "applicationTime", "applicationMethod", "applicator",
] as const;

/**
 * Every key that carries money in any answer of the API: a crew answer contains none of them, at any depth
 * (the explicit crew shapes leave them out and `withoutMoney` is the safety net). CSV headers are checked against
 * the same list in lower case without spaces.
 */
export const MONEY_KEYS = [
  "costPerAcre", "totalCost", "equipmentRental", "equipmentRentalPerAcre", "equipmentTotal", "yieldValuePerUnit", "totalYieldValue",
  "waterAssessment", "rent", "waterAssessmentPerAcre", "rentPerAcre", "waterAssessmentTotal", "rentTotal", "leaseRatePerAcre",
  "monthlyCost", "amount", "amountPerAcre", "expectedPricePerUnit", "debits", "credits", "balance", "total", "totals", "cost", "income",
  "expenses", "netIncome", "profit", "revenue", "rate", "terms", "payments", "paid", "due", "materialCost",
  "totalCostBefore", "totalCostAfter",
  // Labor and machine hours: what time costs (crew record and see their hours, never these).
  "laborCost", "machineCost", "gross", "burden", "hourlyRate", "pieceRate", "costPerHour",
  // An entity's burden and a machine's cost figures (crew read a machine's name and kind only).
  "burdenPercent", "purchasePrice", "salvageValue", "fuelPrice", "breakdown",
  // Not "ratePerAcre": a task's product line names the quantity of a product applied per acre (crew record it).
] as const;
const MONEY = new Set<string>(MONEY_KEYS);

/** True for a key that carries money. */
export const isMoneyKey = (key: string) => MONEY.has(key);

/**
 * A copy of `value` with every money key removed at every depth.
 * @example withoutMoney({ id: 1, totalCost: "9.00", rows: [{ rent: "1" }] }) // { id: 1, rows: [{}] }
 */
export function withoutMoney<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutMoney) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!MONEY.has(k)) out[k] = withoutMoney(v);
    return out as T;
  }
  return value;
}

/** The money keys found anywhere in `value` (paths), for tests and the crew safety net's log. */
export function moneyKeysIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => moneyKeysIn(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (MONEY.has(k) ? [`${path}.${k}`] : moneyKeysIn(v, `${path}.${k}`)));
  }
  return [];
}

/** The message of every 403 a crew account gets outside its operations. */
export const CREW_REFUSED = "Not available to crew accounts";

export type RoleDecision = "allowed" | "crew-refused" | "admin-required";

/**
 * What a route's declared roles say to a caller: allowed, or the 403 it hears (crew its own sentence, the others
 * "Admin access required"). The declaration is beside each route (api/lib/route-access.ts).
 * @example roleDecision(["admin", "editor"], accessOf(reader)) === "admin-required"
 */
export function roleDecision(roles: "public" | readonly string[], access: Access): RoleDecision {
  if (roles === "public" || roles.includes(access.role)) return "allowed";
  return access.isCrew ? "crew-refused" : "admin-required";
}
