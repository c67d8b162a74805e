/**
 * The axes of the dashboard's bar charts (dashboard/BarChart.tsx): round tick values ("nice numbers", Heckbert's
 * Graphics Gems method) that take in every bar and zero, their short money labels, and the category names below.
 */

/** 1, 2, 5 or 10 times a power of ten, near `x`: rounded to the nearest, or the next one up. */
function niceNumber(x: number, round: boolean): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const fraction = x / power;
  if (round) return (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * About `count` evenly spaced round ticks from at or below the least of `values` and 0, to at or above the
 * greatest: the axis's first and last ticks are its ends.
 * @example niceTicks([1234.5, 80]) // [0, 500, 1000, 1500]
 */
export function niceTicks(values: number[], count = 5): number[] {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (high === low) return [0, 1];
  const step = niceNumber(niceNumber(high - low, false) / (count - 1), true);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  // Whole multiples of the step, so 0.1 + 0.2 never shows as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toFixed(decimals)));
}

/** A value-axis tick in short: $500, $1.5k, $40k, $2.5M, $40M (the bars' own figures are printed in full). */
export function axisMoney(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `$${(value / 1_000_000).toFixed(size >= 10_000_000 ? 0 : 1)}M`;
  if (size >= 1000) return `$${(value / 1000).toFixed(size >= 10_000 ? 0 : 1)}k`;
  return `$${value}`;
}

/** Below this slot width, category names are slanted steeply and thinned out so they never run into each other. */
const WIDE_SLOT = 64;
/** The room a steeply slanted name needs along the axis, and the characters it may show (its bar names it whole). */
const STEEP_LABEL_SPACING = 16;
const STEEP_LABEL_CHARS = 14;

/**
 * How the category names sit under the bars: their slant, the height they take below the axis, and each one's
 * text (null: not shown, so its neighbours do not overlap).
 */
export function categoryLabels(names: string[], slot: number): { angle: number; height: number; text: Array<string | null> } {
  if (slot >= WIDE_SLOT) return { angle: -20, height: 50, text: names };
  const every = Math.max(1, Math.ceil(STEEP_LABEL_SPACING / slot));
  const cut = (name: string) => (name.length > STEEP_LABEL_CHARS ? `${name.slice(0, STEEP_LABEL_CHARS - 1).trimEnd()}…` : name);
  return { angle: -45, height: 72, text: names.map((name, i) => (i % every === 0 ? cut(name) : null)) };
}
