import type { ServiceContext } from "./context";
import { type SQL, and, asc, between, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entities, fieldCropYears, fields, taskCategories, tasks } from "../../db/schema";
import { type CostSummaryTask, cropOfField, type FieldCropYear, type OperationTask, type ReportEntity, type ReportField, type ReportTask } from "../domain/reports";
import { getEntity } from "./entities.service";
import { moneySumColumns } from "./summary.service";
import { reusableQuery } from "./statements";

/** A task as the report maths reads it (api/domain/reports/types.ts), names joined in. */
const reportTaskColumns = {
  id: tasks.id,
  name: tasks.name,
  fieldId: tasks.fieldId,
  fieldName: fields.name,
  entityId: tasks.entityId,
  entityName: entities.name,
  categoryId: tasks.categoryId,
  categoryName: taskCategories.name,
  isIncomeCategory: taskCategories.isIncomeCategory,
  date: tasks.date,
  cropYear: tasks.cropYear,
  cropType: tasks.cropType,
  notes: tasks.notes,
  totalCost: tasks.totalCost,
  costPerAcre: tasks.costPerAcre,
  acresCovered: tasks.acresCovered,
  equipmentRental: tasks.equipmentRental,
  equipmentTotal: tasks.equipmentTotal,
  equipmentDescription: tasks.equipmentDescription,
  waterAssessmentTotal: tasks.waterAssessmentTotal,
  rentTotal: tasks.rentTotal,
  totalYieldValue: tasks.totalYieldValue,
  yieldAmount: tasks.yieldAmount,
  yieldUnit: tasks.yieldUnit,
  yieldValuePerUnit: tasks.yieldValuePerUnit,
  fertilizerId: tasks.fertilizerId,
  fertilizerGallonsApplied: tasks.fertilizerGallonsApplied,
  irrigationType: tasks.irrigationType,
  irrigationHours: tasks.irrigationHours,
  waterInchesApplied: tasks.waterInchesApplied,
};

/** What the accounting record reads of a task (`OperationTask`): a busy year's rows held at half the size. */
const operationTaskColumns = {
  id: tasks.id,
  name: tasks.name,
  fieldId: tasks.fieldId,
  categoryId: tasks.categoryId,
  categoryName: taskCategories.name,
  isIncomeCategory: taskCategories.isIncomeCategory,
  date: tasks.date,
  cropYear: tasks.cropYear,
  totalCost: tasks.totalCost,
  acresCovered: tasks.acresCovered,
  equipmentTotal: tasks.equipmentTotal,
  totalYieldValue: tasks.totalYieldValue,
} satisfies { [K in keyof OperationTask]: unknown };

/**
 * The active tasks matching `where`, shaped for the report maths. Callers narrow in SQL as far as the report's own
 * rule allows (crop year, month, category); the domain function still applies the full rule to what it is given.
 */
export function loadReportTasks(ctx: ServiceContext, where: SQL | undefined): Promise<ReportTask[]> {
  const { db } = ctx;
  return selectReportTasks(db, reportTaskColumns, where);
}

/** `loadReportTasks` with only what the accounting record reads. */
export function loadOperationTasks(ctx: ServiceContext, where: SQL | undefined): Promise<OperationTask[]> {
  const { db } = ctx;
  return selectReportTasks(db, operationTaskColumns, where) as Promise<OperationTask[]>;
}

/** The active tasks matching `where`, oldest first, with some of `reportTaskColumns`. */
function selectReportTasks(db: Db, columns: Partial<typeof reportTaskColumns>, where: SQL | undefined) {
  return db
    .select(columns as typeof reportTaskColumns)
    .from(tasks)
    .innerJoin(fields, eq(fields.id, tasks.fieldId))
    .innerJoin(entities, eq(entities.id, tasks.entityId))
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(and(isNull(tasks.deletedAt), isNull(fields.deletedAt), isNull(entities.deletedAt), where))
    .orderBy(asc(tasks.date), asc(tasks.id));
}

/**
 * An entity's tasks of a crop year dated from..to as the cost summary reads them (`CostSummaryTask`): one row per
 * field and side of the income-or-cost rule (income category or not), money summed, the largest yield. About two
 * rows a field instead of every task: the cost summary was the slowest read of a busy day (bench/mixed-load.ts), and
 * the tasks' covering index (migration 0011) serves this without reading the table. Built once and prepared. Tasks
 * of deleted fields come too and are left out by the report, which shows only the fields it is given.
 */
const costSummaryGroups = reusableQuery((db) =>
  db
    .select({
      fieldId: tasks.fieldId,
      cropYear: tasks.cropYear,
      date: sql<string>`min(${tasks.date})::text`,
      categoryName: sql<null>`null`,
      isIncomeCategory: taskCategories.isIncomeCategory,
      ...moneySumColumns,
      yieldAmount: sql<string | null>`(max(${tasks.yieldAmount}) filter (where ${tasks.yieldAmount} > 0))::text`,
    })
    .from(tasks)
    .innerJoin(taskCategories, eq(taskCategories.id, tasks.categoryId))
    .where(
      and(
        eq(tasks.entityId, sql.placeholder("entityId")),
        eq(tasks.cropYear, sql.placeholder("year")),
        between(tasks.date, sql.placeholder("from"), sql.placeholder("to")),
        isNull(tasks.deletedAt),
      ),
    )
    .groupBy(tasks.fieldId, tasks.cropYear, taskCategories.isIncomeCategory),
);
export function loadCostSummaryGroups(ctx: ServiceContext, entityId: number, year: number, from: string, to: string): Promise<CostSummaryTask[]> {
  const { db } = ctx;
  return costSummaryGroups(db, { entityId, year, from, to });
}

/** Which entities a report covers: every active one, or a list of ids. */
export type EntityScope = "all" | number[];

/** The tasks condition of a scope. */
export const tasksInScope = (scope: EntityScope) => (scope === "all" ? undefined : inArray(tasks.entityId, scope));

/** Active entities, by name. */
export function loadReportEntities(ctx: ServiceContext): Promise<ReportEntity[]> {
  const { db } = ctx;
  return db.select({ id: entities.id, name: entities.name }).from(entities).where(isNull(entities.deletedAt)).orderBy(asc(entities.name), asc(entities.id));
}

/** The scope's active fields and the year's crop-year rows, built once per kind of scope and prepared. */
function fieldsWithCropYearsQueries(everyEntity: boolean) {
  const active = and(isNull(fields.deletedAt), isNull(entities.deletedAt), everyEntity ? undefined : sql`${fields.entityId} = any(${sql.placeholder("scope")}::integer[])`);
  return {
    fields: reusableQuery((db) =>
      db
        .select({ id: fields.id, name: fields.name, entityId: fields.entityId, acreage: fields.acreage, cropType: fields.cropType, location: fields.location })
        .from(fields)
        .innerJoin(entities, eq(entities.id, fields.entityId))
        .where(active)
        .orderBy(asc(fields.name), asc(fields.id)),
    ),
    cropYears: reusableQuery((db) =>
      db
        .select({ fieldId: fieldCropYears.fieldId, year: fieldCropYears.year, cropType: fieldCropYears.cropType })
        .from(fieldCropYears)
        .innerJoin(fields, eq(fields.id, fieldCropYears.fieldId))
        .innerJoin(entities, eq(entities.id, fields.entityId))
        .where(and(active, eq(fieldCropYears.year, sql.placeholder("year")))),
    ),
  };
}
const ofEveryEntity = fieldsWithCropYearsQueries(true);
const ofSomeEntities = fieldsWithCropYearsQueries(false);

/** The scope's active fields with their own cropType, and the year's crop-year rows (for `cropOfField`). */
export async function loadFieldsWithCropYears(ctx: ServiceContext, scope: EntityScope, year: number) {
  const { db } = ctx;
  const queries = scope === "all" ? ofEveryEntity : ofSomeEntities;
  const values = scope === "all" ? { year } : { year, scope: [...scope] };
  const rows = await queries.fields(db, values);
  const cropYears: FieldCropYear[] = await queries.cropYears(db, values);
  return { fields: rows, cropYears };
}

/** The scope's active fields with the crop each has in `year` (DECISIONS.md: the crop-year row, else the field's). */
export async function loadReportFields(ctx: ServiceContext, scope: EntityScope, year: number): Promise<Array<ReportField & { entityId: number }>> {
  const { fields: rows, cropYears } = await loadFieldsWithCropYears(ctx, scope, year);
  return rows.map((f) => ({ ...f, cropType: cropOfField(f, cropYears, year) }));
}

/** An entity's name and fields (crop of the year) for a crop year's report; 404 for no entity. */
export async function loadEntityFields(ctx: ServiceContext, entityId: number, year: number) {
  const entity = await getEntity(ctx, entityId);
  return { entityId: entity.id, entityName: entity.name, cropYear: year, fields: await loadReportFields(ctx, [entity.id], year) };
}

/** An entity's fields (crop of the year) and the crop year's tasks, optionally narrowed further; 404 for no entity. */
export async function loadEntityYear(ctx: ServiceContext, entityId: number, year: number, narrow?: SQL) {
  const { entityId: id, ...head } = await loadEntityFields(ctx, entityId, year);
  return { ...head, tasks: await loadReportTasks(ctx, and(tasksInScope([id]), eq(tasks.cropYear, year), narrow)) };
}

/** Field id -> its crop for the year, as the monthly invoice takes it. */
export const cropsById = (list: ReportField[]) => Object.fromEntries(list.map((f) => [f.id, f.cropType]));
