import type { ServiceContext } from "./context";
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { entities, fields, landlords, leaseLandlords, leasePayments, leases } from "../../db/schema";
import { parcelsOverlap, yearsOverlap } from "../domain/leases/terms";
import { conflict, notFound } from "../lib/errors";
import { getLandlord, publicLandlord } from "./landlords.service";
import { getLease, withLandlords } from "./leases.service";

/** The admin's recovery of landlords and leases, like fields (recovery.service.ts). */

export async function listDeletedLandlords(ctx: ServiceContext) {
  const { db } = ctx;
  const rows = await db.select().from(landlords).where(isNotNull(landlords.deletedAt)).orderBy(desc(landlords.deletedAt), asc(landlords.id));
  return rows.map((r) => ({ ...publicLandlord(r), deletedAt: r.deletedAt! }));
}

export async function recoverLandlord(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select({ deletedAt: landlords.deletedAt }).from(landlords).where(eq(landlords.id, id));
  if (!row) throw notFound("Landlord");
  if (!row.deletedAt) throw conflict("Landlord is not deleted");
  await db.update(landlords).set({ deletedAt: null }).where(eq(landlords.id, id));
  ctx.audit({ action: "recover", resource: "landlords", id, changes: { deletedAt: { before: row.deletedAt, after: null } } });
  return getLandlord(ctx, id);
}

export async function listDeletedLeases(ctx: ServiceContext) {
  const { db } = ctx;
  const rows = await db
    .select({
      id: leases.id, fieldId: leases.fieldId, fieldName: fields.name, entityId: fields.entityId, entityName: entities.name, apns: leases.apns,
      leasedAcres: leases.leasedAcres, startYear: leases.startYear, endYear: leases.endYear, type: leases.type, terms: leases.terms,
      notes: leases.notes, createdAt: leases.createdAt, deletedAt: leases.deletedAt,
    })
    .from(leases)
    .innerJoin(fields, eq(fields.id, leases.fieldId))
    .innerJoin(entities, eq(entities.id, fields.entityId))
    .where(isNotNull(leases.deletedAt))
    .orderBy(desc(leases.deletedAt), asc(leases.id));
  const full = await withLandlords(ctx, rows);
  return full.map((l, i) => ({ ...l, deletedAt: rows[i]!.deletedAt! }));
}

/**
 * Restores a lease with the payments deleted along with it. Refused (409) while its field or one of its landlords
 * is deleted, or when a lease made since covers the same acres and years.
 */
export async function recoverLease(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db
    .select({ deletedAt: leases.deletedAt, fieldId: leases.fieldId, apns: leases.apns, startYear: leases.startYear, endYear: leases.endYear, fieldDeletedAt: fields.deletedAt })
    .from(leases)
    .innerJoin(fields, eq(fields.id, leases.fieldId))
    .where(eq(leases.id, id));
  if (!row) throw notFound("Lease");
  if (!row.deletedAt) throw conflict("Lease is not deleted");
  if (row.fieldDeletedAt) throw conflict("Recover the field first");
  const [gone] = await db
    .select({ name: landlords.name })
    .from(leaseLandlords)
    .innerJoin(landlords, eq(landlords.id, leaseLandlords.landlordId))
    .where(and(eq(leaseLandlords.leaseId, id), isNotNull(landlords.deletedAt)));
  if (gone) throw conflict(`Recover landlord "${gone.name}" first`);
  const others = await db
    .select({ id: leases.id, apns: leases.apns, startYear: leases.startYear, endYear: leases.endYear })
    .from(leases)
    .where(and(eq(leases.fieldId, row.fieldId), isNull(leases.deletedAt), ne(leases.id, id)));
  const clash = others.find((o) => yearsOverlap(o.startYear, o.endYear, row.startYear, row.endYear) && parcelsOverlap(o.apns, row.apns));
  if (clash) throw conflict(`Lease #${clash.id} now covers the same acres and crop years`);
  await db.transaction(async (tx) => {
    const deletedWithLease = sql`(select ${leases.deletedAt} from ${leases} where ${leases.id} = ${id})`;
    await tx.update(leasePayments).set({ deletedAt: null }).where(and(eq(leasePayments.leaseId, id), eq(leasePayments.deletedAt, deletedWithLease)));
    await tx.update(leases).set({ deletedAt: null }).where(eq(leases.id, id));
  });
  const lease = await getLease(ctx, id);
  ctx.audit({ action: "recover", resource: "leases", id, entityId: lease.entityId, changes: { deletedAt: { before: row.deletedAt, after: null } } });
  return lease;
}
