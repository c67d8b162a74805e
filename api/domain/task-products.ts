import { type PackDefinition, type ProductUnits, UnitError, appliedQuantity, toStockQuantity } from "./input-units";
import type { ProductKind } from "./products";
import { CATEGORY_ID, CATEGORY_NAME } from "./task-categories";

/*
 * The products a task applies (issue 36, "applications that cost themselves"): which task may list which products,
 * and how much of its stock a line takes. The cost is the inventory's (api/domain/inventory.ts); this file only says
 * what goes out.
 */

/** The kind of product each applying category takes, by category name (a Fertilizer task applies fertilizers...). */
export const APPLIED_KIND_BY_CATEGORY: Readonly<Record<string, ProductKind>> = {
  [CATEGORY_NAME.FERTILIZER]: "fertilizer",
  [CATEGORY_NAME.CROP_PROTECTANTS]: "crop protection",
  [CATEGORY_NAME.SEED]: "seed",
  [CATEGORY_NAME.SOIL_AMENDMENT]: "soil amendment",
};

/**
 * The kind of product a task of this category may apply, or null when it applies none. The Fertilizer category is
 * known by its fixed id as well as its name (a renamed Fertilizer category still applies fertilizers).
 * @example appliedKindOf({ id: 4, name: "Crop Protectants" }) === "crop protection"; appliedKindOf({ id: 1, name: "Water" }) === null
 */
export function appliedKindOf(category: { id: number; name: string }): ProductKind | null {
  if (category.id === CATEGORY_ID.FERTILIZER) return "fertilizer";
  return APPLIED_KIND_BY_CATEGORY[category.name] ?? null;
}

/** The categories that may carry products, as a message names them. */
export const APPLYING_CATEGORIES = Object.keys(APPLIED_KIND_BY_CATEGORY);

/** How a crop-protection product was applied, as the DPR's Pesticide Use Report asks (ground, aerial...). */
export const APPLICATION_METHODS = ["ground", "aerial", "chemigation", "fumigation", "other"] as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[number];

/** One product line of a task as a client sends it: a rate per acre of the task's acres, or a total quantity. */
export interface TaskProductInput {
  productId: number;
  ratePerAcre: string | null;
  totalQuantity: string | null;
  unit: string;
}

/** What a line needs of its product. */
export interface AppliedProduct extends ProductUnits {
  id: number;
  name: string;
  kind: string;
  packs?: PackDefinition[];
}

export interface TaskProductIssue {
  path: string;
  message: string;
}

/**
 * The quantity a line takes out of stock, in the product's stock unit, exact: rate x the task's acres, or the total
 * quantity, converted from the line's unit. A unit of the wrong dimension or not of the product is an issue naming
 * `products.N.unit`; a line that takes nothing (a zero rate, or zero acres) is refused as `products.N.ratePerAcre` or
 * `.totalQuantity`, since stock cannot move by nothing.
 * @example lineStockQuantity({ stockUnit: "gal" }, { ratePerAcre: "32", unit: "fl oz" }, "40", 0) // { quantity: "10" }
 */
export function lineStockQuantity(
  product: AppliedProduct | ProductUnits,
  line: Pick<TaskProductInput, "ratePerAcre" | "totalQuantity" | "unit">,
  acres: string,
  index: number,
): { quantity: string } | { issue: TaskProductIssue } {
  const at = (key: string) => `products.${index}.${key}`;
  try {
    const q =
      line.ratePerAcre !== null
        ? appliedQuantity(product, { rate: line.ratePerAcre, unit: line.unit, acres })
        : toStockQuantity(product, line.totalQuantity ?? "0", line.unit);
    if (!q.isPositive() || q.isZero()) {
      const key = line.ratePerAcre !== null ? "ratePerAcre" : "totalQuantity";
      const why = line.ratePerAcre !== null ? "applies nothing on this task's acres; give a rate and acres covered above 0" : "must be more than 0";
      return { issue: { path: at(key), message: why } };
    }
    return { quantity: q.toFixed() };
  } catch (err) {
    if (err instanceof UnitError) return { issue: { path: at("unit"), message: err.message } };
    throw err;
  }
}

/**
 * Why a product may not be applied on a task of this category, in the office's words, or null when it may.
 * @example productRefusal({ id: 3, name: "Fertilizer" }, { name: "Roundup", kind: "crop protection" }) // "Roundup is a crop protection product..."
 */
export function productRefusal(category: { id: number; name: string }, product: { name: string; kind: string }): string | null {
  const kind = appliedKindOf(category);
  if (kind === null) return `only a ${APPLYING_CATEGORIES.join(", ")} task lists products applied; leave them out or choose one of those categories`;
  if (product.kind !== kind) return `${product.name} is a ${product.kind} product; a ${category.name} task applies ${kind} products`;
  return null;
}
