import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, budgets, categoryAccounts, entities, fields, leaseLandlords, leasePayments, leases, tasks } from "../../db/schema";

/** The kinds of record a request can name by id, each belonging to one entity (a landlord to those of its leases). */
export type RecordKind = "entity" | "field" | "task" | "lease" | "payment" | "budget" | "account" | "categoryAccount" | "landlord";

/** The name each kind's own "not found" answer uses, so a refused record answers exactly like a missing one. */
export const NOT_FOUND_NAME: Record<RecordKind, string> = {
  entity: "Farm entity",
  field: "Field",
  task: "Task",
  lease: "Lease",
  payment: "Payment",
  budget: "Budget",
  account: "Account",
  categoryAccount: "Category account",
  landlord: "Landlord",
};

const first = async (rows: Promise<{ entityId: number }[]>) => (await rows).map((r) => r.entityId);

/**
 * The entities a record belongs to (deleted ones included): empty when the record does not exist, so the route
 * itself answers its usual 404. One indexed query.
 */
export function entitiesOfRecord(db: Db, kind: RecordKind, id: number): Promise<number[]> {
  switch (kind) {
    case "entity":
      return first(db.select({ entityId: entities.id }).from(entities).where(eq(entities.id, id)));
    case "field":
      return first(db.select({ entityId: fields.entityId }).from(fields).where(eq(fields.id, id)));
    case "task":
      return first(db.select({ entityId: tasks.entityId }).from(tasks).where(eq(tasks.id, id)));
    case "lease":
      return first(db.select({ entityId: fields.entityId }).from(leases).innerJoin(fields, eq(fields.id, leases.fieldId)).where(eq(leases.id, id)));
    case "payment":
      return first(
        db.select({ entityId: fields.entityId }).from(leasePayments)
          .innerJoin(leases, eq(leases.id, leasePayments.leaseId)).innerJoin(fields, eq(fields.id, leases.fieldId))
          .where(eq(leasePayments.id, id)),
      );
    case "budget":
      return first(db.select({ entityId: budgets.entityId }).from(budgets).where(eq(budgets.id, id)));
    case "account":
      return first(db.select({ entityId: accounts.entityId }).from(accounts).where(eq(accounts.id, id)));
    case "categoryAccount":
      return first(db.select({ entityId: categoryAccounts.entityId }).from(categoryAccounts).where(eq(categoryAccounts.id, id)));
    case "landlord":
      return first(
        db.selectDistinct({ entityId: fields.entityId }).from(leaseLandlords)
          .innerJoin(leases, eq(leases.id, leaseLandlords.leaseId)).innerJoin(fields, eq(fields.id, leases.fieldId))
          .where(eq(leaseLandlords.landlordId, id)),
      );
  }
}
