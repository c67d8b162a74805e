import { describe, expect, test } from "bun:test";
import { MAX_CHANGES_CHARS, auditChanges, changedValues, storedValues } from "../../api/domain/audit-actions";

describe("auditChanges", () => {
  test("a date is kept as its ISO text, at any depth", () => {
    const at = new Date("2026-12-01T23:13:35.138Z");
    expect(auditChanges({ expiresAt: at, rows: [{ at }] })).toEqual({ expiresAt: "2026-12-01T23:13:35.138Z", rows: [{ at: "2026-12-01T23:13:35.138Z" }] });
    expect(storedValues({ id: 1, expiresAt: at })).toEqual({ expiresAt: "2026-12-01T23:13:35.138Z" });
  });
  test("removes secrets at any depth and keeps the rest", () => {
    expect(auditChanges({ username: "ann", password: "x", nested: { apiToken: "t", keep: 1 }, list: [{ newPassword: "y", n: 2 }] })).toEqual({
      username: "ann",
      nested: { keep: 1 },
      list: [{ n: 2 }],
    });
  });

  test("an absent body is null; a huge one keeps only its shape", () => {
    expect(auditChanges(undefined)).toBeNull();
    const rows = Array.from({ length: 2000 }, (_, i) => ({ name: `task ${i}`, notes: "x".repeat(20) }));
    const summary = auditChanges({ rows, mode: "append" }) as any;
    expect(summary).toEqual({ truncated: true, chars: JSON.stringify({ rows, mode: "append" }).length, keys: ["rows", "mode"] });
    expect(summary.chars).toBeGreaterThan(MAX_CHANGES_CHARS);
  });
});

describe("what a service's change looks like in the trail", () => {
  test("an update keeps only the columns that changed, before and after; a secret only says it changed", () => {
    const before = { id: 3, name: "North 40", acreage: "40.00", cropType: null, passwordHash: "a", updatedAt: "2025-01-01" };
    const after = { id: 3, name: "North 40", acreage: "42.50", cropType: "Corn", passwordHash: "b", updatedAt: "2025-02-01" };
    expect(changedValues(before, after)).toEqual({ acreage: { before: "40.00", after: "42.50" }, cropType: { before: null, after: "Corn" }, passwordHash: "changed" });
    expect(changedValues(before, before)).toEqual({});
  });

  test("a created or deleted record keeps its values, without secrets or bookkeeping columns", () => {
    expect(storedValues({ id: 1, name: "Ann", taxId: "123-45-6789", createdAt: "x", deletedAt: null, notes: null })).toEqual({ name: "Ann", notes: null });
  });
});
