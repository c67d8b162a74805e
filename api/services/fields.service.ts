import { type ServiceContext, reaches } from "./context";
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { entities, fieldBoundaries, fields, tasks } from "../../db/schema";
import { acreageCheck, acreageKept } from "../domain/boundaries";
import { dec } from "../domain/money";
import { invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import { missingReference } from "./access.service";
import { assertEntityActive } from "./entities.service";
import { orderFor, pageFor, withinEntities } from "./list";
import { reusableQuery } from "./statements";
import { applyingTaskIds, recostTasksProducts } from "./task-products.service";

/** The columns every field read answers with. */
export const fieldColumns = {
  id: fields.id,
  entityId: fields.entityId,
  name: fields.name,
  acreage: fields.acreage,
  cropType: fields.cropType,
  location: fields.location,
  apns: fields.apns,
  apnAcreage: fields.apnAcreage,
  leaseRatePerAcre: fields.leaseRatePerAcre,
  // The site as the county's Pesticide Use Report names it (docs/pesticide-use-report.md).
  county: fields.county,
  operatorId: fields.operatorId,
  permitNumber: fields.permitNumber,
  siteId: fields.siteId,
  baseMeridian: fields.baseMeridian,
  township: fields.township,
  range: fields.range,
  section: fields.section,
  acresPlanted: fields.acresPlanted,
  createdAt: fields.createdAt,
};
/** What a field read needs of its boundary: its acres, and the recorded acreage the office kept over them. */
export const boundaryColumns = { boundaryAcres: fieldBoundaries.areaAcres, keptAcreage: fieldBoundaries.keptAcreage };
const recordColumns = { ...fieldColumns, entityName: entities.name, ...boundaryColumns };

/**
 * A field read with its boundary's acres (null when none) and `acreageWarning`: when the map's acres are more than 2%
 * from the recorded ones (api/domain/boundaries `acreageCheck`) and the office has not kept the recorded acreage over
 * them ("Keep recorded", `acreageKept`), how far in percent of the recorded (signed; null for a field recorded at 0
 * acres), else null. The kept acreage itself is the boundary's (GET /api/fields/{id}/boundary), not the field's.
 */
export function withAcreageWarning<F extends { acreage: string; boundaryAcres: string | null; keptAcreage: string | null }>(
  field: F,
): Omit<F, "keptAcreage"> & { acreageWarning: { differencePercent: string | null } | null } {
  const { keptAcreage, ...read } = field;
  if (field.boundaryAcres === null || acreageKept(field.acreage, keptAcreage)) return { ...read, acreageWarning: null };
  const check = acreageCheck(field.acreage, field.boundaryAcres);
  return { ...read, acreageWarning: check.warn ? { differencePercent: check.differencePercent } : null };
}

export const FIELD_SORTABLE = ["id", "name", "acreage", "cropType", "location", "createdAt"] as const;
export interface FieldFilter {
  q?: string;
  id?: number | number[];
  entityId?: number | number[];
}

/** What a create or update may set; APN lists arrive already normalised to ", "-joined text or null. */
export interface FieldInput {
  name?: string;
  acreage?: string;
  cropType?: string | null;
  location?: string | null;
  apns?: string | null;
  apnAcreage?: string | null;
  leaseRatePerAcre?: string | null;
  county?: string | null;
  operatorId?: string | null;
  permitNumber?: string | null;
  siteId?: string | null;
  baseMeridian?: string | null;
  township?: string | null;
  range?: string | null;
  section?: number | null;
  acresPlanted?: string | null;
}

function filterWhere(filter: FieldFilter) {
  return and(
    isNull(fields.deletedAt),
    filter.q ? or(ilike(fields.name, `%${filter.q}%`), ilike(fields.cropType, `%${filter.q}%`), ilike(fields.location, `%${filter.q}%`)) : undefined,
    filter.id !== undefined ? inArray(fields.id, ([] as number[]).concat(filter.id)) : undefined,
    filter.entityId !== undefined ? inArray(fields.entityId, ([] as number[]).concat(filter.entityId)) : undefined,
  );
}

export async function listFields(ctx: ServiceContext, params: ListParams<FieldFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(fields.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const rows = await db
    .select(recordColumns)
    .from(fields)
    .innerJoin(entities, eq(entities.id, fields.entityId))
    .leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id))
    .where(where)
    .orderBy(...orderFor(params.sort, fieldColumns, asc(fields.name), fields.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(fields).where(where);
  return { rows: rows.map(withAcreageWarning), total: total?.n ?? 0, start: offset };
}

/** One active field with its entity's name, built once and prepared (a field's report reads start with it). */
const fieldById = reusableQuery((db) =>
  db
    .select(recordColumns)
    .from(fields)
    .innerJoin(entities, eq(entities.id, fields.entityId))
    .leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id))
    .where(and(eq(fields.id, sql.placeholder("id")), isNull(fields.deletedAt))),
);

/** An active field with its entity's name; 404 when missing or deleted. */
export async function getField(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const [row] = await fieldById(db, { id });
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Field");
  return withAcreageWarning(row);
}

const entryCount = (list: string | null | undefined) => (list ? list.split(", ").length : 0);

/** Each parcel needs its acreage: when both lists are present they must be the same length. */
function checkApnPair(apns: string | null | undefined, apnAcreage: string | null | undefined) {
  if (!apns || !apnAcreage) return;
  const [a, b] = [entryCount(apns), entryCount(apnAcreage)];
  if (a !== b) throw invalid("apnAcreage", `has ${b} entries but apns has ${a}; give one acreage per parcel`);
}

/** The acres planted are some of the field's: never more than its acreage. */
function checkAcresPlanted(acresPlanted: string | null | undefined, acreage: string) {
  if (acresPlanted === null || acresPlanted === undefined) return;
  if (dec(acresPlanted).greaterThan(dec(acreage))) throw invalid("acresPlanted", `must be at most the field's acreage, ${acreage} acres`);
}

export async function createField(ctx: ServiceContext, input: FieldInput & { entityId: number; name: string; acreage: string }) {
  const { db } = ctx;
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  checkApnPair(input.apns, input.apnAcreage);
  checkAcresPlanted(input.acresPlanted, input.acreage);
  // No crop-year row is written: the field's own cropType is the fallback for every year (DECISIONS.md).
  const [row] = await db
    .insert(fields)
    .values({
      entityId: input.entityId,
      name: input.name,
      acreage: input.acreage,
      cropType: input.cropType ?? null,
      location: input.location ?? null,
      apns: input.apns ?? null,
      apnAcreage: input.apnAcreage ?? null,
      leaseRatePerAcre: input.leaseRatePerAcre ?? null,
      county: input.county ?? null,
      operatorId: input.operatorId ?? null,
      permitNumber: input.permitNumber ?? null,
      siteId: input.siteId ?? null,
      baseMeridian: input.baseMeridian ?? null,
      township: input.township ?? null,
      range: input.range ?? null,
      section: input.section ?? null,
      acresPlanted: input.acresPlanted ?? null,
    })
    .returning({ id: fields.id });
  const created = await getField(ctx, row!.id);
  ctx.audit({ action: "create", resource: "fields", after: created });
  return created;
}

/** Applies a partial update; keys left undefined keep their stored value. */
export async function updateField(ctx: ServiceContext, id: number, input: FieldInput) {
  const { db } = ctx;
  const current = await getField(ctx, id);
  checkApnPair(input.apns !== undefined ? input.apns : current.apns, input.apnAcreage !== undefined ? input.apnAcreage : current.apnAcreage);
  checkAcresPlanted(input.acresPlanted !== undefined ? input.acresPlanted : current.acresPlanted, input.acreage ?? current.acreage);
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as FieldInput;
  if (Object.keys(set).length) await db.update(fields).set(set).where(eq(fields.id, id));
  const after = await getField(ctx, id);
  ctx.audit({ action: "update", resource: "fields", before: current, after });
  return after;
}

/** Soft-deletes the field and its active tasks with one timestamp, so recover-field restores them together. */
export async function deleteField(ctx: ServiceContext, id: number) {
  const { db } = ctx;
  const field = await getField(ctx, id);
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx.update(fields).set({ deletedAt: at }).where(eq(fields.id, id));
    const applying = await applyingTaskIds(tx, and(eq(tasks.fieldId, id), isNull(tasks.deletedAt)));
    await tx.update(tasks).set({ deletedAt: at }).where(and(eq(tasks.fieldId, id), isNull(tasks.deletedAt)));
    // Their applications leave the ledger: what was applied after them is costed again.
    await recostTasksProducts({ ...ctx, db: tx }, applying);
  });
  ctx.audit({ action: "delete", resource: "fields", before: field });
  return field;
}
