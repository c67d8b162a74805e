/**
 * What the browser benches share: a large farm in a temporary PGlite (unless --data-dir or --database-url names a
 * loaded one), the real server (`bun api/server.ts`) on a free port with an approved bench admin, Debian's Chromium,
 * and the wait for the dashboard's data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { bootstrap } from "../../api/bootstrap";
import { loadLargeFarm } from "../generate-large-farm";

export const UI_BENCH_ADMIN = { username: "ui-bench", password: "ui-bench-password" };
const ROOT = join(import.meta.dir, "..", "..");

export interface UiBenchOptions {
  "data-dir"?: string;
  "database-url"?: string;
  tasks?: string;
}

export interface UiBench {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

/** Loads the farm when needed, starts the server and Chromium, and waits until the server answers. */
export async function startUiBench(values: UiBenchOptions, tempPrefix: string): Promise<UiBench> {
  let tempDir: string | undefined;
  let dataDir = values["data-dir"];
  if (!dataDir && !values["database-url"]) {
    tempDir = mkdtempSync(join(tmpdir(), tempPrefix));
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
    FARM_ADMIN_USERNAME: UI_BENCH_ADMIN.username,
    FARM_ADMIN_PASSWORD: UI_BENCH_ADMIN.password,
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
  const stop = async () => {
    await browser.close();
    server.kill("SIGTERM");
    await server.exited;
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error("server did not start");
      const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
      if (up && (await fetch(url)).ok) break;
      await Bun.sleep(200);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, browser, stop };
}

/**
 * What says the dashboard shows its data: the summary figures, then the recent activity and both charts, each by a
 * test id or, for an empty farm, its empty text. Read by dashboardShown (the bench's waits) and watchDataShown (the
 * page's own clock).
 */
export const DASHBOARD_MARKS: ReadonlyArray<{ testId: string; empty?: string }> = [
  { testId: "stat-Total Fields" },
  { testId: "activity-row", empty: "No field activity recorded" },
  { testId: "chart-bar", empty: "No costs recorded for this crop year yet." },
];

/** Until the dashboard shows its data: the four summary figures, the recent activity and both charts. */
export async function dashboardShown(page: Page, timeout = 120_000) {
  for (const mark of DASHBOARD_MARKS) {
    const byId = page.getByTestId(mark.testId);
    await (mark.empty ? byId.or(page.getByText(mark.empty)) : byId).first().waitFor({ timeout });
  }
}

/**
 * The page's own clock when the dashboard's data was first on screen: an init script
 * (`context.addInitScript(watchDataShown, DASHBOARD_MARKS)`) that watches the document and, once every mark is in it
 * and visible, notes the time of the next animation frame (the frame that paints them) in `window.__dataShownAt`.
 * Unlike the time the bench reads after its waits, it does not include how long the page's one thread took to answer
 * the bench's own round trips afterwards.
 */
export function watchDataShown(marks: ReadonlyArray<{ testId: string; empty?: string }>): void {
  const w = window as unknown as { __dataShownAt?: number };
  let asked = false;
  const find = (testId: string, text?: string) => {
    const node = document.querySelector(`[data-testid="${testId}"]`);
    if (node) return node;
    if (!text) return null;
    const walker = document.createTreeWalker(document.body ?? document, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) if (t.textContent?.includes(text)) return t.parentElement;
    return null;
  };
  // The server's first paint (api/spa/first-paint.ts) draws the figures, the activity and the charts in a closed shadow
  // root, which no query reaches: its host names what it shows (data-shows, one word for each of these marks).
  const all = () => {
    const drawn = document.getElementById("first-paint");
    if (drawn?.dataset.shows?.split(" ").length === marks.length) return marks.map(() => drawn);
    return marks.map((m) => find(m.testId, m.empty));
  };
  const check = () => {
    if (w.__dataShownAt !== undefined || asked || all().some((n) => !n)) return;
    asked = true;
    requestAnimationFrame((frame) => {
      asked = false;
      if (w.__dataShownAt === undefined && all().every((n) => n?.checkVisibility())) w.__dataShownAt = frame;
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-testid", "data-shows"] });
}

/** The time watchDataShown noted (ms from navigation start). */
export async function dataShownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __dataShownAt?: number }).__dataShownAt !== undefined);
  return page.evaluate(() => (window as unknown as { __dataShownAt: number }).__dataShownAt);
}
