import { describe, expect, test } from "bun:test";
import journal from "../../db/migrations/meta/_journal.json";
import { RENAMED_TABLES, renamedTable, upgradeSources } from "../../api/domain/backup-upgrades";

const TAGS = journal.entries.map((e) => e.tag);

describe("renamedTable", () => {
  test.each([
    ["fertilizers", "0016_user_must_change_password", "products"],
    ["fertilizers", "0000_init", "products"],
    ["fertilizers", "0017_inputs_products_purchases", undefined],
    ["fertilizers", "9999_from_a_newer_version", undefined],
    ["tasks", "0016_user_must_change_password", undefined],
  ])("%s in an archive written under %s loads into %s", (table, migration, into) => {
    expect(renamedTable(table, migration, TAGS)?.to).toBe(into);
  });

  test("every rename names a migration of the journal, and fills its new columns from old ones it names", () => {
    for (const r of RENAMED_TABLES) expect(TAGS).toContain(r.migration);
    const fertilizers = RENAMED_TABLES.find((r) => r.from === "fertilizers")!;
    expect(upgradeSources(fertilizers)).toEqual(["type"]);
    expect(fertilizers.set).toEqual({
      kind: { value: "fertilizer" },
      stock_unit: { from: "type", map: { liquid: "gal", dry: "lb" }, otherwise: "gal" },
    });
  });
});
