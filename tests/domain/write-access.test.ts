import { describe, expect, test } from "bun:test";
import { screenAt } from "../../admin-ui/navigation/registry";
import { mayWrite, WRITERS } from "../../api/domain/write-access";

describe("who may create, change and delete each kind of record", () => {
  test.each([
    ["admin", "fields", "create", true],
    ["editor", "fields", "delete", true],
    ["readonly", "fields", "create", false],
    ["readonly", "tasks", "update", false],
    ["crew", "tasks", "create", true],
    ["crew", "fields", "create", false],
    ["editor", "maps", "create", false],
    ["admin", "maps", "delete", true],
    ["editor", "entities", "update", true],
    ["editor", "entities", "create", false],
    ["readonly", "landlords", "update", false],
    ["admin", "maps", "update", false],
    ["", "fields", "create", false],
  ] as const)("%s may %s %s: %s", (role, record, verb, expected) => {
    expect(mayWrite(role, record, verb)).toBe(expected);
  });

  test("readonly changes nothing anywhere", () => {
    for (const [record, verbs] of Object.entries(WRITERS)) {
      for (const verb of Object.keys(verbs)) expect(mayWrite("readonly", record as keyof typeof WRITERS, verb as "create")).toBe(false);
    }
  });

  test("a resource's create and edit screens are for the roles that may create or change its records", () => {
    expect(screenAt("/leases")?.roles).toEqual(["admin", "editor", "readonly"]);
    expect(screenAt("/leases/create")?.roles).toEqual(["admin", "editor"]);
    expect(screenAt("/landlords/7")?.roles).toEqual(["admin", "editor"]);
    expect(screenAt("/payments/create")?.roles).toEqual(["admin", "editor"]);
    // A landlord's statement is read by the whole office.
    expect(screenAt("/landlords/7/statement")?.roles).toEqual(["admin", "editor", "readonly"]);
  });
});
