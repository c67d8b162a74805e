import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../../api/env";

/**
 * The embedded database runs inside the server's process, so its page cache (shared_buffers) is the server's
 * memory: 32MB by default instead of PostgreSQL's 128MB, which kept a server on the embedded database about 100 MiB
 * larger (docs/decisions/server-memory.md). PGLITE_SHARED_BUFFERS sets another size.
 */
const dir = mkdtempSync(join(tmpdir(), "farm-pglite-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the data folder in a process of its own, so the memory measured is that of one opening. */
async function open(sharedBuffers = "") {
  const proc = Bun.spawn(["bun", join(import.meta.dir, "../support/pglite-open.ts"), join(dir, "db"), sharedBuffers], { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  expect({ code, err }).toEqual({ code: 0, err: "" });
  return JSON.parse(out) as { sharedBuffers: string; rssMiB: number };
}

test("the embedded database opens with a 32MB page cache, and about 100 MiB less memory than with 128MB", async () => {
  await open(); // creates the database (initdb), which takes far more memory than any later start
  const small = await open();
  expect(small.sharedBuffers).toBe("32MB");
  const large = await open("128MB");
  expect(large.sharedBuffers).toBe("128MB");
  // Measured 175-185 MiB against 271-283 on this machine.
  expect(small.rssMiB + 60).toBeLessThan(large.rssMiB);
}, 120_000);

test("PGLITE_SHARED_BUFFERS takes a size in MB from 1MB to 1024MB; anything else stops the start, naming it", () => {
  expect(readEnv({ PGLITE_SHARED_BUFFERS: "64MB" }).PGLITE_SHARED_BUFFERS).toBe("64MB");
  expect(readEnv({ PGLITE_SHARED_BUFFERS: "1024MB" }).PGLITE_SHARED_BUFFERS).toBe("1024MB");
  expect(readEnv({}).PGLITE_SHARED_BUFFERS).toBeUndefined();
  for (const bad of ["2048MB", "0MB", "32", "1GB", "32mb", "-5MB", "32MB; drop"]) {
    expect(() => readEnv({ PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS: must be a size in MB from 1MB to 1024MB/);
  }
});
