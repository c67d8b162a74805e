import { index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, money } from "./columns";
import { entities } from "./entities";

export const fields = pgTable("fields", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  name: varchar({ length: 255 }).notNull(),
  acreage: money().notNull().default("0"),
  cropType: varchar({ length: 100 }),
  location: varchar({ length: 255 }),
  /** Comma-plus-space joined parcel numbers, or null. */
  apns: text(),
  /** Comma-plus-space joined acreages matching `apns`, or null. */
  apnAcreage: text(),
  leaseRatePerAcre: money(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
}, (t) => [index().on(t.entityId)]);

export type FieldRow = typeof fields.$inferSelect;
