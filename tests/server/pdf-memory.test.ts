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

/**
 * A long report is laid out as a plan (each page's rows) and each page's lines are made just before it is drawn, so
 * the whole document is never held laid out (docs/decisions/server-memory.md). Over 32,000 rows (1,453 pages), with
 * the engine's default heap sizing (not the start script's), the peak grew by 179-184 MiB when every page was laid
 * out first and by 88-90 MiB drawn page by page.
 */
test("a report PDF of 1,453 pages is drawn without holding every page laid out", async () => {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.BUN_JSC_forceRAMSize;
  const proc = Bun.spawn(["bun", join(import.meta.dir, "../support/pdf-large-report.ts")], { env, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  expect({ code, err }).toEqual({ code: 0, err: "" });
  const result = JSON.parse(out) as { head: string; pages: number; grewMiB: number };
  expect(result.head).toBe("%PDF-");
  expect(result.pages).toBe(1453);
  expect(result.grewMiB).toBeLessThan(130);
}, 60_000);
