import { dateText, decimalText, usdText } from "../../api/client/rules";

type Num = string | number | null | undefined;

/**
 * The UI language's number and date conventions (docs/decisions/i18n.md). English is en-US; Spanish is es-US, the
 * Spanish of the United States: day-first dates and Spanish month names, US digit grouping and decimal point, and
 * money always in US dollars. The i18nProvider sets it whenever the language changes (setFormatLocale).
 */
export const INTL_LOCALES: Record<string, string> = { en: "en-US", es: "es-US" };
let current = "en";

export function setFormatLocale(locale: string): void {
  current = locale in INTL_LOCALES ? locale : "en";
}
export const formatLocale = () => current;
const intl = (locale = current) => INTL_LOCALES[locale] ?? "en-US";

/**
 * Money as the product shows it: $ prefix, grouping, 2 decimals, half-up, exact on the decimal string (in Spanish
 * the same figure through es-US, still in dollars). Anything that is not a number shows as $0.00.
 * @example money("1234.5") === "$1,234.50"
 */
export const money = (v: Num): string => usdText(v, intl());

/** Acres to 1 decimal, half-up on the decimal string, with the language's grouping. @example acres("1234.05") === "1,234.1" */
export const acres = (v: Num): string => decimalText(v, 1, intl());

/** A quantity to 2 decimals, half-up, with the language's grouping. @example quantity("1999.998") === "2,000.00" */
export const quantity = (v: Num): string => decimalText(v, 2, intl());

/** A count with the language's grouping. @example wholeNumber(2480) === "2,480" */
export const wholeNumber = (n: number): string => decimalText(n, 0, intl());

/** Cost per acre: money to 2 decimals. */
export const perAcre = (v: Num) => money(v);

/**
 * A task date (YYYY-MM-DD) as M/D/YYYY in English, D/M/YYYY in Spanish, without time-zone shifts: the same text as
 * the report PDFs print for a reader of that language (`dateText`, api/domain/date-text.ts).
 */
export const shortDate = (iso: string | null | undefined): string => dateText(iso, current === "es" ? "es" : "en");

/** A moment (an ISO timestamp) as date and time in the language's conventions. */
export function dateTime(v: string | number | Date): string {
  return new Date(v).toLocaleString(intl());
}

/** A moment to the minute, as a person reads it: "12/1/2026, 3:13 PM" in English, "1/12/2026, 3:13 p. m." in Spanish. */
export function dateAndTime(v: string | number | Date): string {
  return dateFormat("date and time", { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(v));
}

/** A moment's date only, in the language's conventions. */
export function dateOnly(v: string | number | Date): string {
  return new Date(v).toLocaleDateString(intl());
}

/**
 * One Intl.DateTimeFormat per language and options: creating one loads the locale's calendar data (some 5-30 ms
 * in a phone's browser), which toLocaleDateString with options does again on every call.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(name: string, options: Intl.DateTimeFormatOptions, locale = intl()): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "November 2026" / "noviembre de 2026": the month and year of a moment. */
export function monthYear(v: string | number | Date = new Date()): string {
  return dateFormat("month year", { month: "long", year: "numeric" }).format(new Date(v));
}

/** The twelve month names, capitalised, in a UI language ("January", "Enero"). */
export function monthNames(locale: string = current): string[] {
  const f = new Intl.DateTimeFormat(intl(locale), { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => {
    const name = f.format(new Date(Date.UTC(2000, i, 15)));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

/** Today as YYYY-MM-DD in local time (a task date). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
