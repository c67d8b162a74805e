import type { ServiceContext } from "./context";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetLines, budgets, fields, taskCategories } from "../../db/schema";
import { compareNames } from "../domain/reports/period";
import { AppError, type Issue } from "../lib/errors";
import * as S from "../lib/http-status";
import type { BudgetImportResult, BudgetSheet, BudgetSheetRow } from "../schemas/budget-sheet.schemas";
import { loadPlans } from "./budget-data.service";
import { getEntity } from "./entities.service";

/** Names match case-insensitively and whatever the spacing, as in the task import. */
const norm = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** An entity's budgets of a crop year as sheet rows: field budgets by field name, then crops; one row per line. */
export async function exportBudgetSheet(ctx: ServiceContext, entityId: number, year: number): Promise<BudgetSheet> {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const plans = await loadPlans(ctx, { entityId, cropYear: year });
  const names = new Map((await db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.entityId, entityId))).map((f) => [f.id, f.name]));
  const labelled = plans.map((p) => ({ p, field: p.fieldId !== null ? (names.get(p.fieldId) ?? null) : null }));
  labelled.sort((a, b) => Number(a.field === null) - Number(b.field === null) || compareNames(a.field ?? a.p.cropType ?? "", b.field ?? b.p.cropType ?? ""));
  return labelled.flatMap(({ p, field }): BudgetSheet => {
    const common = { field, crop: field === null ? p.cropType : null, expectedYieldPerAcre: p.expectedYieldPerAcre, yieldUnit: p.yieldUnit, expectedPricePerUnit: p.expectedPricePerUnit };
    return p.lines.length
      ? p.lines.map((l) => ({ ...common, category: l.categoryName, amountPerAcre: l.amountPerAcre, plannedMonth: l.plannedMonth }))
      : [{ ...common, category: null, amountPerAcre: null, plannedMonth: null }];
  });
}

interface SheetBudget {
  fieldId: number | null;
  crop: string | null;
  expectedYieldPerAcre: string | null;
  yieldUnit: string | null;
  expectedPricePerUnit: string | null;
  lines: Array<{ categoryId: number; amountPerAcre: string; plannedMonth: number | null }>;
}

const EXPECTATIONS = ["expectedYieldPerAcre", "yieldUnit", "expectedPricePerUnit"] as const;

/** A row as the route checked it column by column (`BudgetSheetRowSchema.safeParse`), names still to resolve. */
export type CheckedSheetRow =
  | { success: true; data: BudgetSheetRow }
  | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };

/** Every row checked and grouped into budgets; every bad row reported at once as `rows.{index}.{column}` (400). */
async function checkSheet(db: Db, entityId: number, rows: CheckedSheetRow[]): Promise<SheetBudget[]> {
  const fieldRows = await db.select({ id: fields.id, name: fields.name }).from(fields).where(and(eq(fields.entityId, entityId), isNull(fields.deletedAt)));
  const byField = new Map<string, number[]>();
  for (const f of fieldRows) byField.set(norm(f.name), [...(byField.get(norm(f.name)) ?? []), f.id]);
  const categories = new Map((await db.select({ id: taskCategories.id, name: taskCategories.name }).from(taskCategories)).map((c) => [norm(c.name), c.id]));
  const issues: Issue[] = [];
  const groups = new Map<string, SheetBudget>();
  rows.forEach((parsed, index) => {
    const issue = (key: string, message: string) => issues.push({ path: `rows.${index}.${key}`, message });
    if (!parsed.success) {
      for (const i of parsed.error.issues) issue(i.path.map(String).join("."), i.message);
      return;
    }
    const r = parsed.data;
    if ((r.field === null) === (r.crop === null)) return issue("field", "give either a field or a crop (a budget is for one field or one crop)");
    const matches = r.field !== null ? (byField.get(norm(r.field)) ?? []) : [];
    if (r.field !== null && matches.length !== 1) {
      return issue("field", matches.length ? `${matches.length} fields are named "${r.field}"; rename one` : `no field named "${r.field}" in this entity`);
    }
    const categoryId = r.category !== null ? categories.get(norm(r.category)) : null;
    if (categoryId === undefined) return issue("category", `no category named "${r.category}"`);
    if (categoryId === null && r.amountPerAcre !== null) return issue("category", "is required when amount_per_acre is given");
    if (categoryId !== null && r.amountPerAcre === null) return issue("amountPerAcre", "is required for a category line");
    const key = r.field !== null ? `f:${matches[0]}` : `c:${norm(r.crop!)}`;
    const budget = groups.get(key) ?? { fieldId: matches[0] ?? null, crop: r.crop, expectedYieldPerAcre: null, yieldUnit: null, expectedPricePerUnit: null, lines: [] };
    for (const k of EXPECTATIONS) {
      const v = r[k];
      if (v === null) continue;
      if (budget[k] !== null && budget[k] !== v) return issue(k, `is ${v} but an earlier row of this budget says ${budget[k]}`);
      budget[k] = v;
    }
    if (categoryId !== null) {
      if (budget.lines.some((l) => l.categoryId === categoryId)) return issue("category", `"${r.category}" appears twice in this budget`);
      budget.lines.push({ categoryId, amountPerAcre: r.amountPerAcre!, plannedMonth: r.plannedMonth });
    }
    groups.set(key, budget);
  });
  if (issues.length) {
    const bad = new Set(issues.map((i) => i.path.split(".")[1])).size;
    throw new AppError(S.BAD_REQUEST, "VALIDATION", `${bad} of ${rows.length} rows are invalid; nothing was written. First: ${issues[0]!.path}: ${issues[0]!.message}`, issues);
  }
  return [...groups.values()];
}

/**
 * Imports a budget sheet into an entity's crop year: each budget of the file is created, or replaces the expectations
 * and lines of the one already there; budgets the file does not name are left alone. All or nothing.
 */
export async function importBudgetSheet(ctx: ServiceContext, entityId: number, year: number, rows: CheckedSheetRow[], dryRun: boolean): Promise<BudgetImportResult> {
  const { db } = ctx;
  await getEntity(ctx, entityId);
  const sheet = await checkSheet(db, entityId, rows);
  const existing = await db.select({ id: budgets.id, fieldId: budgets.fieldId, cropType: budgets.cropType }).from(budgets).where(and(eq(budgets.entityId, entityId), eq(budgets.cropYear, year)));
  const idOf = (b: SheetBudget) =>
    existing.find((e) => (b.fieldId !== null ? e.fieldId === b.fieldId : e.fieldId === null && norm(e.cropType ?? "") === norm(b.crop ?? "")))?.id;
  const updated = sheet.filter((b) => idOf(b) !== undefined).length;
  if (!dryRun) {
    await db.transaction(async (tx) => {
      for (const b of sheet) {
        const values = {
          expectedYieldPerAcre: b.expectedYieldPerAcre ?? "0",
          yieldUnit: b.yieldUnit ?? "bales",
          expectedPricePerUnit: b.expectedPricePerUnit ?? "0",
        };
        let id = idOf(b);
        if (id === undefined) {
          const [row] = await tx.insert(budgets).values({ entityId, cropYear: year, fieldId: b.fieldId, cropType: b.fieldId === null ? b.crop!.trim() : null, ...values }).returning({ id: budgets.id });
          id = row!.id;
        } else {
          await tx.update(budgets).set(values).where(eq(budgets.id, id));
          await tx.delete(budgetLines).where(eq(budgetLines.budgetId, id));
        }
        const budgetId = id;
        if (b.lines.length) await tx.insert(budgetLines).values(b.lines.map((l) => ({ budgetId, ...l })));
      }
    });
  }
  const result = { dryRun, received: rows.length, created: sheet.length - updated, updated };
  ctx.audit({ action: "import", resource: "budgets", id: entityId, entityId, changes: { year, ...result } });
  return result;
}
