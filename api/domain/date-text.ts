import type { Lang } from "./reference-names";

/**
 * A calendar date as a reader of each language writes it: the one place the admin UI (`shortDate`), the report PDFs
 * and their date ranges print a date (docs/decisions/i18n.md). English is M/D/YYYY, written out as the invoices always
 * printed it; Spanish is the Spanish of the United States (es-US, as the UI formats numbers and months): D/M/YYYY.
 * The date is read from its text, so no time zone can move it a day. Anything that does not start YYYY-MM-DD shows
 * as nothing.
 * @example dateText("2025-03-07", "en") === "3/7/2025"; dateText("2025-03-07", "es") === "7/3/2025"
 */
export function dateText(date: string | null | undefined, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  if (!m) return "";
  if (lang === "en") return `${Number(m[2])}/${Number(m[3])}/${m[1]}`;
  return spanishDates().format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** Made on the first Spanish date: creating one loads the locale's calendar data (5-30 ms in a phone's browser). */
let spanish: Intl.DateTimeFormat | undefined;
const spanishDates = () => (spanish ??= new Intl.DateTimeFormat("es-US", { timeZone: "UTC" }));
