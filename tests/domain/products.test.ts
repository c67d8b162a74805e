import { describe, expect, test } from "bun:test";
import { EPA_REGISTRATION_NUMBER, normalEpaRegistrationNumber, productInUseMessage, productUnitNames } from "../../api/domain/products";

describe("productUnitNames: the units a product is bought or applied in", () => {
  const jug = { name: "2.5 gal jug", quantity: "2.5", unit: "gal" };
  const caseOfJugs = { name: "case", quantity: "2", unit: "2.5 gal jug" };
  test.each([
    ["gal", [], ["gal", "qt", "pt", "fl oz"]],
    ["fl oz", [], ["gal", "qt", "pt", "fl oz"]],
    ["lb", [], ["ton", "lb", "oz"]],
    ["gal", [jug, caseOfJugs], ["gal", "qt", "pt", "fl oz", "2.5 gal jug", "case"]],
    ["lb", [{ name: "50 lb bag", quantity: "50", unit: "lb" }, { name: "tote", quantity: "2000", unit: "lb" }], ["ton", "lb", "oz", "50 lb bag", "tote"]],
    // A pack of the other dimension (or made of one) never converts into the stock: it is not offered.
    ["gal", [{ name: "bag", quantity: "50", unit: "lb" }, { name: "pallet", quantity: "40", unit: "bag" }, jug], ["gal", "qt", "pt", "fl oz", "2.5 gal jug"]],
  ] as const)("%s with %j -> %j", (stockUnit, packs, units) => {
    expect(productUnitNames(stockUnit, [...packs])).toEqual([...units]);
  });
});

describe("productInUseMessage: why a product cannot be deleted", () => {
  const none = { purchaseLines: 0, adjustments: 0, tasks: 0, deletedTasks: 0 };
  test.each([
    [none, null],
    [{ ...none, purchaseLines: 3, tasks: 2 }, "Roundup PowerMax is used by 3 purchase lines and 2 tasks; it cannot be deleted"],
    [{ ...none, purchaseLines: 1 }, "Roundup PowerMax is used by 1 purchase line; it cannot be deleted"],
    [{ ...none, adjustments: 1, tasks: 1 }, "Roundup PowerMax is used by 1 return or adjustment and 1 task; it cannot be deleted"],
    [
      { purchaseLines: 2, adjustments: 2, tasks: 1, deletedTasks: 1 },
      "Roundup PowerMax is used by 2 purchase lines, 2 returns or adjustments, 1 task and 1 deleted task that can still be recovered; it cannot be deleted",
    ],
  ])("%j", (usage, message) => {
    expect(productInUseMessage("Roundup PowerMax", usage)).toBe(message);
  });
});

describe("EPA registration numbers", () => {
  test.each([
    ["524-475", "524-475"],
    ["100-1070-5905", "100-1070-5905"],
    [" EPA Reg. No. 524 - 475 ", "524-475"],
    ["EPA Reg No: 62719-324", "62719-324"],
  ])("%j reads as %j and is accepted", (typed, normal) => {
    expect(normalEpaRegistrationNumber(typed)).toBe(normal);
    expect(EPA_REGISTRATION_NUMBER.test(normal)).toBe(true);
  });
  test.each(["524", "524-475-1-2", "524-47A", "A524-475", "524--475", "524_475"])("%j is refused", (typed) => {
    expect(EPA_REGISTRATION_NUMBER.test(normalEpaRegistrationNumber(typed))).toBe(false);
  });
});
