import { monthPeriod } from "../reports/period";

/**
 * The days a journal covers: a calendar month (YYYY-MM), or from..to inclusive.
 * @example journalPeriod({ month: "2025-02" }) // { from: "2025-02-01", to: "2025-02-28" }
 */
export function journalPeriod(input: { month?: string; from?: string; to?: string }): { from: string; to: string } {
  if (input.month) return monthPeriod(Number(input.month.slice(0, 4)), Number(input.month.slice(5, 7)));
  return { from: input.from ?? "", to: input.to ?? "" };
}

/**
 * The calendar month before `today` (YYYY-MM-DD), as YYYY-MM: what `--month last` means to a cron job.
 * @example lastMonth("2026-01-15") === "2025-12"
 */
export function lastMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}
