/**
 * The admin SPA (admin-ui/index.html): bundled once per version into DATA_DIR/spa/<key>/ (at install with
 * `bun run build:ui`, or by the first start that finds no build for its sources), then read from there by every
 * later start and served from memory: minified production React, split into chunks (the dashboard's first script,
 * and one chunk per screen loaded when it is opened), every file also gzipped, so a browser on the farm's Wi-Fi
 * downloads about a quarter of it. Hashed chunks are cached by browsers for good; index.html is revalidated, so a
 * new version shows on reload. Any path that is not a file is the SPA's own route (/fields, /admin/recovery, ...)
 * and gets index.html.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { SPA_BUNDLE_DEFINE } from "../env";
import { securityHeaders } from "../lib/security-headers";
import { type ApiRead, bootAnswersHtml, firstPaintHtml, readFirstPaint, withFirstPaint } from "./first-paint";
import { DASHBOARD_PATHS } from "../../admin-ui/lib/boot-reads";
import { VIEW_COOKIE } from "../../admin-ui/layout/farm-storage";
import { iconFiles, linkManifest, REVALIDATED, SERVICE_WORKER_PATH, serviceWorker, WEB_MANIFEST_PATH, webManifest } from "./installable";

interface SpaFile {
  raw: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  immutable: boolean;
}

/** One file of a build as the manifest (DATA_DIR/spa/<key>/manifest.json) lists it. */
interface ManifestFile {
  path: string;
  type: string;
  etag: string;
}

/**
 * Serves one request. `read` runs a GET of the server's own API with the request's cookies: given it, a load of the
 * dashboard may come with its first paint drawn in (api/spa/first-paint.ts).
 */
export interface SpaHandler {
  (req: Request): Response;
  (req: Request, read: ApiRead): Response | Promise<Response>;
}

const ROOT = join(import.meta.dir, "..", "..");

/**
 * npm polyfills some libraries of the UI still require for what every browser the SPA supports has built in
 * (node-polyglot, under react-admin's i18n, requires `object.entries`, which brings about 20 KiB of ES-shim helpers):
 * each is bundled as the built-in itself.
 */
const BUILT_INS: Record<string, string> = { "object.entries": "Object.entries" };

const builtInPolyfills: Bun.BunPlugin = {
  name: "built-in-polyfills",
  setup(build) {
    const filter = new RegExp(`^(${Object.keys(BUILT_INS).map((n) => n.replace(".", "\\.")).join("|")})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: "built-in" }));
    build.onLoad({ filter: /.*/, namespace: "built-in" }, (args) => ({ contents: `module.exports = ${BUILT_INS[args.path]};`, loader: "js" }));
  },
};

/**
 * MUI's `createTheme` builds a CSS-variables theme (`createThemeWithVars`, with its CSS variable generators and theme
 * stringifier, about 14 KiB minified) only when it is given `cssVariables`; MUI's default theme and ours (a `palette`,
 * no `cssVariables`, no `colorSchemes`: the v5 path, `createThemeNoVars`) never take it, and no code of react-admin's
 * passes it. Every styled component imports `createTheme`, so that module sat in the first script unused (4.7 KB
 * gzipped): the SPA bundles a stand-in that says what is missing, should a theme ever ask for CSS variables
 * (docs/decisions/spa-code-splitting.md).
 */
const noCssVariablesTheme: Bun.BunPlugin = {
  name: "no-css-variables-theme",
  setup(build) {
    build.onLoad({ filter: /[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.m?js$/ }, () => ({
      contents: `export default function createThemeWithVars() { throw new Error("This app's bundle leaves out MUI's CSS theme variables (api/spa/spa.ts): give createTheme no cssVariables, or remove noCssVariablesTheme"); }`,
      loader: "js",
    }));
  },
};

/**
 * How the SPA is bundled, here and in bench/ui-bundle-size.ts: minified, split into chunks at every dynamic
 * import (React.lazy screens), scripts at absolute paths (deep links such as /admin/recovery), and React's
 * production build, chosen at bundle time by replacing its NODE_ENV check (Bun's documented `define`; nothing
 * reads the server's environment here); npm polyfills of built-ins are the built-ins (builtInPolyfills); MUI's unused
 * CSS-variables theme builder is left out (noCssVariablesTheme).
 */
export const SPA_BUILD = {
  entrypoints: [join(ROOT, "admin-ui", "index.html")],
  minify: true,
  splitting: true,
  publicPath: "/",
  define: SPA_BUNDLE_DEFINE,
  plugins: [builtInPolyfills, noCssVariablesTheme],
} satisfies Bun.BuildConfig;

/** The folders whose files can end up in the bundle (the UI imports pure functions and types from api/ and db/). */
const SOURCE_DIRS = ["admin-ui", "api", "db"];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(tsx?|html|css|json|png)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * The build's key: a hash of the product's version, Bun's version, the lockfile (the libraries bundled) and every
 * source file the UI could import. Any change to one of them is a new key, so a new build; nothing else is.
 */
export function spaBuildKey(version = packageVersion()): string {
  const hasher = new Bun.CryptoHasher("sha256");
  hasher.update(`farm-spa\0${version}\0${Bun.version}\0${JSON.stringify(SPA_BUILD)}\0`);
  for (const file of ["package.json", "bun.lock"]) {
    const path = join(ROOT, file);
    if (existsSync(path)) hasher.update(readFileSync(path));
  }
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).sort();
  for (const path of files) {
    hasher.update(`\0${relative(ROOT, path)}\0`);
    hasher.update(readFileSync(path));
  }
  return hasher.digest("hex").slice(0, 16);
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * Bundles the SPA into `dir` (raw and .gz files plus manifest.json), through a temporary folder renamed into
 * place, so a start that is stopped half-way never leaves a half-written build behind. A failed build throws
 * with the bundler's messages (a broken UI must not start).
 */
async function buildInto(dir: string): Promise<void> {
  const staging = `${dir}.building-${process.pid}-${Date.now()}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const result = await Bun.build({ ...SPA_BUILD, outdir: staging });
    if (!result.success) throw new AggregateError(result.logs, "The admin UI did not build");
    const manifest: ManifestFile[] = [];
    /** One more file of the build (raw and gzipped), listed in its manifest. */
    const add = async (path: string, raw: Uint8Array<ArrayBuffer>, type: string, hash?: string | null) => {
      await Bun.write(join(staging, path), raw);
      await Bun.write(join(staging, `${path}.gz`), Bun.gzipSync(raw, { level: 9 }));
      manifest.push({ path, type, etag: `"${hash ?? Bun.hash(raw).toString(36)}"` });
    };
    for (const output of result.outputs) {
      const path = `/${relative(staging, output.path)}`;
      let raw = new Uint8Array(await output.arrayBuffer());
      if (path === "/index.html") raw = new TextEncoder().encode(linkManifest(new TextDecoder().decode(raw)));
      await add(path, raw, output.type, path === "/index.html" ? null : output.hash);
    }
    if (!manifest.some((f) => f.path === "/index.html")) throw new Error("The admin UI build produced no index.html");
    // The installable app (api/spa/installable.ts): icons, web app manifest, and the worker listing every file above.
    for (const icon of iconFiles(ROOT)) await add(icon.path, icon.bytes, "image/png");
    await add(WEB_MANIFEST_PATH, new TextEncoder().encode(webManifest()), "application/manifest+json");
    const key = basename(dir);
    await add(SERVICE_WORKER_PATH, new TextEncoder().encode(serviceWorker(key, manifest.map((f) => f.path))), "text/javascript;charset=utf-8");
    await Bun.write(join(staging, "manifest.json"), JSON.stringify(manifest));
    rmSync(dir, { recursive: true, force: true });
    try {
      renameSync(staging, dir);
    } catch (err) {
      // Another process (`bun run build:ui` beside a start) put the same build there first: use theirs.
      if (!existsSync(join(dir, "manifest.json"))) throw err;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export interface SpaBuild {
  /** Serves the SPA's files (from memory) and index.html for every other path. */
  handler: SpaHandler;
  /** The build's key (its folder under cacheDir). */
  key: string;
  /** True when this call bundled the SPA; false when it read an earlier build of the same key. */
  built: boolean;
}

/**
 * The SPA for these sources: read from `cacheDir/<key>/` when a build of this key is there, else bundled into it
 * first (and builds of other keys removed, so only the running version stays on disk).
 */
export async function loadSpa(options: { cacheDir: string; version?: string; mapTileUrl?: string }): Promise<SpaBuild> {
  const key = spaBuildKey(options.version);
  const dir = join(options.cacheDir, key);
  let built = false;
  if (!existsSync(join(dir, "manifest.json"))) {
    mkdirSync(options.cacheDir, { recursive: true });
    await buildInto(dir);
    built = true;
    for (const old of readdirSync(options.cacheDir)) {
      const path = join(options.cacheDir, old);
      if (old !== key && statSync(path).isDirectory()) rmSync(path, { recursive: true, force: true });
    }
  }
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as ManifestFile[];
  const files = new Map<string, SpaFile>();
  for (const file of manifest) {
    files.set(file.path, {
      raw: new Uint8Array(readFileSync(join(dir, file.path))),
      gzip: new Uint8Array(readFileSync(join(dir, `${file.path}.gz`))),
      type: file.type,
      etag: file.etag,
      immutable: !REVALIDATED.has(file.path),
    });
  }
  return { handler: spaHandler(files, securityHeaders(options.mapTileUrl)), key, built };
}

/** `security`: the security headers, with the map's tile server allowed when MAP_TILE_URL is set. */
function spaHandler(files: Map<string, SpaFile>, security: Readonly<Record<string, string>>): SpaHandler {
  const index = files.get("/index.html");
  if (!index) throw new Error("The admin UI build has no index.html");
  const indexText = new TextDecoder().decode(index.raw);
  /** The page with the dashboard drawn in: this account's figures, so never stored by a browser or a proxy. */
  const drawn = (req: Request, html: string) => {
    const raw = new TextEncoder().encode(html);
    const gzip = /\bgzip\b/.test(req.headers.get("accept-encoding") ?? "");
    const headers = new Headers({ "Content-Type": index.type, "Cache-Control": "no-store", ...security });
    if (gzip) headers.set("Content-Encoding", "gzip");
    return new Response(gzip ? Bun.gzipSync(raw) : raw, { status: 200, headers });
  };
  const serve = (req: Request, file: SpaFile) => {
    const headers = new Headers({
      "Content-Type": file.type,
      ETag: file.etag,
      Vary: "Accept-Encoding",
      "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
      ...security,
    });
    if (req.headers.get("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    const gzip = /\bgzip\b/.test(req.headers.get("accept-encoding") ?? "");
    if (gzip) headers.set("Content-Encoding", "gzip");
    const body = gzip ? file.gzip : file.raw;
    return new Response(req.method === "HEAD" ? null : body, { status: 200, headers });
  };
  return ((req: Request, read?: ApiRead) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    const path = new URL(req.url).pathname;
    const file = files.get(path) ?? index;
    const cookies = req.headers.get("cookie");
    // A load of the dashboard from a browser that remembers an entity: drawn in when the reads allow it, else as always.
    if (read && req.method === "GET" && file === index && DASHBOARD_PATHS.has(path) && cookies?.includes(VIEW_COOKIE)) {
      // A read may renew the session (a new expiry for its cookie): the page's answer carries that on, drawn or not.
      const setCookies: string[] = [];
      const reading: ApiRead = (api) => read(api).then((answer) => (setCookies.push(...(answer.setCookies ?? [])), answer));
      const withCookies = (res: Response) => {
        for (const cookie of setCookies) res.headers.append("Set-Cookie", cookie);
        return res;
      };
      return readFirstPaint(cookies, reading).then(
        (paint) => withCookies(paint ? drawn(req, withFirstPaint(indexText, firstPaintHtml(paint.data) + bootAnswersHtml(paint.answers))) : serve(req, file)),
        () => withCookies(serve(req, file)),
      );
    }
    return serve(req, file);
  }) as SpaHandler;
}
