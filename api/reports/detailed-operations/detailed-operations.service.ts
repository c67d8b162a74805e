import { and, eq } from "drizzle-orm";
import { tasks } from "../../../db/schema";
import { withSales } from "../../domain/harvest/field-income";
import { ALL_FIELDS, type DetailedOperationsInput } from "../../domain/reports";
import { notFound } from "../../lib/errors";
import { loadAccountBook } from "../../services/accounts.service";
import type { ServiceContext } from "../../services/context";
import { loadEntityFields, loadOperationTasks, tasksInScope } from "../../services/report-data.service";
import { loadFieldIncome } from "../../services/sales-income.service";

/** The rows of one field's accounting record, or all fields' (fieldId 0); 404 when the field is not the entity's. */
export async function loadDetailedOperationsInput(ctx: ServiceContext, input: { entityId: number; year: number; fieldId: number }): Promise<DetailedOperationsInput> {
  const all = input.fieldId === ALL_FIELDS;
  const { entityId: id, ...head } = await loadEntityFields(ctx, input.entityId, input.year);
  if (!all && !head.fields.some((f) => f.id === input.fieldId)) throw notFound("Field");
  const where = and(tasksInScope([id]), eq(tasks.cropYear, input.year), all ? undefined : eq(tasks.fieldId, input.fieldId));
  const [rows, income] = await Promise.all([loadOperationTasks(ctx, where), loadFieldIncome(ctx, { entities: [id], cropYears: [input.year] })]);
  // The income rule with harvests: the yield rule, and a line per settlement share of the field (or of every field).
  const sales = { cropYear: input.year, fieldIds: all ? undefined : new Set([input.fieldId]) };
  return { ...head, tasks: withSales(rows, income, sales, new Map(head.fields.map((f) => [f.id, f.name]))), fieldId: input.fieldId, accounts: await loadAccountBook(ctx, input.entityId), unsold: income.estimated };
}
