import type { TranslationMessages } from "react-admin";
import spanishMessages from "@blackbox-vision/ra-language-spanish";
import englishMessages from "ra-language-english";
import type { Locale } from "./locales";
import { catalogue, mergeMessages } from "./messages";
import type { Messages } from "./messages/types";

export { isLocale, LOCALES, type Locale } from "./locales";

/**
 * The whole catalogue in both languages: react-admin's own texts (ra-language-english, and the Spanish from
 * @blackbox-vision/ra-language-spanish) merged with every area of the application's. The UI loads this module as
 * its own chunk (admin-ui/i18n/provider.ts): the first screen starts with its own areas in English only.
 */
export const MESSAGES: Record<Locale, TranslationMessages> = {
  en: mergeMessages(englishMessages as unknown as Messages, catalogue.en) as unknown as TranslationMessages,
  es: mergeMessages(spanishMessages as unknown as Messages, catalogue.es) as unknown as TranslationMessages,
};
