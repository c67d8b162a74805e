import Decimal from "decimal.js";

/** decimal.js configured once for the whole product: enough precision, half-up rounding (STYLE.md rule 6). */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** The largest value a decimal(10,2) column holds. */
export const MAX_DECIMAL_10_2 = new Dec("99999999.99");

const ZERO = new Dec(0);
/**
 * Decimals already read from text, by that text. Reading is most of the cost of a formula, and a task import or a
 * report reads the same few rates and acreages over and over; a decimal never changes, so one may be shared.
 */
const parsed = new Map<string, Dec>();

/** A decimal from a column or input value; null, undefined and "" count as 0. */
export function dec(value: string | number | null | undefined | Dec): Dec {
  if (value === null || value === undefined || value === "") return ZERO;
  if (typeof value !== "string") return new Dec(value);
  let d = parsed.get(value);
  if (d === undefined) {
    d = new Dec(value);
    if (parsed.size >= 4096) parsed.clear();
    parsed.set(value, d);
  }
  return d;
}

/**
 * Rounds once, half-up, to cents and returns the plain string the API sends.
 * @example toCents(dec("2.345")) === "2.35"
 */
export function toCents(value: Dec): string {
  return value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/** Sums decimal strings exactly. @example sum(["0.10", "0.20"]) === "0.30" */
export function sumCents(values: Array<string | number | null | undefined>): string {
  return toCents(values.reduce<Dec>((acc, v) => acc.plus(dec(v)), new Dec(0)));
}

/** Rounds half-up to `places` decimals and returns the plain string. @example round(dec("0.125"), 2) === "0.13" */
export function round(value: Dec, places: number): string {
  return value.toDecimalPlaces(places, Dec.ROUND_HALF_UP).toFixed(places);
}

/** "1234567.5" -> "1,234,567.5": en-US grouping done on the digits, never through a binary float. */
function groupThousands(unsigned: string): string {
  const [whole = "0", fraction] = unsigned.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A decimal string in its plain form with at most two decimals ("1234.5", "-0.25", "17"): whole cents already. */
const PLAIN_CENTS = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/**
 * Money as printed, with `negative` wrapping a negative amount: the amount rounded half-up to cents, grouped en-US.
 * A plain string of whole cents (what the API and the reports carry: toCents) needs no rounding, so it is printed
 * from its digits alone; through decimal.js a figure took 3-4 us, most of a large report's PDF time
 * (tests/domain/reports/money-format.test.ts holds the two ways equal).
 */
function printUsd(value: string | number | null | undefined | Dec, negative: (text: string) => string): string {
  const plain = typeof value === "string" ? PLAIN_CENTS.exec(value) : null;
  if (plain) {
    const [, sign, whole, fraction = ""] = plain;
    const cents = fraction.padEnd(2, "0");
    const text = `$${groupThousands(`${whole}.${cents}`)}`;
    return sign && (whole !== "0" || cents !== "00") ? negative(text) : text;
  }
  const cents = dec(value).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  const text = `$${groupThousands(cents.abs().toFixed(2))}`;
  return cents.isNegative() && !cents.isZero() ? negative(text) : text;
}

/**
 * Money as printed on screens, reports and PDFs: $ prefix, en-US grouping, 2 decimals, half-up.
 * @example formatUsd("1234.565") === "$1,234.57"; formatUsd("-1234.56") === "-$1,234.56"
 */
export function formatUsd(value: string | number | null | undefined | Dec): string {
  return printUsd(value, (text) => `-${text}`);
}

/**
 * The accountant's variant: a negative amount in parentheses.
 * @example formatUsdParens("-1234.56") === "($1,234.56)"; formatUsdParens("5") === "$5.00"
 */
export function formatUsdParens(value: string | number | null | undefined | Dec): string {
  return printUsd(value, (text) => `(${text})`);
}
