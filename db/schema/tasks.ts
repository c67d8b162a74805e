import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, money } from "./columns";
import { entities } from "./entities";
import { products } from "./products";
import { fields } from "./fields";
import { taskCategories } from "./task-categories";
import { users } from "./users";

export const tasks = pgTable("tasks", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  fieldId: integer().notNull().references(() => fields.id),
  categoryId: integer().notNull().references(() => taskCategories.id),
  name: varchar({ length: 255 }).notNull(),
  cropType: varchar({ length: 100 }),
  cropYear: integer().notNull(),
  date: date({ mode: "string" }).notNull(),
  notes: text().notNull().default(""),
  // Costs (derived values are computed by api/domain/task-formulas.ts, never taken from the client)
  costPerAcre: money().notNull().default("0"),
  acresCovered: money().notNull().default("0"),
  totalCost: money().notNull().default("0"),
  /** The products applied (task_products): their inventory cost, part of totalCost. */
  materialCost: money().notNull().default("0"),
  /** Approved time entries' labor cost (hours at their rates, overtime, burden), part of totalCost. */
  laborCost: money().notNull().default("0"),
  /** Approved time entries' machine hours x cost per hour: part of totalCost and of equipmentTotal. */
  machineCost: money().notNull().default("0"),
  // Equipment
  equipmentRental: money().notNull().default("0"),
  equipmentDescription: varchar({ length: 255 }).notNull().default(""),
  equipmentTotal: money().notNull().default("0"),
  // Yield
  yieldAmount: money(),
  yieldUnit: varchar({ length: 20 }).notNull().default("bales"),
  yieldValuePerUnit: money(),
  totalYieldValue: money(),
  // Fertilizer and irrigation
  fertilizerId: integer().references(() => products.id),
  fertilizerGallonsApplied: money(),
  irrigationType: varchar({ length: 50 }),
  irrigationHours: money(),
  waterInchesApplied: numeric({ precision: 10, scale: 3 }),
  // A crop-protection application as the county's Pesticide Use Report asks for it.
  applicationTime: varchar({ length: 5 }),
  applicationMethod: varchar({ length: 30 }),
  applicator: varchar({ length: 255 }),
  // Water assessment and rent
  waterAssessment: money().notNull().default("0"),
  rent: money().notNull().default("0"),
  waterAssessmentPerAcre: money().notNull().default("0"),
  rentPerAcre: money().notNull().default("0"),
  waterAssessmentTotal: money().notNull().default("0"),
  rentTotal: money().notNull().default("0"),
  /** Stable key of a row imported by `farmctl import tasks`, so re-importing a file creates no duplicates. */
  importKey: varchar({ length: 64 }),
  /** Who recorded the task (null for imports and rows older than this column). */
  recordedById: integer().references(() => users.id, { onDelete: "set null" }),
  /** Recorded by a crew account: priced from the entity's price list (docs/access.md). */
  recordedByCrew: boolean().notNull().default(false),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
}, (t) => [
  uniqueIndex().on(t.entityId, t.importKey).where(sql`${t.importKey} is not null`),
  // Migration 0011 adds INCLUDE (id, field, category, deleted_at, the money and yield columns): an entity's crop-year
  // figures (dashboard summary, cost breakdown, cost summary) are then read from the index alone.
  index().on(t.entityId, t.cropYear, t.date),
  // A field's tasks of a crop year newest first, a page at a time (the field list with every task,
  // entity-fields.service.ts): each page starts where the last ended instead of sorting the whole field again. The
  // crop year before the date keeps the entity's field cards (every field's tasks of a year) on this index.
  index().on(t.fieldId, t.cropYear, t.date, t.id),
  index().on(t.categoryId),
]);

export type TaskRow = typeof tasks.$inferSelect;
