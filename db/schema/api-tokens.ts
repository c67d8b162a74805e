import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** Long-lived tokens for farmctl and cron; like sessions, only the SHA-256 of the token is kept. */
export const apiTokens = pgTable("api_tokens", {
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: "cascade" }),
  name: varchar({ length: 100 }).notNull(),
  tokenHash: varchar({ length: 64 }).notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp({ withTimezone: true, mode: "date" }),
  expiresAt: timestamp({ withTimezone: true, mode: "date" }),
}, (t) => [index().on(t.userId)]);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
