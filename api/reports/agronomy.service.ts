import type { ServiceContext } from "../services/context";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import { products, tasks } from "../../db/schema";
import { fertilizerReport, irrigationReport, type FertilizerInput, type FertilizerReport, type IrrigationInput, type IrrigationReport } from "../domain/reports";
import { CATEGORY_ID } from "../domain/task-categories";
import { invalid } from "../lib/errors";
import { getEntity } from "../services/entities.service";
import { loadReportFields, loadReportTasks, tasksInScope, type EntityScope } from "../services/report-data.service";

export const ALL_ENTITIES_NAME = "All Entities";

/** The Entity filter: `all`, `current` (the caller's current entity, sent as currentEntityId) or an id. */
export interface AgronomyInput {
  year: number;
  entity: "all" | "current" | number;
  currentEntityId?: number;
  cropType?: string | null;
  /** The caller's entities (docs/access.md): "All Entities" covers these; null or absent = every entity. */
}

/** What the report says it covers, beside its figures. */
export interface AgronomyHeader {
  entity: "all" | number;
  entityName: string;
  cropType: string | null;
}

/** Resolves the filter to the entities covered and the name printed; 404 for an unknown entity. */
async function resolveScope(ctx: ServiceContext, input: AgronomyInput): Promise<{ scope: EntityScope; header: AgronomyHeader }> {
  const cropType = input.cropType ?? null;
  if (input.entity === "all") return { scope: ctx.within ? [...ctx.within] : "all", header: { entity: "all", entityName: ALL_ENTITIES_NAME, cropType } };
  const id = input.entity === "current" ? input.currentEntityId : input.entity;
  if (id === undefined) throw invalid("currentEntityId", "is required when entity is current");
  const found = await getEntity(ctx, id);
  return { scope: [found.id], header: { entity: found.id, entityName: found.name, cropType } };
}

/** The rows of the fertilizer report: tasks with a fertilizer and gallons > 0, the fields in view, the fertilizers. */
export async function loadFertilizerInput(ctx: ServiceContext, input: AgronomyInput) {
  const { db } = ctx;
  const { scope, header } = await resolveScope(ctx, input);
  const rows = await loadReportTasks(ctx, and(tasksInScope(scope), eq(tasks.cropYear, input.year), isNotNull(tasks.fertilizerId), gt(tasks.fertilizerGallonsApplied, "0")));
  const fields = await loadReportFields(ctx, scope, input.year);
  const list = await db.select({ id: products.id, name: products.name, nPerGal: products.nPerGal, pPerGal: products.pPerGal, kPerGal: products.kPerGal }).from(products);
  const domainInput: FertilizerInput = { cropYear: input.year, fields, fertilizers: list, tasks: rows, cropType: input.cropType, nameEntities: header.entity === "all" };
  return { header, input: domainInput };
}

/** Fertilizer applications of the crop year per field, with the entity average. */
export async function getFertilizerReport(ctx: ServiceContext, input: AgronomyInput): Promise<AgronomyHeader & FertilizerReport> {
  const loaded = await loadFertilizerInput(ctx, input);
  return { ...loaded.header, ...fertilizerReport(loaded.input) };
}

/** The rows of the irrigation report: Water tasks with hours and inches > 0 (the domain checks the type), the fields. */
export async function loadIrrigationInput(ctx: ServiceContext, input: AgronomyInput) {
  const { scope, header } = await resolveScope(ctx, input);
  const rows = await loadReportTasks(ctx, and(tasksInScope(scope), eq(tasks.cropYear, input.year), eq(tasks.categoryId, CATEGORY_ID.WATER), gt(tasks.irrigationHours, "0"), gt(tasks.waterInchesApplied, "0")));
  const fields = await loadReportFields(ctx, scope, input.year);
  const domainInput: IrrigationInput = { cropYear: input.year, fields, tasks: rows, cropType: input.cropType, nameEntities: header.entity === "all" };
  return { header, input: domainInput };
}

/** Irrigations of the crop year per field, with the entity average. */
export async function getIrrigationReport(ctx: ServiceContext, input: AgronomyInput): Promise<AgronomyHeader & IrrigationReport> {
  const loaded = await loadIrrigationInput(ctx, input);
  return { ...loaded.header, ...irrigationReport(loaded.input) };
}
