import type { ServiceContext } from "./context";
import { and, asc, eq, isNull } from "drizzle-orm";
import { fieldCropYears, fields } from "../../db/schema";
import { getEntity } from "./entities.service";
import { getField } from "./fields.service";

const rowColumns = {
  id: fieldCropYears.id,
  fieldId: fieldCropYears.fieldId,
  year: fieldCropYears.year,
  cropType: fieldCropYears.cropType,
};

/** A field's crop for one year; cropType is null when none was recorded (DECISIONS.md). */
export async function getCropYear(ctx: ServiceContext, fieldId: number, year: number) {
  const { db } = ctx;
  await getField(ctx, fieldId);
  const [row] = await db
    .select({ cropType: fieldCropYears.cropType })
    .from(fieldCropYears)
    .where(and(eq(fieldCropYears.fieldId, fieldId), eq(fieldCropYears.year, year)));
  return { fieldId, year, cropType: row?.cropType ?? null };
}

/** Records a field's crop for a year, replacing any earlier one (one row per field and year). */
export async function setCropYear(ctx: ServiceContext, fieldId: number, year: number, cropType: string) {
  const { db } = ctx;
  const field = await getField(ctx, fieldId);
  const before = await getCropYear(ctx, fieldId, year);
  const [row] = await db
    .insert(fieldCropYears)
    .values({ fieldId, year, cropType })
    .onConflictDoUpdate({ target: [fieldCropYears.fieldId, fieldCropYears.year], set: { cropType } })
    .returning(rowColumns);
  ctx.audit({ action: before.cropType === null ? "create" : "update", resource: "crop-years", id: row!.id, entityId: field.entityId, before, after: { fieldId, year, cropType: row!.cropType } });
  return row!;
}

/** Every crop-year row of the entity's active fields. */
export async function listEntityCropYears(ctx: ServiceContext, entityId: number) {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  return db
    .select(rowColumns)
    .from(fieldCropYears)
    .innerJoin(fields, eq(fields.id, fieldCropYears.fieldId))
    .where(and(eq(fields.entityId, entityId), isNull(fields.deletedAt)))
    .orderBy(asc(fieldCropYears.fieldId), asc(fieldCropYears.year));
}
