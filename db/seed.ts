import { sql } from "drizzle-orm";
import { SEED_CATEGORIES } from "../api/domain/task-categories";
import type { Db } from "./client";
import { fertilizerStockUnit } from "../api/domain/products";
import { products, taskCategories } from "./schema";

/**
 * Common fertilizers with their nutrient content in pounds per gallon (liquid) or per pound (dry).
 * Liquids: label analysis x product density (UAN-32 weighs 11.06 lb/gal: 32% N -> 3.54 lb N/gal).
 * P and K are given as P2O5 and K2O, as on the label.
 */
export const SEED_FERTILIZERS = [
  { name: "UAN-32 (32-0-0)", nPerGal: "3.54", pPerGal: "0", kPerGal: "0", type: "liquid" },
  { name: "UAN-28 (28-0-0)", nPerGal: "2.99", pPerGal: "0", kPerGal: "0", type: "liquid" },
  { name: "Ammonium polyphosphate (10-34-0)", nPerGal: "1.17", pPerGal: "3.96", kPerGal: "0", type: "liquid" },
  { name: "CAN-17 (17-0-0)", nPerGal: "2.11", pPerGal: "0", kPerGal: "0", type: "liquid" },
  { name: "Aqua ammonia (20-0-0)", nPerGal: "1.50", pPerGal: "0", kPerGal: "0", type: "liquid" },
  { name: "Potassium thiosulfate (0-0-25)", nPerGal: "0", pPerGal: "0", kPerGal: "3.05", type: "liquid" },
  { name: "Urea (46-0-0)", nPerGal: "0.46", pPerGal: "0", kPerGal: "0", type: "dry" },
  { name: "Ammonium sulfate (21-0-0)", nPerGal: "0.21", pPerGal: "0", kPerGal: "0", type: "dry" },
  { name: "MAP (11-52-0)", nPerGal: "0.11", pPerGal: "0.52", kPerGal: "0", type: "dry" },
  { name: "DAP (18-46-0)", nPerGal: "0.18", pPerGal: "0.46", kPerGal: "0", type: "dry" },
  { name: "Potash (0-0-60)", nPerGal: "0", pPerGal: "0", kPerGal: "0.60", type: "dry" },
  { name: "Triple superphosphate (0-46-0)", nPerGal: "0", pPerGal: "0.46", kPerGal: "0", type: "dry" },
] as const;

/** Reference data every database needs; safe to run on every start (nothing existing is changed). */
export async function seedReferenceData(db: Db) {
  await db.insert(taskCategories).values(SEED_CATEGORIES).onConflictDoNothing();
  // Explicit ids leave the serial behind; move it past them so new categories get fresh ids.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('task_categories', 'id'), greatest((select max(id) from task_categories), 1))`,
  );
  await db
    .insert(products)
    .values(SEED_FERTILIZERS.map(({ type, ...f }) => ({ ...f, kind: "fertilizer", stockUnit: fertilizerStockUnit(type) })))
    .onConflictDoNothing();
}
