/**
 * Decimal figures as text, without arithmetic: the UI shows the server's figures (decimal strings, money already
 * rounded to the cent), and Intl.NumberFormat formats a decimal string exactly (ECMA-402's Intl mathematical value,
 * never a binary float), rounding half away from zero (`halfExpand`) like `Dec.ROUND_HALF_UP` in ./money.ts, and a
 * value that rounds to zero shows no minus sign (`signDisplay: "negative"`), as decimal.js's `toFixed` prints it. No
 * decimal.js here, so the SPA's first script does without it; tests/domain/money-text.test.ts pins `usdText` in
 * en-US to `formatUsd`, the text reports and PDFs print.
 */

/** A plain decimal as decimal.js reads it: optional sign, digits, optional fraction and exponent. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** The value as an exact decimal string, or undefined when it is not one (null, "", text, NaN, Infinity). */
function decimalString(value: string | number | null | undefined): string | undefined {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    return Object.is(value, -0) ? "-0" : String(value);
  }
  return typeof value === "string" && DECIMAL.test(value) ? value : undefined;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formats.get(key);
  if (!f) formats.set(key, (f = make()));
  return f;
}
// Intl takes the string as the exact decimal it spells (the cast only satisfies the older lib typing).
const exactly = (f: Intl.NumberFormat, s: string) => f.format(s as unknown as number);

/**
 * Money in US dollars as the language `intlLocale` prints it, 2 decimals, half-up; anything that is not a decimal
 * shows as zero.
 * @example usdText("-1234.5", "en-US") === "-$1,234.50"; usdText("1234567.891", "es-US") === "$1,234,567.89"
 */
export function usdText(value: string | number | null | undefined, intlLocale: string): string {
  const f = numberFormat(`usd ${intlLocale}`, () =>
    new Intl.NumberFormat(intlLocale, { style: "currency", currency: "USD", signDisplay: "negative" }),
  );
  return exactly(f, decimalString(value) ?? "0");
}

/**
 * A decimal with exactly `places` decimals (half-up) and the language's grouping; anything that is not a decimal
 * shows as zero. @example decimalText("1234.05", 1, "en-US") === "1,234.1"
 */
export function decimalText(value: string | number | null | undefined, places: number, intlLocale: string): string {
  const f = numberFormat(`${places} ${intlLocale}`, () =>
    new Intl.NumberFormat(intlLocale, { minimumFractionDigits: places, maximumFractionDigits: places, signDisplay: "negative" }),
  );
  return exactly(f, decimalString(value) ?? "0");
}
