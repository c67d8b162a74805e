/** A worker's pay from a date on (worker_rates): what `rateOn` needs of a row. */
export interface DatedRate {
  /** ISO date, YYYY-MM-DD. */
  effectiveFrom: string;
}

/**
 * The rate a worker is paid on a date: the one with the latest effectiveFrom on or before it, so a change never
 * re-prices earlier time; null when none starts by then (the API then refuses approval, naming the worker and date).
 * @example
 * const rates = [{ effectiveFrom: "2026-03-02", hourlyRate: "18.50" }, { effectiveFrom: "2026-03-04", hourlyRate: "19.25" }];
 * rateOn(rates, "2026-03-03")?.hourlyRate === "18.50"; rateOn(rates, "2026-03-04")?.hourlyRate === "19.25"
 * rateOn(rates, "2026-03-01") === null
 */
export function rateOn<R extends DatedRate>(rates: readonly R[], date: string): R | null {
  let best: R | null = null;
  for (const r of rates) {
    if (r.effectiveFrom <= date && (best === null || r.effectiveFrom > best.effectiveFrom)) best = r;
  }
  return best;
}
