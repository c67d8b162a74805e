import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { SPA_BUILD } from "../../api/spa/spa";
import { AREAS } from "../../admin-ui/i18n/messages";
import { FIRST_SCREEN_AREAS } from "../../admin-ui/i18n/messages/first-screen";
import { FIRST_SCREEN_ENGLISH } from "../../admin-ui/i18n/messages/first-screen-english";

/**
 * The first screen (sign-in, shell, dashboard) is bundled with its own areas of the catalogue in English only; the
 * rest arrives a moment later (admin-ui/i18n/provider.ts). This check fails when code bundled into the first screen
 * names a key of an area that is not in FIRST_SCREEN_AREAS (it would show the raw key until the rest arrived).
 */

const ROOT = join(import.meta.dir, "..", "..");
const areaName = (a: (typeof AREAS)[number]) => Object.keys(a.en)[0]!;

describe("the first screen's texts", () => {
  test("the English bundled with the first screen is its areas' English, area for area", () => {
    expect(FIRST_SCREEN_ENGLISH).toEqual(FIRST_SCREEN_AREAS.map((a) => a.en));
  });

  test("every area the first screen's code names is bundled with it", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "farm-first-screen-"));
    try {
      const result = await Bun.build({ ...SPA_BUILD, outdir, metafile: true });
      expect(result.success).toBe(true);
      const raw: unknown = result.metafile;
      const meta = (typeof raw === "string" ? JSON.parse(raw) : raw) as Bun.BuildMetafile;
      const html = readFileSync(join(outdir, "index.html"), "utf8");
      const entry = /<script[^>]+src="\/([^"]+)"/.exec(html)![1]!;
      // The entry's script and the chunks it imports statically: what the browser loads first.
      const outputs = new Map(Object.entries(meta.outputs).map(([path, o]) => [relative(outdir, join(outdir, path)), o]));
      const first = new Set<string>();
      const visit = (name: string) => {
        if (first.has(name)) return;
        first.add(name);
        for (const imp of outputs.get(name)?.imports ?? []) if (imp.kind === "import-statement") visit(relative(outdir, join(outdir, imp.path)));
      };
      visit(entry);
      const sources = [...first].flatMap((name) => Object.keys(outputs.get(name)?.inputs ?? {}));
      const bundled = new Set(FIRST_SCREEN_AREAS.map(areaName));
      const missing: string[] = [];
      for (const source of sources.filter((s) => s.startsWith("admin-ui/") && !s.startsWith("admin-ui/i18n/"))) {
        const text = readFileSync(join(ROOT, source), "utf8");
        for (const area of AREAS.map(areaName)) {
          if (!bundled.has(area) && new RegExp(`["'\`]${area}\\.[\\w$]`).test(text)) missing.push(`${source} uses ${area}.*`);
        }
      }
      expect(sources.some((s) => s.endsWith("admin-ui/dashboard/Dashboard.tsx"))).toBe(true);
      expect(missing).toEqual([]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
    // A whole bundle of the SPA: a few seconds on a busy machine.
  }, 60_000);
});
