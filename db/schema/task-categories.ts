import { boolean, pgTable, serial, varchar } from "drizzle-orm/pg-core";

export const taskCategories = pgTable("task_categories", {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull().unique(),
  icon: varchar({ length: 50 }),
  color: varchar({ length: 20 }),
  isIncomeCategory: boolean().notNull().default(false),
});

export type TaskCategoryRow = typeof taskCategories.$inferSelect;
