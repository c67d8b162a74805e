import type { Page } from "playwright-core";
import { settledBox } from "./layout";
import { MESSAGES } from "../../../admin-ui/i18n";
import { LOCALES } from "../../../admin-ui/i18n/locales";
import { REFERENCE_TEXTS } from "../../../api/domain/reference-names";
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

/**
 * The English names of the reference data the product seeds or the server writes (task categories, Schedule F
 * lines, the default chart of accounts, yield units, account types), from their one source
 * (api/domain/reference-names.ts, which the seed and the chart read too): each one whose Spanish differs, short
 * ones ("Seed", "Rent", "tons") included, as a seeded row shows under its own name.
 */
export function referencePhrases(): string[] {
  const out = new Set<string>();
  const en = REFERENCE_TEXTS.en as unknown as Messages;
  const es = REFERENCE_TEXTS.es as unknown as Messages;
  for (const [group, names] of Object.entries(en)) {
    for (const [key, text] of Object.entries(names as Messages)) {
      if (typeof text === "string" && text !== (es[group] as Messages)[key] && /\p{L}{3}/u.test(text)) out.add(text);
    }
  }
  return [...out];
}

const phrase = (p: string) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(p)}($|[^\\p{L}])`, "u");

/**
 * The English texts that must not appear in Spanish: every English leaf of the catalogue that differs from its
 * Spanish one, and every English name of seeded reference data (`referencePhrases`).
 */
export function englishPhrases(exclude: string[]): RegExp[] {
  const en = leaves(MESSAGES.en as unknown as Messages);
  const es = new Set(leaves(MESSAGES.es as unknown as Messages));
  const phrases = new Set<string>();
  // Each language's own name ("English", "Español") is shown as it is in every language: the language switch
  // offers each language in its own words. The English catalogue's "English" is that name, not a text to translate.
  const ownNames = new Set<string>(LOCALES.map((l) => l.name));
  for (const text of en) {
    if (es.has(text) || ownNames.has(text)) continue;
    // Placeholders split a text into the parts that are shown as they are.
    for (const part of text.split(/%\{\w+\}|\|\|\|\|/)) {
      const p = part.trim().replace(/^[·(,.:\-\s]+|[·(),.:\-\s]+$/g, "");
      // Short fragments ("to", "Net") are words of sentences more than UI texts; keep texts of two words or 5+ letters.
      if ((p.length >= 5 || p.includes(" ")) && /\p{L}{2}/u.test(p) && !es.has(p)) phrases.add(p);
    }
  }
  for (const p of referencePhrases()) phrases.add(p);
  return [...phrases].filter((p) => !exclude.some((d) => d.toLowerCase().includes(p.toLowerCase()))).map(phrase);
}

/** The English catalogue texts found in the page's visible text, once the data (shown as stored) is taken out. */
export async function englishOn(page: Page, phrases: RegExp[], data: string[]): Promise<string[]> {
  // Data shows as stored, sometimes upper-cased by CSS (innerText applies text-transform): take it out first.
  let text = await page.evaluate(() => document.body.innerText);
  for (const d of data) text = text.replace(new RegExp(escapeRegExp(d), "gi"), " ");
  // Each found phrase as its own text (the pattern without its word boundaries).
  return phrases.filter((r) => r.test(text)).map((r) => r.source.slice(12, -12).replace(/\\(.)/g, "$1"));
}

/**
 * The labels the page cuts: every visible input label, table heading, tab, chip or button text, and any text drawn
 * with an ellipsis, whose text is wider than its box, unless the whole text is at hand as a tooltip (a `title` on it
 * or around it). Returns their texts.
 */
export async function cutLabels(page: Page): Promise<string[]> {
  // Just after a resize the layout is still changing (the sidebar turns into a drawer a render later): measure once
  // the main area has stopped moving.
  await settledBox(page, page.locator("main").first());
  return page.evaluate(() => {
    const seen = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const labels = [
      ...document.querySelectorAll<HTMLElement>("main label, main th, main .MuiTab-root, main .MuiChip-label, main .MuiButton-root, main .MuiFormControlLabel-label"),
      ...[...document.querySelectorAll<HTMLElement>("main *")].filter((el) => getComputedStyle(el).textOverflow === "ellipsis"),
    ];
    const cut = new Set<string>();
    for (const el of labels) {
      if (!seen(el) || !el.innerText.trim()) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      // Wider than its box only because it scrolls (a table frame), or with its whole text as a tooltip: not cut.
      const style = getComputedStyle(el);
      if (style.overflowX === "auto" || style.overflowX === "scroll" || style.overflowX === "visible") continue;
      if (el.closest("[title]") || el.querySelector("[title]")) continue;
      cut.add(el.innerText.trim());
    }
    // A phone card's label (its cell's data-label, drawn before the value) broken inside a word ("Descripció" / "n"):
    // its longest word is wider than the room the value leaves it.
    const ruler = document.createElement("canvas").getContext("2d")!;
    for (const td of document.querySelectorAll<HTMLElement>("main td[data-label]")) {
      const label = td.dataset.label ?? "";
      const before = getComputedStyle(td, "::before");
      if (!seen(td) || before.content === "none" || !label.trim()) continue;
      ruler.font = before.font;
      const longest = Math.max(...label.split(/\s+/).map((word) => ruler.measureText(word).width));
      const taken = [...td.children].reduce((sum, child) => sum + (child as HTMLElement).getBoundingClientRect().width, 0);
      const room = td.clientWidth - taken - (Number.parseFloat(getComputedStyle(td).columnGap) || 0) - (Number.parseFloat(getComputedStyle(td).paddingLeft) || 0) - (Number.parseFloat(getComputedStyle(td).paddingRight) || 0);
      if (longest > room + 1) cut.add(label);
    }
    return [...cut];
  });
}
