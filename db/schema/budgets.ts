import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, unique, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { entities } from "./entities";
import { fields } from "./fields";
import { taskCategories } from "./task-categories";

/**
 * A crop year's plan for one field, or for every field of the entity growing one crop that year (exactly one of
 * fieldId and cropType is set). A field's own budget wins over its crop's (api/domain/budgets/plan.ts).
 */
export const budgets = pgTable("budgets", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  cropYear: integer().notNull(),
  fieldId: integer().references(() => fields.id),
  cropType: varchar({ length: 100 }),
  expectedYieldPerAcre: money().notNull().default("0"),
  yieldUnit: varchar({ length: 20 }).notNull().default("bales"),
  expectedPricePerUnit: money().notNull().default("0"),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex().on(t.entityId, t.cropYear, t.fieldId).where(sql`${t.fieldId} is not null`),
  uniqueIndex("budgets_entity_year_crop_idx").on(t.entityId, t.cropYear, sql`lower(${t.cropType})`).where(sql`${t.fieldId} is null`),
  check("budgets_field_or_crop", sql`(${t.fieldId} is null) <> (${t.cropType} is null)`),
  index().on(t.entityId, t.cropYear),
]);

/** Planned dollars per acre of one task category; plannedMonth (1-12) or null (spread over the year). */
export const budgetLines = pgTable("budget_lines", {
  id: serial().primaryKey(),
  budgetId: integer().notNull().references(() => budgets.id, { onDelete: "cascade" }),
  categoryId: integer().notNull().references(() => taskCategories.id),
  amountPerAcre: money().notNull().default("0"),
  plannedMonth: integer(),
}, (t) => [unique().on(t.budgetId, t.categoryId)]);

export type BudgetRow = typeof budgets.$inferSelect;
export type BudgetLineRow = typeof budgetLines.$inferSelect;
