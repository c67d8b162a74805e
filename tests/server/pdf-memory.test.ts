import { expect, test } from "bun:test";
import { join } from "node:path";

/**
 * pdfkit loads fontkit and linebreak at import (some 60 MiB resident once loaded, and never released), though the
 * report PDFs use neither: they draw with the standard fonts and wrap text themselves. patches/pdfkit@0.20.1.patch
 * loads them on first use (docs/decisions/server-memory.md). Checked in a process of its own, so what another
 * suite loaded does not count.
 */
test("a report PDF renders without loading fontkit or linebreak", async () => {
  const proc = Bun.spawn(["bun", join(import.meta.dir, "../support/pdf-modules.ts")], { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  expect({ code, err }).toEqual({ code: 0, err: "" });
  const result = JSON.parse(out) as { head: string; bytes: number; loaded: string[] };
  expect(result.head).toBe("%PDF-");
  expect(result.bytes).toBeGreaterThan(10_000);
  expect(result.loaded).toEqual([]);
}, 30_000);
