import type { Browser, BrowserContext, Page } from "playwright-core";
import { LoginPage } from "../pages/LoginPage";
import { launchBrowser, newSession } from "./browser";
import { startServer, type RunningServer } from "./server";

/** One spec file's world: the real server on a fresh database and one Chromium. */
export interface Suite {
  server: RunningServer;
  browser: Browser;
  /** A new browser profile (no cookies, empty local storage). */
  session(): Promise<{ context: BrowserContext; page: Page }>;
  /** A new browser profile that has signed in on the sign-in screen (the caller waits for what it expects next). */
  signedIn(username: string, password: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startSuite(): Promise<Suite> {
  const server = await startServer();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const session = async () => {
    const s = await newSession(browser, server.url);
    contexts.push(s.context);
    return s;
  };
  return {
    server,
    browser,
    session,
    async signedIn(username, password) {
      const { page } = await session();
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(username, password);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}
