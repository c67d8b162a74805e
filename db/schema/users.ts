import { boolean, index, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const users = pgTable("users", {
  id: serial().primaryKey(),
  username: varchar({ length: 255 }).notNull().unique(),
  passwordHash: varchar({ length: 255 }).notNull(),
  displayName: varchar({ length: 255 }),
  isApproved: boolean().notNull().default(false),
  // Stored as readonly until an admin's approval sets it (DECISIONS.md, "Accounts and access").
  role: varchar({ length: 20 }).notNull().default("readonly"),
  /**
   * Granted every entity, present and future (approval without a list of entities; accounts from before grants).
   * Otherwise the account reaches the entities of user_entity_grants only (docs/access.md).
   */
  allEntities: boolean().notNull().default(false),
  // The UI language the user chose (en, es); the SPA switches to it on sign-in (docs/decisions/i18n.md).
  locale: varchar({ length: 8 }).notNull().default("en"),
  /**
   * The password was set by an admin (Add user, a reset): until the user chooses their own, every route but sign-out,
   * "who am I" and their own account answers 403 PASSWORD_CHANGE_REQUIRED (docs/decisions/first-password.md).
   */
  mustChangePassword: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
}, (t) => [index().on(t.isApproved)]);

export type UserRow = typeof users.$inferSelect;
