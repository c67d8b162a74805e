import { describe, expect, test } from "bun:test";
import { cropKey, poolKey } from "../../../api/domain/harvest/pool";
import { baseUnit, bushelWeight, convertQuantity, HARVEST_UNITS, isHarvestUnit, toBase } from "../../../api/domain/harvest/units";

describe("harvest units convert exactly", () => {
  const cases: [string, string, string, string, string][] = [
    ["Corn", "1", "bu", "lb", "56"],
    ["Corn", "6000", "bu", "lb", "336000"],
    ["Corn", "168000", "lb", "bu", "3000"],
    ["Corn", "1", "ton", "lb", "2000"],
    ["Corn", "1", "cwt", "lb", "100"],
    ["Corn", "1", "ton", "cwt", "20"],
    ["Corn", "1", "lb", "ton", "0.0005"],
    // 1 ton of corn = 2,000 / 56 bu: 35.714285... bushels.
    ["Corn", "7", "ton", "bu", "250"],
    ["Soybeans", "1", "bu", "lb", "60"],
    ["soybean", "2", "bu", "cwt", "1.2"],
    ["Wheat", "100", "bu", "ton", "3"],
    ["Oats", "1", "bu", "lb", "32"],
    ["Barley", "1", "bu", "lb", "48"],
    ["Sorghum", "1", "bu", "lb", "56"],
    ["Rice", "1", "bu", "lb", "45"],
    ["Sunflowers", "1", "bu", "lb", "24"],
    ["Canola", "1", "bu", "lb", "50"],
    ["Flax", "1", "bu", "lb", "56"],
    ["Rye", "1", "bu", "lb", "56"],
    ["Hay", "12", "bale", "bale", "12"],
    ["Apples", "3", "bin", "bin", "3"],
    ["Almonds", "5", "lb", "ton", "0.0025"],
  ];
  test.each(cases)("%s: %s %s = %s %s", (crop, q, from, to, expected) => {
    expect(convertQuantity(crop, q, from, to)?.toFixed()).toBe(expected);
  });

  test("1 ton of corn is 2,000 / 56 bushels, kept to 40 significant digits", () => {
    const bu = convertQuantity("Corn", "1", "ton", "bu")!;
    expect(bu.toDecimalPlaces(6).toFixed()).toBe("35.714286");
    expect(convertQuantity("Corn", bu, "bu", "lb")!.toDecimalPlaces(20).toFixed()).toBe("2000");
  });

  test("a bale, a bin or a box converts only to itself", () => {
    expect(convertQuantity("Hay", "10", "bale", "ton")).toBeNull();
    expect(convertQuantity("Hay", "1", "ton", "bale")).toBeNull();
    expect(convertQuantity("Apples", "1", "bin", "lb")).toBeNull();
    expect(convertQuantity("Grapes", "1", "box", "bin")).toBeNull();
  });

  test("a bushel converts only for a crop with a standard weight", () => {
    expect(convertQuantity("Almonds", "1", "bu", "lb")).toBeNull();
    expect(convertQuantity("Almonds", "1", "bu", "bu")?.toFixed()).toBe("1");
    expect(bushelWeight("Almonds")).toBeNull();
  });

  test("a crop name is matched trimmed, in any case, singular or plural", () => {
    expect(bushelWeight(" CORN ")).toBe(56);
    expect(bushelWeight("Soybeans")).toBe(60);
    expect(bushelWeight("soybean")).toBe(60);
    expect(bushelWeight("oat")).toBe(32);
    expect(bushelWeight("Sunflower")).toBe(24);
  });

  test("an unknown unit converts to nothing", () => {
    expect(isHarvestUnit("kg")).toBe(false);
    expect(convertQuantity("Corn", "1", "kg", "lb")).toBeNull();
    expect(convertQuantity("Corn", "1", "kg", "kg")).toBeNull();
    expect(HARVEST_UNITS.every(isHarvestUnit)).toBe(true);
  });

  test("the base unit is lb when the unit converts to pounds for the crop, else the unit itself", () => {
    expect(baseUnit("Corn", "bu")).toBe("lb");
    expect(baseUnit("Corn", "ton")).toBe("lb");
    expect(baseUnit("Hay", "bale")).toBe("bale");
    expect(baseUnit("Almonds", "bu")).toBe("bu");
    const corn = toBase("Corn", "6000", "bu");
    expect([corn.unit, corn.quantity.toFixed()]).toEqual(["lb", "336000"]);
    const hay = toBase("Hay", "40", "bale");
    expect([hay.unit, hay.quantity.toFixed()]).toEqual(["bale", "40"]);
    const wheat = toBase("Wheat", "12.5", "cwt");
    expect([wheat.unit, wheat.quantity.toFixed()]).toEqual(["lb", "1250"]);
  });
});

describe("crop pools", () => {
  test("a crop is compared trimmed and in lower case", () => {
    expect(cropKey(" Corn ")).toBe("corn");
    expect(poolKey(1, "Corn", 2026)).toBe(poolKey(1, " CORN", 2026));
    expect(poolKey(1, "Corn", 2026)).not.toBe(poolKey(1, "Corn", 2027));
    expect(poolKey(1, "Corn", 2026)).not.toBe(poolKey(2, "Corn", 2026));
  });
});
