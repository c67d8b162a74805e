import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const ARTIFACTS = join(import.meta.dir, "..", "artifacts");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless (Playwright's own browser download does not work on this machine). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** A fresh browser profile (own cookies and local storage) on the product's address. */
export async function newSession(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A full-page screenshot under tests/e2e/artifacts/ (git-ignored). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Two frames first: just after a change of size the page may still be laid out for the last one.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Makes the entity `id` the one the top bar works in and waits until it shows `name`. The app first settles on an
 * entity of its own (the first by name when none is remembered, admin-ui/layout/useEntities.ts) and stores it: the
 * choice is written only after that, so a list arriving late cannot overwrite it before the reload reads it.
 */
export async function workIn(page: Page, id: number | string, name: string) {
  await page.waitForFunction(() => !!document.querySelector('[data-testid="entity-name"]')?.textContent?.trim() && !!localStorage.getItem("selectedEntityId"));
  await page.evaluate((entity) => localStorage.setItem("selectedEntityId", entity), String(id));
  await page.reload();
  await page.getByTestId("entity-name").filter({ hasText: name }).first().waitFor();
}
