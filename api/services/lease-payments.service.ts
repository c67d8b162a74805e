import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, fields, landlords, leaseLandlords, leasePayments, leases } from "../../db/schema";
import { invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { Payment, PaymentFilter, PaymentInput, PaymentPatch } from "../schemas/lease-payments.schemas";
import { missingReference } from "./access.service";
import { pageFor, withinEntities } from "./list";
import { noteChange } from "./audit-trail";

export const PAYMENT_SORTABLE = ["id", "date", "amount", "cropYear", "method", "landlordName", "fieldName"] as const;

const columns = {
  id: leasePayments.id,
  leaseId: leasePayments.leaseId,
  landlordId: leasePayments.landlordId,
  landlordName: landlords.name,
  fieldName: fields.name,
  entityName: entities.name,
  cropYear: leasePayments.cropYear,
  date: leasePayments.date,
  amount: leasePayments.amount,
  method: leasePayments.method,
  memo: leasePayments.memo,
  createdAt: leasePayments.createdAt,
};

const rows = (db: Db) =>
  db
    .select(columns)
    .from(leasePayments)
    .innerJoin(landlords, eq(landlords.id, leasePayments.landlordId))
    .innerJoin(leases, eq(leases.id, leasePayments.leaseId))
    .innerJoin(fields, eq(fields.id, leases.fieldId))
    .innerJoin(entities, eq(entities.id, fields.entityId));

function filterWhere(f: PaymentFilter) {
  const list = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    isNull(leasePayments.deletedAt),
    isNull(leases.deletedAt),
    f.id !== undefined ? inArray(leasePayments.id, list(f.id)) : undefined,
    f.leaseId !== undefined ? inArray(leasePayments.leaseId, list(f.leaseId)) : undefined,
    f.landlordId !== undefined ? inArray(leasePayments.landlordId, list(f.landlordId)) : undefined,
    f.cropYear !== undefined ? eq(leasePayments.cropYear, f.cropYear) : undefined,
  );
}

/** Payments, newest first unless a sort is given. */
export async function listPayments(db: Db, params: ListParams<PaymentFilter>) {
  const where = and(filterWhere(params.filter), withinEntities(sql`(select ${fields.entityId} from ${fields} where ${fields.id} = ${leases.fieldId})`, params.within));
  const { limit, offset } = pageFor(params.range);
  const sort = params.sort;
  const order = sort
    ? [sort.order === "DESC" ? desc(columns[sort.field as keyof typeof columns]) : asc(columns[sort.field as keyof typeof columns]), asc(leasePayments.id)]
    : [desc(leasePayments.date), desc(leasePayments.id)];
  const found = await rows(db).where(where).orderBy(...order).limit(limit).offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(leasePayments)
    .innerJoin(leases, eq(leases.id, leasePayments.leaseId))
    .where(where);
  return { rows: found as Payment[], total: total?.n ?? 0, start: offset };
}

export async function getPayment(db: Db, id: number): Promise<Payment> {
  const [row] = await rows(db).where(and(eq(leasePayments.id, id), isNull(leasePayments.deletedAt), isNull(leases.deletedAt)));
  if (!row) throw notFound("Payment");
  return row as Payment;
}

/** A payment goes to a landlord of an active lease, in a crop year the lease covers; else a 400 naming the input. */
async function checkPayment(db: Db, p: Required<Pick<PaymentInput, "leaseId" | "landlordId">> & { cropYear: number }) {
  const [lease] = await db
    .select({ startYear: leases.startYear, endYear: leases.endYear })
    .from(leases)
    .innerJoin(fields, eq(fields.id, leases.fieldId))
    .where(and(eq(leases.id, p.leaseId), isNull(leases.deletedAt), isNull(fields.deletedAt)));
  if (!lease) throw missingReference("leaseId");
  const [share] = await db
    .select({ id: leaseLandlords.landlordId })
    .from(leaseLandlords)
    .where(and(eq(leaseLandlords.leaseId, p.leaseId), eq(leaseLandlords.landlordId, p.landlordId)));
  if (!share) throw invalid("landlordId", "is not a landlord of this lease");
  if (p.cropYear < lease.startYear || (lease.endYear !== null && p.cropYear > lease.endYear)) {
    throw invalid("cropYear", `must be within the lease's crop years ${lease.startYear}-${lease.endYear ?? "open"}`);
  }
}

const yearOf = (date: string) => Number(date.slice(0, 4));

export async function createPayment(db: Db, input: PaymentInput) {
  const cropYear = input.cropYear ?? yearOf(input.date);
  await checkPayment(db, { leaseId: input.leaseId, landlordId: input.landlordId, cropYear });
  const [row] = await db
    .insert(leasePayments)
    .values({ ...input, cropYear, amount: input.amount!, memo: input.memo ?? null })
    .returning({ id: leasePayments.id });
  const created = await getPayment(db, row!.id);
  noteChange({ action: "create", resource: "payments", after: created });
  return created;
}

export async function updatePayment(db: Db, id: number, patch: PaymentPatch) {
  const current = await getPayment(db, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as PaymentPatch;
  const next = {
    leaseId: set.leaseId ?? current.leaseId,
    landlordId: set.landlordId ?? current.landlordId,
    cropYear: set.cropYear ?? (set.date ? yearOf(set.date) : current.cropYear),
  };
  await checkPayment(db, next);
  await db.update(leasePayments).set({ ...set, ...next, amount: set.amount ?? undefined }).where(eq(leasePayments.id, id));
  const after = await getPayment(db, id);
  noteChange({ action: "update", resource: "payments", before: current, after });
  return after;
}

/** Soft delete. */
export async function deletePayment(db: Db, id: number) {
  const current = await getPayment(db, id);
  await db.update(leasePayments).set({ deletedAt: new Date() }).where(eq(leasePayments.id, id));
  noteChange({ action: "delete", resource: "payments", before: current });
  return current;
}
