import { bigserial, date, foreignKey, index, integer, jsonb, numeric, pgTable, serial, unique, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { entities } from "./entities";
import { taskCategories } from "./task-categories";

/** An entity's chart of accounts: number, name, type. Numbers are unique within the entity. */
export const accounts = pgTable("accounts", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  number: integer().notNull(),
  name: varchar({ length: 255 }).notNull(),
  /** income, expense, or liability (the journal's offset account). */
  type: varchar({ length: 20 }).notNull(),
}, (t) => [unique("accounts_entity_number").on(t.entityId, t.number)]);

/**
 * Which accounts of its entity's chart a task category is coded to on the monthly invoice and on detailed
 * operations. Numbers, not ids, so the printed code is what is stored; renumbering an account cascades here.
 */
export const categoryAccounts = pgTable("category_accounts", {
  id: serial().primaryKey(),
  entityId: integer().notNull(),
  categoryId: integer().notNull().references(() => taskCategories.id, { onDelete: "cascade" }),
  invoiceAccount: integer().notNull(),
  operationsAccount: integer().notNull(),
  /** The IRS Schedule F line the category's amounts go to (api/domain/accounting/schedule-f.ts), e.g. "17". */
  scheduleFLine: varchar({ length: 8 }).notNull(),
}, (t) => [
  unique("category_accounts_entity_category").on(t.entityId, t.categoryId),
  foreignKey({ name: "category_accounts_invoice_fk", columns: [t.entityId, t.invoiceAccount], foreignColumns: [accounts.entityId, accounts.number] }).onUpdate("cascade"),
  foreignKey({ name: "category_accounts_operations_fk", columns: [t.entityId, t.operationsAccount], foreignColumns: [accounts.entityId, accounts.number] }).onUpdate("cascade"),
]);

/** An entity's accounts for what no category names: unmapped categories, yield income, the journal's offset. */
export const accountSettings = pgTable("account_settings", {
  entityId: integer().primaryKey().references(() => entities.id),
  otherAccount: integer().notNull(),
  yieldIncomeAccount: integer().notNull(),
  offsetAccount: integer().notNull(),
  /** The Schedule F line of a cost task's harvest yield value (Part I). */
  yieldScheduleFLine: varchar({ length: 8 }).notNull(),
}, (t) => [
  foreignKey({ name: "account_settings_other_fk", columns: [t.entityId, t.otherAccount], foreignColumns: [accounts.entityId, accounts.number] }).onUpdate("cascade"),
  foreignKey({ name: "account_settings_yield_fk", columns: [t.entityId, t.yieldIncomeAccount], foreignColumns: [accounts.entityId, accounts.number] }).onUpdate("cascade"),
  foreignKey({ name: "account_settings_offset_fk", columns: [t.entityId, t.offsetAccount], foreignColumns: [accounts.entityId, accounts.number] }).onUpdate("cascade"),
]);

/** One row per journal file handed out: who, when, which period, its totals and the file's sha256. */
export const journalExports = pgTable("journal_exports", {
  id: bigserial({ mode: "number" }).primaryKey(),
  at: createdAt(),
  userId: integer(),
  username: varchar({ length: 255 }),
  /** null: every entity. */
  entityId: integer(),
  fromDate: date({ mode: "string" }).notNull(),
  toDate: date({ mode: "string" }).notNull(),
  format: varchar({ length: 10 }).notNull(),
  debits: numeric({ precision: 14, scale: 2 }).notNull(),
  credits: numeric({ precision: 14, scale: 2 }).notNull(),
  lines: integer().notNull(),
  sha256: varchar({ length: 64 }).notNull(),
  totals: jsonb(),
}, (t) => [index().on(t.entityId, t.fromDate, t.toDate)]);

export type AccountRow = typeof accounts.$inferSelect;
export type CategoryAccountRow = typeof categoryAccounts.$inferSelect;
export type AccountSettingsRow = typeof accountSettings.$inferSelect;
export type JournalExportRow = typeof journalExports.$inferSelect;
