import { boolean, integer, jsonb, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";

/** A named pack a product comes in: `quantity` of `unit` (a base unit or a pack named before it). */
export interface PackColumn {
  name: string;
  quantity: string;
  unit: string;
}

/** An active ingredient of a crop-protection product and its share of the product, in percent. */
export interface ActiveIngredientColumn {
  name: string;
  percent: string;
}

/**
 * The farm's catalogue of inputs (docs/decisions/inventory-weighted-average.md). Fertilizers moved here from their
 * own table with their ids, so tasks and the fertilizer report read them unchanged: a fertilizer's nPerGal, pPerGal
 * and kPerGal are pounds of N, P2O5 and K2O per stock unit (gal for a liquid, lb for a dry one).
 */
export const products = pgTable("products", {
  id: serial().primaryKey(),
  name: varchar({ length: 255 }).notNull().unique(),
  /** fertilizer, crop protection, seed, soil amendment, fuel or other (api/domain/products.ts PRODUCT_KINDS). */
  kind: varchar({ length: 30 }).notNull().default("fertilizer"),
  /** The base unit the stock is kept and costed in (api/domain/input-units.ts). */
  stockUnit: varchar({ length: 20 }).notNull().default("gal"),
  /** The named packs it is bought or applied in. */
  packs: jsonb().$type<PackColumn[]>().notNull().default([]),
  nPerGal: money().notNull().default("0"),
  pPerGal: money().notNull().default("0"),
  kPerGal: money().notNull().default("0"),
  // Crop protection (California DPR): registration, ingredients, restricted use, signal word, intervals.
  epaRegistrationNumber: varchar({ length: 40 }),
  activeIngredients: jsonb().$type<ActiveIngredientColumn[]>().notNull().default([]),
  restrictedUse: boolean().notNull().default(false),
  signalWord: varchar({ length: 20 }),
  reentryHours: integer(),
  preharvestDays: integer(),
  createdAt: createdAt(),
});

export type ProductRow = typeof products.$inferSelect;
