import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SpaBuild, loadSpa } from "../../api/spa/spa";

let spa: SpaBuild;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "farm-installable-test-"));
  spa = await loadSpa({ cacheDir });
}, 60_000);

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const get = (path: string) => spa.handler(new Request(`http://farm.local${path}`));

/** The paths the worker precaches, read from the script the browser downloads. */
async function workerFiles(): Promise<string[]> {
  const source = await get("/sw.js").text();
  return JSON.parse(/const FILES = (\[.*\]);/.exec(source)![1]!) as string[];
}

describe("the installable app", () => {
  test("index.html links the web app manifest, which names the app, opens on / full screen, with PNG icons the server serves", async () => {
    const html = await get("/").text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const res = get("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/manifest+json");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: "Farm Cost Manager", start_url: "/", display: "standalone", theme_color: "#2f7d32" });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((i) => i.sizes).sort()).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const png = get(icon.src);
      expect(png.headers.get("content-type")).toBe("image/png");
      const bytes = new Uint8Array(await png.arrayBuffer());
      // PNG signature, then the IHDR's width and height (big-endian) as the manifest declares them.
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
    }
  });

  test("the service worker precaches exactly the files of this build under a cache named by its key", async () => {
    const res = get("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    // A new version must reach the browser: the worker is revalidated, never cached for good.
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const source = await get("/sw.js").text();
    expect(source).toContain(`const CACHE = "farm-spa-${spa.key}";`);
    const onDisk = readdirSync(join(cacheDir, spa.key), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith(".gz") && e.name !== "manifest.json" && e.name !== "sw.js")
      .map((e) => `/${join(e.parentPath, e.name).slice(join(cacheDir, spa.key).length + 1)}`)
      .sort();
    const files = await workerFiles();
    expect([...files].sort()).toEqual(onDisk);
    expect(files).toContain("/index.html");
    expect(files).toContain("/manifest.webmanifest");
    expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThanOrEqual(15);
    // Every listed file is served (the install fails whole on one missing file).
    for (const file of files) expect(get(file).status).toBe(200);
  });

  test("the worker never answers /api/*, answers navigations with the cached index.html offline, and deletes other builds' caches", async () => {
    const source = await get("/sw.js").text();
    expect(source).toContain('url.pathname.startsWith("/api/")');
    expect(source).toContain('cache.match("/index.html")');
    expect(source).toMatch(/name\.startsWith\("farm-spa-"\) && name !== CACHE/);
  });

  test("another version of the app is another worker: another cache name and its own file list", async () => {
    const dir = mkdtempSync(join(tmpdir(), "farm-installable-version-"));
    try {
      const other = await loadSpa({ cacheDir: dir, version: "9.9.9" });
      expect(other.key).not.toBe(spa.key);
      const source = await other.handler(new Request("http://farm.local/sw.js")).text();
      expect(source).toContain(`const CACHE = "farm-spa-${other.key}";`);
      const files = JSON.parse(/const FILES = (\[.*\]);/.exec(source)![1]!) as string[];
      for (const file of files) expect(other.handler(new Request(`http://farm.local${file}`)).status).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
