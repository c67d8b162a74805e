import { pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt } from "./columns";

/** A farm entity. Its totalAcres is derived from its fields on every read, never stored. */
export const entities = pgTable("entities", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull(),
  location: varchar({ length: 255 }).notNull().default(""),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export type EntityRow = typeof entities.$inferSelect;
