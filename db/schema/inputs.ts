import { sql } from "drizzle-orm";
import { date, index, integer, numeric, pgSequence, pgTable, serial, text, uniqueIndex, varchar, bigint } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { entities } from "./entities";
import { products } from "./products";
import { tasks } from "./tasks";

/**
 * The order entries of one date were recorded in, shared by every kind of inventory movement (purchase lines,
 * returns, adjustments, applications): the ledger's tie-break after "receipts first" (api/domain/inventory.ts).
 */
export const inventorySeq = pgSequence("inventory_seq");
const seq = () => bigint({ mode: "number" }).notNull().default(sql`nextval('inventory_seq')`);

/** An exact quantity: any number of decimals (a fl oz is 0.0078125 gal), never rounded. */
const quantity = () => numeric();

export const vendors = pgTable("vendors", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull().unique(),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
});

/** A supplier's invoice: it adds its lines to the entity's stock. Freight and tax are spread over the lines by amount. */
export const purchases = pgTable("purchases", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  vendorId: integer().notNull().references(() => vendors.id),
  invoiceNumber: varchar({ length: 100 }).notNull(),
  date: date({ mode: "string" }).notNull(),
  freight: money().notNull().default("0"),
  tax: money().notNull().default("0"),
  subtotal: money().notNull().default("0"),
  total: money().notNull().default("0"),
  notes: text().notNull().default(""),
  createdAt: createdAt(),
}, (t) => [uniqueIndex().on(t.entityId, t.vendorId, t.invoiceNumber), index().on(t.entityId, t.date)]);

export const purchaseLines = pgTable("purchase_lines", {
  id: serial().primaryKey(),
  purchaseId: integer().notNull().references(() => purchases.id, { onDelete: "cascade" }),
  /** 1-based, the order of the invoice. */
  line: integer().notNull(),
  productId: integer().notNull().references(() => products.id),
  quantity: quantity().notNull(),
  unit: varchar({ length: 60 }).notNull(),
  unitPrice: numeric({ precision: 14, scale: 4 }),
  amount: money().notNull(),
  freight: money().notNull().default("0"),
  tax: money().notNull().default("0"),
  /** amount + freight + tax: what the receipt adds to the stock's value. */
  value: money().notNull(),
  /** The quantity in the product's stock unit. */
  stockQuantity: quantity().notNull(),
  seq: seq(),
}, (t) => [index().on(t.productId), index().on(t.purchaseId)]);

/**
 * A return to a vendor (quantity > 0, optional credit) or a count adjustment (signed quantity, a reason, an optional
 * value for a positive one).
 */
export const inventoryAdjustments = pgTable("inventory_adjustments", {
  id: serial().primaryKey(),
  entityId: integer().notNull().references(() => entities.id),
  productId: integer().notNull().references(() => products.id),
  kind: varchar({ length: 20 }).notNull(),
  date: date({ mode: "string" }).notNull(),
  quantity: quantity().notNull(),
  unit: varchar({ length: 60 }).notNull(),
  stockQuantity: quantity().notNull(),
  value: money(),
  vendorId: integer().references(() => vendors.id),
  reason: text().notNull().default(""),
  seq: seq(),
  createdAt: createdAt(),
}, (t) => [index().on(t.entityId, t.productId)]);

/**
 * A product applied by a task: a rate per acre of the task's acres or a total quantity, in a unit of the product;
 * its cost is the inventory's (quantity x average cost, half-up once), kept here and summed into the task's
 * materialCost.
 */
export const taskProducts = pgTable("task_products", {
  id: serial().primaryKey(),
  taskId: integer().notNull().references(() => tasks.id, { onDelete: "cascade" }),
  entityId: integer().notNull().references(() => entities.id),
  productId: integer().notNull().references(() => products.id),
  /** 1-based, the order of the task form. */
  line: integer().notNull(),
  ratePerAcre: quantity(),
  totalQuantity: quantity(),
  unit: varchar({ length: 60 }).notNull(),
  stockQuantity: quantity().notNull(),
  cost: money().notNull().default("0"),
  seq: seq(),
}, (t) => [index().on(t.entityId, t.productId), index().on(t.taskId)]);

export type VendorRow = typeof vendors.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseLineRow = typeof purchaseLines.$inferSelect;
export type InventoryAdjustmentRow = typeof inventoryAdjustments.$inferSelect;
export type TaskProductRow = typeof taskProducts.$inferSelect;
