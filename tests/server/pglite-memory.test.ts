import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readEnv } from "../../api/env";
import { memoryImportMinimum, PGLITE_INITIAL_PAGES, pgliteWasmPath, withMemoryMinimum } from "../../db/pglite-module";

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
  return JSON.parse(out) as { sharedBuffers: string; rssMiB: number; extraMiB: number; largeLength: number };
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

test("PGlite's memory starts at what PostgreSQL uses, so the engine paces its collections by some 140 MiB of it, not 275", async () => {
  await open(); // the database created, if the test above has not
  const opened = await open();
  // Measured 139-148 MiB with the module's minimum lowered; 267-276 with PGlite's own 128 MiB (counted twice).
  expect(opened.extraMiB).toBeLessThan(200);
  // It still grows as PostgreSQL needs: a 150 MB value is built and answered.
  expect(opened.largeLength).toBe(150_000_000);
}, 120_000);

test("the installed pglite.wasm declares a 128 MiB minimum (drop db/pglite-module.ts when it no longer does), rewritten in two bytes", async () => {
  const bytes = new Uint8Array(await Bun.file(pgliteWasmPath()).arrayBuffer());
  expect(memoryImportMinimum(bytes)).toMatchObject({ pages: 2048, length: 2 });
  const lowered = withMemoryMinimum(bytes, PGLITE_INITIAL_PAGES)!;
  expect(memoryImportMinimum(lowered)).toMatchObject({ pages: PGLITE_INITIAL_PAGES, length: 2 });
  const changed = [...lowered.keys()].filter((i) => lowered[i] !== bytes[i]);
  expect(changed.length).toBeLessThanOrEqual(2);
  expect(changed.length).toBeGreaterThan(0);
  // A minimum that does not fit the same two bytes, or one that is not lower, leaves the module as it is.
  expect(withMemoryMinimum(bytes, 20000)).toBeNull();
  expect(withMemoryMinimum(bytes, 2048)).toBeNull();
  expect(memoryImportMinimum(new Uint8Array([1, 2, 3]))).toBeNull();
});
