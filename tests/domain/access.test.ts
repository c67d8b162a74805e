import { describe, expect, test } from "bun:test";
import {
  accessOf, crewMayCall, crewMayChange, decideRole, entityFilter, moneyKeysIn, narrowScope, seesEntity, tokenEntityIds, withoutMoney,
} from "../../api/domain/access";
import { crewMoney, crewMoneyInput } from "../../api/domain/crew-tasks";
import { roleWithin } from "../../api/domain/users";

const admin = accessOf({ id: 1, role: "admin", entityIds: null });
const editor = accessOf({ id: 2, role: "editor", entityIds: [1, 2] });
const reader = accessOf({ id: 3, role: "readonly", entityIds: [2] });
const crew = accessOf({ id: 4, role: "crew", entityIds: [1] });

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

describe("roles", () => {
  test.each([
    [admin, "DELETE", "/api/users/3", "allowed"],
    [editor, "POST", "/api/tasks", "allowed"],
    [editor, "PUT", "/api/entities/1", "allowed"],
    [editor, "POST", "/api/entities", "admin-required"],
    [editor, "DELETE", "/api/entities/1", "admin-required"],
    [editor, "PUT", "/api/entities/1/price-list", "admin-required"],
    [editor, "POST", "/api/task-categories", "admin-required"],
    [editor, "PUT", "/api/accounts/4", "admin-required"],
    [editor, "PUT", "/api/account", "allowed"],
    [reader, "GET", "/api/entities/2/reports/cost-summary", "allowed"],
    [reader, "POST", "/api/tasks", "admin-required"],
    [reader, "PUT", "/api/account", "allowed"],
    // Admin pages refuse reads too, before any entity the call names is looked at.
    [reader, "GET", "/api/admin/deleted-fields", "admin-required"],
    [editor, "GET", "/api/users", "admin-required"],
    [editor, "GET", "/api/tokens", "admin-required"],
    [crew, "POST", "/api/tasks", "allowed"],
    [crew, "PUT", "/api/tasks/5", "allowed"],
    [crew, "GET", "/api/entities/1/fields", "allowed"],
    [crew, "GET", "/api/entities/1/summary", "crew-refused"],
    [crew, "GET", "/api/all-tasks", "crew-refused"],
    [crew, "GET", "/api/entities/1/price-list", "crew-refused"],
    [crew, "POST", "/api/fields", "crew-refused"],
  ] as const)("%#: %p %s %s -> %s", (who, method, path, expected) => {
    expect(decideRole(who, method, path)).toBe(expected);
  });
  test("crew operations match whole path segments", () => {
    expect(crewMayCall("GET", "/api/tasks/12")).toBe(true);
    expect(crewMayCall("GET", "/api/tasks/12/extra")).toBe(false);
    expect(crewMayCall("HEAD", "/api/fields")).toBe(true);
  });
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
