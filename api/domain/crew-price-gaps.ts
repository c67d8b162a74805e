import { dec } from "./money";
import { crewCategories } from "./crew-tasks";

/** What the rule reads of a crew entry: its category and the per-acre money it was recorded with. */
export interface CrewEntryPrice {
  categoryId: number;
  costPerAcre: string;
  equipmentRental: string;
}

/** One category of the entity's price list (null: no price set). */
export interface PriceListCategory {
  categoryId: number;
  categoryName: string;
  isIncomeCategory: boolean | null;
  costPerAcre: string | null;
  equipmentRentalPerAcre: string | null;
}

export interface CrewPriceGaps {
  /** Crew entries recorded at $0.00: neither a cost per acre nor an equipment rental. */
  unpricedEntries: number;
  /** The categories of those entries that still have no price in the list, by name (the warning names them). */
  unpricedCategories: string[];
  /** Every category a crew records work in that has no price in the list, with its unpriced entries. */
  categoriesWithoutPrice: { categoryId: number; categoryName: string; unpricedEntries: number }[];
}

/** A category has a price when either of its two prices is set (a price of 0.00 set on purpose is a price). */
export const hasPrice = (p: Pick<PriceListCategory, "costPerAcre" | "equipmentRentalPerAcre">) => p.costPerAcre !== null || p.equipmentRentalPerAcre !== null;

/** A crew entry recorded at $0.00: no cost per acre and no equipment rental. */
export const isUnpricedEntry = (e: CrewEntryPrice) => dec(e.costPerAcre).isZero() && dec(e.equipmentRental).isZero();

/**
 * Where crew entries go unpriced: the crew entries recorded at $0.00, the categories of those still without a price
 * (in the list's order), and every category a crew may record in (`crewCategories`) that has no price.
 * @example crewPriceGaps([{ categoryId: 3, costPerAcre: "0", equipmentRental: "0" }], [{ categoryId: 3, categoryName: "Seed", isIncomeCategory: false, costPerAcre: null, equipmentRentalPerAcre: null }])
 * // { unpricedEntries: 1, unpricedCategories: ["Seed"], categoriesWithoutPrice: [{ categoryId: 3, categoryName: "Seed", unpricedEntries: 1 }] }
 */
export function crewPriceGaps(entries: readonly CrewEntryPrice[], priceList: readonly PriceListCategory[]): CrewPriceGaps {
  const unpriced = entries.filter(isUnpricedEntry);
  const perCategory = new Map<number, number>();
  for (const e of unpriced) perCategory.set(e.categoryId, (perCategory.get(e.categoryId) ?? 0) + 1);
  const withoutPrice = priceList.filter((c) => !hasPrice(c));
  return {
    unpricedEntries: unpriced.length,
    unpricedCategories: withoutPrice.filter((c) => perCategory.has(c.categoryId)).map((c) => c.categoryName),
    categoriesWithoutPrice: crewCategories(withoutPrice.map((c) => ({ ...c, name: c.categoryName }))).map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      unpricedEntries: perCategory.get(c.categoryId) ?? 0,
    })),
  };
}
