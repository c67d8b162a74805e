import { describe, expect, test } from "bun:test";
import { MAX_CHANGES_CHARS, auditChanges, describeWrite } from "../../api/domain/audit-actions";

describe("describeWrite names a write by its method and path", () => {
  const cases: [string, string, ReturnType<typeof describeWrite>][] = [
    ["POST", "/api/entities", { action: "create", resource: "entities", pathId: null }],
    ["PUT", "/api/fields/12", { action: "update", resource: "fields", pathId: "12" }],
    ["DELETE", "/api/tasks/7", { action: "delete", resource: "tasks", pathId: "7" }],
    ["POST", "/api/admin/recover-entity/3", { action: "recover", resource: "entities", pathId: "3" }],
    ["POST", "/api/admin/recover-field/4", { action: "recover", resource: "fields", pathId: "4" }],
    ["POST", "/api/admin/approve-user/5", { action: "approve", resource: "users", pathId: "5" }],
    ["POST", "/api/admin/reject-user/6", { action: "reject", resource: "users", pathId: "6" }],
    ["POST", "/api/fields/9/crop-year/2025", { action: "create", resource: "crop-year", pathId: "2025" }],
    ["POST", "/api/entities/2/tasks/import", { action: "import", resource: "tasks", pathId: "2" }],
    ["POST", "/api/auth/login", { action: "login", resource: "sessions", pathId: null }],
    ["POST", "/api/auth/logout", { action: "logout", resource: "sessions", pathId: null }],
    ["POST", "/api/auth/register", { action: "register", resource: "users", pathId: null }],
    ["POST", "/api/backup/create", { action: "backup", resource: "backup", pathId: null }],
    ["POST", "/api/backup/restore", { action: "restore", resource: "backup", pathId: null }],
    ["POST", "/api/backup/test-path", null],
    ["DELETE", "/api/maps/0b8f7e0c-9a1d-4f7e-8a55-0d2f3b9d6c11", { action: "delete", resource: "maps", pathId: "0b8f7e0c-9a1d-4f7e-8a55-0d2f3b9d6c11" }],
    ["PUT", "/api/objects/uploads/0b8f7e0c-9a1d-4f7e-8a55-0d2f3b9d6c11", { action: "upload", resource: "uploads", pathId: "0b8f7e0c-9a1d-4f7e-8a55-0d2f3b9d6c11" }],
  ];
  for (const [method, path, expected] of cases) {
    test(`${method} ${path}`, () => expect(describeWrite(method, path)).toEqual(expected));
  }
});

describe("auditChanges", () => {
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
