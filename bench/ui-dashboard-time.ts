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
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { bootstrap } from "../api/bootstrap";
import { loadLargeFarm } from "./generate-large-farm";
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
const ROOT = join(import.meta.dir, "..");
const ADMIN = { username: "ui-bench", password: "ui-bench-password" };

let tempDir: string | undefined;
let dataDir = values["data-dir"];
if (!dataDir && !values["database-url"]) {
  tempDir = mkdtempSync(join(tmpdir(), "farm-ui-bench-"));
  dataDir = tempDir;
  const handle = await bootstrap({ dataDir: join(dataDir, "db") });
  console.error(`loading ${Number(values.tasks).toLocaleString("en-US")} tasks into ${dataDir}`);
  const farm = await loadLargeFarm(handle.db, Number(values.tasks));
  console.error(`loaded in ${(farm.ms / 1000).toFixed(1)} s`);
  await handle.close();
}

const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
const port = probe.port!;
probe.stop(true);
const env: Record<string, string | undefined> = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_REQUESTS: "false",
  FARM_ADMIN_USERNAME: ADMIN.username,
  FARM_ADMIN_PASSWORD: ADMIN.password,
};
if (values["database-url"]) env.DATABASE_URL = values["database-url"];
else {
  delete env.DATABASE_URL;
  env.DATA_DIR = dataDir;
}
const server = Bun.spawn(["bun", "api/server.ts"], { cwd: ROOT, env, stdout: "ignore", stderr: "inherit" });
const url = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error("server did not start");
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up && (await fetch(url)).ok) break;
    await Bun.sleep(200);
  }
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post("/api/auth/login", { data: ADMIN });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);

  /** One full load of /dashboard; milliseconds from navigation start (the page's own clock) to data on screen. */
  const once = async () => {
    const page = await context.newPage();
    await page.goto("/dashboard", { waitUntil: "commit" });
    await page.getByTestId("stat-Total Fields").waitFor({ timeout: 120_000 });
    await page.getByTestId("activity-row").or(page.getByText(/No field activity recorded/)).first().waitFor({ timeout: 120_000 });
    await page.locator(".recharts-bar-rectangle").or(page.getByText("No costs recorded for this crop year yet.")).first().waitFor({ timeout: 120_000 });
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
  await browser.close();
  server.kill("SIGTERM");
  await server.exited;
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
