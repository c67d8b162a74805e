import { describe, expect, test } from "bun:test";
import { crewPriceGaps, type PriceListCategory } from "../../api/domain/crew-price-gaps";

const category = (categoryId: number, categoryName: string, costPerAcre: string | null, equipmentRentalPerAcre: string | null = null, isIncomeCategory = false): PriceListCategory => ({
  categoryId, categoryName, isIncomeCategory, costPerAcre, equipmentRentalPerAcre,
});
// The list's order (by name): Fertilizer 3 (no price), Income Generated 7 (no price, income), Machine Hire 6
// (12.50), Rent 10 (no price), Seed 8 (no price), Water 1 (0.00 set on purpose).
const list = [
  category(3, "Fertilizer", null), category(7, "Income Generated", null, null, true), category(6, "Machine Hire", "12.50"),
  category(10, "Rent", null), category(8, "Seed", null), category(1, "Water", "0.00"),
];
const entry = (categoryId: number, costPerAcre = "0.00", equipmentRental = "0.00") => ({ categoryId, costPerAcre, equipmentRental });

describe("crewPriceGaps", () => {
  test("entries at $0.00 in categories without a price are counted and their categories named in the list's order", () => {
    const gaps = crewPriceGaps([entry(8), entry(3), entry(3), entry(6, "12.50")], list);
    expect(gaps.unpricedEntries).toBe(3);
    expect(gaps.unpricedCategories).toEqual(["Fertilizer", "Seed"]);
  });

  test("an entry with only an equipment rental is priced; a category priced 0.00 on purpose has a price", () => {
    const gaps = crewPriceGaps([entry(3, "0.00", "3.00"), entry(1)], list);
    // The Water entry is at $0.00 (counted), but Water has a price, so no category is named.
    expect(gaps.unpricedEntries).toBe(1);
    expect(gaps.unpricedCategories).toEqual([]);
  });

  test("the categories without a price are those a crew records in: not income, Rent or Water Assessment", () => {
    const gaps = crewPriceGaps([entry(3), entry(3)], list);
    expect(gaps.categoriesWithoutPrice).toEqual([
      { categoryId: 3, categoryName: "Fertilizer", unpricedEntries: 2 },
      { categoryId: 8, categoryName: "Seed", unpricedEntries: 0 },
    ]);
  });
});
