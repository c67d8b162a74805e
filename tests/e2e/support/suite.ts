import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newSession } from "./browser";
import { startServer, type RunningServer } from "./server";

/** One spec file's world: the real server on a fresh database and one Chromium. */
export interface Suite {
  server: RunningServer;
  browser: Browser;
  /** A new browser profile (no cookies, empty local storage). */
  session(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startSuite(): Promise<Suite> {
  const server = await startServer();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async session() {
      const s = await newSession(browser, server.url);
      contexts.push(s.context);
      return s;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}
