import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** One row per write (and per sign-in attempt). No foreign key: the trail outlives the users it names. */
export const auditLog = pgTable("audit_log", {
  id: bigserial({ mode: "number" }).primaryKey(),
  at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  userId: integer(),
  username: varchar({ length: 255 }),
  action: varchar({ length: 40 }).notNull(),
  resource: varchar({ length: 60 }).notNull(),
  resourceId: varchar({ length: 64 }),
  changes: jsonb(),
  /** The request that made the change (X-Request-Id), to find its log lines. */
  requestId: varchar({ length: 64 }),
  /**
   * The farm entity the changed record belongs to (a field, task, lease, payment, budget, price list, journal
   * export...); null for records of no one entity (users, categories, backups) and for rows written before it.
   */
  entityId: integer(),
}, (t) => [index().on(t.at), index().on(t.resource, t.at), index().on(t.userId, t.at), index().on(t.entityId, t.at)]);

export type AuditRow = typeof auditLog.$inferSelect;
