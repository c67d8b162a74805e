import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A sign-in session. `id` is the SHA-256 (hex) of the token the client holds; the token itself is never stored. */
export const sessions = pgTable("sessions", {
  id: varchar({ length: 64 }).primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
}, (t) => [index().on(t.userId)]);

export type SessionRow = typeof sessions.$inferSelect;
