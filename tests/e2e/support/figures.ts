import type { Page } from "playwright-core";
import { sidewaysScroll } from "./layout";

/**
 * Where each figure on screen lies (every element the UI marks data-money or data-figure), read after scrolling it
 * into view, with whether its report frame shows its cue ("Scroll for more columns" and the edge shadow).
 * Elements that are not drawn at all (display: none) are left out.
 */
export function figures(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-money], [data-figure]")]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        el.scrollIntoView({ block: "center", inline: "nearest" });
        const frame = el.closest<HTMLElement>('[data-testid="report-frame"]');
        // The figure's own text (its cell may be wider than the screen while the text is in it, or the other way round).
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        const box = { left: r.left, right: r.right, width: r.width };
        // The frame's scroll is put back: the cue is checked as the user first sees it.
        const scrolls = !!frame && frame.scrollWidth > frame.clientWidth + 1;
        if (frame) frame.scrollLeft = 0;
        const cue = frame?.parentElement?.querySelector<HTMLElement>('[data-testid="scroll-cue"]');
        const hint = frame?.parentElement?.querySelector<HTMLElement>('[data-testid="scroll-hint"]');
        const seen = (e: HTMLElement | null | undefined) => !!e && e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== "hidden";
        const firstBox = range.getBoundingClientRect();
        return { text: el.innerText, ...box, firstRight: firstBox.right, scrolls, cued: seen(cue) && seen(hint), inWidth: window.innerWidth };
      }),
  );
}

/**
 * What a person would miss on the page as drawn: each figure out of sight and a page that scrolls sideways.
 * A phone shows every figure inside its width once scrolled to (a figure in a frame that scrolls sideways only when
 * the frame says so); a laptop shows it in view, or in a frame whose cue says it scrolls.
 */
export async function lostFigures(page: Page, phone: boolean, where: string): Promise<{ lost: string[]; count: number }> {
  const shown = await figures(page);
  const lost: string[] = [];
  for (const f of shown) {
    const inside = f.width > 0 && f.left >= 0 && f.right <= f.inWidth;
    const ok = phone ? inside && (!f.scrolls || f.cued) : (f.firstRight <= f.inWidth && f.width > 0) || f.cued;
    if (!ok) lost.push(`${where}: ${f.text}`);
  }
  if ((await sidewaysScroll(page)) > 0) lost.push(`${where}: the page scrolls sideways`);
  return { lost, count: shown.length };
}
