import type { Page } from "playwright-core";
import { MESSAGES } from "../../../admin-ui/i18n";
import type { Messages } from "../../../admin-ui/i18n/messages/types";

/**
 * The Spanish scanner: the English catalogue's texts that differ in Spanish, as patterns, and the ones a page's
 * visible text holds. A screen that skips the catalogue (or shows reference data the product seeds in English) shows
 * up; test data and names given by users are taken out first.
 */

function leaves(m: Messages, out: string[] = []): string[] {
  for (const v of Object.values(m)) typeof v === "string" ? out.push(v) : leaves(v, out);
  return out;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English texts that must not appear in Spanish: every English leaf that differs from its Spanish one. */
export function englishPhrases(exclude: string[]): RegExp[] {
  const en = leaves(MESSAGES.en as unknown as Messages);
  const es = new Set(leaves(MESSAGES.es as unknown as Messages));
  const phrases = new Set<string>();
  for (const text of en) {
    if (es.has(text)) continue;
    // Placeholders split a text into the parts that are shown as they are.
    for (const part of text.split(/%\{\w+\}|\|\|\|\|/)) {
      const p = part.trim().replace(/^[·(,.:\-\s]+|[·(),.:\-\s]+$/g, "");
      // Short fragments ("to", "Net") are words of sentences more than UI texts; keep texts of two words or 5+ letters.
      if ((p.length >= 5 || p.includes(" ")) && /\p{L}{2}/u.test(p) && !es.has(p)) phrases.add(p);
    }
  }
  return [...phrases].filter((p) => !exclude.some((d) => d.toLowerCase().includes(p.toLowerCase()))).map((p) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(p)}($|[^\\p{L}])`, "u"));
}

/** The English catalogue texts found in the page's visible text, once the data (shown as stored) is taken out. */
export async function englishOn(page: Page, phrases: RegExp[], data: string[]): Promise<string[]> {
  // Data shows as stored, sometimes upper-cased by CSS (innerText applies text-transform): take it out first.
  let text = await page.evaluate(() => document.body.innerText);
  for (const d of data) text = text.replace(new RegExp(escapeRegExp(d), "gi"), " ");
  return phrases.filter((r) => r.test(text)).map((r) => r.source);
}
