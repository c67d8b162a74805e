import { and, asc, count, eq, getTableColumns, ilike, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type LandlordRow, landlords, leaseLandlords, leases } from "../../db/schema";
import { maskTaxId } from "../domain/leases/tax-id";
import { conflict, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { LandlordFilter, LandlordInput, LandlordPatch } from "../schemas/landlords.schemas";
import { orderFor, pageFor } from "./list";

export const LANDLORD_SORTABLE = ["id", "name", "contact", "createdAt"] as const;

/** What leaves the service: the tax id masked, never the stored value. */
export function publicLandlord(row: LandlordRow) {
  const { taxId, deletedAt: _deleted, ...rest } = row;
  return { ...rest, taxIdMasked: maskTaxId(taxId) };
}

function filterWhere(filter: LandlordFilter) {
  return and(
    isNull(landlords.deletedAt),
    filter.q ? or(ilike(landlords.name, `%${filter.q}%`), ilike(landlords.contact, `%${filter.q}%`)) : undefined,
    filter.id !== undefined ? inArray(landlords.id, ([] as number[]).concat(filter.id)) : undefined,
  );
}

/** Active landlords, by name unless a sort is given. */
export async function listLandlords(db: Db, params: ListParams<LandlordFilter>) {
  const where = filterWhere(params.filter);
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select()
    .from(landlords)
    .where(where)
    .orderBy(...orderFor(params.sort, getTableColumns(landlords), asc(landlords.name), landlords.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(landlords).where(where);
  return { rows: rows.map(publicLandlord), total: total?.n ?? 0, start: offset };
}

export async function getLandlordRow(db: Db, id: number) {
  const [row] = await db.select().from(landlords).where(and(eq(landlords.id, id), isNull(landlords.deletedAt)));
  if (!row) throw notFound("Landlord");
  return row;
}

export const getLandlord = async (db: Db, id: number) => publicLandlord(await getLandlordRow(db, id));

export async function createLandlord(db: Db, input: LandlordInput) {
  const [row] = await db.insert(landlords).values(input).returning();
  return publicLandlord(row!);
}

export async function updateLandlord(db: Db, id: number, patch: LandlordPatch) {
  await getLandlordRow(db, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as LandlordPatch;
  if (Object.keys(set).length) await db.update(landlords).set(set).where(eq(landlords.id, id));
  return getLandlord(db, id);
}

/** Soft delete; refused (409) while an active lease names the landlord, so no lease loses a share. */
export async function deleteLandlord(db: Db, id: number) {
  const current = await getLandlordRow(db, id);
  const [used] = await db
    .select({ n: count() })
    .from(leaseLandlords)
    .innerJoin(leases, eq(leases.id, leaseLandlords.leaseId))
    .where(and(eq(leaseLandlords.landlordId, id), isNull(leases.deletedAt)));
  if (used && used.n > 0) throw conflict(`Landlord "${current.name}" is on ${used.n} lease${used.n === 1 ? "" : "s"}; delete or change them first`);
  await db.update(landlords).set({ deletedAt: new Date() }).where(eq(landlords.id, id));
  return publicLandlord(current);
}
