import type { Role } from "./users";

type Roles = readonly Role[];
const EDITORS = ["admin", "editor"] as const satisfies Roles;
const ADMIN = ["admin"] as const satisfies Roles;
/** Crew record (and correct, for 7 days) their own task entries (docs/access.md). */
const TASK_WRITERS = ["admin", "editor", "crew"] as const satisfies Roles;

export type WriteVerb = "create" | "update" | "delete";

/**
 * Who may create, change and delete each kind of record the screens offer controls for. The API's routes declare
 * their access with it (`"x-access": allow(WRITERS.fields.create, ...)`, enforced by api/middlewares/access.ts) and
 * the SPA shows a Create, Edit or Delete control only to these roles (admin-ui/lib/usePermissionsInfo.ts,
 * `useMayChange`), so a control is never offered that the API would refuse. A verb a record does not have is absent.
 */
export const WRITERS = {
  entities: { create: ADMIN, update: EDITORS, delete: ADMIN },
  fields: { create: EDITORS, update: EDITORS, delete: EDITORS },
  tasks: { create: TASK_WRITERS, update: TASK_WRITERS, delete: TASK_WRITERS },
  landlords: { create: EDITORS, update: EDITORS, delete: EDITORS },
  leases: { create: EDITORS, update: EDITORS, delete: EDITORS },
  payments: { create: EDITORS, update: EDITORS, delete: EDITORS },
  maps: { create: ADMIN, delete: ADMIN },
  // Inputs (issue 36): the catalogue, suppliers, their invoices, returns and count adjustments.
  products: { create: EDITORS, update: EDITORS, delete: EDITORS },
  vendors: { create: EDITORS, update: EDITORS, delete: EDITORS },
  purchases: { create: EDITORS, update: EDITORS, delete: EDITORS },
  "inventory-adjustments": { create: EDITORS, delete: EDITORS },
  // Sales (issue 37): contracts, deliveries out of storage and settlements (money: never crew).
  contracts: { create: EDITORS, update: EDITORS, delete: EDITORS },
  deliveries: { create: EDITORS, update: EDITORS, delete: EDITORS },
  settlements: { create: EDITORS, update: EDITORS, delete: EDITORS },
  // Harvest (issue 37): storage locations, buyers, scale tickets (crew record loads too), shrink and counts, mark prices.
  "storage-locations": { create: EDITORS, update: EDITORS, delete: EDITORS },
  buyers: { create: EDITORS, update: EDITORS, delete: EDITORS },
  "harvest-tickets": { create: TASK_WRITERS, update: EDITORS, delete: EDITORS },
  "storage-adjustments": { create: EDITORS, delete: EDITORS },
  "crop-marks": { create: EDITORS, update: EDITORS, delete: EDITORS },
  // Labor (issue 38): workers and their dated rates, each entity's employer rule, machines and their fuel (money: never crew).
  workers: { create: EDITORS, update: EDITORS, delete: EDITORS },
  "worker-rates": { create: EDITORS, update: EDITORS, delete: EDITORS },
  "labor-policies": { update: EDITORS },
  machines: { create: EDITORS, update: EDITORS, delete: EDITORS },
  "machine-fuel": { create: EDITORS, update: EDITORS, delete: EDITORS },
  // Time entries: crew record their own hours and correct them while pending; the office approves (a route of its own).
  "time-entries": { create: TASK_WRITERS, update: TASK_WRITERS, delete: TASK_WRITERS },
} as const satisfies Record<string, Partial<Record<WriteVerb, Roles>>>;

export type WrittenRecord = keyof typeof WRITERS;

/**
 * True when `role` may `verb` a `record` (false for a verb the record does not have, or no role).
 * @example mayWrite("readonly", "fields", "create") === false; mayWrite("editor", "maps", "delete") === false
 */
export function mayWrite(role: string | null | undefined, record: WrittenRecord, verb: WriteVerb): boolean {
  const roles: Roles | undefined = (WRITERS[record] as Partial<Record<WriteVerb, Roles>>)[verb];
  return !!role && !!roles && (roles as readonly string[]).includes(role);
}
