import { numeric, timestamp } from "drizzle-orm/pg-core";

/** A money or acreage column: decimal(10,2), read and written as a string so no cent is lost. */
export const money = () => numeric({ precision: 10, scale: 2 });

/** When a row was made; set by the database. */
export const createdAt = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * Soft-delete marker. Children deleted with their parent get the parent's exact timestamp,
 * which is how a recovery knows what went down together.
 */
export const deletedAt = () => timestamp({ withTimezone: true, mode: "date" });
