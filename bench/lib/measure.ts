/** Timing helpers of the benchmarks: bounded loops, nearest-rank percentiles, a plain text table. */

export interface Timing {
  median: number;
  p95: number;
}

/** Nearest-rank percentile of already sorted samples. */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Runs `fn` `warmup` times untimed, then `runs` times one after the other, and returns milliseconds. */
export async function time(fn: () => Promise<unknown>, runs: number, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** Left-aligned text columns, numbers right-aligned, with a rule under the header. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const numeric = header.map((_, i) => rows.every((r) => typeof r[i] === "number" || /^[\d.,]+( ms| KB| B| s)?$/.test(String(r[i]))));
  const line = (r: string[]) => r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;
