/**
 * Size of the admin SPA as a browser downloads it: Bun.build of admin-ui/index.html, minified, production React
 * built as api/spa/spa.ts builds it when the server starts, each output file raw and gzipped (the server sends the
 * gzipped form to every browser that accepts it).
 *
 *   bun bench/ui-bundle-size.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { SPA_BUILD } from "../api/spa/spa";

const outdir = mkdtempSync(join(tmpdir(), "farm-ui-bundle-"));
try {
  const started = performance.now();
  const result = await Bun.build({ ...SPA_BUILD, outdir });
  const buildMs = performance.now() - started;
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    process.exit(1);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  let jsRaw = 0;
  let jsGzip = 0;
  console.log(`${"file".padEnd(32)} ${"raw".padStart(12)} ${"gzip".padStart(12)}`);
  for (const output of result.outputs) {
    const bytes = new Uint8Array(await output.arrayBuffer());
    const gz = Bun.gzipSync(bytes, { level: 9 }).byteLength;
    if (output.path.endsWith(".js")) {
      jsRaw += bytes.byteLength;
      jsGzip += gz;
    }
    console.log(`${relative(outdir, output.path).padEnd(32)} ${kb(bytes.byteLength).padStart(12)} ${kb(gz).padStart(12)}`);
  }
  console.log(`\nJavaScript total: ${kb(jsRaw)} raw, ${kb(jsGzip)} gzipped (${jsGzip} bytes); built in ${(buildMs / 1000).toFixed(1)} s`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
