import type { Locator, Page } from "playwright-core";

/** How far the page itself scrolls sideways (0 when it does not). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
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
export async function settledBox(page: Page, el: Locator) {
  let box = (await el.boundingBox())!;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(50);
    const next = (await el.boundingBox())!;
    if (next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) return next;
    box = next;
  }
  return box;
}
