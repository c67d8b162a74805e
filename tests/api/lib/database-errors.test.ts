import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { DatabaseGate } from "../../../api/lib/database-gate";
import { onError } from "../../../api/lib/on-error";
import type { AppBindings } from "../../../api/lib/types";
import { failFastWhenDatabaseDown } from "../../../api/middlewares/availability";

/** postgres.js's error for a statement stopped by statement_timeout, and for a refused connection. */
const timedOut = () => Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** The app's error handling and fail-fast middleware around routes that throw what the database driver throws. */
function appWithGate() {
  const gate = new DatabaseGate(async () => true, 60_000);
  const app = new Hono<AppBindings>()
    .use(async (c, next) => {
      c.set("dbGate", gate);
      await next();
    })
    .use(failFastWhenDatabaseDown)
    .get("/api/slow-report", () => {
      throw new Error("select failed", { cause: timedOut() });
    })
    .get("/api/down", () => {
      throw refused();
    })
    .get("/api/fields", (c) => c.json({ ok: true }));
  app.onError(onError);
  return { app, gate };
}

describe("a query past its statement_timeout (SQLSTATE 57014)", () => {
  test("answers that request 503 with Retry-After, and the gate stays open: the next request is served", async () => {
    const { app, gate } = appWithGate();
    const slow = await app.request("/api/slow-report");
    expect(slow.status).toBe(503);
    expect(slow.headers.get("Retry-After")).toBe("5");
    expect(await slow.json()).toEqual({ code: "DATABASE_UNAVAILABLE", message: "The database took too long to answer; try again in a few seconds" });
    expect(gate.isOpen()).toBe(true);
    expect((await app.request("/api/fields")).status).toBe(200);
  });

  test("an unreachable database still closes the gate: the next request answers 503 at once", async () => {
    const { app, gate } = appWithGate();
    const down = await app.request("/api/down");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ code: "DATABASE_UNAVAILABLE", message: "The database is unavailable; try again in a few seconds" });
    expect(gate.isOpen()).toBe(false);
    const next = await app.request("/api/fields");
    expect(next.status).toBe(503);
    expect(next.headers.get("Retry-After")).toBe("5");
  });
});
