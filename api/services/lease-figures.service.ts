import type { ServiceContext } from "./context";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldCropYears, fields, harvestTickets, landlords, leasePayments, taskCategories, tasks } from "../../db/schema";
import { cropForYear } from "../domain/crops";
import { type FieldIncome, fieldYear, withYieldRule } from "../domain/harvest/field-income";
import { fieldHarvest, type FieldSales } from "../domain/leases/harvest-share";
import { applyPayments, balanceDue, dueStatus } from "../domain/leases/balance";
import { type FieldSeason, fieldSeason, type LeaseYearFigures, leaseYear } from "../domain/leases/lease-year";
import { type LandlordStatement, type LeaseBalances, landlordStatement, type RentDue } from "../domain/leases/statement";
import { type Dec, dec, toCents } from "../domain/money";
import type { Lease } from "../schemas/leases.schemas";
import { getLandlordRow } from "./landlords.service";
import { listLeases } from "./leases.service";
import { loadFieldIncome } from "./sales-income.service";
import { moneySumColumns } from "./summary.service";

/** One lease in one crop year, worked out by the leases domain from the field's season. */
export interface LeaseYearRow {
  lease: Lease;
  year: number;
  crop: string | null;
  figures: LeaseYearFigures;
}

const key = (...parts: number[]) => parts.join(":");
const inForce = (l: Lease, year: number) => l.startYear <= year && (l.endYear === null || l.endYear >= year);

/**
 * Each field-year's harvest and sales: its share of its pools' settlements, of their unsold crop at the mark and its
 * harvested quantity in the crop's unit (harvest-share.ts `fieldHarvest`); only field-years with harvest records.
 */
async function fieldSales(db: Db, income: FieldIncome, fieldIds: number[], years: number[], crop: Map<string, string | null>) {
  const out = new Map<string, FieldSales>();
  if (income.harvested.size === 0) return out;
  const tickets = await db
    .select({
      fieldId: harvestTickets.fieldId,
      cropYear: harvestTickets.cropYear,
      crop: harvestTickets.crop,
      unit: harvestTickets.unit,
      quantity: sql<string>`sum(${harvestTickets.quantity})::text`,
    })
    .from(harvestTickets)
    .where(and(inArray(harvestTickets.fieldId, fieldIds), inArray(harvestTickets.cropYear, years)))
    .groupBy(harvestTickets.fieldId, harvestTickets.cropYear, harvestTickets.crop, harvestTickets.unit)
    // The unit a field's first load was weighed in is the crop's unit on its statements.
    .orderBy(sql`min(${harvestTickets.date})`, sql`min(${harvestTickets.seq})`, asc(harvestTickets.unit));
  const sum = (rows: Array<{ fieldId: number; cropYear: number; amount: string | number | Dec }>) => {
    const m = new Map<string, Dec>();
    for (const r of rows) m.set(key(r.fieldId, r.cropYear), (m.get(key(r.fieldId, r.cropYear)) ?? dec(0)).plus(dec(r.amount)));
    return m;
  };
  const settled = sum(income.realised);
  const estimated = sum(income.estimated);
  const byFieldYear = new Map<string, typeof tickets>();
  for (const t of tickets) byFieldYear.set(key(t.fieldId, t.cropYear), [...(byFieldYear.get(key(t.fieldId, t.cropYear)) ?? []), t]);
  for (const fieldId of fieldIds) {
    for (const year of years) {
      const k = key(fieldId, year);
      if (!income.harvested.has(fieldYear(fieldId, year)) && !settled.has(k) && !estimated.has(k)) continue;
      out.set(k, {
        settled: settled.get(k) ?? dec(0),
        estimated: estimated.get(k) ?? dec(0),
        harvested: fieldHarvest(crop.get(k) ?? null, byFieldYear.get(k) ?? []),
      });
    }
  }
  return out;
}

/**
 * The fields' seasons in some crop years, by the one income-and-cost rule (`fieldSeason` over `taskMoney`): their
 * tasks (a typed yield value only for a field-year without harvest tickets) and their share of settlements.
 */
async function seasons(ctx: ServiceContext, leases: Lease[], years: number[], crop: Map<string, string | null>) {
  const { db } = ctx;
  const out = new Map<string, FieldSeason>();
  const fieldIds = [...new Set(leases.map((l) => l.fieldId))];
  if (!fieldIds.length || !years.length) return out;
  const groups = await db
    .select({
      fieldId: tasks.fieldId,
      cropYear: tasks.cropYear,
      categoryId: taskCategories.id,
      categoryName: taskCategories.name,
      isIncomeCategory: taskCategories.isIncomeCategory,
      ...moneySumColumns,
    })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(inArray(tasks.fieldId, fieldIds), inArray(tasks.cropYear, years), isNull(tasks.deletedAt)))
    .groupBy(tasks.fieldId, tasks.cropYear, taskCategories.id);
  const acres = await db.select({ id: fields.id, acreage: fields.acreage }).from(fields).where(inArray(fields.id, fieldIds));
  const acreage = new Map(acres.map((a) => [a.id, a.acreage]));
  // A pool's shares need all of its fields: the whole entities of the leased fields are read.
  const income = await loadFieldIncome(ctx, { entities: [...new Set(leases.map((l) => l.entityId))], cropYears: years });
  const sales = await fieldSales(db, income, fieldIds, years, crop);
  const byFieldYear = new Map<string, typeof groups>();
  for (const g of withYieldRule(groups, income.harvested)) byFieldYear.set(key(g.fieldId, g.cropYear), [...(byFieldYear.get(key(g.fieldId, g.cropYear)) ?? []), g]);
  for (const fieldId of fieldIds) {
    for (const year of years) {
      const k = key(fieldId, year);
      out.set(k, fieldSeason(acreage.get(fieldId), byFieldYear.get(k) ?? [], sales.get(k)));
    }
  }
  return out;
}

async function crops(db: Db, fieldIds: number[], years: number[]) {
  if (!fieldIds.length) return new Map<string, string | null>();
  const fieldCrops = await db.select({ id: fields.id, cropType: fields.cropType }).from(fields).where(inArray(fields.id, fieldIds));
  const yearCrops = await db
    .select({ fieldId: fieldCropYears.fieldId, year: fieldCropYears.year, cropType: fieldCropYears.cropType })
    .from(fieldCropYears)
    .where(and(inArray(fieldCropYears.fieldId, fieldIds), inArray(fieldCropYears.year, years)));
  const yc = new Map(yearCrops.map((c) => [key(c.fieldId, c.year), c.cropType]));
  const out = new Map<string, string | null>();
  for (const f of fieldCrops) for (const y of years) out.set(key(f.id, y), cropForYear(yc.get(key(f.id, y)), f.cropType));
  return out;
}

/** Every active lease within the caller's entities (of a landlord, when given) in force in the given crop years, with its figures. */
export async function leaseYears(ctx: ServiceContext, years: number[], filter: { landlordId?: number; leaseId?: number; fieldIds?: number[] } = {}): Promise<LeaseYearRow[]> {
  const { db } = ctx;
  const { landlordId, leaseId, fieldIds } = filter;
  if (fieldIds && !fieldIds.length) return [];
  const { rows } = await listLeases(ctx, {
    sort: null,
    range: null,
    filter: { ...(landlordId !== undefined ? { landlordId } : {}), ...(leaseId !== undefined ? { id: leaseId } : {}), ...(fieldIds ? { fieldId: fieldIds } : {}) },
  });
  const used = rows.filter((l) => years.some((y) => inForce(l, y)));
  const usedFields = [...new Set(used.map((l) => l.fieldId))];
  const c = await crops(db, usedFields, years);
  const s = await seasons(ctx, used, years, c);
  const out: LeaseYearRow[] = [];
  for (const lease of used) {
    for (const year of years.filter((y) => inForce(lease, y))) {
      const figures = leaseYear({ year, leasedAcres: lease.leasedAcres, terms: lease.terms, landlords: lease.landlords }, s.get(key(lease.fieldId, year))!);
      out.push({ lease, year, crop: c.get(key(lease.fieldId, year)) ?? null, figures });
    }
  }
  return out;
}

/** Payments of active leases in some crop years, by lease, landlord and crop year. */
async function paymentsBy(db: Db, years: number[], landlordIds?: number[]) {
  const rows = await db
    .select({ leaseId: leasePayments.leaseId, landlordId: leasePayments.landlordId, cropYear: leasePayments.cropYear, amount: leasePayments.amount })
    .from(leasePayments)
    .where(and(isNull(leasePayments.deletedAt), inArray(leasePayments.cropYear, years), landlordIds ? inArray(leasePayments.landlordId, landlordIds) : undefined));
  const out = new Map<string, string[]>();
  for (const p of rows) out.set(key(p.leaseId, p.landlordId, p.cropYear), [...(out.get(key(p.leaseId, p.landlordId, p.cropYear)) ?? []), p.amount]);
  return out;
}

/** The statements of a crop year: of one landlord, or of every landlord with a lease in force that year. */
export async function statementsFor(ctx: ServiceContext, year: number, landlordId?: number): Promise<LandlordStatement[]> {
  const { db } = ctx;
  const rows = await leaseYears(ctx, [year], { landlordId });
  const payments = await paymentsBy(db, [year], landlordId !== undefined ? [landlordId] : undefined);
  const ids = landlordId !== undefined ? [landlordId] : [...new Set(rows.flatMap((r) => r.lease.landlords.map((l) => l.landlordId)))];
  if (!ids.length) return [];
  const people = await db.select().from(landlords).where(and(inArray(landlords.id, ids), isNull(landlords.deletedAt)));
  return people
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((p) => {
      const lines = rows.flatMap((r) => {
        const i = r.lease.landlords.findIndex((l) => l.landlordId === p.id);
        if (i < 0) return [];
        const l = r.lease;
        return [{
          leaseId: l.id, entityName: l.entityName, fieldName: l.fieldName, crop: r.crop, leasedAcres: l.leasedAcres, type: l.type,
          sharePercent: l.landlords[i]!.sharePercent, figures: r.figures.landlords.find((x) => x.landlordId === p.id)!,
          payments: payments.get(key(l.id, p.id, year)) ?? [],
        }];
      });
      lines.sort((a, b) => a.entityName.localeCompare(b.entityName) || a.fieldName.localeCompare(b.fieldName) || a.leaseId - b.leaseId);
      return landlordStatement({ id: p.id, name: p.name, mailingAddress: p.mailingAddress }, year, lines);
    });
}

/** One landlord's statement for a crop year; 404 for an unknown landlord. */
export async function getLandlordStatement(ctx: ServiceContext, landlordId: number, year: number): Promise<LandlordStatement> {
  const row = await getLandlordRow(ctx, landlordId);
  return (await statementsFor(ctx, year, landlordId))[0] ?? landlordStatement({ id: row.id, name: row.name, mailingAddress: row.mailingAddress }, year, []);
}

/**
 * Rent open on `today`: installments overdue (any crop year back to `today`'s year minus 5) and those due in the
 * next `days` days, each after the landlord's payments on the lease for that crop year (oldest first).
 */
export async function getRentDue(ctx: ServiceContext, today: string, days = 30): Promise<RentDue> {
  const { db } = ctx;
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 7 }, (_, i) => thisYear - 5 + i);
  const rows = await leaseYears(ctx, years);
  const payments = await paymentsBy(db, years);
  const items: RentDue["items"] = [];
  for (const r of rows) {
    for (const l of r.figures.landlords) {
      const who = r.lease.landlords.find((x) => x.landlordId === l.landlordId)!;
      const { items: open } = applyPayments(l.due, dec(0).plus((payments.get(key(r.lease.id, l.landlordId, r.year)) ?? []).reduce((a, p) => a.plus(dec(p)), dec(0))));
      for (const o of open) {
        const status = dueStatus(o.date, today, days);
        if (status === "later" || dec(o.open).lessThanOrEqualTo(0)) continue;
        items.push({
          status, date: o.date, kind: o.kind, amount: o.amount, open: o.open, cropYear: r.year,
          leaseId: r.lease.id, fieldName: r.lease.fieldName, entityName: r.lease.entityName, landlordId: l.landlordId, landlordName: who.name,
        });
      }
    }
  }
  items.sort((a, b) => a.date.localeCompare(b.date) || a.landlordName.localeCompare(b.landlordName) || a.leaseId - b.leaseId);
  const total = (s: string) => toCents(items.filter((i) => i.status === s).reduce((a, i) => a.plus(dec(i.open)), dec(0)));
  return { today, days, items, overdueTotal: total("overdue"), soonTotal: total("soon") };
}


/** The balance of each landlord of a lease in a crop year: owed, paid, and the difference (positive: owed to them). */
export async function getLeaseBalances(ctx: ServiceContext, lease: Lease, year: number): Promise<LeaseBalances> {
  const { db } = ctx;
  const [row] = await leaseYears(ctx, [year], { leaseId: lease.id });
  const payments = await paymentsBy(db, [year]);
  const landlordsOf = (row?.figures.landlords ?? []).map((l) => {
    const paid = payments.get(key(lease.id, l.landlordId, year)) ?? [];
    return {
      landlordId: l.landlordId,
      landlordName: lease.landlords.find((x) => x.landlordId === l.landlordId)!.name,
      sharePercent: l.sharePercent,
      owed: l.owed,
      paid: toCents(paid.reduce((a, p) => a.plus(dec(p)), dec(0))),
      balance: balanceDue(l.owed, paid),
    };
  });
  const sum = (k: "owed" | "paid" | "balance") => toCents(landlordsOf.reduce((a, l) => a.plus(dec(l[k])), dec(0)));
  return { leaseId: lease.id, year, inForce: !!row, landlords: landlordsOf, totals: { owed: sum("owed"), paid: sum("paid"), balance: sum("balance") } };
}

/** What each field's leases owe their landlords in a crop year (fields without a lease are left out). */
export async function landlordsOwedByField(ctx: ServiceContext, year: number, fieldIds?: number[]): Promise<Map<number, string[]>> {
  const rows = await leaseYears(ctx, [year], { fieldIds });
  const out = new Map<number, string[]>();
  for (const r of rows) {
    out.set(r.lease.fieldId, [...(out.get(r.lease.fieldId) ?? []), r.figures.total.owed]);
  }
  return out;
}
