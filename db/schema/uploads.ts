import { bigint, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** A one-time upload slot handed out by POST /api/objects/upload; `usedAt` is set by the single PUT it allows. */
export const uploads = pgTable("uploads", {
  id: varchar({ length: 36 }).primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** Storage key the PUT stores the file under (generated with the slot, unrelated to the URL's id). */
  objectPath: varchar({ length: 255 }),
  /** Set once the PUT has stored the file: a slot with a size has a file behind it. */
  fileSize: bigint({ mode: "number" }),
  createdAt: createdAt(),
});
