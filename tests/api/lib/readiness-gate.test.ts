import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import type { Db } from "../../../db/client";
import { DatabaseGate } from "../../../api/lib/database-gate";
import { onError } from "../../../api/lib/on-error";
import type { AppBindings } from "../../../api/lib/types";
import { failFastWhenDatabaseDown } from "../../../api/middlewares/availability";
import health from "../../../api/routes/health/health.index";
import type { FileStorage } from "../../../api/storage/file-storage";

/** A database behind a network cut: a query is never answered (no error ever comes back to a request). */
const unreachableDb = { execute: () => new Promise(() => {}) } as unknown as Db;
const storage = { put: async () => 2, delete: async () => {} } as unknown as FileStorage;

describe("GET /api/health/ready with the database unreachable", () => {
  test("answers 503 naming the database, and closes the gate: the next request answers 503 at once", async () => {
    const gate = new DatabaseGate(async () => false, 60_000);
    const app = new Hono<AppBindings>()
      .use(async (c, next) => {
        c.set("db", unreachableDb);
        c.set("dbGate", gate);
        c.set("diskGuard", null);
        c.set("storage", storage);
        await next();
      })
      .use(failFastWhenDatabaseDown)
      .route("/api", health)
      .get("/api/fields", (c) => c.json({ ok: true }));
    app.onError(onError);
    expect(gate.isOpen()).toBe(true);
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { database: { ok: boolean } } }).checks.database.ok).toBe(false);
    expect(gate.isOpen()).toBe(false);
    const started = performance.now();
    const next = await app.request("/api/fields");
    expect(next.status).toBe(503);
    expect(next.headers.get("Retry-After")).toBe("5");
    expect(performance.now() - started).toBeLessThan(100);
  });
});
