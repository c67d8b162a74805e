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

/** Until the dashboard shows its data: the four summary figures, the recent activity and both charts. */
export async function dashboardShown(page: Page, timeout = 120_000) {
  await page.getByTestId("stat-Total Fields").waitFor({ timeout });
  await page.getByTestId("activity-row").or(page.getByText(/No field activity recorded/)).first().waitFor({ timeout });
  await page.getByTestId("chart-bar").or(page.getByText("No costs recorded for this crop year yet.")).first().waitFor({ timeout });
}
