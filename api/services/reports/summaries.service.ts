import type { ServiceContext } from "../context";
import { type SQL, and, eq } from "drizzle-orm";
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
async function loadEntityFields(ctx: ServiceContext, entityId: number, year: number) {
  const entity = await getEntity(ctx, entityId);
  return { entityId: entity.id, entityName: entity.name, cropYear: year, fields: await loadReportFields(ctx, [entity.id], year) };
}

/** An entity's fields (crop of the year) and the crop year's tasks, optionally narrowed further; 404 for no entity. */
export async function loadEntityYear(ctx: ServiceContext, entityId: number, year: number, narrow?: SQL) {
  const { entityId: id, ...head } = await loadEntityFields(ctx, entityId, year);
  return { ...head, tasks: await loadReportTasks(ctx, and(tasksInScope([id]), eq(tasks.cropYear, year), narrow)) };
}

/** The rows of the cost summary: the tasks dated from..to (inclusive), grouped in SQL (`loadCostSummaryGroups`). */
export async function loadCostSummaryInput(ctx: ServiceContext, input: { entityId: number; year: number; from: string; to: string }): Promise<CostSummaryInput> {
  const { entityId: id, ...head } = await loadEntityFields(ctx, input.entityId, input.year);
  return { ...head, tasks: await loadCostSummaryGroups(ctx, id, input.year, input.from, input.to), from: input.from, to: input.to };
}

/** 'Accounting Cost Summary By Ranch and Field'. */
export async function getCostSummary(ctx: ServiceContext, input: { entityId: number; year: number; from: string; to: string }): Promise<CostSummary> {
  return costSummary(await loadCostSummaryInput(ctx, input));
}

/** The rows of one field's accounting record, or all fields' (fieldId 0); 404 when the field is not the entity's. */
export async function loadDetailedOperationsInput(ctx: ServiceContext, input: { entityId: number; year: number; fieldId: number }): Promise<DetailedOperationsInput> {
  const all = input.fieldId === ALL_FIELDS;
  const { entityId: id, ...head } = await loadEntityFields(ctx, input.entityId, input.year);
  if (!all && !head.fields.some((f) => f.id === input.fieldId)) throw notFound("Field");
  const where = and(tasksInScope([id]), eq(tasks.cropYear, input.year), all ? undefined : eq(tasks.fieldId, input.fieldId));
  return { ...head, tasks: await loadOperationTasks(ctx, where), fieldId: input.fieldId, accounts: await loadAccountBook(ctx, input.entityId) };
}

/** The accounting record of a harvest year, its lines made when asked for (`detailedOperationsRecord`). */
export async function getDetailedOperationsRecord(ctx: ServiceContext, input: { entityId: number; year: number; fieldId: number }): Promise<DetailedOperationsRecord> {
  return detailedOperationsRecord(await loadDetailedOperationsInput(ctx, input));
}

/** Every active entity (within the caller's, docs/access.md), their fields and the year's crop-year rows. */
export async function loadAcreageInput(ctx: ServiceContext, year: number): Promise<AcreageInput> {
  const { within } = ctx;
  const entities = (await loadReportEntities(ctx)).filter((e) => within === null || within.includes(e.id));
  const { fields, cropYears } = await loadFieldsWithCropYears(ctx, within === null ? "all" : [...within], year);
  return { year, entities, fields, cropYears };
}

/** The crop year's acreage across every active entity. */
export async function getAcreage(ctx: ServiceContext, year: number): Promise<AcreageReport> {
  return acreageReport(await loadAcreageInput(ctx, year));
}
