/**
 * How long the dashboard takes to show its data: from navigation start (a full page load of /dashboard, as a
 * bookmark or a reload does) until the four summary figures, the recent activity and both charts are on screen,
 * measured in Debian's Chromium against the real server (`bun api/server.ts`).
 *
 *   bun bench/ui-dashboard-time.ts [--tasks 250000] [--runs 10]        # loads the large farm into a temp PGlite
 *   bun bench/ui-dashboard-time.ts --data-dir /tmp/large-farm          # a DATA_DIR already loaded
 *   bun bench/ui-dashboard-time.ts --database-url postgres://postgres@127.0.0.1:5432/farm_large
 *
 * The server is started with FARM_ADMIN_USERNAME=ui-bench, so an approved admin of that name is ensured in the
 * database it is pointed at. The dashboard shows the first entity by name, crop year 2025.
 */
import { parseArgs } from "node:util";
import { dashboardShown, startUiBench, UI_BENCH_ADMIN } from "./lib/ui-server";
import { ms, percentile, table } from "./lib/measure";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    tasks: { type: "string", default: "250000" },
    runs: { type: "string", default: "10" },
  },
});
const runs = Math.min(Math.max(Number(values.runs) || 10, 1), 100);
const { url, browser, stop } = await startUiBench(values, "farm-ui-bench-");

try {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post("/api/auth/login", { data: UI_BENCH_ADMIN });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);

  /** One full load of /dashboard; milliseconds from navigation start (the page's own clock) to data on screen. */
  const once = async () => {
    const page = await context.newPage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    await dashboardShown(page);
    const elapsed = await page.evaluate(() => performance.now());
    const entity = await page.getByTestId("entity-name").textContent();
    await page.close();
    return { elapsed, entity };
  };

  const first = await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push((await once()).elapsed);
  samples.sort((a, b) => a - b);
  console.log(`\nDashboard with data, entity "${first.entity}", crop year 2025, ${runs} runs\n`);
  console.log(
    table(
      ["load", "median", "p95", "min", "max"],
      [
        ["first (empty browser cache)", ms(first.elapsed), "", "", ""],
        ["repeat (bundle cached)", ms(percentile(samples, 0.5)), ms(percentile(samples, 0.95)), ms(samples[0]!), ms(samples.at(-1)!)],
      ],
    ),
  );
} finally {
  await stop();
}
