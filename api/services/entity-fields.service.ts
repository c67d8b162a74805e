import { and, asc, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { dec, sumCents, toCents } from "../domain/money";
import { getEntity } from "./entities.service";
import { fieldColumns } from "./fields.service";

export interface EntityFieldsOptions {
  withTasks?: boolean;
  /** The crop year; without it cropTypeForYear is left out and withTasks covers every year. */
  year?: number;
}

/** The entity's active fields by name, optionally with a year's crop and the crop year's tasks. Two queries in all. */
export async function listEntityFields(db: Db, entityId: number, opts: EntityFieldsOptions = {}) {
  await getEntity(db, entityId);
  const { year } = opts;
  const active = and(eq(fields.entityId, entityId), isNull(fields.deletedAt));
  const rows =
    year === undefined
      ? await db.select(fieldColumns).from(fields).where(active).orderBy(asc(fields.name), asc(fields.id))
      : await db
          .select({ ...fieldColumns, cropTypeForYear: sql<string | null>`coalesce(${fieldCropYears.cropType}, ${fields.cropType})` })
          .from(fields)
          .leftJoin(fieldCropYears, and(eq(fieldCropYears.fieldId, fields.id), eq(fieldCropYears.year, year)))
          .where(active)
          .orderBy(asc(fields.name), asc(fields.id));
  if (!opts.withTasks) return rows;

  const taskRows = await db
    .select({ ...getTableColumns(tasks), categoryName: taskCategories.name })
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(active, isNull(tasks.deletedAt), year === undefined ? undefined : eq(tasks.cropYear, year)))
    .orderBy(desc(tasks.date), desc(tasks.id));
  const byField = new Map<number, typeof taskRows>();
  for (const task of taskRows) {
    const list = byField.get(task.fieldId) ?? [];
    list.push(task);
    byField.set(task.fieldId, list);
  }
  return rows.map((field) => {
    const fieldTasks = byField.get(field.id) ?? [];
    const seasonalCost = sumCents(fieldTasks.map((task) => task.totalCost));
    const acres = dec(field.acreage);
    const costPerAcre = acres.isZero() ? "0.00" : toCents(dec(seasonalCost).div(acres));
    return { ...field, tasks: fieldTasks, seasonalCost, costPerAcre };
  });
}
