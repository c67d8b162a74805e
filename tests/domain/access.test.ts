import { describe, expect, test } from "bun:test";
import {
  accessOf, crewMayChange, entityFilter, moneyKeysIn, narrowScope, seesEntity, tokenEntityIds, withoutMoney,
} from "../../api/domain/access";
import { crewMoney, crewMoneyInput } from "../../api/domain/crew-tasks";
import { roleWithin } from "../../api/domain/users";

const admin = accessOf({ id: 1, role: "admin", entityIds: null });
const editor = accessOf({ id: 2, role: "editor", entityIds: [1, 2] });
const reader = accessOf({ id: 3, role: "readonly", entityIds: [2] });

describe("grants", () => {
  test("admins see every entity; others their grants only", () => {
    expect([seesEntity(admin, 99), seesEntity(editor, 2), seesEntity(editor, 3), seesEntity(reader, 1)]).toEqual([true, true, false, false]);
    expect([entityFilter(admin), entityFilter(editor)]).toEqual([null, [1, 2]]);
  });
  test("All Entities means every granted entity; a named one outside the grants drops out", () => {
    expect(narrowScope(admin, "all")).toBe("all");
    expect(narrowScope(editor, "all")).toEqual([1, 2]);
    expect(narrowScope(reader, [1, 2])).toEqual([2]);
  });
  test("a token reaches no more than its creator", () => {
    expect(tokenEntityIds([1, 2, 3], [2, 9])).toEqual([2]);
    expect(tokenEntityIds([1, 2], null)).toEqual([1, 2]);
    expect(tokenEntityIds(null, [5])).toEqual([5]);
    expect(tokenEntityIds(null, null)).toBeNull();
  });
  test.each([
    ["readonly", "editor", true], ["editor", "editor", true], ["admin", "editor", false], ["crew", "editor", false],
    ["crew", "crew", true], ["readonly", "crew", false], ["editor", "readonly", false], ["crew", "admin", true],
  ])("a %s token under a %s creator: %p", (role, creator, ok) => {
    expect(roleWithin(role, creator)).toBe(ok);
  });
});

describe("crew entries", () => {
  test("a crew entry may change for 7 days, not a minute more", () => {
    const made = new Date("2025-03-01T08:00:00Z");
    expect(crewMayChange(made, new Date("2025-03-08T08:00:00Z"))).toBe(true);
    expect(crewMayChange(made, new Date("2025-03-08T08:01:00Z"))).toBe(false);
  });
});

describe("money", () => {
  test("withoutMoney removes money keys at every depth and keeps the rest", () => {
    const answer: Record<string, unknown> = { id: 1, totalCost: "9.00", acresCovered: "4.00", rows: [{ rent: "1", name: "x" }], nested: { leaseRatePerAcre: "3" } };
    expect(moneyKeysIn(answer)).toEqual(["$.totalCost", "$.rows[0].rent", "$.nested.leaseRatePerAcre"]);
    expect(withoutMoney(answer)).toEqual({ id: 1, acresCovered: "4.00", rows: [{ name: "x" }], nested: {} });
    expect(moneyKeysIn(withoutMoney(answer))).toEqual([]);
  });
  test("a crew payload's money key is found by name; crew money comes from the price list or 0", () => {
    expect(crewMoneyInput({ acresCovered: "3", waterAssessment: "1" })).toBe("waterAssessment");
    expect(crewMoneyInput({ acresCovered: "3", notes: "" })).toBeNull();
    expect(crewMoney({ costPerAcre: "12.50", equipmentRentalPerAcre: null })).toMatchObject({ costPerAcre: "12.50", equipmentRental: "0" });
  });
});
