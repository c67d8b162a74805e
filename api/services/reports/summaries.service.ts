import { systemContext } from "../context";
import { type SQL, and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tasks } from "../../../db/schema";
import {
  ALL_FIELDS,
  acreageReport,
  costSummary,
  detailedOperationsRecord,
  type AcreageInput,
  type AcreageReport,
  type CostSummary,
  type CostSummaryInput,
  type DetailedOperationsInput,
  type DetailedOperationsRecord,
} from "../../domain/reports";
import { notFound } from "../../lib/errors";
import { loadAccountBook } from "../accounts.service";
import { getEntity } from "../entities.service";
import { loadCostSummaryGroups, loadFieldsWithCropYears, loadOperationTasks, loadReportEntities, loadReportFields, loadReportTasks, tasksInScope } from "./report-data.service";

/** An entity's name and fields (crop of the year) for a crop year's report; 404 for no entity. */
async function loadEntityFields(db: Db, entityId: number, year: number) {
  const entity = await getEntity(systemContext(db), entityId);
  return { entityId: entity.id, entityName: entity.name, cropYear: year, fields: await loadReportFields(db, [entity.id], year) };
}

/** An entity's fields (crop of the year) and the crop year's tasks, optionally narrowed further; 404 for no entity. */
export async function loadEntityYear(db: Db, entityId: number, year: number, narrow?: SQL) {
  const { entityId: id, ...head } = await loadEntityFields(db, entityId, year);
  return { ...head, tasks: await loadReportTasks(db, and(tasksInScope([id]), eq(tasks.cropYear, year), narrow)) };
}

/** The rows of the cost summary: the tasks dated from..to (inclusive), grouped in SQL (`loadCostSummaryGroups`). */
export async function loadCostSummaryInput(db: Db, input: { entityId: number; year: number; from: string; to: string }): Promise<CostSummaryInput> {
  const { entityId: id, ...head } = await loadEntityFields(db, input.entityId, input.year);
  return { ...head, tasks: await loadCostSummaryGroups(db, id, input.year, input.from, input.to), from: input.from, to: input.to };
}

/** 'Accounting Cost Summary By Ranch and Field'. */
export async function getCostSummary(db: Db, input: { entityId: number; year: number; from: string; to: string }): Promise<CostSummary> {
  return costSummary(await loadCostSummaryInput(db, input));
}

/** The rows of one field's accounting record, or all fields' (fieldId 0); 404 when the field is not the entity's. */
export async function loadDetailedOperationsInput(db: Db, input: { entityId: number; year: number; fieldId: number }): Promise<DetailedOperationsInput> {
  const all = input.fieldId === ALL_FIELDS;
  const { entityId: id, ...head } = await loadEntityFields(db, input.entityId, input.year);
  if (!all && !head.fields.some((f) => f.id === input.fieldId)) throw notFound("Field");
  const where = and(tasksInScope([id]), eq(tasks.cropYear, input.year), all ? undefined : eq(tasks.fieldId, input.fieldId));
  return { ...head, tasks: await loadOperationTasks(db, where), fieldId: input.fieldId, accounts: await loadAccountBook(systemContext(db), input.entityId) };
}

/** The accounting record of a harvest year, its lines made when asked for (`detailedOperationsRecord`). */
export async function getDetailedOperationsRecord(db: Db, input: { entityId: number; year: number; fieldId: number }): Promise<DetailedOperationsRecord> {
  return detailedOperationsRecord(await loadDetailedOperationsInput(db, input));
}

/** Every active entity (within the caller's, docs/access.md), their fields and the year's crop-year rows. */
export async function loadAcreageInput(db: Db, year: number, within: readonly number[] | null = null): Promise<AcreageInput> {
  const entities = (await loadReportEntities(db)).filter((e) => within === null || within.includes(e.id));
  const { fields, cropYears } = await loadFieldsWithCropYears(db, within === null ? "all" : [...within], year);
  return { year, entities, fields, cropYears };
}

/** The crop year's acreage across every active entity. */
export async function getAcreage(db: Db, year: number, within: readonly number[] | null = null): Promise<AcreageReport> {
  return acreageReport(await loadAcreageInput(db, year, within));
}
