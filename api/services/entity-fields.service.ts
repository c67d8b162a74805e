import { and, asc, desc, eq, getTableColumns, isNull, } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { cropForYear } from "../domain/crops";
import { moneyFigures, sumTaskMoney } from "../domain/task-money";
import { getEntity } from "./entities.service";
import { fieldColumns } from "./fields.service";

export interface EntityFieldsOptions {
  withTasks?: boolean;
  /** The crop year; without it cropTypeForYear is left out and withTasks covers every year. */
  year?: number;
  /** With withTasks: list only each field's newest N tasks (a card shows two); the money still counts them all. */
  latestTasks?: number;
}

/**
 * The entity's active fields by name, optionally with a year's crop (`cropForYear`) and the crop year's tasks with
 * the field's money by the one rule (`taskMoney`): the field card's seasonal cost is its costs only. Two queries.
 */
export async function listEntityFields(db: Db, entityId: number, opts: EntityFieldsOptions = {}) {
  await getEntity(db, entityId);
  const { year } = opts;
  const active = and(eq(fields.entityId, entityId), isNull(fields.deletedAt));
  const rows =
    year === undefined
      ? await db.select(fieldColumns).from(fields).where(active).orderBy(asc(fields.name), asc(fields.id))
      : await db
          .select({ ...fieldColumns, yearCrop: fieldCropYears.cropType })
          .from(fields)
          .leftJoin(fieldCropYears, and(eq(fieldCropYears.fieldId, fields.id), eq(fieldCropYears.year, year)))
          .where(active)
          .orderBy(asc(fields.name), asc(fields.id));
  const withCrops = rows.map(({ yearCrop, ...field }: typeof rows[number] & { yearCrop?: string | null }) =>
    year === undefined ? field : { ...field, cropTypeForYear: cropForYear(yearCrop, field.cropType) },
  );
  if (!opts.withTasks) return withCrops;

  const taskRows = await db
    .select({ ...getTableColumns(tasks), categoryName: taskCategories.name, isIncomeCategory: taskCategories.isIncomeCategory })
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
  return withCrops.map((field) => {
    const fieldTasks = byField.get(field.id) ?? [];
    const money = moneyFigures(sumTaskMoney(fieldTasks), field.acreage);
    const listed = opts.latestTasks === undefined ? fieldTasks : fieldTasks.slice(0, opts.latestTasks);
    return { ...field, tasks: listed, seasonalCost: money.cost, costPerAcre: money.costPerAcre, money };
  });
}
