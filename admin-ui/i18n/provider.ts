import type { I18nProvider, TranslationMessages } from "react-admin";
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import { setFormatLocale } from "../lib/format";
import { isLocale, LOCALES, type Locale } from "./locales";
import { FIRST_SCREEN_ENGLISH as AREAS_ENGLISH } from "./messages/first-screen-english";
import { mergeMessages } from "./messages/merge";
import type { Messages } from "./messages/types";

/** The first screen's texts in English, bundled with it: react-admin's own and the first screen's areas. */
const FIRST_SCREEN_ENGLISH = mergeMessages(englishMessages as unknown as Messages, ...AREAS_ENGLISH) as unknown as TranslationMessages;

type Catalogue = Record<Locale, TranslationMessages>;
let whole: Promise<Catalogue> | null = null;

/**
 * The whole catalogue in both languages (admin-ui/i18n/index.ts, a chunk of its own), asked for once. The app asks
 * at start, beside its first API calls; every lazily loaded screen waits for it (admin-ui/lib/lazy-screen.tsx), so
 * no screen but the first ever shows before its texts are there, and Spanish is one chunk away.
 */
export function loadCatalogue(): Promise<Catalogue> {
  whole ??= import("./index").then(
    (m) => m.MESSAGES,
    (error: unknown) => {
      whole = null; // a failed download (a dropped connection) is asked for again by the next screen
      throw error;
    },
  );
  return whole;
}

const polyglot = (messages: TranslationMessages, locale: Locale) => polyglotI18nProvider(() => messages, locale, [...LOCALES]);

/** The polyglot provider in use: English with the first screen's texts, then the whole catalogue of the language. */
let active: I18nProvider = polyglot(FIRST_SCREEN_ENGLISH, "en");

/**
 * react-admin's i18nProvider (ra-i18n-polyglot), English by default, with the number and date formatters
 * (admin-ui/lib/format.ts) following every change of language. A change of language waits for the whole catalogue
 * (react-admin shows the page again once it has resolved).
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => active.translate(key, options),
  getLocale: () => active.getLocale(),
  getLocales: () => [...LOCALES],
  changeLocale: async (locale) => {
    const messages = await loadCatalogue();
    const next: Locale = isLocale(locale) ? locale : "en";
    active = polyglot(messages[next], next);
    setFormatLocale(next);
    // The page's language, for screen readers and the browser's own hyphenation and spell checking.
    if (typeof document !== "undefined") document.documentElement.lang = next;
  },
};

// The rest of the catalogue, as soon as the first screen has started: the language in use gains every area's texts
// (the promise callbacks run in call order, so a change of language asked for meanwhile still wins).
loadCatalogue().then(
  (messages) => {
    const locale = active.getLocale() as Locale;
    active = polyglot(messages[locale], locale);
  },
  (error: unknown) => console.warn("The UI's texts did not load; the next screen asks again", error),
);
