import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { entities } from "./entities";
import { fields } from "./fields";
import { tasks } from "./tasks";
import { users } from "./users";

/**
 * Labor and machine hours (docs/labor.md): workers with dated rates, each entity's employer rule (burden, overtime),
 * machines with a cost per hour and a fuel log, and time entries that, once approved, add their labor cost and
 * machine cost to a task (api/domain/labor).
 */

/** Hours and multipliers: two decimals (7.25 h, 1.5x). */
const hours = () => numeric({ precision: 8, scale: 2 });
/** A rate or a price per unit: four decimals. */
const rate = () => numeric({ precision: 14, scale: 4 });

/** A person who works for the farm; may be linked to a crew account (who then records their own hours). */
export const workers = pgTable("workers", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull(),
  crew: varchar({ length: 100 }).notNull().default(""),
  userId: integer().references(() => users.id, { onDelete: "set null" }),
  active: boolean().notNull().default(true),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("workers_name_idx").on(sql`lower(${t.name})`), uniqueIndex().on(t.userId)]);

/** A worker's pay from a date on: an hourly rate and optionally a piece rate per unit. A change never re-prices earlier time. */
export const workerRates = pgTable("worker_rates", {
  id: serial().primaryKey(),
  workerId: integer().notNull().references(() => workers.id, { onDelete: "cascade" }),
  effectiveFrom: date({ mode: "string" }).notNull(),
  hourlyRate: rate().notNull(),
  pieceRate: rate(),
  pieceUnit: varchar({ length: 30 }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex().on(t.workerId, t.effectiveFrom)]);

/**
 * An entity's employer rule: burden (payroll taxes, workers' compensation) and overtime thresholds and multipliers.
 * No row = the documented default (California agriculture, docs/decisions/labor-overtime.md).
 */
export const laborPolicies = pgTable("labor_policies", {
  entityId: integer().primaryKey().references(() => entities.id),
  burdenPercent: numeric({ precision: 6, scale: 2 }).notNull(),
  dailyOvertimeAfter: hours(),
  dailyDoubleAfter: hours(),
  weeklyOvertimeAfter: hours(),
  overtimeMultiplier: numeric({ precision: 4, scale: 2 }).notNull(),
  doubleMultiplier: numeric({ precision: 4, scale: 2 }).notNull(),
  /** The workweek's first day: 0 = Sunday ... 6 = Saturday. */
  weekStartsOn: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** A tractor, sprayer, harvester...: a cost per hour entered, or worked out from its ownership and operating figures. */
export const machines = pgTable("machines", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  name: varchar({ length: 255 }).notNull(),
  kind: varchar({ length: 30 }).notNull().default("tractor"),
  /** Entered cost per hour; null = worked out from the figures below (api/domain/labor/machine-cost.ts). */
  costPerHour: money(),
  purchasePrice: money(),
  salvageValue: money(),
  years: integer(),
  annualHours: hours(),
  interestPercent: numeric({ precision: 6, scale: 2 }),
  fuelGallonsPerHour: numeric({ precision: 8, scale: 3 }),
  fuelPrice: rate(),
  /** Repairs over the machine's life as a percent of its purchase price. */
  repairsPercent: numeric({ precision: 6, scale: 2 }),
  active: boolean().notNull().default(true),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("machines_entity_name_idx").on(t.entityId, sql`lower(${t.name})`)]);

/** Fuel put in a machine: gallons and their cost, and the hour meter when read. */
export const machineFuel = pgTable("machine_fuel", {
  id: serial().primaryKey(),
  machineId: integer().notNull().references(() => machines.id, { onDelete: "cascade" }),
  date: date({ mode: "string" }).notNull(),
  gallons: numeric({ precision: 10, scale: 3 }).notNull(),
  cost: money().notNull(),
  meterHours: hours(),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [index().on(t.machineId, t.date)]);

/**
 * Hours a worker put in on a task (the field and activity come from it), with a machine optionally. Pending until
 * the office approves it; approved time costs hours at the rate of its date (overtime by the entity's rule) x
 * (1 + burden), rounded once, added to the task's laborCost; machine hours x the machine's cost per hour to its
 * machineCost. The split into regular, overtime and double time is the week's (api/domain/labor/overtime.ts).
 */
export const timeEntries = pgTable("time_entries", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  workerId: integer().notNull().references(() => workers.id),
  taskId: integer().notNull().references(() => tasks.id),
  fieldId: integer().notNull().references(() => fields.id),
  date: date({ mode: "string" }).notNull(),
  /** HH:MM, when recorded as start and end (hours then = end - start). */
  startTime: varchar({ length: 5 }),
  endTime: varchar({ length: 5 }),
  hours: hours().notNull(),
  machineId: integer().references(() => machines.id),
  machineHours: hours(),
  pieceUnits: numeric({ precision: 12, scale: 3 }),
  notes: text().notNull().default(""),
  status: varchar({ length: 10 }).notNull().default("pending"),
  approvedById: integer().references(() => users.id, { onDelete: "set null" }),
  approvedAt: timestamp({ withTimezone: true, mode: "date" }),
  recordedById: integer().references(() => users.id, { onDelete: "set null" }),
  // Worked out at approval (and again when an entry of the same worker's week changes).
  regularHours: hours().notNull().default("0"),
  overtimeHours: hours().notNull().default("0"),
  doubleHours: hours().notNull().default("0"),
  gross: money().notNull().default("0"),
  burden: money().notNull().default("0"),
  laborCost: money().notNull().default("0"),
  machineCost: money().notNull().default("0"),
  createdAt: createdAt(),
}, (t) => [index().on(t.workerId, t.date), index().on(t.taskId), index().on(t.entityId, t.date), index().on(t.machineId)]);

export type WorkerRow = typeof workers.$inferSelect;
export type WorkerRateRow = typeof workerRates.$inferSelect;
export type LaborPolicyRow = typeof laborPolicies.$inferSelect;
export type MachineRow = typeof machines.$inferSelect;
export type MachineFuelRow = typeof machineFuel.$inferSelect;
export type TimeEntryRow = typeof timeEntries.$inferSelect;
