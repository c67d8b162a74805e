import type { ServiceContext } from "../services/context";
import { operatorNet } from "../domain/leases/operator-net";
import { landlordsOwedByField } from "../services/lease-figures.service";
import { type FieldIncome, withSales } from "../domain/harvest/field-income";
import { cropOfField, fieldProfitability, monthOf, type FieldProfitability, type ReportTask } from "../domain/reports";
import { notFound } from "../lib/errors";
import { getCropYear } from "../services/crop-years.service";
import { getField } from "../services/fields.service";
import { listFieldTasks, type TaskRecord } from "../services/tasks-read.service";
import { withProducts } from "../services/task-products.service";
import { loadFieldIncome } from "../services/sales-income.service";

export interface FieldReportInput {
  fieldId: number;
  /** The crop year; all years when absent. */
  year?: number;
  /** A month (1-12) of the task date, any calendar year; all months when absent. */
  month?: number;
  /** When given, the field must belong to this entity (404 otherwise). */
  entityId?: number;
}

/** The field and its tasks of the crop year (and month), oldest first, with their names. */
export async function getFieldTasks(ctx: ServiceContext, input: FieldReportInput) {
  const field = await getField(ctx, input.fieldId);
  if (input.entityId !== undefined && field.entityId !== input.entityId) throw notFound("Field");
  const rows = await listFieldTasks(ctx, field.id, input.year);
  const inMonth: TaskRecord[] = input.month === undefined ? rows : rows.filter((t) => monthOf(t.date) === input.month);
  // Each task as its own read answers it, with the products it applied.
  const [tasks, income] = await Promise.all([
    withProducts(ctx.db, inMonth),
    loadFieldIncome(ctx, { entities: [field.entityId], cropYears: input.year === undefined ? "all" : [input.year] }),
  ]);
  return { field, tasks, income };
}

/**
 * The field report's lines by the income rule with harvests (`withSales`): its tasks under the yield rule and its
 * settlement shares of the crop year (and month, by the settlement's date) as "Crop Sales" lines, by date.
 */
export function fieldReportLines(field: { id: number; name: string }, tasks: TaskRecord[], income: FieldIncome, input: Pick<FieldReportInput, "year" | "month">): ReportTask[] {
  const lines = withSales(tasks, income, { cropYear: input.year, month: input.month, fieldIds: new Set([field.id]) }, new Map([[field.id, field.name]]));
  return lines.length === tasks.length ? lines : [...lines].sort((a, b) => a.date.localeCompare(b.date));
}

export type FieldReport = FieldProfitability & {
  fieldId: number;
  fieldName: string;
  entityId: number;
  entityName: string;
  cropType: string | null;
  cropYear: number | null;
  month: number | null;
  /** For a whole crop year of a leased field: what its leases owe the landlords, and the net left to the operator. */
  landlordsOwed?: string;
  operatorNet?: string;
};

/**
 * The field report's profitability summary for the crop year (and month): per-acre figures over the whole field.
 * The tasks it was computed from come along, and its lines (the tasks and the settlement shares) for the CSV.
 */
export async function getFieldReport(ctx: ServiceContext, input: FieldReportInput): Promise<{ report: FieldReport; tasks: TaskRecord[]; lines: ReportTask[] }> {
  const { field, tasks, income } = await getFieldTasks(ctx, input);
  const cropYears = input.year === undefined ? [] : [await getCropYear(ctx, field.id, input.year)];
  const lines = fieldReportLines(field, tasks, income, input);
  const unsold = income.estimated.filter((u) => u.fieldId === field.id);
  const figures = fieldProfitability({ acreage: field.acreage, tasks: lines, cropYear: input.year, month: input.month, unsold });
  const report: FieldReport = {
    fieldId: field.id,
    fieldName: field.name,
    entityId: field.entityId,
    entityName: field.entityName,
    cropType: cropOfField(field, cropYears, input.year ?? 0),
    cropYear: input.year ?? null,
    month: input.month ?? null,
    ...figures,
  };
  if (input.year !== undefined && input.month === undefined) {
    const owed = await landlordsOwedByField(ctx, input.year, [field.id]);
    const leases = owed.get(field.id);
    if (leases) Object.assign(report, operatorNet(figures.totals.netProfit, leases));
  }
  return { report, tasks, lines };
}
