/**
 * A summary figure's font size: h4's (2.125rem), or smaller so that a long one (a seven-figure cost) fits its card's
 * width on one line. Used by the app's cards (StatCard.tsx) and the server's first paint (api/spa/first-paint.ts).
 */
export function figureSize(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length <= 6) return undefined;
  // A bold figure averages under 0.7 em a character (digits about 0.7 in the widest common fonts, commas and the
  // point half that), so the text fills at most the card's inline size (cqi: 1% of it), letter spacing included.
  // i18n-scan: not shown to users (a CSS length)
  return `min(2.125rem, ${(100 / (0.7 * value.length)).toFixed(2)}cqi)`;
}
