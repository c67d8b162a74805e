import type { ServiceContext } from "./context";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, fields, landlords, leaseLandlords, leasePayments, leases } from "../../db/schema";
import { invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { Payment, PaymentFilter, PaymentInput, PaymentPatch } from "../schemas/lease-payments.schemas";
import { missingReference } from "./access.service";
import { pageFor, withinEntities } from "./list";

export const PAYMENT_SORTABLE = ["id", "date", "amount", "cropYear", "method", "landlordName", "fieldName"] as const;

const columns = {
  id: leasePayments.id,
  leaseId: leasePayments.leaseId,
  landlordId: leasePayments.landlordId,
  landlordName: landlords.name,
  fieldName: fields.name,
  entityId: fields.entityId,
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
export async function listPayments(ctx: ServiceContext, params: ListParams<PaymentFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(sql`(select ${fields.entityId} from ${fields} where ${fields.id} = ${leases.fieldId})`, ctx.within));
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

export async function getPayment(ctx: ServiceContext, id: number): Promise<Payment> {
  const { db } = ctx;
  const [row] = await rows(db).where(and(eq(leasePayments.id, id), isNull(leasePayments.deletedAt), isNull(leases.deletedAt), withinEntities(fields.entityId, ctx.within)));
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

export async function createPayment(ctx: ServiceContext, input: PaymentInput) {
  const { db } = ctx;
  const cropYear = input.cropYear ?? yearOf(input.date);
  await checkPayment(db, { leaseId: input.leaseId, landlordId: input.landlordId, cropYear });
  const [row] = await db
    .insert(leasePayments)
    .values({ ...input, cropYear, amount: input.amount!, memo: input.memo ?? null })
    .returning({ id: leasePayments.id });
  const created = await getPayment(ctx, row!.id);
  ctx.audit({ action: "create", resource: "payments", after: created });
  return created;
}

export async function updatePayment(ctx: ServiceContext, id: number, patch: PaymentPatch) {
  const { db } = ctx;
  const current = await getPayment(ctx, id);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as PaymentPatch;
  const next = {
    leaseId: set.leaseId ?? current.leaseId,
    landlordId: set.landlordId ?? current.landlordId,
    cropYear: set.cropYear ?? (set.date ? yearOf(set.date) : current.cropYear),
  };
  await checkPayment(db, next);
  await db.update(leasePayments).set({ ...set, ...next, amount: set.amount ?? undefined }).where(eq(leasePayments.id, id));
  const after = await getPayment(ctx, id);
  ctx.audit({ action: "update", resource: "payments", before: current, after });
  return after;
}

/** Soft delete. */
export async function deletePayment(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const current = await getPayment(ctx, id);
  await db.update(leasePayments).set({ deletedAt: new Date() }).where(eq(leasePayments.id, id));
  ctx.audit({ action: "delete", resource: "payments", before: current });
  return current;
}
