import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SpaHandler, loadSpa } from "../../api/spa/spa";

let spa: SpaHandler;
let script: string;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "farm-spa-test-"));
  spa = (await loadSpa({ cacheDir })).handler;
  const html = await spa(new Request("http://farm.local/")).text();
  script = /<script[^>]+src="([^"]+)"/.exec(html)![1]!;
}, 60_000);

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => spa(new Request(`http://farm.local${path}`, { headers }));

describe("the admin SPA as the server sends it", () => {
  test("every route of the app is index.html, revalidated on each visit, with its script at an absolute path", async () => {
    for (const path of ["/", "/dashboard", "/admin/recovery", "/entities/3/fields/7/reports"]) {
      const res = get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    // A relative script path would break on a deep link such as /admin/recovery.
    expect(script).toMatch(/^\/chunk-[a-z0-9]+\.js$/);
  });

  test("the script goes gzipped to a browser that accepts it, a quarter of its size or less, and decompresses to the same bytes", async () => {
    const plain = new Uint8Array(await get(script).arrayBuffer());
    const res = get(script, { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const zipped = new Uint8Array(await res.arrayBuffer());
    expect(zipped.byteLength).toBeLessThan(plain.byteLength / 3);
    expect(Bun.gunzipSync(zipped)).toEqual(plain);
  });

  test("a repeat visit with the ETag is a 304 without a body; writes are refused", async () => {
    const etag = get(script).headers.get("etag")!;
    const again = get(script, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const post = spa(new Request("http://farm.local/dashboard", { method: "POST" }));
    expect(post.status).toBe(405);
  });
});

describe("screens loaded when opened", () => {
  test("the build has one chunk per lazy screen beside the first script, each served gzipped with its ETag and cached for good", async () => {
    const [key] = readdirSync(cacheDir);
    // sw.js is the service worker, not a chunk: revalidated on every visit (tests/server/installable.test.ts).
    const chunks = readdirSync(join(cacheDir, key!)).filter((f) => f.endsWith(".js") && `/${f}` !== script && f !== "sw.js");
    // Reports, maps, settings, equipment (2), admin (4), accounting, field report, fields, tasks, charts, dialogs.
    expect(chunks.length).toBeGreaterThanOrEqual(15);
    for (const chunk of chunks) {
      const res = get(`/${chunk}`, { "accept-encoding": "gzip" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("javascript");
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(get(`/${chunk}`, { "if-none-match": res.headers.get("etag")! }).status).toBe(304);
    }
  });
});

describe("the SPA is built once per version, in DATA_DIR", () => {
  test("a second start reads the build of the first (nothing bundled, same files); a new version builds again and drops the old one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "farm-spa-cache-"));
    try {
      const first = await loadSpa({ cacheDir: dir, version: "1.0.0" });
      expect(first.built).toBe(true);
      expect(readdirSync(dir)).toEqual([first.key]);
      const manifest = join(dir, first.key, "manifest.json");
      const writtenAt = statSync(manifest).mtimeMs;
      const page = await first.handler(new Request("http://farm.local/")).text();

      const second = await loadSpa({ cacheDir: dir, version: "1.0.0" });
      expect(second.built).toBe(false);
      expect(second.key).toBe(first.key);
      expect(statSync(manifest).mtimeMs).toBe(writtenAt);
      expect(await second.handler(new Request("http://farm.local/")).text()).toBe(page);
      const entry = /<script[^>]+src="([^"]+)"/.exec(page)![1]!;
      const a = new Uint8Array(await first.handler(new Request(`http://farm.local${entry}`)).arrayBuffer());
      const b = new Uint8Array(await second.handler(new Request(`http://farm.local${entry}`)).arrayBuffer());
      expect(b).toEqual(a);

      const upgraded = await loadSpa({ cacheDir: dir, version: "1.0.1" });
      expect(upgraded.built).toBe(true);
      expect(upgraded.key).not.toBe(first.key);
      expect(readdirSync(dir)).toEqual([upgraded.key]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
