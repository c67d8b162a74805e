/**
 * The browser suite: every *.e2e.ts spec under tests/e2e, in Debian's Chromium. Each spec starts the real
 * server (`bun api/server.ts`) on a fresh database of its own (support/server.ts); this runner checks the
 * browser is there, runs the specs with `bun test`, passes Bun's output through (its "N pass" / "N fail" lines
 * are what tests/run.ts counts) and exits with bun test's code.
 *
 *   bun tests/e2e/run.ts            # every spec
 *   bun tests/e2e/run.ts tasks      # the specs whose file name contains "tasks"
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

const root = join(import.meta.dir, "..", "..");
const only = process.argv[2];
const specs = readdirSync(import.meta.dir)
  .filter((f) => f.endsWith(".e2e.ts") && (!only || f.includes(only)))
  .sort()
  .map((f) => `./${relative(root, join(import.meta.dir, f))}`);
if (specs.length === 0) {
  console.error(`No spec matches ${only}`);
  process.exit(1);
}

const proc = Bun.spawn(["bun", "test", "--timeout", "60000", ...specs], { cwd: root, stdout: "inherit", stderr: "inherit" });
process.exit(await proc.exited);
