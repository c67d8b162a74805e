/**
 * Time from navigation to data on the dashboard and on the Task & Costs tab, on a phone (390x844) and a laptop
 * (1366x768), in Debian's Chromium against the real server (`bun api/server.ts`). Each sample is a full page load
 * (as a bookmark or reload does), timed by the page's own clock (performance.now(): from navigation start) until:
 * - dashboard: the four summary figures, the recent activity and both charts are on screen;
 * - tasks: the category tiles and the first task row (table row on a laptop, list row on a phone) are on screen.
 *
 *   bun bench/ui-timing.ts [--tasks 250000] [--runs 5]          # loads the large farm into a temp PGlite
 *   bun bench/ui-timing.ts --data-dir /tmp/large-farm           # a DATA_DIR already loaded
 *   bun bench/ui-timing.ts --database-url postgres://postgres@127.0.0.1:5432/farm_large
 *   bun bench/ui-timing.ts --data-dir /tmp/large-farm --network slow-4g    # a phone's network in the field (or fast-3g)
 *
 * `--network slow-4g` has Chromium throttle each page as Lighthouse's mobile runs do: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up (DevTools network emulation); `--network fast-3g` as DevTools' Fast 3G: 562.5 ms, 1.44 Mbit/s
 * down, 675 kbit/s up. Each row also gives the bytes of /api answers one load took.
 */
import { parseArgs } from "node:util";
import type { BrowserContext } from "playwright-core";
import { dashboardShown, startUiBench, UI_BENCH_ADMIN } from "./lib/ui-server";
import { ms, percentile, table } from "./lib/measure";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    tasks: { type: "string", default: "250000" },
    runs: { type: "string", default: "5" },
    network: { type: "string" },
  },
});
const NETWORKS: Record<string, { latency: number; downloadThroughput: number; uploadThroughput: number }> = {
  "slow-4g": { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  // DevTools' "Fast 3G": a weak rural cell.
  "fast-3g": { latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};
const network = values.network === undefined ? undefined : NETWORKS[values.network];
if (values.network !== undefined && !network) throw new Error(`--network: one of ${Object.keys(NETWORKS).join(", ")}`);
const runs = Math.min(Math.max(Number(values.runs) || 5, 1), 50);
const SIZES = [
  { name: "phone 390x844", width: 390, height: 844 },
  { name: "laptop 1366x768", width: 1366, height: 768 },
];
const TIMEOUT = { timeout: 120_000 };

const { url, browser, stop } = await startUiBench(values, "farm-ui-timing-");

/** One full load of `path` in a new tab: milliseconds from navigation start to `ready`, and the bytes of /api answers. */
async function once(context: BrowserContext, path: "/dashboard" | "/tasks"): Promise<{ elapsed: number; apiBytes: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...network });
  const apiRequests = new Set<string>();
  let apiBytes = 0;
  cdp.on("Network.requestWillBeSent", (e) => {
    if (new URL(e.request.url).pathname.startsWith("/api/")) apiRequests.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (apiRequests.has(e.requestId)) apiBytes += e.encodedDataLength;
  });
  await page.goto(path, { waitUntil: "commit" });
  if (path === "/dashboard") {
    await dashboardShown(page, TIMEOUT.timeout);
  } else {
    await page.getByTestId("tile-count").first().waitFor(TIMEOUT);
    await page.getByTestId("task-row").or(page.getByText(/No tasks recorded for crop year/)).first().waitFor(TIMEOUT);
  }
  const elapsed = await page.evaluate(() => performance.now());
  await page.close();
  return { elapsed, apiBytes };
}

try {
  const rows: string[][] = [];
  for (const size of SIZES) {
    const context = await browser.newContext({ baseURL: url, viewport: { width: size.width, height: size.height } });
    const login = await context.request.post("/api/auth/login", { data: UI_BENCH_ADMIN });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    for (const path of ["/dashboard", "/tasks"] as const) {
      const first = await once(context, path);
      const loads: Array<{ elapsed: number; apiBytes: number }> = [];
      for (let i = 0; i < runs; i++) loads.push(await once(context, path));
      const samples = loads.map((l) => l.elapsed).sort((a, b) => a - b);
      const bytes = loads.map((l) => l.apiBytes).sort((a, b) => a - b);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      rows.push([size.name, path, ms(first.elapsed), ms(percentile(samples, 0.5)), ms(percentile(samples, 0.95)), ms(samples[0]!), ms(samples.at(-1)!), kb(percentile(bytes, 0.5))]);
    }
    await context.close();
  }
  const on = network ? `, network ${values.network} (${network.latency} ms, ${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down)` : ", loopback";
  console.log(`\nNavigation to data, crop year 2025, first entity, ${runs} repeat runs each${on}\n`);
  console.log(table(["size", "screen", "first load", "median", "p95", "min", "max", "/api bytes (median)"], rows));
} finally {
  await stop();
}
