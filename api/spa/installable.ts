/**
 * What makes the SPA an installable app that opens with no network (issue 40, docs/decisions/offline-app.md): the web
 * app manifest, the icons, the index.html lines that point at them, and the service worker, all written into each
 * build beside the bundler's files, so the worker lists exactly the files of the version it was built with.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The icons (admin-ui/icons, small PNGs drawn once) as the build serves them. */
export const ICONS = [
  { path: "/icons/icon-192.png", sizes: "192x192" },
  { path: "/icons/icon-512.png", sizes: "512x512" },
] as const;

export const THEME_COLOR = "#2f7d32";
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";

/** The files of a build a browser revalidates on every visit (not content-hashed): everything else is cached for good. */
export const REVALIDATED = new Set(["/index.html", WEB_MANIFEST_PATH, SERVICE_WORKER_PATH, ...ICONS.map((i) => i.path)]);

/** The bytes of each icon, read from admin-ui/icons. */
export function iconFiles(root: string): { path: string; bytes: Uint8Array<ArrayBuffer> }[] {
  return ICONS.map((icon) => ({ path: icon.path, bytes: new Uint8Array(readFileSync(join(root, "admin-ui", icon.path))) }));
}

/** The web app manifest: opens on the dashboard ("/"), full screen without the browser's bars, the theme's green. */
export function webManifest(): string {
  return JSON.stringify({
    name: "Farm Cost Manager",
    short_name: "Farm Costs",
    description: "Farm costs, field work and harvest records",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: ICONS.map((icon) => ({ src: icon.path, sizes: icon.sizes, type: "image/png", purpose: "any" })),
  });
}

/** index.html with the manifest, the icon and the theme colour linked from its head (the bundler would try to resolve them). */
export function linkManifest(html: string): string {
  const links = `<link rel="manifest" href="${WEB_MANIFEST_PATH}" /><link rel="icon" href="${ICONS[0].path}" /><meta name="theme-color" content="${THEME_COLOR}" />`;
  return html.includes("</head>") ? html.replace("</head>", `${links}</head>`) : `${links}${html}`;
}

/** The cache a build's worker keeps its files in: one per build key. */
export const cacheName = (key: string) => `farm-spa-${key}`;

/**
 * The service worker of one build. Install: every file of the build into the build's cache (a file that fails to
 * download fails the install, so a half-cached version never takes over). Activate: the caches of other builds are
 * deleted, and the new version takes over open pages at once (skipWaiting, clients.claim: their code already loaded
 * keeps running; the next navigation is the new version). Fetch: /api/* is never touched (always the network);
 * a navigation tries the network and, without one, answers the cached index.html; any other file of the app comes
 * from the cache, else the network.
 */
export function serviceWorker(key: string, files: readonly string[]): string {
  return `// The Farm Cost Manager's service worker for build ${key} (api/spa/installable.ts).
const CACHE = ${JSON.stringify(cacheName(key))};
const FILES = ${JSON.stringify(files)};
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((path) => new Request(path, { cache: "no-cache" }))))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((name) => name.startsWith("farm-spa-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname === "/api" || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match("/index.html")).then((page) => page || Response.error())));
    return;
  }
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.pathname)).then((hit) => hit || fetch(request)));
});
`;
}
