import { sql } from "drizzle-orm";
import { check, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt } from "./columns";

/** A farm entity. Its totalAcres is derived from its fields on every read, never stored. */
export const entities = pgTable(
  "entities",
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    location: varchar({ length: 255 }).notNull().default(""),
    /** The language its invoices are written in for the partner they bill (docs/decisions/i18n.md). */
    invoiceLanguage: varchar({ length: 2 }).$type<"en" | "es">().notNull().default("en"),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [check("entities_invoice_language", sql`${t.invoiceLanguage} in ('en', 'es')`)],
);

export type EntityRow = typeof entities.$inferSelect;
