import type { Locator, Page } from "playwright-core";

/**
 * What `read` answers once it has stopped changing: read every `intervalMs` until two reads agree (`same`), for at
 * most `tries` reads after the first; the last read if they never do.
 */
export async function settled<T>(page: Page, read: () => Promise<T>, same: (before: T, now: T) => boolean, tries: number, intervalMs = 50): Promise<T> {
  let last = await read();
  for (let i = 0; i < tries; i++) {
    await page.waitForTimeout(intervalMs);
    const next = await read();
    if (same(last, next)) return next;
    last = next;
  }
  return last;
}

/** How far the page itself scrolls sideways (0 when it does not). */
export function sidewaysScroll(page: Page) {
  // Read after the next frames are laid out, until two reads agree (at most 1 s): just after a change of size the
  // page may still hold the last size's layout (a dialog turning full-screen on a phone, say).
  const read = () =>
    page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.scrollingElement!.scrollWidth - window.innerWidth)))));
  return settled(page, read, (a, b) => a === b, 20);
}

/** True when the element's box lies wholly inside the viewport. */
export async function inViewport(page: Page, el: Locator) {
  const box = (await el.boundingBox())!;
  const vp = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height;
}

/**
 * The element's box once it has stopped moving (a toast grows in over its enter transition): read every 50 ms until
 * two reads agree, for at most 2 s.
 */
export function settledBox(page: Page, el: Locator) {
  return settled(page, async () => (await el.boundingBox())!, (a, b) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height, 40);
}

/**
 * The controls a floating button (react-admin's Create button on a phone, fixed to the screen's corner) still covers
 * once the page is scrolled to its end: a control there could never be tapped. Each as "<its text> under <the
 * floating button's label>".
 */
export async function controlsUnderFloatingButtons(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>("main .MuiFab-root")].filter((f) => getComputedStyle(f).position === "fixed" && f.getBoundingClientRect().height > 0);
    const controls = [...document.querySelectorAll<HTMLElement>('main a, main button, main input, main [role="button"], main [role="combobox"]')];
    const found: string[] = [];
    for (const fab of floating) {
      const f = fab.getBoundingClientRect();
      for (const c of controls) {
        if (fab.contains(c) || c.contains(fab)) continue;
        const r = c.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > f.left && r.left < f.right && r.bottom > f.top && r.top < f.bottom) {
          const name = c.getAttribute("aria-label") || c.innerText.trim() || c.getAttribute("title") || c.tagName.toLowerCase();
          found.push(`${name} under ${fab.getAttribute("aria-label") || fab.innerText.trim() || "a floating button"}`);
        }
      }
    }
    return found;
  });
}

/**
 * Waits until the main area has drawn a screen's content: the network quiet, text in it, and no loading state left
 * (a spinner, a busy "Loading..." status as LoadingText and the reports draw it, skeleton rows). A screen checked
 * while it still loads has no figures, controls or words of its own to find, so a walk over it would pass unseen.
 */
export async function screenDrawn(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && !main.querySelector('[role="progressbar"], [aria-busy="true"], .MuiSkeleton-root') && main.innerText.trim().length > 0;
  });
}
