import { and, asc, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { cropForYear } from "../domain/crops";
import { moneyFigures, sumTaskMoney } from "../domain/task-money";
import { getEntity } from "./entities.service";
import { fieldColumns } from "./fields.service";
import { reusableQuery } from "./statements";

export interface EntityFieldsOptions {
  withTasks?: boolean;
  /** The crop year; without it cropTypeForYear is left out and withTasks covers every year. */
  year?: number;
  /** With withTasks: list only each field's newest N tasks (a card shows two); the money still counts them all. */
  latestTasks?: number;
}

/** The entity's fields that are not deleted. */
const activeFieldsOf = (entityId: number) => and(eq(fields.entityId, entityId), isNull(fields.deletedAt));

/** The entity's active fields by name, with the year's crop when a year is given. */
async function entityFields(db: Db, entityId: number, year: number | undefined) {
  const active = activeFieldsOf(entityId);
  const rows =
    year === undefined
      ? await db.select(fieldColumns).from(fields).where(active).orderBy(asc(fields.name), asc(fields.id))
      : await db
          .select({ ...fieldColumns, yearCrop: fieldCropYears.cropType })
          .from(fields)
          .leftJoin(fieldCropYears, and(eq(fieldCropYears.fieldId, fields.id), eq(fieldCropYears.year, year)))
          .where(active)
          .orderBy(asc(fields.name), asc(fields.id));
  return rows.map(({ yearCrop, ...field }: typeof rows[number] & { yearCrop?: string | null }) =>
    year === undefined ? field : { ...field, cropTypeForYear: cropForYear(yearCrop, field.cropType) },
  );
}

/** Tasks with their category's name and kind, as a field of the list carries them. */
const selectFieldTasks = (db: Db) =>
  db
    .select({ ...getTableColumns(tasks), categoryName: taskCategories.name, isIncomeCategory: taskCategories.isIncomeCategory })
    .from(tasks)
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.categoryId));
type FieldTask = Awaited<ReturnType<typeof selectFieldTasks>>[number];

/** A field with its tasks (the newest `latest` listed) and its money by the one rule over all of them. */
function withTasks<F extends { acreage: string }>(field: F, fieldTasks: FieldTask[], latest: number | undefined) {
  const money = moneyFigures(sumTaskMoney(fieldTasks), field.acreage);
  const listed = latest === undefined ? fieldTasks : fieldTasks.slice(0, latest);
  return { ...field, tasks: listed, seasonalCost: money.cost, costPerAcre: money.costPerAcre, money };
}

/**
 * The entity's active fields by name, optionally with a year's crop (`cropForYear`) and the crop year's tasks with
 * the field's money by the one rule (`taskMoney`): the field card's seasonal cost is its costs only. Two queries.
 */
export async function listEntityFields(db: Db, entityId: number, opts: EntityFieldsOptions = {}) {
  await getEntity(db, entityId);
  const { year } = opts;
  const withCrops = await entityFields(db, entityId, year);
  if (!opts.withTasks) return withCrops;

  const taskRows = await selectFieldTasks(db)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .where(and(activeFieldsOf(entityId), isNull(tasks.deletedAt), year === undefined ? undefined : eq(tasks.cropYear, year)))
    .orderBy(desc(tasks.date), desc(tasks.id));
  const byField = new Map<number, FieldTask[]>();
  for (const task of taskRows) {
    const list = byField.get(task.fieldId) ?? [];
    list.push(task);
    byField.set(task.fieldId, list);
  }
  return withCrops.map((field) => withTasks(field, byField.get(field.id) ?? [], opts.latestTasks));
}

/**
 * `listEntityFields` with every task of each field (no `latestTasks`), a field at a time: one query per field, so a
 * busy entity's list is written as it is read (api/lib/json-array-stream.ts) instead of held whole. A missing entity
 * is a 404 at the first field.
 */
export async function* entityFieldsWithTasks(db: Db, entityId: number, year?: number): AsyncGenerator<unknown[]> {
  await getEntity(db, entityId);
  for (const field of await entityFields(db, entityId, year)) {
    const fieldTasks = year === undefined ? await tasksOfField(db, { fieldId: field.id }) : await tasksOfFieldYear(db, { fieldId: field.id, year });
    yield [withTasks(field, fieldTasks, undefined)];
  }
}

/** A field's active tasks (of a crop year), newest first: built once and prepared, as it runs once per field. */
const fieldTasksQuery = (withYear: boolean) =>
  reusableQuery((db) =>
    selectFieldTasks(db)
      .where(and(eq(tasks.fieldId, sql.placeholder("fieldId")), isNull(tasks.deletedAt), withYear ? eq(tasks.cropYear, sql.placeholder("year")) : undefined))
      .orderBy(desc(tasks.date), desc(tasks.id)),
  );
const tasksOfFieldYear = fieldTasksQuery(true);
const tasksOfField = fieldTasksQuery(false);
