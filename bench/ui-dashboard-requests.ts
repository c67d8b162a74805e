/**
 * The requests a cold load of /dashboard makes, in order, each with when it started and ended (milliseconds from
 * navigation start, the page's clock) and its size: which API reads wait for which (a waterfall) and how long each
 * takes on the server. Same farm, server and Chromium as bench/ui-dashboard-time.ts.
 *
 *   bun bench/ui-dashboard-requests.ts [--tasks 250000] [--data-dir /tmp/large-farm] [--database-url ...]
 */
import { parseArgs } from "node:util";
import { dashboardShown, startUiBench, UI_BENCH_ADMIN } from "./lib/ui-server";
import { ms, table } from "./lib/measure";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    tasks: { type: "string", default: "250000" },
  },
});
const { url, browser, stop } = await startUiBench(values, "farm-ui-requests-");

try {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post("/api/auth/login", { data: UI_BENCH_ADMIN });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  // When each part first shows, by the page's own clock (a MutationObserver from the first byte of the page).
  await context.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const parts: Record<string, string> = {
      shell: "[data-testid=entity-name]",
      "summary figures": "[data-testid='stat-Total Fields']",
      "recent activity": "[data-testid=activity-row]",
      "chart bars": "[data-testid=chart-bar]",
    };
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(parts)) if (!(name in marks) && document.querySelector(selector)) marks[name] = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // One load to fill the browser's cache with the scripts, then the one measured (as the dashboard bench's repeats).
  for (const measured of [false, true]) {
    const page = await context.newPage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    await dashboardShown(page);
    const shown = await page.evaluate(() => performance.now());
    if (measured) {
      const entries = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => ({
          name: e.name.replace(location.origin, ""),
          start: e.startTime,
          end: e.responseEnd,
          wait: e.responseStart - e.requestStart,
          size: e.transferSize,
        })),
      );
      const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
      const script = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return { domInteractive: nav.domInteractive, domContentLoaded: nav.domContentLoadedEventEnd };
      });
      console.log(`\nCold load of /dashboard (scripts cached): data on screen at ${ms(shown)}`);
      console.log(`  DOMContentLoaded (first script run) ${ms(script.domContentLoaded)}`);
      for (const [name, at] of Object.entries(marks)) console.log(`  ${name} shown at ${ms(at)}`);
      console.log("");
      console.log(
        table(
          ["request", "start", "end", "server wait", "bytes"],
          entries.map((e) => [e.name.length > 70 ? `${e.name.slice(0, 67)}...` : e.name, ms(e.start), ms(e.end), ms(e.wait), String(e.size)]),
        ),
      );
    }
    await page.close();
  }
} finally {
  await stop();
}
