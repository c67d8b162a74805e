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
 *
 * Its floor is measured in the same runs, alternated with the app's loads: bench/lib/dashboard-floor.html, a page
 * of plain DOM without the app's bundle, asks the same server for the same reads (the app's own list,
 * admin-ui/lib/boot-reads.ts, for the entity and crop year the app remembered) and writes the same figures,
 * activity rows and chart bars (it is handed to the browser by the bench at /bench/dashboard-floor, on the server's
 * origin, so the session cookie goes with its reads).
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { dashboardReads, ENTITY_LIST } from "../admin-ui/lib/boot-reads";
import { ENTITY_KEY, storedCropYear, storedEntityId } from "../admin-ui/layout/farm-storage";
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

  const floorPage = await Bun.file(join(import.meta.dir, "lib", "dashboard-floor.html")).text();
  let floorHtml = "";
  await context.route("**/bench/dashboard-floor", (route) => route.fulfill({ body: floorHtml, contentType: "text/html" }));

  /** One full load of /dashboard (or the floor); milliseconds from navigation start (the page's own clock) to data on screen. */
  const once = async (path = "/dashboard") => {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "commit" });
    await dashboardShown(page);
    const elapsed = await page.evaluate(() => performance.now());
    const entity = path === "/dashboard" ? await page.getByTestId("entity-name").textContent() : null;
    await page.close();
    return { elapsed, entity };
  };

  const first = await once();
  // The floor asks for what the app's first script asks for: the entity and crop year the app remembered, read from
  // the browser's storage by the app's own functions.
  const saved = new Map((await context.storageState()).origins.flatMap((o) => o.localStorage).map((e) => [e.name, e.value]));
  Object.assign(globalThis, { localStorage: { getItem: (key: string) => saved.get(key) ?? null } });
  const entityId = storedEntityId();
  if (entityId === null) throw new Error(`the app remembered no entity (${ENTITY_KEY})`);
  const [breakdown, summary, tasks, categories, rentDue] = dashboardReads(entityId, storedCropYear());
  const reads = { entityId, user: "/api/auth/user", entities: ENTITY_LIST, breakdown, summary, tasks, categories, rentDue };
  floorHtml = floorPage.replace("const READS = {};", `const READS = ${JSON.stringify(reads)};`);
  await once("/bench/dashboard-floor");
  const samples: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push((await once()).elapsed);
    floor.push((await once("/bench/dashboard-floor")).elapsed);
  }
  samples.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  console.log(`\nDashboard with data, entity "${first.entity}", crop year 2025, ${runs} runs\n`);
  console.log(
    table(
      ["load", "median", "p95", "min", "max"],
      [
        ["first (empty browser cache)", ms(first.elapsed), "", "", ""],
        ["repeat (bundle cached)", ms(percentile(samples, 0.5)), ms(percentile(samples, 0.95)), ms(samples[0]!), ms(samples.at(-1)!)],
        ["floor: the same reads, plain DOM", ms(percentile(floor, 0.5)), ms(percentile(floor, 0.95)), ms(floor[0]!), ms(floor.at(-1)!)],
      ],
    ),
  );
} finally {
  await stop();
}
