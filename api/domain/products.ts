import { BASE_UNIT_NAMES, BASE_UNITS, type BaseUnit, isBaseUnit, type PackDefinition } from "./input-units";

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

/**
 * Every unit a product may be bought or applied in: the base units of its stock unit's dimension (largest first, as
 * BASE_UNITS lists them), then its packs' names in their order. A pack of the other dimension is left out: it could
 * never be converted into the stock (products.service.ts refuses one).
 * @example productUnitNames("gal", [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }]) // ["gal", "qt", "pt", "fl oz", "2.5 gal jug"]
 */
export function productUnitNames(stockUnit: string, packs: readonly PackDefinition[] = []): string[] {
  if (!isBaseUnit(stockUnit)) return packs.map((p) => p.name);
  const dimension = BASE_UNITS[stockUnit].dimension;
  const base = BASE_UNIT_NAMES.filter((u) => BASE_UNITS[u].dimension === dimension);
  const units: string[] = [...base];
  for (const pack of packs) if (units.includes(pack.unit) && !units.includes(pack.name)) units.push(pack.name);
  return units;
}

/** The stock units a fertilizer may have: its N-P-K per unit is per gallon (liquid) or per pound (dry). */
export const FERTILIZER_STOCK_UNITS: readonly BaseUnit[] = ["gal", "lb"];

/** The fields only a crop-protection product carries (California DPR), refused on any other kind. */
export const CROP_PROTECTION_FIELDS = ["epaRegistrationNumber", "activeIngredients", "restrictedUse", "signalWord", "reentryHours", "preharvestDays"] as const;

/**
 * An EPA registration number: the registrant's company number and the product number, and a distributor's number
 * when the label carries one, each digits, joined by hyphens.
 * @example EPA_REGISTRATION_NUMBER.test("524-475") && EPA_REGISTRATION_NUMBER.test("100-1070-5905")
 */
export const EPA_REGISTRATION_NUMBER = /^\d{1,7}-\d{1,7}(-\d{1,7})?$/;

/**
 * An EPA registration number as typed, made regular: "EPA Reg. No." and spaces around the hyphens dropped.
 * @example normalEpaRegistrationNumber(" EPA Reg. No. 524 - 475 ") === "524-475"
 */
export function normalEpaRegistrationNumber(text: string): string {
  return text.trim().replace(/^epa\s*reg(istration)?\.?\s*(no\.?|number|#)?\s*:?\s*/i, "").replace(/\s*-\s*/g, "-").trim();
}

/** Where a product is named: the records that keep it from being deleted. */
export interface ProductUsage {
  purchaseLines: number;
  adjustments: number;
  /** Tasks (not deleted) that apply it or name it as their fertilizer. */
  tasks: number;
  /** Deleted tasks that still name it: they can be recovered, so it must stay. */
  deletedTasks: number;
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c". */
export function listed(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * Why a product cannot be deleted, in the office's words, or null when nothing names it.
 * @example productInUseMessage("Roundup PowerMax", { purchaseLines: 3, adjustments: 0, tasks: 2, deletedTasks: 0 })
 *   // "Roundup PowerMax is used by 3 purchase lines and 2 tasks; it cannot be deleted"
 */
export function productInUseMessage(name: string, usage: ProductUsage): string | null {
  const parts = [
    usage.purchaseLines ? counted(usage.purchaseLines, "purchase line") : null,
    usage.adjustments ? counted(usage.adjustments, "return or adjustment", "returns or adjustments") : null,
    usage.tasks ? counted(usage.tasks, "task") : null,
    usage.deletedTasks ? `${counted(usage.deletedTasks, "deleted task")} that can still be recovered` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `${name} is used by ${listed(parts)}; it cannot be deleted` : null;
}
