import type { I18nProvider, TranslationMessages } from "react-admin";
import { setFormatLocale } from "../lib/format";
import spanishMessages from "@blackbox-vision/ra-language-spanish";
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import { catalogue, mergeMessages } from "./messages";
import type { Messages } from "./messages/types";

export const LOCALES = [
  { locale: "en", name: "English" },
  { locale: "es", name: "Español" },
] as const;
export type Locale = (typeof LOCALES)[number]["locale"];

export const MESSAGES: Record<Locale, TranslationMessages> = {
  en: mergeMessages(englishMessages as unknown as Messages, catalogue.en) as unknown as TranslationMessages,
  es: mergeMessages(spanishMessages as unknown as Messages, catalogue.es) as unknown as TranslationMessages,
};

/**
 * react-admin's i18nProvider: react-admin's own texts (ra-language-english, and the Spanish from
 * @blackbox-vision/ra-language-spanish) merged with the application's catalogue. English by default.
 */
const polyglot = polyglotI18nProvider(
  (locale) => MESSAGES[(locale as Locale) in MESSAGES ? (locale as Locale) : "en"],
  "en",
  [...LOCALES],
);

export const isLocale = (v: unknown): v is Locale => LOCALES.some((l) => l.locale === v);

/** The provider, with the number and date formatters (admin-ui/lib/format.ts) following every change of language. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale, options) => {
    setFormatLocale(locale);
    // The page's language, for screen readers and the browser's own hyphenation and spell checking.
    if (typeof document !== "undefined") document.documentElement.lang = locale;
    return polyglot.changeLocale(locale, options);
  },
};
