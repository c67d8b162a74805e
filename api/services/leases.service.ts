import { type ServiceContext, reaches } from "./context";
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, fields, landlords, leaseLandlords, leasePayments, leases, taskCategories } from "../../db/schema";
import { dec } from "../domain/money";
import { parcelsOverlap, yearsOverlap } from "../domain/leases/terms";
import { invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { Lease, LeaseFilter, LeaseInput } from "../schemas/leases.schemas";
import { missingReference } from "./access.service";
import { pageFor, withinEntities } from "./list";
import { landlordWithin } from "./landlords.service";

export const LEASE_SORTABLE = ["id", "fieldName", "entityName", "startYear", "endYear", "leasedAcres", "type", "createdAt"] as const;
const sortColumns = {
  id: leases.id,
  fieldName: fields.name,
  entityName: entities.name,
  startYear: leases.startYear,
  endYear: leases.endYear,
  leasedAcres: leases.leasedAcres,
  type: leases.type,
  createdAt: leases.createdAt,
};

const leaseColumns = {
  id: leases.id,
  fieldId: leases.fieldId,
  fieldName: fields.name,
  entityId: fields.entityId,
  entityName: entities.name,
  apns: leases.apns,
  leasedAcres: leases.leasedAcres,
  startYear: leases.startYear,
  endYear: leases.endYear,
  type: leases.type,
  terms: leases.terms,
  notes: leases.notes,
  createdAt: leases.createdAt,
};

const leaseRows = (db: Db) =>
  db.select(leaseColumns).from(leases).innerJoin(fields, eq(fields.id, leases.fieldId)).innerJoin(entities, eq(entities.id, fields.entityId));

/** Leases of active fields of active entities that are not deleted themselves. */
const active = and(isNull(leases.deletedAt), isNull(fields.deletedAt), isNull(entities.deletedAt));

/**
 * The landlords of some leases with their names and shares, in the order the lease lists them (it gives the odd cent
 * on a tie). Rows stored before that order was kept all hold position 0: they keep the order they were shown in then,
 * largest share first, then by name and id.
 */
async function sharesOf(db: Db, leaseIds: number[]) {
  if (!leaseIds.length) return new Map<number, Lease["landlords"]>();
  const rows = await db
    .select({ leaseId: leaseLandlords.leaseId, landlordId: leaseLandlords.landlordId, name: landlords.name, sharePercent: leaseLandlords.sharePercent })
    .from(leaseLandlords)
    .innerJoin(landlords, eq(landlords.id, leaseLandlords.landlordId))
    .where(inArray(leaseLandlords.leaseId, leaseIds))
    .orderBy(asc(leaseLandlords.position), desc(leaseLandlords.sharePercent), asc(landlords.name), asc(leaseLandlords.landlordId));
  const map = new Map<number, Lease["landlords"]>();
  for (const { leaseId, ...r } of rows) map.set(leaseId, [...(map.get(leaseId) ?? []), r]);
  return map;
}

/** Rows with their landlords attached, in the API's shape. */
export async function withLandlords(ctx: ServiceContext, rows: Array<Omit<Lease, "landlords" | "landlordNames">>): Promise<Lease[]> {
  const { db } = ctx;
  const shares = await sharesOf(db, rows.map((r) => r.id));
  return rows.map((r) => {
    const ls = shares.get(r.id) ?? [];
    const pct = (p: string) => `${dec(p).toString()}%`;
    return { ...r, landlords: ls, landlordNames: ls.map((l) => (ls.length > 1 ? `${l.name} (${pct(l.sharePercent)})` : l.name)).join(", ") };
  });
}

function filterWhere(f: LeaseFilter) {
  const list = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    active,
    f.q ? sql`(${fields.name} ilike ${`%${f.q}%`} or exists (select 1 from ${leaseLandlords} ll join ${landlords} l on l.id = ll.landlord_id where ll.lease_id = ${leases.id} and l.name ilike ${`%${f.q}%`}))` : undefined,
    f.id !== undefined ? inArray(leases.id, list(f.id)) : undefined,
    f.fieldId !== undefined ? inArray(leases.fieldId, list(f.fieldId)) : undefined,
    f.entityId !== undefined ? inArray(fields.entityId, list(f.entityId)) : undefined,
    f.landlordId !== undefined ? sql`exists (select 1 from ${leaseLandlords} ll where ll.lease_id = ${leases.id} and ll.landlord_id in ${list(f.landlordId)})` : undefined,
    f.type !== undefined ? eq(leases.type, f.type) : undefined,
    f.year !== undefined ? sql`${leases.startYear} <= ${f.year} and (${leases.endYear} is null or ${leases.endYear} >= ${f.year})` : undefined,
  );
}

/** Active leases, by field name then start year unless a sort is given. */
export async function listLeases(ctx: ServiceContext, params: ListParams<LeaseFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(fields.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const order = params.sort
    ? [params.sort.order === "DESC" ? desc(sortColumns[params.sort.field as keyof typeof sortColumns]) : asc(sortColumns[params.sort.field as keyof typeof sortColumns]), asc(leases.id)]
    : [asc(fields.name), asc(leases.startYear), asc(leases.id)];
  const rows = await leaseRows(db).where(where).orderBy(...order).limit(limit).offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(leases)
    .innerJoin(fields, eq(fields.id, leases.fieldId))
    .innerJoin(entities, eq(entities.id, fields.entityId))
    .where(where);
  return { rows: await withLandlords(ctx, rows), total: total?.n ?? 0, start: offset };
}

export async function getLease(ctx: ServiceContext, id: number): Promise<Lease> {
  const { db } = ctx;
  const [row] = await leaseRows(db).where(and(active, eq(leases.id, id)));
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Lease");
  return (await withLandlords(ctx, [row]))[0]!;
}

const splitList = (text: string | null) => (text ? text.split(",").map((s) => s.trim()).filter(Boolean) : []);

/**
 * Everything a lease must agree with outside itself, each refusal a 400 naming the input: an active field, acres
 * within the field's, parcels of the field, landlords and cost categories that exist, and no other lease of the
 * field sharing a crop year and a parcel (docs/decisions/lease-overlap.md). A landlord outside the caller's
 * entities (`within`, as the landlord list decides) is answered exactly as a missing one.
 */
async function checkLease(db: Db, input: LeaseInput, within: readonly number[] | null, exceptId?: number) {
  const [field] = await db
    .select({ name: fields.name, acreage: fields.acreage, apns: fields.apns })
    .from(fields)
    .innerJoin(entities, eq(entities.id, fields.entityId))
    .where(and(eq(fields.id, input.fieldId), isNull(fields.deletedAt), isNull(entities.deletedAt)));
  if (!field) throw missingReference("fieldId");
  const acres = dec(input.leasedAcres!);
  if (acres.lessThanOrEqualTo(0)) throw invalid("leasedAcres", "must be more than 0");
  if (acres.greaterThan(dec(field.acreage))) throw invalid("leasedAcres", `must be at most the field's ${dec(field.acreage).toFixed(2)} acres`);
  const fieldApns = new Set(splitList(field.apns).map((a) => a.toLowerCase()));
  const unknown = input.apns.find((a) => !fieldApns.has(a.toLowerCase()));
  if (unknown) throw invalid("apns", `parcel ${unknown} is not a parcel of ${field.name}`);
  if (new Set(input.apns.map((a) => a.toLowerCase())).size !== input.apns.length) throw invalid("apns", "names a parcel twice");
  const ids = input.landlords.map((l) => l.landlordId);
  const found = await db.select({ id: landlords.id }).from(landlords).where(and(inArray(landlords.id, ids), isNull(landlords.deletedAt), landlordWithin(within)));
  const known = new Set(found.map((r) => r.id));
  const missing = input.landlords.findIndex((l) => !known.has(l.landlordId));
  if (missing >= 0) throw invalid(`landlords.${missing}.landlordId`, "no such landlord");
  if (input.terms.type === "crop_share" && input.terms.costPercents.length) {
    const cats = await db.select({ id: taskCategories.id }).from(taskCategories).where(inArray(taskCategories.id, input.terms.costPercents.map((c) => c.categoryId)));
    const knownCats = new Set(cats.map((c) => c.id));
    const bad = input.terms.costPercents.findIndex((c) => !knownCats.has(c.categoryId));
    if (bad >= 0) throw invalid(`terms.costPercents.${bad}.categoryId`, "no such task category");
  }
  const others = await db
    .select({ id: leases.id, apns: leases.apns, startYear: leases.startYear, endYear: leases.endYear })
    .from(leases)
    .where(and(eq(leases.fieldId, input.fieldId), isNull(leases.deletedAt), exceptId !== undefined ? ne(leases.id, exceptId) : undefined));
  const clash = others.find((o) => yearsOverlap(o.startYear, o.endYear, input.startYear, input.endYear) && parcelsOverlap(o.apns, input.apns));
  if (clash) {
    const years = `${clash.startYear}-${clash.endYear ?? "open"}`;
    throw invalid("startYear", `overlaps lease #${clash.id} of ${field.name} (crop years ${years}) on the same acres`);
  }
}

const rowValues = (input: LeaseInput) => ({
  fieldId: input.fieldId,
  apns: input.apns,
  leasedAcres: input.leasedAcres!,
  startYear: input.startYear,
  endYear: input.endYear,
  type: input.terms.type,
  terms: input.terms,
  notes: input.notes ?? null,
});

/** A lease's landlord rows, each with its place in the list as entered. */
const landlordRows = (leaseId: number, input: LeaseInput) =>
  input.landlords.map((l, position) => ({ leaseId, landlordId: l.landlordId, sharePercent: l.sharePercent, position }));

/** The caller's entities (`ctx.within`) bound the landlords the lease may name. */
export async function createLease(ctx: ServiceContext, input: LeaseInput) {
  const { db } = ctx;
  await checkLease(db, input, ctx.within);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(leases).values(rowValues(input)).returning({ id: leases.id });
    await tx.insert(leaseLandlords).values(landlordRows(row!.id, input));
    return row!.id;
  });
  const created = await getLease(ctx, id);
  ctx.audit({ action: "create", resource: "leases", after: created });
  return created;
}

/** Replaces a lease's terms and landlords; payments already recorded stay with it. */
export async function updateLease(ctx: ServiceContext, id: number, input: LeaseInput) {
  const { db } = ctx;
  const before = await getLease(ctx, id);
  await checkLease(db, input, ctx.within, id);
  const removed = await db
    .select({ landlordId: leasePayments.landlordId })
    .from(leasePayments)
    .where(and(eq(leasePayments.leaseId, id), isNull(leasePayments.deletedAt)));
  const keeps = new Set(input.landlords.map((l) => l.landlordId));
  const orphan = removed.find((p) => !keeps.has(p.landlordId));
  if (orphan) throw invalid("landlords", `landlord #${orphan.landlordId} has payments on this lease; keep them on it or delete the payments first`);
  await db.transaction(async (tx) => {
    await tx.update(leases).set(rowValues(input)).where(eq(leases.id, id));
    await tx.delete(leaseLandlords).where(eq(leaseLandlords.leaseId, id));
    await tx.insert(leaseLandlords).values(landlordRows(id, input));
  });
  const after = await getLease(ctx, id);
  ctx.audit({ action: "update", resource: "leases", before, after });
  return after;
}

/** Soft delete of the lease and its payments together (one timestamp, so a recovery brings both back). */
export async function deleteLease(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getLease(ctx, id);
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx.update(leasePayments).set({ deletedAt: at }).where(and(eq(leasePayments.leaseId, id), isNull(leasePayments.deletedAt)));
    await tx.update(leases).set({ deletedAt: at }).where(eq(leases.id, id));
  });
  ctx.audit({ action: "delete", resource: "leases", before: current });
  return current;
}
