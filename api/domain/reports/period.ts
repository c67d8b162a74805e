import { dateText } from "../date-text";
import type { DatePeriod } from "./types";

export { dateText };

export const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** Month number (1-12) of a YYYY-MM-DD date, read from the text so no time zone can shift it. */
export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

/** Calendar year of a YYYY-MM-DD date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Days in a month of a year, leap years included. @example daysInMonth(2024, 2) === 29 */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The 1st to the last day of a month: the invoices' services and billing periods (DECISIONS.md, not day 31 always).
 * @example monthPeriod(2025, 2) // { from: "2025-02-01", to: "2025-02-28" }
 */
export function monthPeriod(year: number, month: number): DatePeriod {
  return {
    from: `${pad(year, 4)}-${pad(month)}-01`,
    to: `${pad(year, 4)}-${pad(month)}-${pad(daysInMonth(year, month))}`,
  };
}

/** "February 2025", as empty states and PDF titles name a month. */
export function monthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1] ?? ""} ${year}`;
}

/** A month of a year in a report file's language: "March 2025", "marzo de 2025". */
export function monthText(year: number, month: number, lang: "en" | "es"): string {
  if (lang === "en") return monthLabel(year, month);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString("es-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** A month's name alone in a report file's language: "March", "marzo". */
export function monthNameText(month: number, lang: "en" | "es"): string {
  if (lang === "en") return MONTH_NAMES[month - 1] ?? String(month);
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleDateString("es-US", { month: "long", timeZone: "UTC" });
}

/** The collator `localeCompare(b, "en", { numeric: true, sensitivity: "base" })` builds on every call, built once. */
const NAME_COLLATOR = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Name order for report rows: case-insensitive, "Field 2" before "Field 10", then exact text as tie-break. */
export function compareNames(a: string, b: string): number {
  const byLocale = NAME_COLLATOR.compare(a, b);
  return byLocale !== 0 ? byLocale : a < b ? -1 : a > b ? 1 : 0;
}
