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
