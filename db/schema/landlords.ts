import { pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, deletedAt } from "./columns";

/** Owners of leased land; shared by every farm entity (one landlord can lease fields to several). */
export const landlords = pgTable("landlords", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull(),
  contact: varchar({ length: 255 }),
  mailingAddress: text(),
  notes: text(),
  /** SSN or EIN as typed; the API only ever shows it masked. */
  taxId: varchar({ length: 20 }),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export type LandlordRow = typeof landlords.$inferSelect;
