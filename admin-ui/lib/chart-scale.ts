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

const FONT = 11;
const AXIS_WIDTH = 56;
const MARGIN = 8;
/** The share of a bar's slot left empty on each side, as recharts drew it. */
const GAP = 0.1;
const RADIUS = 4;

/** A bar with its top corners rounded, from its left edge, top, width and height (downwards). */
function barPath(x: number, y: number, w: number, h: number, roundTop: boolean): string {
  const r = roundTop ? Math.min(RADIUS, w / 2, h) : 0;
  return `M${x},${y + h}V${y + r}Q${x},${y} ${x + r},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h}Z`;
}

/** Where a bar chart's parts go in a box of `width` x `height`: its ticks, axis line, bars and names. */
export interface BarLayout {
  font: number;
  left: number;
  right: number;
  bottom: number;
  /** The width given to each bar (with its gaps). */
  slot: number;
  /** The height of a value. */
  y(value: number): number;
  /** Each tick and its height. */
  ticks: Array<{ value: number; y: number }>;
  /** Each bar: its outline (an SVG path) and the middle of its slot, where its name hangs. */
  bars: Array<{ path: string; center: number }>;
  labels: { angle: number; height: number; text: Array<string | null> };
}

/**
 * The geometry of a dashboard bar chart (dashboard/BarChart.tsx; a first paint drawn before React would draw from it
 * too: docs/decisions/first-paint.md): a value axis of round ticks, one slot per bar with a gap either side, names below.
 */
export function barLayout(heights: number[], names: string[], width: number, height: number): BarLayout {
  const ticks = niceTicks(heights);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const left = MARGIN + AXIS_WIDTH;
  const right = Math.max(left + 1, width - MARGIN);
  const top = MARGIN;
  const slot = (right - left) / Math.max(heights.length, 1);
  const barWidth = slot * (1 - 2 * GAP);
  const labels = categoryLabels(names, slot);
  const bottom = Math.max(top + 1, height - labels.height);
  const y = (v: number) => bottom - ((v - low) / (high - low)) * (bottom - top);
  /** Where bars start: the zero line, or the axis's end nearest to it. */
  const zero = y(Math.max(low, Math.min(0, high)));
  return {
    font: FONT,
    left,
    right,
    bottom,
    slot,
    y,
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    bars: heights.map((h, i) => {
      const end = y(h);
      return { path: barPath(left + i * slot + slot * GAP, Math.min(zero, end), barWidth, Math.abs(zero - end), h >= 0), center: left + i * slot + slot / 2 };
    }),
    labels,
  };
}
