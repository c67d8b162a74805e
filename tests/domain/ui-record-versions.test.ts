import { describe, expect, test } from "bun:test";
import { keepVersion, recordPath, versionIn, versionOf } from "../../admin-ui/lib/record-versions";

/** The versions the SPA sends back as If-Match (admin-ui/lib/record-versions.ts, docs/decisions/conflict-view.md). */
describe("the SPA's record versions", () => {
  test("a gzipped answer's weak tag is sent back as the strong tag of the JSON it carried", () => {
    expect(versionIn('W/"abc"')).toBe('"abc"');
    expect(versionIn('"abc"')).toBe('"abc"');
    expect(versionIn(null)).toBeUndefined();
    expect(versionIn("")).toBeUndefined();
  });

  test("the version goes with the record it was read with; a form started from other data sends none", () => {
    const path = recordPath("vendors", 3);
    expect(path).toBe("/api/vendors/3");
    const read = { id: 3, name: "Acme", phone: "555" };
    keepVersion(path, 'W/"v1"', read);
    expect(versionOf(path)).toBe('"v1"');
    expect(versionOf(path, { id: 3, name: "Acme", phone: "555" })).toBe('"v1"');
    // A list row with fewer keys, or the record as it was before another read: not what v1 names.
    expect(versionOf(path, { id: 3, name: "Acme" })).toBeUndefined();
    expect(versionOf(path, { id: 3, name: "Acme Old", phone: "555" })).toBeUndefined();
  });

  test("an answer without a version forgets the one kept (it may be stale now)", () => {
    const path = recordPath("tasks", 9);
    keepVersion(path, '"v1"', { id: 9 });
    keepVersion(path, null);
    expect(versionOf(path)).toBeUndefined();
  });
});
