import { beforeAll, describe, expect, test } from "bun:test";
import { type SpaHandler, buildSpa } from "../../api/spa/spa";

let spa: SpaHandler;
let script: string;

beforeAll(async () => {
  spa = await buildSpa();
  const html = await spa(new Request("http://farm.local/")).text();
  script = /<script[^>]+src="([^"]+)"/.exec(html)![1]!;
}, 60_000);

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
