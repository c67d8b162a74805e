import { describe, expect, test } from "bun:test";
import { join } from "node:path";

const URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

describe("the PostgreSQL driver when a connection dies under it", () => {
  // postgres.js 3.4.9 threw from a setImmediate once the socket was gone (porsager/postgres#1208): no try/catch
  // could catch it and the server process ended, as it did in the outage test when PostgreSQL stopped under load.
  // patches/postgres@3.4.9.patch fails the connection's queries with CONNECTION_CLOSED instead.
  test("a query on a connection whose backend was terminated is an error the server can answer, not a crash", async () => {
    const proc = Bun.spawn(["bun", join(import.meta.dir, "../support/terminated-connection.ts"), URL], { stdout: "pipe", stderr: "pipe", timeout: 20_000 });
    const [code, out, err] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
    expect({ code, err: err.includes("socket.write") ? err : "" }).toEqual({ code: 0, err: "" });
    const lines = out.trim().split("\n");
    expect(lines).toHaveLength(1);
    for (const line of lines) expect(line).not.toBe("ok");
  }, 30_000);
});
