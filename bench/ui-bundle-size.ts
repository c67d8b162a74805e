/**
 * Size of the admin SPA as a browser downloads it: Bun.build of admin-ui/index.html with the server's settings
 * (SPA_BUILD in api/spa/spa.ts: minified, production React, split into chunks), each output file raw and gzipped
 * (the server sends the gzipped form to every browser that accepts it), then:
 *
 * - first screen: the script index.html loads and every chunk it imports statically, which is what the browser
 *   must download before anything shows (the dashboard's shell, summary and activity, or the session check);
 * - sign-in page (signed out): that plus the sign-in page's chunk and the UI's whole catalogue of texts, which
 *   every lazily loaded screen waits for (admin-ui/lib/lazy-screen.tsx);
 * - dashboard with charts: the first screen plus the cost charts' chunk and the catalogue, loaded by the
 *   dashboard right after;
 * - each lazily loaded screen's own chunks.
 *
 *   bun bench/ui-bundle-size.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { SPA_BUILD } from "../api/spa/spa";

const FIRST_SCREEN_GOAL = 250 * 1000;

const outdir = mkdtempSync(join(tmpdir(), "farm-ui-bundle-"));
try {
  const started = performance.now();
  const result = await Bun.build({ ...SPA_BUILD, outdir, metafile: true });
  const buildMs = performance.now() - started;
  if (!result.success || !result.metafile) {
    for (const log of result.logs) console.error(log);
    process.exit(1);
  }
  // Typed as a JSON string; Bun 1.4 hands the parsed object.
  const raw: unknown = result.metafile;
  const meta = (typeof raw === "string" ? JSON.parse(raw) : raw) as Bun.BuildMetafile;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const gzipOf = new Map<string, number>();
  let jsRaw = 0;
  let jsGzip = 0;
  console.log(`${"file".padEnd(32)} ${"raw".padStart(12)} ${"gzip".padStart(12)}`);
  for (const output of result.outputs) {
    const bytes = new Uint8Array(await output.arrayBuffer());
    const gz = Bun.gzipSync(bytes, { level: 9 }).byteLength;
    const name = relative(outdir, output.path);
    gzipOf.set(name, gz);
    if (name.endsWith(".js")) {
      jsRaw += bytes.byteLength;
      jsGzip += gz;
    }
    console.log(`${name.padEnd(32)} ${kb(bytes.byteLength).padStart(12)} ${kb(gz).padStart(12)}`);
  }

  const outputs = Object.entries(meta.outputs).map(([path, o]) => ({ name: relative(outdir, join(outdir, path)), ...o }));
  /** A chunk and every chunk it imports statically (what loading it downloads). */
  const closure = (name: string, seen = new Set<string>()) => {
    if (seen.has(name)) return seen;
    seen.add(name);
    const out = outputs.find((o) => o.name === name);
    for (const imp of out?.imports ?? []) {
      if (imp.kind === "import-statement") closure(relative(outdir, join(outdir, imp.path)), seen);
    }
    return seen;
  };
  const gzipSum = (names: Set<string>) => [...names].reduce((sum, n) => sum + (gzipOf.get(n) ?? 0), 0);
  const html = await Bun.file(join(outdir, "index.html")).text();
  const entry = /<script[^>]+src="\/([^"]+)"/.exec(html)![1]!;
  const first = closure(entry);
  /** The chunk built for one lazily imported source file, and what it imports beyond the first screen. */
  const lazyChunk = (source: string) => {
    const out = outputs.find((o) => o.entryPoint?.endsWith(source));
    if (!out) return new Set<string>();
    const names = closure(out.name);
    for (const n of first) names.delete(n);
    return names;
  };
  const catalogue = lazyChunk("admin-ui/i18n/index.ts");
  const withCatalogue = (source: string) => new Set([...lazyChunk(source), ...catalogue]);
  const charts = withCatalogue("admin-ui/dashboard/CostCharts.tsx");
  const signIn = withCatalogue("admin-ui/auth/LoginPage.tsx");
  const firstGzip = gzipSum(first);
  console.log(`\nJavaScript total: ${kb(jsRaw)} raw, ${kb(jsGzip)} gzipped (${jsGzip} bytes) in ${result.outputs.length - 1} scripts; built in ${(buildMs / 1000).toFixed(1)} s`);
  console.log(`\n${"what the browser downloads".padEnd(44)} ${"gzip".padStart(12)} ${"bytes".padStart(9)}   goal`);
  console.log(`${"first screen (dashboard shell)".padEnd(44)} ${kb(firstGzip).padStart(12)} ${String(firstGzip).padStart(9)}   <= ${FIRST_SCREEN_GOAL} ${firstGzip <= FIRST_SCREEN_GOAL ? "ok" : "OVER"}`);
  const signInGzip = firstGzip + gzipSum(signIn);
  console.log(`${"sign-in page (signed out)".padEnd(44)} ${kb(signInGzip).padStart(12)} ${String(signInGzip).padStart(9)}   <= ${FIRST_SCREEN_GOAL} ${signInGzip <= FIRST_SCREEN_GOAL ? "ok" : "OVER"}`);
  console.log(`${"dashboard with its charts".padEnd(44)} ${kb(firstGzip + gzipSum(charts)).padStart(12)} ${String(firstGzip + gzipSum(charts)).padStart(9)}`);
  const screens = [
    ["fields", "fields/FieldList.tsx"], ["tasks", "tasks/TaskList.tsx"], ["reports (budgets)", "reports/ReportsPage.tsx"],
    ["maps", "maps/MapsPage.tsx"], ["settings", "settings/SettingsPage.tsx"], ["equipment", "equipment/EquipmentReportsPage.tsx"],
    ["admin users", "admin/UserManagementPage.tsx"], ["accounting", "accounting/ChartOfAccountsPage.tsx"],
    ["field report", "field-report/FieldReportPage.tsx"], ["farm map (OpenLayers)", "farm-map/FarmMapPage.tsx"],
  ] as const;
  console.log(`${"  + the whole catalogue of texts (once)".padEnd(44)} ${kb(gzipSum(catalogue)).padStart(12)}`);
  for (const [label, source] of screens) {
    console.log(`${`  + ${label} when opened`.padEnd(44)} ${kb(gzipSum(lazyChunk(`admin-ui/${source}`))).padStart(12)}`);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
