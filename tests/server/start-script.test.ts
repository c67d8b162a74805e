import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * `bun start` (and `farmctl serve`) start the server through api/start.sh, which sets the JavaScript engine's heap for
 * the database the server is on (docs/decisions/server-memory.md, "The heap settings, per database"): the 128 MiB heap
 * plan on both, on PostgreSQL young collections in place of every other full one, and on the embedded database a
 * smaller growth factor ("PGlite's memory starts small"). The script replaces itself
 * with the server, so a service manager's or farmctl's signals reach the server itself. Checked here with a stand-in
 * for Bun (BUN_BINARY) that prints what it was given.
 */
const ROOT = resolve(import.meta.dir, "../..");
const dir = mkdtempSync(join(tmpdir(), "farm-start-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fakeBun = join(dir, "bun");
writeFileSync(
  fakeBun,
  '#!/bin/sh\necho "pid=$$"\necho "ram=${BUN_JSC_forceRAMSize:-}"\necho "eden=${BUN_JSC_minEdenToOldGenerationRatio:-}"\necho "growth=${BUN_JSC_largeHeapGrowthFactor:-}"\necho "args=$*"\n',
);
chmodSync(fakeBun, 0o755);

async function started(command: string[], more: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: dir, BUN_BINARY: fakeBun, ...more };
  const proc = Bun.spawn(command, { cwd: ROOT, env, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const said = Object.fromEntries(
    out
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s, 2) as [string, string]),
  );
  return { pid: proc.pid, code, err, said };
}

describe("the start script", () => {
  test("on the embedded database: the 128 MiB heap plan, growth by a tenth at 0.085, and the server in the script's place", async () => {
    const { pid, code, err, said } = await started(["sh", "api/start.sh", "--extra"]);
    expect({ code, err }).toEqual({ code: 0, err: "" });
    expect(said).toEqual({ pid: String(pid), ram: "134217728", eden: "0.085", growth: "1.10", args: "api/server.ts --extra" });
  });

  test("on PostgreSQL: young collections too, at 0.15", async () => {
    const { pid, said } = await started(["sh", "api/start.sh"], { DATABASE_URL: "postgres://farm@127.0.0.1:5432/farm" });
    expect(said).toEqual({ pid: String(pid), ram: "134217728", eden: "0.15", growth: "", args: "api/server.ts" });
  });

  test("settings already in the environment are kept", async () => {
    const { said } = await started(["sh", "api/start.sh"], {
      DATABASE_URL: "postgres://farm@127.0.0.1:5432/farm",
      BUN_JSC_forceRAMSize: "268435456",
      BUN_JSC_minEdenToOldGenerationRatio: "0.3",
    });
    expect(said).toMatchObject({ ram: "268435456", eden: "0.3" });
    const embedded = await started(["sh", "api/start.sh"], { BUN_JSC_largeHeapGrowthFactor: "1.2", BUN_JSC_minEdenToOldGenerationRatio: "0.2" });
    expect(embedded.said).toMatchObject({ ram: "134217728", eden: "0.2", growth: "1.2" });
  });

  test("bun start runs it", async () => {
    const { code, said } = await started([process.execPath, "run", "start"], { DATABASE_URL: "postgres://farm@127.0.0.1:5432/farm" });
    expect(code).toBe(0);
    expect(said).toMatchObject({ ram: "134217728", eden: "0.15", args: "api/server.ts" });
  });
});
