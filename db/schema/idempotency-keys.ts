import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The first answer to a create sent with an `Idempotency-Key` header, kept 24 hours so a retry gets it again
 * instead of creating twice. Written in the same transaction as the create itself.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer().notNull().references(() => users.id, { onDelete: "cascade" }),
    key: varchar({ length: 255 }).notNull(),
    /** SHA-256 (hex) of method, path and body: the same key with another request is refused. */
    requestHash: varchar({ length: 64 }).notNull(),
    /** 0 while the first request is still running. */
    status: smallint().notNull().default(0),
    contentType: varchar({ length: 100 }),
    body: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
