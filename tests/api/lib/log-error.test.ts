import { afterAll, afterEach, describe, expect, spyOn, test } from "bun:test";
import { Hono } from "hono";
import { DatabaseGate } from "../../../api/lib/database-gate";
import { onError } from "../../../api/lib/on-error";
import { redactSecrets } from "../../../api/lib/startup-errors";
import type { AppBindings } from "../../../api/lib/types";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$Zm9vYmFyYmF6cXV4cXV1eHh5enp5eHh5eg";

/** What drizzle throws when an update fails: the query, its parameters (here a password hash), the driver's reason. */
function failedQuery() {
  const driver = Object.assign(new Error(`value too long for type character varying(20): ${HASH}`), { code: "XX000", parameters: [HASH, 7] });
  return new Error(`Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2\nparams: ${HASH},7`, { cause: driver });
}

let logged: string[] = [];
const spy = spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  logged.push(args.map((a) => (typeof a === "string" ? a : Bun.inspect(a))).join(" "));
});
afterEach(() => {
  logged = [];
});
afterAll(() => spy.mockRestore());

describe("the log of an unexpected error", () => {
  test("a 500 whose error holds an argon2 hash logs the failed query and the reason, never the hash", async () => {
    const app = new Hono<AppBindings>()
      .use(async (c, next) => {
        c.set("requestId", "req-1");
        c.set("dbGate", new DatabaseGate(async () => true));
        await next();
      })
      .post("/api/users/7/password", () => {
        throw failedQuery();
      });
    app.onError(onError);
    const res = await app.request("/api/users/7/password", { method: "POST" });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Internal server error", code: "INTERNAL" });
    expect(spy).toHaveBeenCalled();
    const text = logged.join("\n");
    expect(text).toStartWith("[req-1] ");
    expect(text).toContain('Failed query: update "users" set "password_hash"');
    expect(text).toContain("value too long");
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain("c2FsdHNhbHRzYWx0");
  });

  test("redactSecrets removes the whole argon2 hash, its commas included, and keeps the words around it", () => {
    expect(redactSecrets(`Key (password_hash)=(${HASH}) already exists, in users`)).toBe("Key (password_hash)=([hash]) already exists, in users");
  });
});
