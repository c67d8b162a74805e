/**
 * The admin SPA (admin-ui/index.html), bundled once when the server starts and kept in memory: minified
 * production React, every file also gzipped, so a browser on the farm's Wi-Fi downloads about a quarter of it.
 * Hashed files are cached by browsers for good; index.html is revalidated, so a new version shows on reload.
 * Any path that is not a file is the SPA's own route (/fields, /admin/recovery, ...) and gets index.html.
 */
import { SECURITY_HEADERS } from "../lib/security-headers";
import { join } from "node:path";

interface SpaFile {
  raw: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  immutable: boolean;
}

export type SpaHandler = (req: Request) => Response;

/**
 * How the SPA is bundled, here and in bench/ui-bundle-size.ts: minified, scripts at absolute paths (deep links
 * such as /admin/recovery), and React's production build, chosen at bundle time by replacing its NODE_ENV check
 * (Bun's documented `define`; nothing reads the server's environment here).
 */
export const SPA_BUILD = {
  entrypoints: [join(import.meta.dir, "..", "..", "admin-ui", "index.html")],
  minify: true,
  publicPath: "/",
  define: { "process.env.NODE_ENV": '"production"' },
} satisfies Bun.BuildConfig;

/** Bundles the SPA; a failed build stops the server with the bundler's messages (a broken UI must not start). */
export async function buildSpa(): Promise<SpaHandler> {
  const result = await Bun.build(SPA_BUILD);
  if (!result.success) throw new AggregateError(result.logs, "The admin UI did not build");
  const files = new Map<string, SpaFile>();
  for (const output of result.outputs) {
    const raw = new Uint8Array(await output.arrayBuffer());
    const path = output.path.replace(/^\.\//, "/");
    files.set(path, {
      raw,
      gzip: new Uint8Array(Bun.gzipSync(raw, { level: 9 })),
      type: output.type,
      etag: `"${output.hash ?? Bun.hash(raw).toString(36)}"`,
      immutable: path !== "/index.html",
    });
  }
  const index = files.get("/index.html");
  if (!index) throw new Error("The admin UI build produced no index.html");

  return (req) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    const path = new URL(req.url).pathname;
    const file = files.get(path) ?? index;
    const headers = new Headers({
      "Content-Type": file.type,
      ETag: file.etag,
      Vary: "Accept-Encoding",
      "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
      ...SECURITY_HEADERS,
    });
    if (req.headers.get("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    const gzip = /\bgzip\b/.test(req.headers.get("accept-encoding") ?? "");
    if (gzip) headers.set("Content-Encoding", "gzip");
    const body = gzip ? file.gzip : file.raw;
    return new Response(req.method === "HEAD" ? null : body, { status: 200, headers });
  };
}
