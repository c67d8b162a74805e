import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { entities } from "./entities";
import { users } from "./users";

/**
 * The entities a non-admin account may see (and, as editor or crew, write in). Admins have no rows: they see every
 * entity (docs/access.md).
 */
export const userEntityGrants = pgTable("user_entity_grants", {
  userId: integer().notNull().references(() => users.id, { onDelete: "cascade" }),
  entityId: integer().notNull().references(() => entities.id, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.userId, t.entityId] }), index().on(t.entityId)]);

export type UserEntityGrantRow = typeof userEntityGrants.$inferSelect;
