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
 *
 * Each load gives two times: when the data was painted (the page's own clock at the animation frame that paints it,
 * noted by an init script watching the document, lib/ui-server.ts watchDataShown) and when the bench had seen it (its
 * three waits and a round trip to the page, answered only once the page's thread is free). Warm loads reuse one browser profile (scripts cached); cold
 * ones each start a new profile with the same session and remembered entity (nothing cached, as after an upgrade).
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { BrowserContext } from "playwright-core";
import { dashboardReads, ENTITY_LIST } from "../admin-ui/lib/boot-reads";
import { ENTITY_KEY, storedCropYear, storedEntityId } from "../admin-ui/layout/farm-storage";
import { DASHBOARD_MARKS, dashboardShown, dataShownAt, startUiBench, UI_BENCH_ADMIN, watchDataShown } from "./lib/ui-server";
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
  const floorPage = await Bun.file(join(import.meta.dir, "lib", "dashboard-floor.html")).text();
  let floorHtml = "";
  /** A browser context (its own cache), the floor's page routed in, optionally with the cookies and storage of another. */
  const newContext = async (storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>) => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 }, storageState });
    await context.addInitScript(watchDataShown, DASHBOARD_MARKS);
    await context.route("**/bench/dashboard-floor", (route) => route.fulfill({ body: floorHtml, contentType: "text/html" }));
    return context;
  };
  const context = await newContext();
  const login = await context.request.post("/api/auth/login", { data: UI_BENCH_ADMIN });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);

  /**
   * One full load of /dashboard (or the floor): milliseconds from navigation start (the page's own clock) to the frame
   * that painted the data (`shown`, watchDataShown), and to when the bench had seen it (`seen`: its three waits and a
   * round trip to the page, each answered only when the page's thread is free).
   */
  const once = async (path = "/dashboard", within = context) => {
    const page = await within.newPage();
    await page.goto(path, { waitUntil: "commit" });
    await dashboardShown(page);
    const seen = await page.evaluate(() => performance.now());
    const shown = await dataShownAt(page);
    const entity = path === "/dashboard" ? await page.getByTestId("entity-name").textContent() : null;
    await page.close();
    return { shown, seen, entity };
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
  const app = { shown: [] as number[], seen: [] as number[] };
  const floor = { shown: [] as number[], seen: [] as number[] };
  for (let i = 0; i < runs; i++) {
    for (const [sample, path] of [[app, "/dashboard"], [floor, "/bench/dashboard-floor"]] as const) {
      const { shown, seen } = await once(path);
      sample.shown.push(shown);
      sample.seen.push(seen);
    }
  }
  // Cold: an empty browser cache (as after an upgrade of the app), the same session and remembered entity, each load in
  // a new context; the floor alternated with it the same way.
  const cold = { shown: [] as number[], seen: [] as number[] };
  const coldFloor = { shown: [] as number[], seen: [] as number[] };
  const state = await context.storageState();
  for (let i = 0; i < runs; i++) {
    for (const [sample, path] of [[cold, "/dashboard"], [coldFloor, "/bench/dashboard-floor"]] as const) {
      const fresh = await newContext(state);
      const { shown, seen } = await once(path, fresh);
      await fresh.close();
      sample.shown.push(shown);
      sample.seen.push(seen);
    }
  }
  for (const list of [app.shown, app.seen, floor.shown, floor.seen, cold.shown, cold.seen, coldFloor.shown, coldFloor.seen]) list.sort((a, b) => a - b);
  const row = (label: string, list: number[]) => [label, ms(percentile(list, 0.5)), ms(percentile(list, 0.95)), ms(list[0]!), ms(list.at(-1)!)];
  console.log(`\nDashboard with data, entity "${first.entity}", crop year 2025, ${runs} runs\n`);
  console.log(
    table(
      ["load", "median", "p95", "min", "max"],
      [
        ["first load (empty cache, no entity remembered yet): painted", ms(first.shown), "", "", ""],
        ["  seen by the bench", ms(first.seen), "", "", ""],
        row("warm (bundle cached): painted", app.shown),
        row("  seen by the bench", app.seen),
        row("floor, warm (the same reads, plain DOM): painted", floor.shown),
        row("  seen by the bench", floor.seen),
        row("cold (empty cache, entity remembered): painted", cold.shown),
        row("  seen by the bench", cold.seen),
        row("floor, cold: painted", coldFloor.shown),
        row("  seen by the bench", coldFloor.seen),
      ],
    ),
  );
} finally {
  await stop();
}
