import type { ServiceContext } from "./context";
import { and, asc, count, eq, getTableColumns, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { type LandlordRow, fields, landlords, leaseLandlords, leases } from "../../db/schema";
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

/**
 * A landlord is within a caller's entities when one of its leases is on a granted entity's field, or when it has
 * no lease yet (a name and address being set up); null = every landlord.
 */
export function landlordWithin(within: readonly number[] | null | undefined) {
  if (within === null || within === undefined) return undefined;
  const leasesOf = sql`select 1 from ${leaseLandlords} ll join ${leases} l on l.id = ll.lease_id join ${fields} f on f.id = l.field_id where ll.landlord_id = ${landlords.id}`;
  const granted = within.length ? sql` and f.entity_id in (${sql.join(within.map((id) => sql`${id}`), sql`, `)})` : sql` and false`;
  return sql`(not exists (${leasesOf}) or exists (${leasesOf}${granted}))`;
}

/** Active landlords, by name unless a sort is given. */
export async function listLandlords(ctx: ServiceContext, params: ListParams<LandlordFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), landlordWithin(ctx.within));
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

export async function getLandlordRow(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await db.select().from(landlords).where(and(eq(landlords.id, id), isNull(landlords.deletedAt), landlordWithin(ctx.within)));
  if (!row) throw notFound("Landlord");
  return row;
}

export const getLandlord = async (ctx: ServiceContext, id: number) => publicLandlord(await getLandlordRow(ctx, id));

export async function createLandlord(ctx: ServiceContext, input: LandlordInput) {
  const { db } = ctx;
  const [row] = await db.insert(landlords).values(input).returning();
  ctx.audit({ action: "create", resource: "landlords", after: row });
  return publicLandlord(row!);
}

export async function updateLandlord(ctx: ServiceContext, id: number, patch: LandlordPatch) {
  const { db } = ctx;
  const before = await getLandlordRow(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as LandlordPatch;
  if (Object.keys(set).length) await db.update(landlords).set(set).where(eq(landlords.id, id));
  ctx.audit({ action: "update", resource: "landlords", before, after: await getLandlordRow(ctx, id) });
  return getLandlord(ctx, id);
}

/** Soft delete; refused (409) while an active lease names the landlord, so no lease loses a share. */
export async function deleteLandlord(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getLandlordRow(ctx, id);
  const [used] = await db
    .select({ n: count() })
    .from(leaseLandlords)
    .innerJoin(leases, eq(leases.id, leaseLandlords.leaseId))
    .where(and(eq(leaseLandlords.landlordId, id), isNull(leases.deletedAt)));
  if (used && used.n > 0) throw conflict(`Landlord "${current.name}" is on ${used.n} lease${used.n === 1 ? "" : "s"}; delete or change them first`);
  await db.update(landlords).set({ deletedAt: new Date() }).where(eq(landlords.id, id));
  ctx.audit({ action: "delete", resource: "landlords", before: current });
  return publicLandlord(current);
}
