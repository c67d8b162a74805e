import { describe, expect, test } from "bun:test";
import { appliedKindOf, lineStockQuantity, productRefusal } from "../../api/domain/task-products";

const jug = { stockUnit: "gal" as const, packs: [{ name: "2.5 gal jug", quantity: "2.5", unit: "gal" }, { name: "case", quantity: "2", unit: "2.5 gal jug" }] };
const line = (over: Partial<{ ratePerAcre: string | null; totalQuantity: string | null; unit: string }>) => ({ ratePerAcre: null, totalQuantity: null, unit: "gal", ...over });

describe("which task applies which product", () => {
  test.each([
    [{ id: 3, name: "Fertilizer" }, "fertilizer"],
    [{ id: 3, name: "Fertiliser (renamed)" }, "fertilizer"],
    [{ id: 4, name: "Crop Protectants" }, "crop protection"],
    [{ id: 8, name: "Seed" }, "seed"],
    [{ id: 5, name: "Soil Amendment" }, "soil amendment"],
    [{ id: 1, name: "Water" }, null],
    [{ id: 6, name: "Machine Hire" }, null],
  ])("%o applies %p", (category, kind) => expect(appliedKindOf(category)).toBe(kind as never));

  test("a product of another kind, or a category that applies none, is refused in words", () => {
    expect(productRefusal({ id: 4, name: "Crop Protectants" }, { name: "Roundup", kind: "crop protection" })).toBeNull();
    expect(productRefusal({ id: 3, name: "Fertilizer" }, { name: "Roundup", kind: "crop protection" })).toBe(
      "Roundup is a crop protection product; a Fertilizer task applies fertilizer products",
    );
    expect(productRefusal({ id: 6, name: "Machine Hire" }, { name: "Roundup", kind: "crop protection" })).toContain(
      "only a Fertilizer, Crop Protectants, Seed, Soil Amendment task lists products applied",
    );
  });
});

describe("what a line takes out of stock, exactly", () => {
  test.each([
    // 32 fl oz/acre x 40 acres = 1,280 fl oz = 10 gal
    [line({ ratePerAcre: "32", unit: "fl oz" }), "40", "10"],
    // 32 fl oz/acre x 37.5 acres = 1,200 fl oz = 9.375 gal
    [line({ ratePerAcre: "32", unit: "fl oz" }), "37.5", "9.375"],
    // a total of 80 fl oz = 0.625 gal, whatever the acres
    [line({ totalQuantity: "80", unit: "fl oz" }), "0", "0.625"],
    // 3 cases of 2 jugs of 2.5 gal = 15 gal
    [line({ totalQuantity: "3", unit: "case" }), "10", "15"],
    // half a jug per acre over 4 acres = 5 gal
    [line({ ratePerAcre: "0.5", unit: "2.5 gal jug" }), "4", "5"],
    // 1 fl oz = 0.0078125 gal: never rounded
    [line({ totalQuantity: "1", unit: "fl oz" }), "1", "0.0078125"],
  ])("%o on %p acres takes %p gal", (l, acres, quantity) => expect(lineStockQuantity(jug, l, acres, 0)).toEqual({ quantity }));

  test("a unit of the other dimension or not the product's names products.N.unit; nothing applied names the amount", () => {
    expect(lineStockQuantity(jug, line({ ratePerAcre: "2", unit: "lb" }), "10", 2)).toEqual({
      issue: { path: "products.2.unit", message: "Cannot convert lb (weight) to gal (volume): a weight and a volume do not convert." },
    });
    expect(lineStockQuantity(jug, line({ totalQuantity: "2", unit: "bucket" }), "10", 0)).toEqual({ issue: { path: "products.0.unit", message: '"bucket" is not a unit of this product.' } });
    expect(lineStockQuantity(jug, line({ ratePerAcre: "2" }), "0", 1)).toMatchObject({ issue: { path: "products.1.ratePerAcre" } });
  });
});
