import { describe, expect, test } from "bun:test";
import { appliedQuantity, convertQuantity, type PackDefinition, toStockQuantity, UnitError } from "../../api/domain/input-units";

const jugs: PackDefinition[] = [
  { name: "2.5 gal jug", quantity: "2.5", unit: "gal" },
  { name: "case", quantity: "2", unit: "2.5 gal jug" },
];

describe("exact US conversions", () => {
  const cases: [string, string, string, string][] = [
    ["1", "gal", "qt", "4"],
    ["1", "gal", "pt", "8"],
    ["1", "gal", "fl oz", "128"],
    ["1", "qt", "fl oz", "32"],
    // 13 fl oz / 128 = 0.1015625 gal: a power of two, so the decimal ends.
    ["13", "fl oz", "gal", "0.1015625"],
    ["1", "ton", "lb", "2000"],
    ["1", "lb", "oz", "16"],
    ["1", "oz", "ton", "0.00003125"],
    ["2.5", "lb", "oz", "40"],
  ];
  test.each(cases)("%s %s = %s in %s", (q, from, to, expected) => {
    expect(convertQuantity(q, from, to).toFixed()).toBe(expected);
  });

  test("a round trip through every unit of a dimension comes back exactly", () => {
    let q = convertQuantity("3.7", "gal", "fl oz");
    q = convertQuantity(q, "fl oz", "pt");
    q = convertQuantity(q, "pt", "qt");
    expect(convertQuantity(q, "qt", "gal").toFixed()).toBe("3.7");
  });
});

describe("named packs", () => {
  test("a case of two 2.5 gal jugs is 5 gal, 640 fl oz", () => {
    expect(convertQuantity("1", "case", "gal", jugs).toFixed()).toBe("5");
    expect(toStockQuantity({ stockUnit: "gal", packs: jugs }, "3", "case").toFixed()).toBe("15");
    expect(convertQuantity("2", "case", "fl oz", jugs).toFixed()).toBe("1280");
  });

  test("a 50 lb bag bought by the ton's worth", () => {
    const bags = [{ name: "50 lb bag", quantity: "50", unit: "lb" }];
    expect(convertQuantity("1", "ton", "50 lb bag", bags).toFixed()).toBe("40");
    expect(toStockQuantity({ stockUnit: "lb", packs: bags }, "7", "50 lb bag").toFixed()).toBe("350");
  });

  test("an application at a rate per acre: 13 fl oz/ac over 37.5 ac is 487.5 fl oz = 3.80859375 gal", () => {
    expect(appliedQuantity({ stockUnit: "gal", packs: jugs }, { rate: "13", unit: "fl oz", acres: "37.5" }).toFixed()).toBe("3.80859375");
  });

  test.each([
    ["an empty name", [{ name: " ", quantity: "1", unit: "gal" }]],
    ["a base unit's name", [{ name: "gal", quantity: "1", unit: "qt" }]],
    ["a zero quantity", [{ name: "jug", quantity: "0", unit: "gal" }]],
    ["a quantity that is not a number", [{ name: "jug", quantity: "2,5", unit: "gal" }]],
    ["a pack of a pack defined after it", [{ name: "case", quantity: "2", unit: "jug" }, { name: "jug", quantity: "2.5", unit: "gal" }]],
  ])("a pack with %s is refused", (_n, packs) => {
    expect(() => convertQuantity("1", "gal", "qt", packs)).toThrow(UnitError);
  });
});

describe("refusals name the units", () => {
  test("volume to weight is refused naming both units", () => {
    let error: unknown;
    try {
      convertQuantity("1", "gal", "lb");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnitError);
    expect((error as UnitError).code).toBe("UNIT_DIMENSION_MISMATCH");
    expect((error as UnitError).units).toEqual(["gal", "lb"]);
    expect((error as UnitError).message).toContain("gal (volume)");
    expect((error as UnitError).message).toContain("lb (weight)");
  });

  test("a pack of gallons cannot be stocked in pounds", () => {
    expect(() => toStockQuantity({ stockUnit: "lb", packs: jugs }, "1", "case")).toThrow(/case \(volume\) to lb \(weight\)/);
  });

  test("an unknown unit is named", () => {
    expect(() => convertQuantity("1", "bushel", "gal")).toThrow(/"bushel" is not a unit/);
  });
});
