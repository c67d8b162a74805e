import { type ServiceContext, reaches } from "./context";
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetLines, budgets, fields, taskCategories } from "../../db/schema";
import { type PlanLine, planFromActuals, planPerAcre } from "../domain/budgets";
import { cropOrNull } from "../domain/crops";
import { toCents } from "../domain/money";
import { conflict, invalid, notFound } from "../lib/errors";
import type { ListParams } from "../lib/list-query";
import type { Budget, BudgetCreate, BudgetFilter, BudgetUpdate } from "../schemas/budgets.schemas";
import { loadActualGroups, loadPlanFields, loadPlans, loadSettledSums, loadTicketSums } from "./budget-data.service";
import { missingReference } from "./access.service";
import { assertEntityActive } from "./entities.service";
import { pageFor, withinEntities } from "./list";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type LineInput = { categoryId: number; amountPerAcre: string; plannedMonth: number | null };

export const BUDGET_SORTABLE = ["id", "cropYear", "cropType", "fieldId", "createdAt"] as const;
const sortColumns = { id: budgets.id, cropYear: budgets.cropYear, cropType: budgets.cropType, fieldId: budgets.fieldId, createdAt: budgets.createdAt };

function filterWhere(f: BudgetFilter) {
  const list = (v: number | number[]) => ([] as number[]).concat(v);
  return and(
    f.id !== undefined ? inArray(budgets.id, list(f.id)) : undefined,
    f.entityId !== undefined ? inArray(budgets.entityId, list(f.entityId)) : undefined,
    f.fieldId !== undefined ? inArray(budgets.fieldId, list(f.fieldId)) : undefined,
    f.cropYear !== undefined ? eq(budgets.cropYear, f.cropYear) : undefined,
    f.cropType ? ilike(budgets.cropType, f.cropType) : undefined,
  );
}

/** The budgets' answers: rows with their field's name, lines and $/acre total, in the order of `ids`. */
async function budgetsByIds(ctx: ServiceContext, ids: number[]): Promise<Budget[]> {
  const { db } = ctx;
  if (!ids.length) return [];
  const rows = await db
    .select({ budget: budgets, fieldName: fields.name })
    .from(budgets)
    .leftJoin(fields, eq(fields.id, budgets.fieldId))
    .where(inArray(budgets.id, ids));
  const plans = new Map((await loadPlans(ctx, { ids })).map((p) => [p.id, p]));
  const byId = new Map(rows.map((r) => [r.budget.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    const plan = plans.get(id);
    if (!r || !plan) return [];
    return [{ ...r.budget, fieldName: r.fieldName, lines: plan.lines, totalPerAcre: toCents(planPerAcre(plan)) }];
  });
}

/** Budgets, newest crop year first unless a sort is given (simple-rest: Content-Range from `total`). */
export async function listBudgets(ctx: ServiceContext, params: ListParams<BudgetFilter>) {
  const { db } = ctx;
  const where = and(filterWhere(params.filter), withinEntities(budgets.entityId, ctx.within));
  const { limit, offset } = pageFor(params.range);
  const column = params.sort ? sortColumns[params.sort.field as keyof typeof sortColumns] : budgets.cropYear;
  const dir = params.sort ? (params.sort.order === "DESC" ? desc : asc) : desc;
  const ids = await db.select({ id: budgets.id }).from(budgets).where(where).orderBy(dir(column), asc(budgets.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(budgets).where(where);
  return { rows: await budgetsByIds(ctx, ids.map((r) => r.id)), total: total?.n ?? 0, start: offset };
}

export async function getBudget(ctx: ServiceContext, id: number): Promise<Budget> {
  const [row] = await budgetsByIds(ctx, [id]);
  if (!row || !reaches(ctx, row.entityId)) throw notFound("Budget");
  return row;
}

/** Every line's category must exist (400 naming the line). */
async function assertCategories(db: Db, lines: LineInput[]) {
  if (!lines.length) return;
  const found = await db.select({ id: taskCategories.id }).from(taskCategories).where(inArray(taskCategories.id, lines.map((l) => l.categoryId)));
  const known = new Set(found.map((c) => c.id));
  const bad = lines.findIndex((l) => !known.has(l.categoryId));
  if (bad >= 0) throw invalid(`lines.${bad}.categoryId`, "must name an existing task category");
}

async function writeLines(tx: Tx, budgetId: number, lines: LineInput[]) {
  await tx.delete(budgetLines).where(eq(budgetLines.budgetId, budgetId));
  if (lines.length) await tx.insert(budgetLines).values(lines.map((l) => ({ budgetId, categoryId: l.categoryId, amountPerAcre: l.amountPerAcre, plannedMonth: l.plannedMonth })));
}

/** Where a new budget's lines and expectations come from: the body, last year's actuals, or another budget. */
async function startingPoint(ctx: ServiceContext, input: BudgetCreate, fieldId: number | null, crop: string | null) {
  if (input.from === "empty") {
    if (input.copyFromBudgetId != null) throw invalid("copyFromBudgetId", "is only read when from is copy");
    return { lines: input.lines ?? [], expectedYieldPerAcre: null, yieldUnit: null, expectedPricePerUnit: null };
  }
  if (input.lines !== undefined) throw invalid("lines", `must be left out when from is ${input.from}; change them afterwards`);
  if (input.from === "copy") {
    if (input.copyFromBudgetId == null) throw invalid("copyFromBudgetId", "is required when from is copy");
    const [source] = await loadPlans(ctx, { ids: [input.copyFromBudgetId] });
    if (!source) throw missingReference("copyFromBudgetId");
    return source;
  }
  const lastYear = input.cropYear - 1;
  const pastFields = (await loadPlanFields(ctx, input.entityId, lastYear)).filter((f) =>
    fieldId !== null ? f.id === fieldId : cropOrNull(f.crop)?.toLowerCase() === crop?.toLowerCase());
  const ids = pastFields.map((f) => f.id);
  const [groups, tickets] = await Promise.all([loadActualGroups(ctx, input.entityId, lastYear, ids), loadTicketSums(ctx, input.entityId, lastYear, ids)]);
  const settled = tickets.length ? await loadSettledSums(ctx, input.entityId, lastYear, tickets.map((t) => t.crop)) : [];
  const plan = planFromActuals(
    pastFields.map((f) => ({ acres: f.acreage, groups: groups.filter((g) => g.fieldId === f.id), tickets: tickets.filter((t) => t.fieldId === f.id) })),
    { settled, yieldUnit: input.yieldUnit },
  );
  return { ...plan, lines: plan.lines.map((l: PlanLine) => ({ categoryId: l.categoryId, amountPerAcre: l.amountPerAcre, plannedMonth: l.plannedMonth })) };
}

/** Whether a new budget's expectations were left at 0.00 for want of last year's yield (and not given in the body). */
function leftWithoutYield(input: BudgetCreate, start: object) {
  return input.from === "last-year" && "harvested" in start && start.harvested === false && (input.expectedYieldPerAcre == null || input.expectedPricePerUnit == null);
}

/** A budget for a field or a crop of an entity's crop year; one per field (or crop) and year (409). */
export async function createBudget(ctx: ServiceContext, input: BudgetCreate): Promise<Budget> {
  const { db } = ctx;
  if (!(await assertEntityActive(ctx, input.entityId))) throw missingReference("entityId");
  const fieldId = input.fieldId ?? null;
  const crop = cropOrNull(input.cropType);
  if ((fieldId === null) === (crop === null)) throw invalid("fieldId", "give either a fieldId or a cropType (a budget is for one field or one crop)");
  if (fieldId !== null) {
    const [field] = await db.select({ id: fields.id }).from(fields).where(and(eq(fields.id, fieldId), eq(fields.entityId, input.entityId), isNull(fields.deletedAt)));
    if (!field) throw missingReference("fieldId");
  }
  const [clash] = await db.select({ id: budgets.id }).from(budgets).where(and(
    eq(budgets.entityId, input.entityId),
    eq(budgets.cropYear, input.cropYear),
    fieldId !== null ? eq(budgets.fieldId, fieldId) : and(isNull(budgets.fieldId), sql`lower(${budgets.cropType}) = lower(${crop})`),
  ));
  if (clash) throw conflict(`Budget ${clash.id} already plans this ${fieldId !== null ? "field" : "crop"} for ${input.cropYear}`);
  const start = await startingPoint(ctx, input, fieldId, crop);
  await assertCategories(db, start.lines);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(budgets).values({
      entityId: input.entityId,
      cropYear: input.cropYear,
      fieldId,
      cropType: fieldId === null ? crop : null,
      expectedYieldPerAcre: input.expectedYieldPerAcre ?? start.expectedYieldPerAcre ?? "0",
      yieldUnit: input.yieldUnit ?? start.yieldUnit ?? undefined,
      expectedPricePerUnit: input.expectedPricePerUnit ?? start.expectedPricePerUnit ?? "0",
    }).returning({ id: budgets.id });
    await writeLines(tx, row!.id, start.lines);
    return row!.id;
  });
  const created = await getBudget(ctx, id);
  ctx.audit({ action: "create", resource: "budgets", after: created });
  return leftWithoutYield(input, start) ? { ...created, noYieldLastYear: true } : created;
}

/** Changes the expectations; `lines`, when given, replaces every line. */
export async function updateBudget(ctx: ServiceContext, id: number, patch: BudgetUpdate): Promise<Budget> {
  const { db } = ctx;
  const before = await getBudget(ctx, id);
  if (patch.lines) await assertCategories(db, patch.lines);
  const { lines, ...rest } = patch;
  const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  await db.transaction(async (tx) => {
    if (Object.keys(set).length) await tx.update(budgets).set(set).where(eq(budgets.id, id));
    if (lines) await writeLines(tx, id, lines);
  });
  const after = await getBudget(ctx, id);
  ctx.audit({ action: "update", resource: "budgets", before, after });
  return after;
}

export async function deleteBudget(ctx: ServiceContext, id: number): Promise<Budget> {
  const { db } = ctx;
  const current = await getBudget(ctx, id);
  await db.delete(budgets).where(eq(budgets.id, id));
  ctx.audit({ action: "delete", resource: "budgets", before: current });
  return current;
}

/** How many budget lines plan a category: a category still planned is not deleted (409). */
export async function countBudgetLinesUsing(ctx: ServiceContext, categoryId: number) {
  const { db } = ctx;
  const [row] = await db.select({ n: count() }).from(budgetLines).where(eq(budgetLines.categoryId, categoryId));
  return row?.n ?? 0;
}
