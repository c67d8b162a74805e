import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldCropYears, fields } from "../../db/schema";
import { getEntity } from "./entities.service";
import { getField } from "./fields.service";
import { noteChange } from "./audit-trail";

const rowColumns = {
  id: fieldCropYears.id,
  fieldId: fieldCropYears.fieldId,
  year: fieldCropYears.year,
  cropType: fieldCropYears.cropType,
};

/** A field's crop for one year; cropType is null when none was recorded (DECISIONS.md). */
export async function getCropYear(db: Db, fieldId: number, year: number) {
  await getField(db, fieldId);
  const [row] = await db
    .select({ cropType: fieldCropYears.cropType })
    .from(fieldCropYears)
    .where(and(eq(fieldCropYears.fieldId, fieldId), eq(fieldCropYears.year, year)));
  return { fieldId, year, cropType: row?.cropType ?? null };
}

/** Records a field's crop for a year, replacing any earlier one (one row per field and year). */
export async function setCropYear(db: Db, fieldId: number, year: number, cropType: string) {
  await getField(db, fieldId);
  const before = await getCropYear(db, fieldId, year);
  const [row] = await db
    .insert(fieldCropYears)
    .values({ fieldId, year, cropType })
    .onConflictDoUpdate({ target: [fieldCropYears.fieldId, fieldCropYears.year], set: { cropType } })
    .returning(rowColumns);
  noteChange({ action: before.cropType === null ? "create" : "update", resource: "crop-years", id: row!.id, before, after: { fieldId, year, cropType: row!.cropType } });
  return row!;
}

/** Every crop-year row of the entity's active fields. */
export async function listEntityCropYears(db: Db, entityId: number) {
  await getEntity(db, entityId);
  return db
    .select(rowColumns)
    .from(fieldCropYears)
    .innerJoin(fields, eq(fields.id, fieldCropYears.fieldId))
    .where(and(eq(fields.entityId, entityId), isNull(fields.deletedAt)))
    .orderBy(asc(fieldCropYears.fieldId), asc(fieldCropYears.year));
}
