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
  /** The token's role; null = its creator's. Never wider than the creator's current role (docs/access.md). */
  role: varchar({ length: 20 }),
  /** The entities the token may reach; null = every entity its creator may reach. */
  entityIds: integer().array(),
}, (t) => [index().on(t.userId)]);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
