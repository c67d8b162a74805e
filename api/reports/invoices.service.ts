import type { ServiceContext } from "../services/context";
import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { entities, tasks } from "../../db/schema";
import {
  equipmentInvoice,
  monthlyInvoice,
  type EquipmentInvoice,
  type EquipmentInvoiceInput,
  type MonthlyInvoice,
  type MonthlyInvoiceInput,
} from "../domain/reports";
import type { Lang } from "../domain/reference-names";
import { loadAccountBook } from "../services/accounts.service";
import { getEntity } from "../services/entities.service";
import { cropsById, loadReportFields, loadReportTasks, tasksInScope, type EntityScope } from "../services/report-data.service";

/** Tasks of a crop year dated in a month of any calendar year (DECISIONS.md, "Reports"). */
const inCropYearMonth = (year: number, month: number) =>
  and(eq(tasks.cropYear, year), sql`extract(month from ${tasks.date}) = ${month}`);

export interface InvoiceRequest {
  year: number;
  month: number;
  /** Today as YYYY-MM-DD: the invoice date. */
  today: string;
}

/** An invoice, and the language its files are written in for the partner it bills (the entity's invoice language). */
export interface InvoiceWithLanguage<I> {
  invoice: I;
  language: Lang;
}

/** The rows the Invoice Report is made of, and the entity's invoice language; 404 for an unknown entity. */
export async function loadMonthlyInvoiceInput(ctx: ServiceContext, input: InvoiceRequest & { entityId: number }): Promise<{ input: MonthlyInvoiceInput; language: Lang }> {
  const entity = await getEntity(ctx, input.entityId);
  const scope: EntityScope = [entity.id];
  const rows = await loadReportTasks(ctx, and(tasksInScope(scope), inCropYearMonth(input.year, input.month)));
  const fields = await loadReportFields(ctx, scope, input.year);
  const accounts = await loadAccountBook(ctx, entity.id);
  return {
    input: { entityName: entity.name, cropYear: input.year, month: input.month, invoiceDate: input.today, tasks: rows, fieldCrops: cropsById(fields), accounts },
    language: entity.invoiceLanguage,
  };
}

/** The Invoice Report of an entity for a month of a crop year, with the entity's invoice language. */
export async function getMonthlyInvoice(ctx: ServiceContext, input: InvoiceRequest & { entityId: number }): Promise<InvoiceWithLanguage<MonthlyInvoice>> {
  const loaded = await loadMonthlyInvoiceInput(ctx, input);
  return { invoice: monthlyInvoice(loaded.input), language: loaded.language };
}

/**
 * The language of an invoice covering several entities (the equipment invoice of All Entities): the one their
 * invoice languages share, else English, the product's own.
 */
async function sharedInvoiceLanguage(ctx: ServiceContext, scope: EntityScope): Promise<Lang> {
  const rows = await ctx.db
    .selectDistinct({ language: entities.invoiceLanguage })
    .from(entities)
    .where(and(isNull(entities.deletedAt), scope === "all" ? undefined : inArray(entities.id, scope.length ? scope : [0])));
  return rows.length === 1 ? rows[0]!.language : "en";
}

/**
 * The rows of the equipment company's invoice for one entity or all (entityId null). Only the month's rentals are
 * loaded; the crop year's task count the empty state prints is counted in SQL rather than by loading every task.
 */
export async function loadEquipmentInvoiceInput(ctx: ServiceContext, input: InvoiceRequest & { entityId: number | null }) {
  const { db } = ctx;
  const entity = input.entityId === null ? null : await getEntity(ctx, input.entityId);
  // "All Entities" covers the caller's entities only (docs/access.md).
  const scope: EntityScope = entity ? [entity.id] : ctx.within ? [...ctx.within] : "all";
  const rows = await loadReportTasks(ctx, and(tasksInScope(scope), inCropYearMonth(input.year, input.month), gt(tasks.equipmentTotal, "0")));
  const [yearCount] = await db
    .select({ n: count() })
    .from(tasks)
    .innerJoin(entities, eq(entities.id, tasks.entityId))
    .where(and(isNull(tasks.deletedAt), isNull(entities.deletedAt), tasksInScope(scope), eq(tasks.cropYear, input.year)));
  const domainInput: EquipmentInvoiceInput = { cropYear: input.year, month: input.month, invoiceDate: input.today, entityName: entity?.name ?? null, tasks: rows };
  const language = entity ? entity.invoiceLanguage : await sharedInvoiceLanguage(ctx, scope);
  return { input: domainInput, cropYearTasks: Number(yearCount?.n ?? 0), language };
}

/** The equipment company's monthly rental invoice, with the language of its files. */
export async function getEquipmentInvoice(ctx: ServiceContext, input: InvoiceRequest & { entityId: number | null }): Promise<InvoiceWithLanguage<EquipmentInvoice>> {
  const loaded = await loadEquipmentInvoiceInput(ctx, input);
  const invoice = equipmentInvoice(loaded.input);
  return { invoice: { ...invoice, counts: { ...invoice.counts, cropYearTasks: loaded.cropYearTasks } }, language: loaded.language };
}
