import type { ServiceContext } from "./context";
import { eq } from "drizzle-orm";
import { cropContracts, deliveries, settlements } from "../../db/schema";
import { cropMarks, harvestTickets, storageAdjustments, storageLocations } from "../../db/schema";
import { machines } from "../../db/schema";
import { timeEntries } from "../../db/schema";
import { accounts, budgets, categoryAccounts, entities, fields, inventoryAdjustments, landlords, leaseLandlords, leasePayments, leases, purchases, tasks } from "../../db/schema";
import { invalid } from "../lib/errors";

/** The kinds of record a request can name by id, each belonging to one entity (a landlord to those of its leases). */
export type RecordKind = "entity" | "field" | "task" | "lease" | "payment" | "budget" | "account" | "categoryAccount" | "landlord"
  | "purchase" | "inventoryAdjustment"
  | "contract" | "delivery" | "settlement"
  | "storageLocation" | "harvestTicket" | "storageAdjustment" | "cropMark"
  | "machine"
  | "timeEntry";

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
  purchase: "Purchase",
  inventoryAdjustment: "Inventory adjustment",
  contract: "Contract",
  delivery: "Delivery",
  settlement: "Settlement",
  storageLocation: "Storage location",
  harvestTicket: "Harvest ticket",
  storageAdjustment: "Storage adjustment",
  cropMark: "Crop mark",
  machine: "Machine",
  timeEntry: "Time entry",
};

/** The JSON body keys a write names a record by, with the record's name in the 400 of a missing one. */
const REFERENCE_NAME = { entityId: "farm entity", fieldId: "field", leaseId: "lease", copyFromBudgetId: "budget", locationId: "storage location", machineId: "machine" } as const;
export type BodyReference = keyof typeof REFERENCE_NAME;

/**
 * The 400 a write answers when its body names a record that does not exist. The entity gate answers the same for a
 * record of an entity the caller is not granted, so a body cannot probe which ids exist elsewhere (docs/access.md).
 * @example throw missingReference("fieldId") // 400 "fieldId: no such field"
 */
export const missingReference = (key: BodyReference) => invalid(key, `no such ${REFERENCE_NAME[key]}`);

/** The owning entities of the rows found; null when there is no row, i.e. no such record. */
const first = async (rows: Promise<{ entityId: number | null }[]>) => {
  const found = await rows;
  return found.length ? found.flatMap((r) => (r.entityId === null ? [] : [r.entityId])) : null;
};

/**
 * The entities a record belongs to (deleted ones included): null when the record does not exist, empty for a
 * landlord without a lease (it belongs to no entity yet). One indexed query.
 */
export function entitiesOfRecord(ctx: ServiceContext, kind: RecordKind, id: number): Promise<number[] | null> {
  const { db } = ctx;
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
    case "purchase":
      return first(db.select({ entityId: purchases.entityId }).from(purchases).where(eq(purchases.id, id)));
    case "inventoryAdjustment":
      return first(db.select({ entityId: inventoryAdjustments.entityId }).from(inventoryAdjustments).where(eq(inventoryAdjustments.id, id)));
    case "contract":
      return first(db.select({ entityId: cropContracts.entityId }).from(cropContracts).where(eq(cropContracts.id, id)));
    case "delivery":
      return first(db.select({ entityId: deliveries.entityId }).from(deliveries).where(eq(deliveries.id, id)));
    case "settlement":
      return first(db.select({ entityId: settlements.entityId }).from(settlements).where(eq(settlements.id, id)));
    case "storageLocation":
      return first(db.select({ entityId: storageLocations.entityId }).from(storageLocations).where(eq(storageLocations.id, id)));
    case "harvestTicket":
      return first(db.select({ entityId: harvestTickets.entityId }).from(harvestTickets).where(eq(harvestTickets.id, id)));
    case "storageAdjustment":
      return first(db.select({ entityId: storageAdjustments.entityId }).from(storageAdjustments).where(eq(storageAdjustments.id, id)));
    case "cropMark":
      return first(db.select({ entityId: cropMarks.entityId }).from(cropMarks).where(eq(cropMarks.id, id)));
    case "machine":
      return first(db.select({ entityId: machines.entityId }).from(machines).where(eq(machines.id, id)));
    case "timeEntry":
      return first(db.select({ entityId: timeEntries.entityId }).from(timeEntries).where(eq(timeEntries.id, id)));
    case "landlord":
      return first(
        db.selectDistinct({ entityId: fields.entityId }).from(landlords)
          .leftJoin(leaseLandlords, eq(leaseLandlords.landlordId, landlords.id))
          .leftJoin(leases, eq(leases.id, leaseLandlords.leaseId)).leftJoin(fields, eq(fields.id, leases.fieldId))
          .where(eq(landlords.id, id)),
      );
  }
}
