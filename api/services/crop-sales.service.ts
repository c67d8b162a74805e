import type { ServiceContext } from "./context";
import { and, asc, between, eq, inArray } from "drizzle-orm";
import { buyers, fields, settlements } from "../../db/schema";
import { type JournalSale, journalSales, type SettlementRecord } from "../domain/accounting/crop-sales";
import { type FieldIncome, withYieldRule } from "../domain/harvest/field-income";
import type { ReportTask } from "../domain/reports/types";
import type { EntityScope } from "./report-data.service";
import { loadFieldIncome } from "./sales-income.service";

/**
 * The settlements of some entities dated from..to (inclusive, by the settlement's date, whatever the crop year): what
 * Schedule F's line 2 and the journal's crop-sales entries read (docs/accounting.md "Crop sales").
 */
export async function loadSettlementsDated(ctx: ServiceContext, entities: EntityScope, from: string, to: string): Promise<SettlementRecord[]> {
  if (entities !== "all" && entities.length === 0) return [];
  return ctx.db
    .select({
      id: settlements.id,
      entityId: settlements.entityId,
      number: settlements.number,
      buyerName: buyers.name,
      crop: settlements.crop,
      cropYear: settlements.cropYear,
      date: settlements.date,
      net: settlements.net,
    })
    .from(settlements)
    .innerJoin(buyers, eq(buyers.id, settlements.buyerId))
    .where(and(entities === "all" ? undefined : inArray(settlements.entityId, entities), between(settlements.date, from, to)))
    .orderBy(asc(settlements.date), asc(settlements.id));
}

/**
 * The period's books with harvests: the tasks by the yield rule (a typed yield value is no income for a field-year with
 * scale tickets) and the settlements dated from..to, each as its fields' shares (`journalSales`). The harvest records
 * of the crop years the tasks and settlements belong to are read once.
 */
export async function withCropSales(
  ctx: ServiceContext,
  entities: EntityScope,
  period: { from: string; to: string },
  tasks: ReportTask[],
): Promise<{ tasks: ReportTask[]; settlements: SettlementRecord[]; sales: JournalSale[] }> {
  const dated = await loadSettlementsDated(ctx, entities, period.from, period.to);
  const cropYears = [...new Set([...tasks.map((t) => t.cropYear), ...dated.map((s) => s.cropYear)])];
  const income: FieldIncome = await loadFieldIncome(ctx, { entities, cropYears });
  const ids = new Set(dated.map((s) => s.id));
  const realised = income.realised.filter((r) => ids.has(r.settlementId));
  const fieldIds = [...new Set(realised.map((r) => r.fieldId))];
  const names = fieldIds.length ? await ctx.db.select({ id: fields.id, name: fields.name }).from(fields).where(inArray(fields.id, fieldIds)) : [];
  return {
    tasks: withYieldRule(tasks, income.harvested),
    settlements: dated,
    sales: journalSales(dated, realised, new Map(names.map((f) => [f.id, f.name]))),
  };
}
