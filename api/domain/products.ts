import { BASE_UNITS, type BaseUnit, isBaseUnit } from "./input-units";

/** What a product is, as the catalogue sorts it (issue 36: the farm's one catalogue of inputs). */
export const PRODUCT_KINDS = ["fertilizer", "crop protection", "seed", "soil amendment", "fuel", "other"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The label on a crop-protection product's front panel, from least to most hazardous. */
export const SIGNAL_WORDS = ["CAUTION", "WARNING", "DANGER"] as const;

/** The kinds a task may apply, by the task's category (a fertilizer task applies fertilizers...). */
export const APPLIED_KINDS: readonly ProductKind[] = ["fertilizer", "crop protection", "seed", "soil amendment"];

/**
 * A fertilizer's type as the spec names it: liquid when its stock is kept by volume (its analysis per gallon), dry
 * when kept by weight (per pound). Derived from the stock unit, so the two can never disagree.
 * @example fertilizerType("gal") === "liquid"; fertilizerType("lb") === "dry"
 */
export function fertilizerType(stockUnit: string): "liquid" | "dry" {
  return isBaseUnit(stockUnit) && BASE_UNITS[stockUnit].dimension === "weight" ? "dry" : "liquid";
}

/** The stock unit of a fertilizer of a type: its analysis is per gallon (liquid) or per pound (dry). */
export function fertilizerStockUnit(type: "liquid" | "dry"): BaseUnit {
  return type === "dry" ? "lb" : "gal";
}
