/**
 * The server's first paint of the dashboard (api/spa/first-paint.ts: the figures, the recent activity and the charts
 * drawn into the page, over it, before any script runs) and its handover to the app. It is removed:
 * - at once, when it shows another entity or crop year than this browser remembers (the app would show those);
 * - when the app's own dashboard has drawn all three of its parts, in the same frame (useFirstPaintPart);
 * - when the app shows any other screen (FarmLayout), or the user first touches, clicks, scrolls or types: the app
 *   under it takes the input, so what the user acts on is always what they see;
 * - in any case HANDOVER_MS after the first script started (and after 10 s by the page's own style without it).
 */
import { useLayoutEffect } from "react";
import { storedCropYear, storedEntityId } from "../layout/farm-storage";
import { FIRST_PAINT_ID } from "./boot-reads";

/** How long the first paint may stay up while the app starts (a slow phone: the app then shows its own loading). */
export const HANDOVER_MS = 5_000;

type Part = "summary" | "activity" | "charts";
/** The dashboard parts not yet shown by the app. */
const waiting = new Set<Part>(["summary", "activity", "charts"]);

/** Removes the first paint, if it is still there. */
export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/** Called by the first script: checks what the first paint shows and arms the ways it goes. */
export function watchFirstPaint(): void {
  const host = document.getElementById(FIRST_PAINT_ID);
  if (!host) return;
  if (host.dataset.entity !== String(storedEntityId()) || host.dataset.year !== String(storedCropYear())) return dropFirstPaint();
  for (const type of ["pointerdown", "keydown", "wheel", "touchstart"]) addEventListener(type, dropFirstPaint, { capture: true, passive: true, once: true });
  setTimeout(dropFirstPaint, HANDOVER_MS);
}

/** One of the app's dashboard parts: once it shows its data (or its error), and the others have, the first paint goes. */
export function useFirstPaintPart(part: Part, shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown || !waiting.delete(part) || waiting.size) return;
    dropFirstPaint();
  }, [part, shown]);
}
