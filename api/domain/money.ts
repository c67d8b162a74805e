import Decimal from "decimal.js";

/** decimal.js configured once for the whole product: enough precision, half-up rounding (STYLE.md rule 6). */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** The largest value a decimal(10,2) column holds. */
export const MAX_DECIMAL_10_2 = new Dec("99999999.99");

/** A decimal from a column or input value; null, undefined and "" count as 0. */
export function dec(value: string | number | null | undefined | Dec): Dec {
  if (value === null || value === undefined || value === "") return new Dec(0);
  return new Dec(value);
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
