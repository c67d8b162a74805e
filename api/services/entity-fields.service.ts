import type { ServiceContext } from "./context";
import { and, asc, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fieldBoundaries, fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { cropForYear } from "../domain/crops";
import { type FieldIncome, type FieldSale, saleMoney, salesByField, withYieldRule } from "../domain/harvest/field-income";
import { type MoneySums, NO_MONEY, moneyFigures, sumTaskMoney } from "../domain/task-money";
import { getEntity } from "./entities.service";
import { boundaryColumns, fieldColumns, withAcreageWarning } from "./fields.service";
import { reusableQuery } from "./statements";
import { loadFieldIncome } from "./sales-income.service";
import { LIST_PAGE_ROWS } from "./tasks-read.service";

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
  // With the boundary's acres beside the recorded ones (api/domain/boundaries), as every field read carries them.
  const columns = { ...fieldColumns, ...boundaryColumns };
  const rows =
    year === undefined
      ? await db.select(columns).from(fields).leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id)).where(active).orderBy(asc(fields.name), asc(fields.id))
      : await db
          .select({ ...columns, yearCrop: fieldCropYears.cropType })
          .from(fields)
          .leftJoin(fieldCropYears, and(eq(fieldCropYears.fieldId, fields.id), eq(fieldCropYears.year, year)))
          .leftJoin(fieldBoundaries, eq(fieldBoundaries.fieldId, fields.id))
          .where(active)
          .orderBy(asc(fields.name), asc(fields.id));
  return rows.map(({ yearCrop, ...field }: typeof rows[number] & { yearCrop?: string | null }) =>
    withAcreageWarning(year === undefined ? field : { ...field, cropTypeForYear: cropForYear(yearCrop, field.cropType) }),
  );
}

/** Tasks with their category's name and kind, as a field of the list carries them. */
const selectFieldTasks = (db: Db) =>
  db
    .select({ ...getTableColumns(tasks), categoryName: taskCategories.name, isIncomeCategory: taskCategories.isIncomeCategory })
    .from(tasks)
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.categoryId));
type FieldTask = Awaited<ReturnType<typeof selectFieldTasks>>[number];

/** A field's money by the one rule over all its tasks, as the field list carries it after the tasks. */
function fieldMoney(acreage: string, sums: MoneySums) {
  const money = moneyFigures(sums, acreage);
  return { seasonalCost: money.cost, costPerAcre: money.costPerAcre, money };
}

/**
 * A field with its tasks (the newest `latest` listed) and its money by the one rule over all of them, with harvests:
 * the yield rule, and its share of its crop's settlements (`income`).
 */
function withTasks<F extends { id: number; acreage: string }>(field: F, fieldTasks: FieldTask[], latest: number | undefined, income: EntityIncome) {
  const listed = latest === undefined ? fieldTasks : fieldTasks.slice(0, latest);
  return { ...field, tasks: listed, ...fieldMoney(field.acreage, withFieldSales(field.id, sumTaskMoney(withYieldRule(fieldTasks, income.harvested)), income)) };
}

/** The harvest and sales of an entity's crop year (every year without one), with the settlement shares by field. */
interface EntityIncome extends FieldIncome {
  byField: Map<number, FieldSale[]>;
}

/** A field's sums with its settlement shares added (income of the "Crop Sales" source). */
function withFieldSales(fieldId: number, sums: MoneySums, income: EntityIncome): MoneySums {
  const own = income.byField.get(fieldId);
  return own ? sumTaskMoney(saleMoney(own), sums) : sums;
}

async function entityIncome(ctx: ServiceContext, entityId: number, year: number | undefined): Promise<EntityIncome> {
  const income = await loadFieldIncome(ctx, { entities: [entityId], cropYears: year === undefined ? "all" : [year] });
  return { ...income, byField: salesByField(income.realised) };
}

/**
 * The entity's active fields by name, optionally with a year's crop (`cropForYear`) and the crop year's tasks with
 * the field's money by the one rule (`taskMoney`): the field card's seasonal cost is its costs only. Two queries.
 */
export async function listEntityFields(ctx: ServiceContext, entityId: number, opts: EntityFieldsOptions = {}) {
  const { db } = ctx;
  await getEntity(ctx, entityId);
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
  const income = await entityIncome(ctx, entityId, year);
  return withCrops.map((field) => withTasks(field, byField.get(field.id) ?? [], opts.latestTasks, income));
}

/**
 * `listEntityFields` with every task of each field (no `latestTasks`), as JSON text written as it is read
 * (api/lib/json-array-stream.ts): a field at a time, and within a field a page of `size` tasks at a time (newest
 * first, the order of `listEntityFields`), its money summed page by page and written after its tasks, where the
 * field's JSON has it. The text is that of `JSON.stringify(await listEntityFields(...))`, but the server holds one
 * page of a busy field's tasks instead of the whole year. A missing entity is a 404 before the first piece.
 */
export async function* entityFieldsWithTasksJson(ctx: ServiceContext, entityId: number, year?: number, size = LIST_PAGE_ROWS): AsyncGenerator<string> {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const list = await entityFields(db, entityId, year);
  const income = await entityIncome(ctx, entityId, year);
  let text = "[";
  for (const [index, field] of list.entries()) {
    // The field's JSON up to its tasks' opening bracket: `{...,"tasks":[`.
    text += (index ? "," : "") + JSON.stringify({ ...field, tasks: [] }).slice(0, -2);
    let sums = NO_MONEY;
    let after = { afterDate: "infinity", afterId: 0 };
    for (let first = true; ; ) {
      const page = await (year === undefined ? fieldTaskPage(db, { fieldId: field.id, ...after, size }) : fieldYearTaskPage(db, { fieldId: field.id, year, ...after, size }));
      if (page.length) {
        // The page's array without its brackets: one call for the page instead of one per task.
        text += (first ? "" : ",") + JSON.stringify(page).slice(1, -1);
        first = false;
      }
      sums = sumTaskMoney(withYieldRule(page, income.harvested), sums);
      if (page.length < size) break;
      yield text;
      text = "";
      const last = page[page.length - 1]!;
      after = { afterDate: last.date, afterId: last.id };
    }
    // `{"seasonalCost":...}` without its opening brace closes the field's object.
    text += "]," + JSON.stringify(fieldMoney(field.acreage, withFieldSales(field.id, sums, income))).slice(1);
    yield text;
    text = "";
  }
  yield `${text}]`;
}

/**
 * A page of a field's active tasks (of a crop year), newest first, after the (date, id) of the previous page's last
 * task ('infinity' and 0 for the first page): built once and prepared, as it runs at least once per field.
 */
const fieldTaskPageQuery = (withYear: boolean) =>
  reusableQuery((db) =>
    selectFieldTasks(db)
      .where(
        and(
          eq(tasks.fieldId, sql.placeholder("fieldId")),
          isNull(tasks.deletedAt),
          withYear ? eq(tasks.cropYear, sql.placeholder("year")) : undefined,
          sql`(${tasks.date}, ${tasks.id}) < (${sql.placeholder("afterDate")}::date, ${sql.placeholder("afterId")})`,
        ),
      )
      .orderBy(desc(tasks.date), desc(tasks.id))
      .limit(sql.placeholder("size")),
  );
const fieldYearTaskPage = fieldTaskPageQuery(true);
const fieldTaskPage = fieldTaskPageQuery(false);
