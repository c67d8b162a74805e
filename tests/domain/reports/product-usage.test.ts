import { describe, expect, test } from "bun:test";
import { inputCost, productUsage } from "../../../api/domain/reports/product-usage";

/*
 * West 40 ac Alfalfa, East 20 ac Tomatoes, Shop 0 ac. Roundup on West: 30 gal for 165.00 and 0.5 gal for 2.75 ->
 * 30.5 gal, 167.75, per acre 4.19375 -> 4.19 (half-up once, on the sum); Paraquat on West 2 gal, 60.00 -> 1.50;
 * Roundup on East 10 gal, 55.00 -> 2.75; Roundup in the shop 1 gal, 5.50 -> no acres, 0.00.
 */
const fields = [
  { id: 1, name: "West", acreage: "40.00", cropType: "Alfalfa" },
  { id: 2, name: "East", acreage: "20.00", cropType: "Tomatoes" },
  { id: 3, name: "Shop", acreage: "0.00", cropType: null },
];
const roundup = { productId: 10, productName: "Roundup", kind: "crop protection", stockUnit: "gal" };
const paraquat = { productId: 11, productName: "Paraquat", kind: "crop protection", stockUnit: "gal" };

describe("productUsage", () => {
  test("per field and product: quantities and costs added, cost per acre half-up once", () => {
    const r = productUsage({
      entityId: 1,
      entityName: "North",
      cropYear: 2026,
      fields,
      lines: [
        { fieldId: 1, ...roundup, stockQuantity: "30", cost: "165.00" },
        { fieldId: 1, ...paraquat, stockQuantity: "2", cost: "60.00" },
        { fieldId: 2, ...roundup, stockQuantity: "10", cost: "55.00" },
        { fieldId: 1, ...roundup, stockQuantity: "0.5", cost: "2.75" },
        { fieldId: 3, ...roundup, stockQuantity: "1", cost: "5.50" },
      ],
    });
    expect(r.rows.map((x) => [x.fieldName, x.productName, x.quantity, x.cost, x.costPerAcre])).toEqual([
      ["East", "Roundup", "10", "55.00", "2.75"],
      ["Shop", "Roundup", "1", "5.50", "0.00"],
      ["West", "Paraquat", "2", "60.00", "1.50"],
      ["West", "Roundup", "30.5", "167.75", "4.19"],
    ]);
    expect(r.totals.cost).toBe("288.25");
  });
});

describe("inputCost", () => {
  test("material cost per acre by field and by crop; the totals over every acre", () => {
    const r = inputCost({
      entityId: 1,
      entityName: "North",
      cropYear: 2026,
      fields: [...fields, { id: 4, name: "South", acreage: "30.00", cropType: "Alfalfa" }],
      tasks: [
        { fieldId: 1, materialCost: "225.00" },
        { fieldId: 1, materialCost: "140.00" },
        { fieldId: 2, materialCost: "55.00" },
        { fieldId: 4, materialCost: "100.00" },
        { fieldId: 4, materialCost: "0.00" },
      ],
    });
    expect(r.rows.map((x) => [x.fieldName, x.cropType, x.acres, x.materialCost, x.materialCostPerAcre])).toEqual([
      ["East", "Tomatoes", "20.00", "55.00", "2.75"],
      ["Shop", null, "0.00", "0.00", "0.00"],
      ["South", "Alfalfa", "30.00", "100.00", "3.33"],
      ["West", "Alfalfa", "40.00", "365.00", "9.13"],
    ]);
    // Alfalfa: 465.00 over 70 ac = 6.642857 -> 6.64.
    expect(r.crops).toEqual([
      { cropType: "Alfalfa", fields: 2, acres: "70.00", materialCost: "465.00", materialCostPerAcre: "6.64" },
      { cropType: "Tomatoes", fields: 1, acres: "20.00", materialCost: "55.00", materialCostPerAcre: "2.75" },
      { cropType: null, fields: 1, acres: "0.00", materialCost: "0.00", materialCostPerAcre: "0.00" },
    ]);
    // 520.00 over 90 ac = 5.7777 -> 5.78.
    expect(r.totals).toEqual({ acres: "90.00", materialCost: "520.00", materialCostPerAcre: "5.78" });
  });
});
