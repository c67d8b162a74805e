import { sql } from "drizzle-orm";
import { bigint, date, index, integer, numeric, pgSequence, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { entities } from "./entities";
import { fields } from "./fields";

/**
 * Harvest and sales (docs/harvest.md): scale tickets bring a crop in from a field to a storage location or straight
 * to a buyer; deliveries take it out of storage to a buyer and are applied to the buyer's contracts; a buyer's
 * settlement pays deliveries less its deductions. A crop pool is (entity, crop, crop year); crops are compared
 * trimmed and whatever their case (api/domain/harvest).
 */

/**
 * The order the movements of one date were recorded in, shared by tickets, deliveries and storage adjustments: the
 * storage ledger's tie-break after "crop in before crop out" (api/domain/harvest/storage.ts).
 */
export const harvestSeq = pgSequence("harvest_seq");
const seq = () => bigint({ mode: "number" }).notNull().default(sql`nextval('harvest_seq')`);

/** An exact quantity: any number of decimals, never rounded. */
const quantity = () => numeric();
/** A price per unit: four decimals ($4.8525/bu). */
const price = () => numeric({ precision: 14, scale: 4 });
/** A unit of api/domain/harvest/units.ts (bu, cwt, lb, ton, bale, bin, box). */
const unit = () => varchar({ length: 10 });
const crop = () => varchar({ length: 100 });

/** A bin, an elevator, a shed or a pile the farm keeps a crop in. */
export const storageLocations = pgTable("storage_locations", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  name: varchar({ length: 255 }).notNull(),
  kind: varchar({ length: 20 }).notNull().default("bin"),
  capacity: quantity(),
  capacityUnit: unit(),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("storage_locations_entity_name_idx").on(t.entityId, sql`lower(${t.name})`)]);

/** An elevator, processor or merchant the farm sells to (one list for the farm, as vendors are). */
export const buyers = pgTable("buyers", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull(),
  address: text().notNull().default(""),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("buyers_name_idx").on(sql`lower(${t.name})`)]);

/** A contract to sell a quantity of a crop to a buyer, at a price per unit or priced later. */
export const cropContracts = pgTable("crop_contracts", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  buyerId: integer().notNull().references(() => buyers.id),
  number: varchar({ length: 50 }).notNull(),
  crop: crop().notNull(),
  cropYear: integer().notNull(),
  date: date({ mode: "string" }).notNull(),
  quantity: quantity().notNull(),
  unit: unit().notNull(),
  /** Null while the contract is to be priced later. */
  price: price(),
  /** Information only: the basis and the futures month the price was set against. */
  basis: price(),
  futuresMonth: varchar({ length: 20 }),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex().on(t.entityId, t.buyerId, t.number), index().on(t.entityId, t.cropYear)]);

/**
 * A scale ticket: a load harvested from a field, to a storage location of the farm (locationId) or straight to a
 * buyer (buyerId, with its delivery row). Ticket numbers are unique per entity.
 */
export const harvestTickets = pgTable("harvest_tickets", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  fieldId: integer().notNull().references(() => fields.id),
  crop: crop().notNull(),
  cropYear: integer().notNull(),
  date: date({ mode: "string" }).notNull(),
  ticketNumber: varchar({ length: 50 }).notNull(),
  /** Net quantity, in `unit`. */
  quantity: quantity().notNull(),
  unit: unit().notNull(),
  moisture: numeric({ precision: 5, scale: 2 }),
  grade: varchar({ length: 30 }),
  locationId: integer().references(() => storageLocations.id),
  buyerId: integer().references(() => buyers.id),
  notes: text().notNull().default(""),
  seq: seq(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex().on(t.entityId, t.ticketNumber),
  index().on(t.entityId, t.cropYear),
  index().on(t.fieldId, t.cropYear),
  index().on(t.locationId),
]);

/**
 * Crop delivered to a buyer: out of a storage location (locationId) or straight from the field (ticketId, the
 * ticket's own delivery). Applied to the buyer's contracts of the crop and year first in, first out unless a
 * contract is chosen (contractId).
 */
export const deliveries = pgTable("deliveries", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  buyerId: integer().notNull().references(() => buyers.id),
  crop: crop().notNull(),
  cropYear: integer().notNull(),
  date: date({ mode: "string" }).notNull(),
  quantity: quantity().notNull(),
  unit: unit().notNull(),
  locationId: integer().references(() => storageLocations.id),
  ticketId: integer().references(() => harvestTickets.id, { onDelete: "cascade" }),
  contractId: integer().references(() => cropContracts.id),
  /** The buyer's own load or scale ticket number, when it has one. */
  reference: varchar({ length: 50 }).notNull().default(""),
  notes: text().notNull().default(""),
  seq: seq(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex().on(t.ticketId),
  index().on(t.entityId, t.cropYear),
  index().on(t.buyerId),
  index().on(t.locationId),
  index().on(t.contractId),
]);

/** A buyer's settlement: the deliveries it pays (its lines) less its deductions; recorded as received. */
export const settlements = pgTable("settlements", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  buyerId: integer().notNull().references(() => buyers.id),
  number: varchar({ length: 50 }).notNull(),
  date: date({ mode: "string" }).notNull(),
  crop: crop().notNull(),
  cropYear: integer().notNull(),
  /** round(sum of quantity x price of the lines), once. */
  gross: money().notNull(),
  deductions: money().notNull(),
  /** gross - deductions: what the crop pool earns. */
  net: money().notNull(),
  /** What was received and when; null while unpaid. Less than net is short-paid. */
  received: money(),
  receivedDate: date({ mode: "string" }),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex().on(t.entityId, t.buyerId, t.number), index().on(t.entityId, t.cropYear)]);

/** A delivery a settlement pays: each delivery is paid by one settlement at most. */
export const settlementLines = pgTable("settlement_lines", {
  id: serial().primaryKey(),
  settlementId: integer().notNull().references(() => settlements.id, { onDelete: "cascade" }),
  deliveryId: integer().notNull().references(() => deliveries.id),
  /** 1-based, the order of the settlement. */
  line: integer().notNull(),
  /** The quantity paid, in `unit` (the delivery's, or the contract's). */
  quantity: quantity().notNull(),
  unit: unit().notNull(),
  price: price().notNull(),
  /** quantity x price, rounded once (information: the gross rounds the exact sum once). */
  amount: money().notNull(),
}, (t) => [uniqueIndex().on(t.deliveryId), index().on(t.settlementId)]);

/** A deduction on a settlement: hauling, drying, storage, checkoff, shrink, quality or other; a rate per unit or an amount. */
export const settlementDeductions = pgTable("settlement_deductions", {
  id: serial().primaryKey(),
  settlementId: integer().notNull().references(() => settlements.id, { onDelete: "cascade" }),
  line: integer().notNull(),
  kind: varchar({ length: 20 }).notNull(),
  description: varchar({ length: 255 }).notNull().default(""),
  ratePerUnit: price(),
  amount: money().notNull(),
}, (t) => [index().on(t.settlementId)]);

/** Shrink or a count correction of a crop in a storage location (signed quantity, a reason). */
export const storageAdjustments = pgTable("storage_adjustments", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  locationId: integer().notNull().references(() => storageLocations.id),
  crop: crop().notNull(),
  cropYear: integer().notNull(),
  date: date({ mode: "string" }).notNull(),
  kind: varchar({ length: 10 }).notNull(),
  quantity: quantity().notNull(),
  unit: unit().notNull(),
  reason: text().notNull(),
  seq: seq(),
  createdAt: createdAt(),
}, (t) => [index().on(t.entityId, t.cropYear), index().on(t.locationId)]);

/** The office's mark price for a crop pool's unsold crop: shown apart, as estimated, never realised income. */
export const cropMarks = pgTable("crop_marks", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  crop: crop().notNull(),
  cropYear: integer().notNull(),
  price: price().notNull(),
  unit: unit().notNull(),
  date: date({ mode: "string" }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("crop_marks_pool_idx").on(t.entityId, sql`lower(${t.crop})`, t.cropYear)]);

export type StorageLocationRow = typeof storageLocations.$inferSelect;
export type BuyerRow = typeof buyers.$inferSelect;
export type CropContractRow = typeof cropContracts.$inferSelect;
export type HarvestTicketRow = typeof harvestTickets.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type SettlementRow = typeof settlements.$inferSelect;
export type SettlementLineRow = typeof settlementLines.$inferSelect;
export type SettlementDeductionRow = typeof settlementDeductions.$inferSelect;
export type StorageAdjustmentRow = typeof storageAdjustments.$inferSelect;
export type CropMarkRow = typeof cropMarks.$inferSelect;
