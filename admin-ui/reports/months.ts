import { useLocaleState } from "react-admin";
import { monthNames } from "../lib/format";

/** The twelve month names in the UI's language ("January" ... in English, "Enero" ... in Spanish). */
export function useMonths(): readonly string[] {
  const [locale] = useLocaleState();
  return monthNames(locale);
}

/** 1-12 for the current month: the invoices' starting month. */
export const currentMonth = () => new Date().getMonth() + 1;

/** Year choices of the cost and field summaries and the acreage report (spec 001 section 9). */
export const REPORT_YEARS = [2025, 2024, 2023] as const;
