import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, varchar } from "drizzle-orm/pg-core";
import type { LeaseTerms } from "../../api/domain/leases/terms";
import { createdAt, deletedAt, money } from "./columns";
import { fields } from "./fields";
import { landlords } from "./landlords";

/** A lease of one field (or some of its parcels) for a range of crop years; the terms by type (api/domain/leases). */
export const leases = pgTable("leases", {
  id: serial().primaryKey(),
  fieldId: integer().notNull().references(() => fields.id),
  /** Parcel numbers leased; empty = the whole field. */
  apns: jsonb().notNull().$type<string[]>(),
  leasedAcres: money().notNull(),
  startYear: integer().notNull(),
  /** Last crop year, inclusive; null = until ended. */
  endYear: integer(),
  type: varchar({ length: 20 }).notNull().$type<LeaseTerms["type"]>(),
  terms: jsonb().notNull().$type<LeaseTerms>(),
  notes: text(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
}, (t) => [index().on(t.fieldId)]);

/** The landlords of a lease and their shares (percent, 2 decimals, adding up to 100). */
export const leaseLandlords = pgTable("lease_landlords", {
  leaseId: integer().notNull().references(() => leases.id),
  landlordId: integer().notNull().references(() => landlords.id),
  sharePercent: numeric({ precision: 5, scale: 2 }).notNull(),
  /**
   * Where the lease lists the landlord, from 0: the order entered, which gives an odd cent on a tie
   * (docs/decisions/lease-cent-splitting.md). Rows written before it all hold 0 and keep their earlier order.
   */
  position: integer().notNull().default(0),
}, (t) => [primaryKey({ columns: [t.leaseId, t.landlordId] }), index().on(t.landlordId)]);

/** Rent paid to a landlord on a lease, counted in a crop year. */
export const leasePayments = pgTable("lease_payments", {
  id: serial().primaryKey(),
  leaseId: integer().notNull().references(() => leases.id),
  landlordId: integer().notNull().references(() => landlords.id),
  cropYear: integer().notNull(),
  date: date({ mode: "string" }).notNull(),
  amount: money().notNull(),
  method: varchar({ length: 30 }).notNull(),
  memo: varchar({ length: 255 }),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
}, (t) => [index().on(t.leaseId), index().on(t.landlordId)]);

export type LeaseRow = typeof leases.$inferSelect;
export type LeasePaymentRow = typeof leasePayments.$inferSelect;
