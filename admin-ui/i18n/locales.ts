/** The languages the UI speaks (docs/decisions/i18n.md); English is the default. */
export const LOCALES = [
  { locale: "en", name: "English" },
  { locale: "es", name: "Español" },
] as const;
export type Locale = (typeof LOCALES)[number]["locale"];

export const isLocale = (v: unknown): v is Locale => LOCALES.some((l) => l.locale === v);
